import Diagnostics

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`, with where it starts.
struct OpenStepValue: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        case string(String)
        case data([UInt8])
        case array([OpenStepValue])
        /// Keys keep their file order; lookups go through `subscript`.
        case dictionary([(key: String, value: OpenStepValue)])

        static func == (lhs: Kind, rhs: Kind) -> Bool {
            switch (lhs, rhs) {
            case (.string(let a), .string(let b)): return a == b
            case (.data(let a), .data(let b)): return a == b
            case (.array(let a), .array(let b)): return a == b
            case (.dictionary(let a), .dictionary(let b)):
                return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
            default: return false
            }
        }
    }

    var kind: Kind
    var location: SourceLocation

    var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    var array: [OpenStepValue]? {
        if case .array(let values) = kind { return values }
        return nil
    }

    var dictionary: [(key: String, value: OpenStepValue)]? {
        if case .dictionary(let entries) = kind { return entries }
        return nil
    }

    /// The value of the last entry named `key` when this is a dictionary.
    subscript(key: String) -> OpenStepValue? {
        dictionary?.last { $0.key == key }?.value
    }

    /// The strings of an array value, skipping anything else.
    var strings: [String] {
        array?.compactMap(\.string) ?? []
    }
}

/// Reads old-style property lists: `{ key = value; }`, `( a, b, )`, quoted and bare strings, `<hex>` data,
/// and `/* */` or `//` comments. Malformed input becomes an `InputError` at the offending byte.
struct OpenStepParser {
    /// pbxproj files nest about six levels deep; anything near this limit is not a project file.
    static let maximumDepth = 128

    private let bytes: [UInt8]
    private let path: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0

    static func parse(_ bytes: [UInt8], path: String) throws -> OpenStepValue {
        var parser = OpenStepParser(bytes: bytes, path: path)
        return try parser.parseDocument()
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        // A UTF-8 byte order mark is allowed and ignored.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
    }

    private var location: SourceLocation {
        SourceLocation(file: path, line: line, column: offset - lineStart + 1)
    }

    private mutating func parseDocument() throws -> OpenStepValue {
        try skipTrivia()
        guard offset < bytes.count else { throw InputError("empty property list", at: location) }
        let value = try parseValue(depth: 0)
        try skipTrivia()
        if offset < bytes.count {
            throw InputError("unexpected '\(describe(bytes[offset]))' after the end of the property list", at: location)
        }
        return value
    }

