import Foundation
import Testing
@testable import FormatSpecifiers

/// A value passed both to `String(format:)` (as the C type the specifier reads) and to our formatter.
enum OracleValue {
    case int(Int64)
    case double(Double)
    case object(String)
    case cString(String)
    /// `%c`: C passes an `int`.
    case character(Int32)
    /// `%C`: a UTF-16 code unit.
    case unichar(UInt16)
    /// `*` widths and precisions are C `int`s.
    case amount(Int32)
    /// `%S`: a NUL-terminated UTF-16 string.
    case wideString(String)

    var formatArgument: FormatArgument {
        switch self {
        case .int(let value): .int(value)
        case .double(let value): .double(value)
        case .object(let value), .cString(let value), .wideString(let value): .string(value)
        case .character(let value): .int(Int64(value))
        case .unichar(let value): .uint(UInt64(value))
        case .amount(let value): .int(Int64(value))
        }
    }
}

/// Foundation's own output for `format`: the oracle our formatter must equal.
func foundationFormat(_ format: String, _ values: [OracleValue]) -> String {
    var cStrings: [UnsafeMutablePointer<CChar>] = []
    var wideStrings: [UnsafeMutableBufferPointer<UInt16>] = []
    defer {
        cStrings.forEach { free($0) }
        wideStrings.forEach { $0.deallocate() }
    }
    let arguments: [CVarArg] = values.map { value in
        switch value {
        case .int(let int): return int
        case .double(let double): return double
        case .object(let text): return text as NSString
        case .cString(let text):
            let copy = strdup(text)!
            cStrings.append(copy)
            return copy
        case .character(let code): return code
        case .unichar(let unit): return unit
        case .amount(let amount): return amount
        case .wideString(let text):
            let units = Array(text.utf16) + [0]
            let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: units.count)
            _ = buffer.initialize(from: units)
            wideStrings.append(buffer)
            return UnsafePointer(buffer.baseAddress!)
        }
    }
    return String(format: format, arguments: arguments)
}

func expectMatchesFoundation(_ format: String, _ values: [OracleValue],
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
    let ours = try FormatString.format(format, arguments: values.map(\.formatArgument))
    let theirs = foundationFormat(format, values)
    #expect(ours == theirs, "format \(format) with \(values)", sourceLocation: sourceLocation)
}

@Suite struct FoundationOracleTests {
    static let integerSpecifiers = [
        "%d", "%i", "%u", "%x", "%X", "%o", "%ld", "%lld", "%lu", "%llu", "%hd", "%hhd", "%hu", "%hhu", "%lx",
        "%llX", "%llo", "%5d", "%-5d|", "%05d", "%+d", "% d", "%.3d", "%8.3d", "%-8.3d|", "%+05d", "%#x", "%#X",
        "%#o", "%#.0o", "%.0d", "%#10x", "%-#10x|", "%010lld", "%+.5lld", "%qd", "%jd", "%zd", "%td", "% 5d",
        "%+ d", "%0-5d|", "%-+6ld|", "%#08llx", "%.0x", "%20llu", "%hx", "%hhx", "%lo",
    ]
    static let integerValues: [Int64] = [
        0, 1, -1, 7, 42, -42, 255, 256, -129, 65535, 70000, 2_147_483_647, -2_147_483_648, 4_294_967_301,
        Int64.max, Int64.min, 1_234_567_890_123,
    ]

    @Test func integers() throws {
        var compared = 0
        for specifier in Self.integerSpecifiers {
            for value in Self.integerValues {
                try expectMatchesFoundation("<\(specifier)>", [.int(value)])
                compared += 1
            }
        }
        #expect(compared == Self.integerSpecifiers.count * Self.integerValues.count)
    }

    static let doubleSpecifiers = [
        "%f", "%lf", "%.2f", "%.0f", "%#.0f", "%10.3f", "%-10.3f|", "%+f", "% f", "%010.2f", "%e", "%E", "%.3e",
        "%.0e", "%#.0e", "%g", "%G", "%.10g", "%#g", "%.3g", "%a", "%A", "%F", "%12.4e", "%-12g|", "%+.1E", "%08.3g",
    ]
    static let doubleValues: [Double] = [
        0, -0.0, 1, 1.5, -1.5, 2.5, 0.5, 0.1, 1e-10, 1e20, 123456.789, .infinity, -.infinity, .nan, .pi, 1e308,
        .leastNonzeroMagnitude, 0.0001, 0.00001234, 123456789, 1234.5, 999999.5,
    ]

