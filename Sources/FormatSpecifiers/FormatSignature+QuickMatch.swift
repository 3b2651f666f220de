#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension FormatSignature {
    /// What a `%#@name@` token reads, for `isMatched`: given the name and the position the token stands for
    /// (its `n$`, or the next unnumbered one), the position and type of the substitution's argument; nil when
    /// the localization defines no such substitution.
    public typealias SubstitutionReading = (_ name: String, _ position: Int) -> (position: Int, type: FormatArgumentType)?

    /// Whether `text` is a format string that reads this signature's arguments: each position it reads with the
    /// type given here, every position unless `allowsOmissions` (a plural case that spells its number out, a
    /// substitution's variation). A `%#@name@` token reads what `substitution` says (as `FormatArguments`
    /// expands it: the substitution's type replaces a specifier's at its position); without `substitution`,
    /// a text with one is left to the parser. True only when parsing the text would give arguments the format
    /// rule accepts; false when it would not, and also when the text holds something this quick reading leaves
    /// to the full parser (`*`, the space flag, one argument read as two types, positions past 64, a name
    /// holding a character outside ASCII, any error). So a true answer ends the question, and a false one
    /// means: parse it.
    ///
    /// Most translations of a large catalog read what their source reads, and each is a different text, so a
    /// cache of parses does not help them; this reads the bytes once and allocates nothing, where a parse
    /// builds segments, specifiers and a dictionary (about 8,000 instructions a text).
    public func isMatched(
        byFormat text: String, allowsSubstitutionArgument: Bool = false, allowsOmissions: Bool = false,
        substitution: SubstitutionReading? = nil
    ) -> Bool {
        guard substitutionNames.isEmpty else { return false }
        func match(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 2 * QuickSignatureReader.positions) { types in
                types.initialize(repeating: 0)
                var reader = QuickSignatureReader(
                    bytes: bytes, allowsSubstitutionArgument: allowsSubstitutionArgument, substitution: substitution,
                    specifierTypes: UnsafeMutableBufferPointer(rebasing: types[..<QuickSignatureReader.positions]),
                    substitutionTypes: UnsafeMutableBufferPointer(rebasing: types[QuickSignatureReader.positions...]))
                return reader.reads(arguments, allowsOmissions: allowsOmissions)
            }
        }
        // A native string's bytes are read where they are (`var text = text; text.withUTF8` retained and
        // released it for every leaf a rule matches); any other is made native first.
        if let matched = text.utf8.withContiguousStorageIfAvailable(match) { return matched }
        var text = text
        return text.withUTF8(match)
    }
}

/// Reads a format string's conversions from its UTF-8 bytes as `FormatStringParser` reads them, keeping the
/// type each position is read as (by a specifier, first reading kept; by a substitution, last one kept).
private struct QuickSignatureReader {
    /// The positions read, 1 to 64; a larger one is left to the parser.
    static let positions = 64

    let bytes: UnsafeBufferPointer<UInt8>
    let allowsSubstitutionArgument: Bool
    let substitution: FormatSignature.SubstitutionReading?
    /// By position − 1: the type's code (`code(of:)`), 0 for none.
    let specifierTypes: UnsafeMutableBufferPointer<UInt8>
    let substitutionTypes: UnsafeMutableBufferPointer<UInt8>
    private var index = 0

    init(
        bytes: UnsafeBufferPointer<UInt8>, allowsSubstitutionArgument: Bool, substitution: FormatSignature.SubstitutionReading?,
        specifierTypes: UnsafeMutableBufferPointer<UInt8>, substitutionTypes: UnsafeMutableBufferPointer<UInt8>
    ) {
        self.bytes = bytes
        self.allowsSubstitutionArgument = allowsSubstitutionArgument
        self.substitution = substitution
        self.specifierTypes = specifierTypes
        self.substitutionTypes = substitutionTypes
    }

    /// The byte at `offset`, or 0 past the end (no conversion, flag or digit is 0).
    private func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private static func code(of type: FormatArgumentType) -> UInt8 {
        switch type {
        case .object: 1
        case .signedInteger: 2
        case .unsignedInteger: 3
        case .double: 4
        case .character: 5
        case .cString: 6
        case .pointer: 7
        }
    }

    private static func isInteger(_ code: UInt8) -> Bool { code == 2 || code == 3 }

