#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// The largest file, in bytes, each kind of read accepts: a file over its limit is refused before a byte
/// of it is read, and a file that grows past it while being read is refused too, so no input can make the
/// tool read without end. `STRINGSGUARD_MAX_FILE_SIZE` (`512M`, `2G`, `65536`) sets one limit for every kind.
public struct ReadLimits: Sendable, Equatable {
    public var catalog = 256 << 20
    public var xliff = 256 << 20
    public var configuration = 16 << 20
    public var baseline = 64 << 20
    public var propertyList = 16 << 20
    public var projectFile = 64 << 20
    public var swiftSource = 16 << 20

    /// The documented defaults.
    public init() {}

    /// The same limit for every kind.
    public init(everyKind bytes: Int) {
        for kind in FileKind.allCases { self[kind] = bytes }
    }

    public static let standard = ReadLimits()
    public static let environmentVariable = "STRINGSGUARD_MAX_FILE_SIZE"

    public subscript(kind: FileKind) -> Int {
        get {
            switch kind {
            case .catalog: return catalog
            case .xliff: return xliff
            case .configuration: return configuration
            case .baseline: return baseline
            case .propertyList: return propertyList
            case .projectFile: return projectFile
            case .swiftSource: return swiftSource
            }
        }
        set {
            switch kind {
            case .catalog: catalog = newValue
            case .xliff: xliff = newValue
            case .configuration: configuration = newValue
            case .baseline: baseline = newValue
            case .propertyList: propertyList = newValue
            case .projectFile: projectFile = newValue
            case .swiftSource: swiftSource = newValue
            }
        }
    }

    /// The limits every read uses unless it is given others: those set with `setCurrent`, else
    /// `STRINGSGUARD_MAX_FILE_SIZE` for every kind when it is set, else the standard ones. A malformed
    /// variable is an error on every read rather than silently ignored.
    public static func current() throws(InputError) -> ReadLimits {
        try currentLimits.withLock { stored throws(InputError) in
            if let stored { return stored }
            let fromEnvironment = try environmentLimits()
            stored = fromEnvironment
            return fromEnvironment
        }
    }

    /// The limit for `kind` in `limits`, or in `current()` when nil.
    static func limit(for kind: FileKind, in limits: ReadLimits?) throws(InputError) -> Int {
        if let limits { return limits[kind] }
        return try current()[kind]
    }

    /// Replaces the limits of every later read in this process (a command-line option sets them).
    public static func setCurrent(_ limits: ReadLimits?) {
        currentLimits.withLock { $0 = limits }
    }

    private static let currentLimits = Protected<ReadLimits?>(nil)

    private static func environmentLimits() throws(InputError) -> ReadLimits {
        guard let text = ProcessEnvironment.value(of: environmentVariable) else { return .standard }
        guard let bytes = parseSize(text) else {
            throw InputError(
                "\(environmentVariable) must be a size such as 512M, 2G or 65536, not '\(text)'")
        }
        return ReadLimits(everyKind: bytes)
    }

    /// `65536`, `64K`, `512M`, `2G` (also `512MB`, `512m`): powers of 1024. Nil for anything else, zero,
    /// or a size past what a file offset holds.
    public static func parseSize(_ text: String) -> Int? {
        var digits = Substring(text)
        var multiplier = 1
        if digits.last == "B" || digits.last == "b" { digits = digits.dropLast() }
        switch digits.last {
        case "K", "k": multiplier = 1 << 10
        case "M", "m": multiplier = 1 << 20
        case "G", "g": multiplier = 1 << 30
        case "T", "t": multiplier = 1 << 40
        default: break
        }
        if multiplier != 1 { digits = digits.dropLast() }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(digits) else {
            return nil
        }
        let (bytes, overflow) = value.multipliedReportingOverflow(by: multiplier)
        guard !overflow, bytes > 0 else { return nil }
        return bytes
    }

    /// "256 MB", "1 KB", "1000 bytes": the largest unit that divides the size exactly.
    public static func describe(_ bytes: Int) -> String {
        for (shift, unit) in [(40, "TB"), (30, "GB"), (20, "MB"), (10, "KB")] where bytes >= 1 << shift {
            if bytes % (1 << shift) == 0 { return "\(bytes >> shift) \(unit)" }
        }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
