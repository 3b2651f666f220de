#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Diagnostics
import Foundation
import SafeFiles

/// Where output goes, and whether it may be coloured: only on a terminal, and never with NO_COLOR set.
struct Terminal {
    static func useColors(forStandardError: Bool = false) -> Bool {
        if ProcessEnvironment.nonEmptyValue(of: "NO_COLOR") != nil { return false }
        if ProcessEnvironment.value(of: "TERM") == "dumb" { return false }
        return isatty(forStandardError ? STDERR_FILENO : STDOUT_FILENO) == 1
    }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// The bytes written where they are: `Data(bytes)` copied a report of megabytes once more.
    static func write(lent bytes: UnsafeRawBufferPointer) {
        guard let start = bytes.baseAddress, !bytes.isEmpty else { return }
        FileHandle.standardOutput.write(
            Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: bytes.count, deallocator: .none))
    }

    /// The pieces `produce` writes, then a line break when they end without one (nothing when there are
    /// no bytes): a report ends as a line of the terminal.
    static func writeEndingLine(_ produce: (_ write: (UnsafeRawBufferPointer) -> Void) -> Void) {
        var last: UInt8?
        produce { piece in
            guard let final = piece.last else { return }
            last = final
            write(lent: piece)
        }
        if let last, last != UInt8(ascii: "\n") { [UInt8(ascii: "\n")].withUnsafeBytes(write(lent:)) }
    }

    static func writeLine(_ text: String) {
        write(text.hasSuffix("\n") ? text : text + "\n")
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }

    /// What project discovery left out (a folder outside the project root, an unreadable package), one
    /// `warning:` line each on standard error: every command that reads an Xcode project says it alike.
    static func warn(_ problems: [InputError]) {
        for problem in problems { error(problem.warningDescription) }
    }
}

/// The tool's exit statuses, as the README documents them.
enum ExitStatus: Int32 {
    /// Nothing of error severity was found.
    case clean = 0
    /// A finding of error severity, or files that `format --check` would change.
    case findings = 1
    /// Usage or input errors: the run could not do its job.
    case inputError = 2
}