    mutating func reads(_ expected: [Int: FormatArgumentType], allowsOmissions: Bool) -> Bool {
        var isNumbered: Bool?
        var nextSequential = 1
        var highest = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                // Straight to the next `%` (`memchr` reads many bytes at a time; the text between
                // specifiers is most of a translation).
                guard let base = bytes.baseAddress,
                    let found = memchr(base + index, Int32(UInt8(ascii: "%")), bytes.count - index)
                else { break }
                index = found.assumingMemoryBound(to: UInt8.self) - UnsafeMutablePointer(mutating: base)
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
            guard let position = readPosition() else { return false }
            if byte(index) == UInt8(ascii: "#"), byte(index + 1) == UInt8(ascii: "@") {
                // A substitution takes an argument slot but never makes the string numbered or unnumbered.
                let standsFor = position ?? nextSequential
                if position == nil { nextSequential += 1 }
                guard let read = readSubstitution(standingFor: standsFor) else { return false }
                substitutionTypes[read.position - 1] = Self.code(of: read.type)
                highest = max(highest, read.position)
                continue
            }
            guard let type = readSpecifier() else { return false }
            let argument: Int
            if let position {
                guard isNumbered != false else { return false }
                isNumbered = true
                argument = position
            } else {
                guard isNumbered != true, nextSequential <= Self.positions else { return false }
                isNumbered = false
                argument = nextSequential
                nextSequential += 1
            }
            highest = max(highest, argument)
            let code = Self.code(of: type)
            let earlier = specifierTypes[argument - 1]
            if earlier == 0 {
                specifierTypes[argument - 1] = code
            } else if earlier != code, !(Self.isInteger(earlier) && Self.isInteger(code)) {
                return false  // the parser's "argument n is read as … and as …"
            }
        }
        // Every position read must be expected with its type, and (unless omissions are allowed) every expected
        // position read. The expected positions are walked rather than looked up one by one (a hash each).
        var read = 0
        for slot in 0..<highest where substitutionTypes[slot] != 0 || specifierTypes[slot] != 0 { read += 1 }
        var matched = 0
        for (position, type) in expected {
            guard position >= 1, position <= highest else { continue }
            let code = substitutionTypes[position - 1] != 0 ? substitutionTypes[position - 1] : specifierTypes[position - 1]
            guard code != 0 else { continue }
            guard Self.code(of: type) == code else { return false }
            matched += 1
        }
        // A position read that is not expected.
        guard matched == read else { return false }
        return allowsOmissions || matched == expected.count
    }

    /// An `n$` position: `.some(nil)` when there is none (digits without `$` are the width, read later), nil
    /// for one the quick reading leaves to the parser.
    private mutating func readPosition() -> Int?? {
        var probe = index
        var value = 0
        while Self.isDigit(byte(probe)), value <= Self.positions {
            value = value * 10 + Int(byte(probe) - UInt8(ascii: "0"))
            probe += 1
        }
        if probe > index, byte(probe) == UInt8(ascii: "$") {
            guard value >= 1, value <= Self.positions else { return nil }
            index = probe + 1
            return .some(value)
        }
        return Self.isDigit(byte(probe)) ? nil : .some(nil)
    }

    /// `#@name@`, and what the substitution it names reads.
    private mutating func readSubstitution(standingFor position: Int) -> (position: Int, type: FormatArgumentType)? {
        guard let substitution else { return nil }
        index += 2
        let nameStart = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "@") {
            // The parser ends a name at `%` or whitespace with an error; a byte outside ASCII may start a
            // whitespace character, so the name is left to it.
            let byte = bytes[index]
            guard byte != UInt8(ascii: "%"), byte > 0x20, byte < 0x7F else { return nil }
            index += 1
        }
        guard index < bytes.count, index > nameStart else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameStart..<index]), as: UTF8.self)
        index += 1
        guard let read = substitution(name, position), read.position >= 1, read.position <= Self.positions else { return nil }
        return read
    }

    /// A specifier after its position: flags, width, precision, length and conversion; nil for what the quick
    /// reading leaves to the parser.
    private mutating func readSpecifier() -> FormatArgumentType? {
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
            return modifier == .longDouble ? nil : .signedInteger
        case UInt8(ascii: "u"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "o"), UInt8(ascii: "U"), UInt8(ascii: "O"):
            return modifier == .longDouble ? nil : .unsignedInteger
        case UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "f"), UInt8(ascii: "F"),
            UInt8(ascii: "g"), UInt8(ascii: "G"):
            return modifier == .other ? nil : .double
        case UInt8(ascii: "c"):
            return modifier == .none || modifier == .long ? .character : nil
        case UInt8(ascii: "s"):
            return modifier == .none || modifier == .long ? .cString : nil
        case UInt8(ascii: "C"):
            return modifier == .none ? .character : nil
        case UInt8(ascii: "S"):
            return modifier == .none ? .cString : nil
        case UInt8(ascii: "p"):
            return modifier == .none ? .pointer : nil
        case UInt8(ascii: "@"):
            return modifier == .none ? .object : nil
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