    @Test func doubles() throws {
        for specifier in Self.doubleSpecifiers {
            for value in Self.doubleValues {
                try expectMatchesFoundation("<\(specifier)>", [.double(value)])
            }
        }
    }

    @Test(arguments: [
        ("%c", OracleValue.character(65)), ("%5c|", .character(66)), ("%-3c|", .character(67)),
        ("%c", .character(0xE9)), ("%C", .unichar(0x263A)), ("%3C|", .unichar(0x41)), ("%-4C|", .unichar(0x5D0)),
        ("%s", .cString("hello")), ("%10s|", .cString("hi")), ("%-10s|", .cString("hi")), ("%.2s", .cString("hello")),
        ("%8.3s|", .cString("abcdef")), ("%s", .cString("")),
        ("%s|", .cString("héllo")), ("%10s|", .cString("héllo")), ("%-8s|", .cString("héllo")),
        ("%8.3s|", .cString("héllo")), ("%.1s|", .cString("héllo")), ("%S", .wideString("Hi ✓")), ("%10S|", .wideString("H✓")),
        ("%.1S|", .wideString("Hi")), ("%-6S|", .wideString("é")),
        ("%@", .object("abc")), ("%@", .object("é ✓ עברית")), ("[%@]", .object("")),
        ("%10@|", .object("abc")), ("%-10@|", .object("abc")), ("%.2@|", .object("abcdef")),
        ("%p", .int(0xdeadbeef)), ("%20p|", .int(255)), ("%-12p|", .int(4096)),
    ])
    func charactersStringsObjectsPointers(format: String, value: OracleValue) throws {
        try expectMatchesFoundation(format, [value])
    }

    @Test func literalsAndPercent() throws {
        try expectMatchesFoundation("100%% done", [])
        try expectMatchesFoundation("%%%d%%", [.int(5)])
        try expectMatchesFoundation("שלום %@ ✓ %d🙂", [.object("x"), .int(3)])
        try expectMatchesFoundation("", [])
        try expectMatchesFoundation("no specifiers", [])
    }

    @Test func positionalAndStarArguments() throws {
        try expectMatchesFoundation("%2$@ %1$@", [.object("first"), .object("second")])
        try expectMatchesFoundation("%1$d %1$x %1$o", [.int(255)])
        try expectMatchesFoundation("%2$*1$d|", [.amount(6), .int(9)])
        try expectMatchesFoundation("%1$.*2$f|", [.double(3.14159), .amount(3)])
        try expectMatchesFoundation("%*d|", [.amount(5), .int(42)])
        try expectMatchesFoundation("%-*d|", [.amount(5), .int(42)])
        try expectMatchesFoundation("%*d|", [.amount(-4), .int(7)])
        try expectMatchesFoundation("%.*f|", [.amount(2), .double(3.14159)])
        try expectMatchesFoundation("%.*f|", [.amount(-1), .double(3.14159)])
        try expectMatchesFoundation("%*.*f|", [.amount(10), .amount(3), .double(2.71828)])
        try expectMatchesFoundation("%.*d|", [.amount(4), .int(7)])
        try expectMatchesFoundation("%3$s %1$@ %2$lld", [.object("a"), .int(-2), .cString("c")])
        try expectMatchesFoundation("%1$@ and %1$@ again, %2$.1f", [.object("x"), .double(0.25)])
        try expectMatchesFoundation("%@ has %lld items costing %.2f", [.object("Cart"), .int(3), .double(9.5)])
    }

    @Test func positionalGapsShiftLaterArgumentsAsFoundationDoes() throws {
        // Only same-class values: with a gap, x86-64 (integer and floating registers apart) and arm64 (one stack
        // of slots) would disagree on mixed classes, and devices are arm64.
        try expectMatchesFoundation("%1$@ %3$@", [.object("a"), .object("b"), .object("c")])
        try expectMatchesFoundation("%2$@", [.object("a"), .object("b")])
        try expectMatchesFoundation("%2$d %4$d", [.int(1), .int(2), .int(3), .int(4)])
        try expectMatchesFoundation("%3$d %1$d", [.int(1), .int(2), .int(3)])
        try expectMatchesFoundation("%2$*3$d|", [.int(1), .int(2), .amount(5)])
        #expect(try FormatString(parsing: "%2$d %4$d").signature.gaps == [1, 3])
        #expect(try FormatString(parsing: "%1$d %2$d").signature.gaps == [])
        #expect(try FormatString(parsing: "plain").signature.gaps == [])
    }
}