    private mutating func parseValue(depth: Int) throws -> OpenStepValue {
        guard depth < Self.maximumDepth else {
            throw InputError("property list nested deeper than \(Self.maximumDepth) levels", at: location)
        }
        let start = location
        guard offset < bytes.count else { throw InputError("unexpected end of file, expected a value", at: start) }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return OpenStepValue(kind: .dictionary(try parseDictionary(depth: depth, start: start)), location: start)
        case UInt8(ascii: "("):
            return OpenStepValue(kind: .array(try parseArray(depth: depth, start: start)), location: start)
        case UInt8(ascii: "<"):
            return OpenStepValue(kind: .data(try parseData(start: start)), location: start)
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return OpenStepValue(kind: .string(try parseQuotedString(start: start)), location: start)
        case let byte where Self.isBareStringByte(byte):
            return OpenStepValue(kind: .string(try parseBareString()), location: start)
        case let byte:
            throw InputError("unexpected '\(describe(byte))', expected a value", at: start)
        }
    }

    private mutating func parseDictionary(
        depth: Int, start: SourceLocation
    ) throws -> [(key: String, value: OpenStepValue)] {
        offset += 1
        var entries: [(key: String, value: OpenStepValue)] = []
        while true {
            try skipTrivia()
            guard offset < bytes.count else {
                throw InputError("'{' is never closed: the file ends first", at: start)
            }
            if bytes[offset] == UInt8(ascii: "}") {
                offset += 1
                return entries
            }
            let keyLocation = location
            let key = try parseValue(depth: depth + 1)
            guard let keyString = key.string else {
                throw InputError("dictionary keys must be strings", at: keyLocation)
            }
            try skipTrivia()
            try expect("=", after: "key '\(keyString)'")
            try skipTrivia()
            let value = try parseValue(depth: depth + 1)
            // A missing ';' is reported right after the value, where it belongs, not at the next line's key.
            let afterValue = location
            try skipTrivia()
            try expect(";", after: "the value of '\(keyString)'", reportingAt: afterValue)
            entries.append((keyString, value))
        }
    }

    private mutating func parseArray(depth: Int, start: SourceLocation) throws -> [OpenStepValue] {
        offset += 1
        var values: [OpenStepValue] = []
        while true {
            try skipTrivia()
            guard offset < bytes.count else {
                throw InputError("'(' is never closed: the file ends first", at: start)
            }
            if bytes[offset] == UInt8(ascii: ")") {
                offset += 1
                return values
            }
            values.append(try parseValue(depth: depth + 1))
            try skipTrivia()
            guard offset < bytes.count else { continue }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
            } else if bytes[offset] != UInt8(ascii: ")") {
                throw InputError("expected ',' or ')' in array, found '\(describe(bytes[offset]))'", at: location)
            }
        }
    }

    private mutating func parseData(start: SourceLocation) throws -> [UInt8] {
        offset += 1
        var data: [UInt8] = []
        var pendingNibble: UInt8?
        while true {
            try skipWhitespaceOnly()
            guard offset < bytes.count else { throw InputError("unterminated data, expected '>'", at: start) }
            let byte = bytes[offset]
            if byte == UInt8(ascii: ">") {
                guard pendingNibble == nil else { throw InputError("odd number of hex digits in data", at: location) }
                offset += 1
                return data
            }
            guard let nibble = Self.hexValue(byte) else {
                throw InputError("unexpected '\(describe(byte))' in data, expected a hex digit", at: location)
            }
            if let high = pendingNibble {
                data.append(high << 4 | nibble)
                pendingNibble = nil
            } else {
                pendingNibble = nibble
            }
            offset += 1
        }
    }

    private mutating func parseQuotedString(start: SourceLocation) throws -> String {
        let quote = bytes[offset]
        offset += 1
        var buffer: [UInt8] = []
        while true {
            guard offset < bytes.count else { throw InputError("unterminated string", at: start) }
            let byte = bytes[offset]
            if byte == quote {
                offset += 1
                break
            }
            if byte == UInt8(ascii: "\\") {
                try appendEscape(to: &buffer)
                continue
            }
            if byte == UInt8(ascii: "\n") { newLine(after: offset) }
            buffer.append(byte)
            offset += 1
        }
        // Decoding repairs invalid UTF-8 with U+FFFD, so a changed byte count or content means it was invalid.
        let string = String(decoding: buffer, as: UTF8.self)
        guard string.utf8.elementsEqual(buffer) else { throw InputError("string is not valid UTF-8", at: start) }
        return string
    }

    private mutating func appendEscape(to buffer: inout [UInt8]) throws {
        let escapeLocation = location
        offset += 1
        guard offset < bytes.count else { throw InputError("unterminated string", at: escapeLocation) }
        let byte = bytes[offset]
        offset += 1
        switch byte {
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "a"): buffer.append(0x07)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "v"): buffer.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var scalarValue: UInt32 = 0
            for _ in 0..<4 {
                guard offset < bytes.count, let digit = Self.hexValue(bytes[offset]) else {
                    throw InputError("\\U must be followed by four hex digits", at: escapeLocation)
                }
                scalarValue = scalarValue << 4 | UInt32(digit)
                offset += 1
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw InputError("\\U\(String(scalarValue, radix: 16)) is not a Unicode scalar", at: escapeLocation)
            }
            buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // Up to three octal digits name one byte, as NeXT property lists wrote them.
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[offset]) {
                value = value * 8 + UInt32(bytes[offset] - UInt8(ascii: "0"))
                offset += 1
                digits += 1
            }
            guard value <= 0xFF else { throw InputError("octal escape out of range", at: escapeLocation) }
            buffer.append(UInt8(value))
        case UInt8(ascii: "\n"):
            newLine(after: offset - 1)
            buffer.append(byte)
        default:
            // \" \\ \' and any other escaped byte stand for themselves.
            buffer.append(byte)
        }
    }

    private mutating func parseBareString() throws -> String {
        let start = offset
        while offset < bytes.count, Self.isBareStringByte(bytes[offset]) { offset += 1 }
        // Bare strings are ASCII only, so this cannot fail.
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private mutating func expect(
        _ character: Character, after what: String, reportingAt reported: SourceLocation? = nil
    ) throws {
        guard let ascii = character.asciiValue else { return }
        guard offset < bytes.count else {
            throw InputError("unexpected end of file, expected '\(character)' after \(what)", at: reported ?? location)
        }
        guard bytes[offset] == ascii else {
            throw InputError(
                "expected '\(character)' after \(what), found '\(describe(bytes[offset]))'", at: reported ?? location)
        }
        offset += 1
    }

    private mutating func skipWhitespaceOnly() throws {
        while offset < bytes.count {
            switch bytes[offset] {
            case UInt8(ascii: "\n"):
                newLine(after: offset)
                offset += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            default:
                return
            }
        }
    }

    private mutating func skipTrivia() throws {
        while true {
            try skipWhitespaceOnly()
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "/") else { return }
            if bytes[offset + 1] == UInt8(ascii: "/") {
                while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
            } else if bytes[offset + 1] == UInt8(ascii: "*") {
                let start = location
                offset += 2
                while true {
                    guard offset + 1 < bytes.count else { throw InputError("unterminated comment", at: start) }
                    if bytes[offset] == UInt8(ascii: "*"), bytes[offset + 1] == UInt8(ascii: "/") {
                        offset += 2
                        break
                    }
                    if bytes[offset] == UInt8(ascii: "\n") { newLine(after: offset) }
                    offset += 1
                }
            } else {
                return
            }
        }
    }

    private mutating func newLine(after newlineOffset: Int) {
        line += 1
        lineStart = newlineOffset + 1
    }

    private func describe(_ byte: UInt8) -> String {
        if byte >= 0x20, byte < 0x7F { return String(UnicodeScalar(byte)) }
        return byte == 0x0A ? "\\n" : "\\u{\(String(byte, radix: 16))}"
    }

    private static func isBareStringByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
