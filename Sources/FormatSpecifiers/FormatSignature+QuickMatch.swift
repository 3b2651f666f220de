extension FormatSignature {
    /// Whether `text` is a plain format string that reads this signature's arguments: each position it reads
    /// with the type given here, every position unless `allowsOmissions` (a plural case that spells its number
    /// out, a substitution's variation), and no substitution. True only when parsing the text would give a
    /// signature the format rule accepts; false when it would not, and also when the text holds something this
    /// quick reading leaves to the full parser (`%#@name@`, `*`, the space flag, one argument read as two types,
    /// positions past 64, any error). So a true answer ends the question, and a false one means: parse it.
    ///
    /// Most translations of a large catalog read what their source reads, and each is a different text, so a
    /// cache of parses does not help them; this reads the bytes once and allocates nothing, where a parse
    /// builds segments, specifiers and a dictionary (about 8,000 instructions a text).
    public func isMatched(byFormat text: String, allowsSubstitutionArgument: Bool = false, allowsOmissions: Bool = false) -> Bool {
        guard substitutionNames.isEmpty else { return false }
        var text = text
        return text.withUTF8 { bytes in
            var reader = QuickSignatureReader(bytes: bytes, allowsSubstitutionArgument: allowsSubstitutionArgument)
            return reader.reads(arguments, allowsOmissions: allowsOmissions)
        }
    }
}

/// Reads a format string's conversions from its UTF-8 bytes as `FormatStringParser` reads them, comparing each
/// with the expected arguments as it goes.
private struct QuickSignatureReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let allowsSubstitutionArgument: Bool
    private var index = 0

    init(bytes: UnsafeBufferPointer<UInt8>, allowsSubstitutionArgument: Bool) {
        self.bytes = bytes
        self.allowsSubstitutionArgument = allowsSubstitutionArgument
    }

    /// The largest position read; a larger one (or more conversions) is left to the parser.
    private static let largestPosition = 64

    /// The byte at `offset`, or 0 past the end (no conversion, flag or digit is 0).
    private func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    mutating func reads(_ expected: [Int: FormatArgumentType], allowsOmissions: Bool) -> Bool {
        var seen: UInt64 = 0
        var isNumbered: Bool?
        var nextSequential = 1
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            if byte(index + 1) == UInt8(ascii: "%") {
                index += 2
                continue
            }
            index += 1
            // A substitution's own argument, which takes no position.
            if allowsSubstitutionArgument, byte(index) == UInt8(ascii: "a"), byte(index + 1) == UInt8(ascii: "r"),
                byte(index + 2) == UInt8(ascii: "g")
            {
                index += 3
                continue
            }
            guard let (explicitPosition, type) = readConversion() else { return false }
            let position: Int
            if let explicitPosition {
                guard isNumbered != false else { return false }
                isNumbered = true
                position = explicitPosition
            } else {
                guard isNumbered != true, nextSequential <= Self.largestPosition else { return false }
                isNumbered = false
                position = nextSequential
                nextSequential += 1
            }
            guard expected[position] == type else { return false }
            seen |= 1 << UInt64(position - 1)
        }
        return allowsOmissions || seen.nonzeroBitCount == expected.count
    }

    /// The conversion after a `%`: its `n$` position (nil when unnumbered) and what it reads; nil for what the
    /// quick reading leaves to the parser.
    private mutating func readConversion() -> (position: Int?, type: FormatArgumentType)? {
        // Digits are a position only when `$` follows them; otherwise they are the width, read below.
        var position: Int?
        var probe = index
        var value = 0
        while Self.isDigit(byte(probe)), value <= Self.largestPosition {
            value = value * 10 + Int(byte(probe) - UInt8(ascii: "0"))
            probe += 1
        }
        if probe > index, byte(probe) == UInt8(ascii: "$") {
            guard value >= 1, value <= Self.largestPosition else { return nil }
            position = value
            index = probe + 1
        } else if Self.isDigit(byte(probe)) {
            return nil
        }
        if byte(index) == UInt8(ascii: "#"), byte(index + 1) == UInt8(ascii: "@") { return nil }
        flags: while true {
            switch byte(index) {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"): index += 1
            case UInt8(ascii: " "): return nil  // `% d`: prose with a percent sign, or the space flag; the parser decides
            default: break flags
            }
        }
        var digits = 0
        while Self.isDigit(byte(index)) {
            index += 1
            digits += 1
        }
        if byte(index) == UInt8(ascii: "*") { return nil }
        if byte(index) == UInt8(ascii: ".") {
            index += 1
            if byte(index) == UInt8(ascii: "*") { return nil }
            while Self.isDigit(byte(index)) {
                index += 1
                digits += 1
            }
        }
        // The parser refuses a width or precision past 1,000,000.
        guard digits <= 6 else { return nil }
        var modifier = Modifier.none
        switch byte(index) {
        case UInt8(ascii: "h"):
            modifier = .other
            index += byte(index + 1) == UInt8(ascii: "h") ? 2 : 1
        case UInt8(ascii: "l"):
            modifier = byte(index + 1) == UInt8(ascii: "l") ? .other : .long
            index += modifier == .long ? 1 : 2
        case UInt8(ascii: "q"), UInt8(ascii: "j"), UInt8(ascii: "z"), UInt8(ascii: "t"):
            modifier = .other
            index += 1
        case UInt8(ascii: "L"):
            modifier = .longDouble
            index += 1
        default:
            break
        }
        let conversion = byte(index)
        index += 1
        switch conversion {
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"):
            return modifier == .longDouble ? nil : (position, .signedInteger)
        case UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "U"), UInt8(ascii: "O"):
            return modifier == .longDouble ? nil : (position, .unsignedInteger)
        case UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "F"),
            UInt8(ascii: "g"), UInt8(ascii: "G"):
            return modifier == .other ? nil : (position, .double)
        case UInt8(ascii: "c"):
            return modifier == .none || modifier == .long ? (position, .character) : nil
        case UInt8(ascii: "s"):
            return modifier == .none || modifier == .long ? (position, .cString) : nil
        case UInt8(ascii: "C"):
            return modifier == .none ? (position, .character) : nil
        case UInt8(ascii: "S"):
            return modifier == .none ? (position, .cString) : nil
        case UInt8(ascii: "p"):
            return modifier == .none ? (position, .pointer) : nil
        case UInt8(ascii: "@"):
            return modifier == .none ? (position, .object) : nil
        default:
            return nil  // the end of the text, `%n`, `%5%`, an unknown conversion
        }
    }

    /// The length modifiers as the conversions' rules tell them apart.
    private enum Modifier {
        case none, long, longDouble
        /// `h`, `hh`, `ll`, `q`, `j`, `z`, `t`: integers only.
        case other
    }
}
