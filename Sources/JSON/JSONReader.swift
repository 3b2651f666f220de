import Diagnostics
import SafeFiles

/// Reads JSON from raw UTF-8 bytes into an order-preserving tree that remembers where every key and value
/// starts. Strict RFC 8259: anything else (trailing commas, duplicate keys, a byte-order mark, invalid UTF-8)
/// is an `InputError` pointing at the exact line and column.
public enum JSONReader {
    /// Deeper nesting is refused: the reader recurses once per level, and no catalog or configuration
    /// file comes anywhere near this depth (a catalog needs about 12 levels).
    public static let maximumDepth = 64

    /// Parses `bytes`; `path` is only used to name the file in errors.
    public static func parse(_ bytes: [UInt8], path: String) throws(InputError) -> JSONNode {
        let result: Result<JSONNode, InputError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer, path: path)
            do throws(InputError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Reads the file at `path` (refused over the limit for `kind`) and parses it.
    public static func parse(contentsOf path: String, kind: FileKind = .configuration) throws(InputError) -> JSONNode {
        let contents = try FileContents.read(path, kind: kind)
        return try parse(contents.bytes, path: path)
    }
}

private enum Byte {
    package static let quote: UInt8 = 0x22
    package static let backslash: UInt8 = 0x5C
    package static let slash: UInt8 = 0x2F
    package static let openBrace: UInt8 = 0x7B
    package static let closeBrace: UInt8 = 0x7D
    package static let openBracket: UInt8 = 0x5B
    package static let closeBracket: UInt8 = 0x5D
    package static let colon: UInt8 = 0x3A
    package static let comma: UInt8 = 0x2C
    package static let space: UInt8 = 0x20
    package static let tab: UInt8 = 0x09
    package static let lineFeed: UInt8 = 0x0A
    package static let carriageReturn: UInt8 = 0x0D
    package static let minus: UInt8 = 0x2D
    package static let plus: UInt8 = 0x2B
    package static let dot: UInt8 = 0x2E
    package static let zero: UInt8 = 0x30
    package static let nine: UInt8 = 0x39
}

/// Whether a byte ends the fast scan of a string: the closing quote, a backslash, control characters,
/// and non-ASCII lead bytes (which need UTF-8 validation). Arithmetic rather than a table: a global table
/// costs a lazy-initialisation check on every use.
@inline(__always)
private func stopsStringScan(_ byte: UInt8) -> Bool {
    byte &- 0x20 >= 0x60 || byte == 0x22 || byte == 0x5C
}

package struct JSONParser {
    package let bytes: UnsafeBufferPointer<UInt8>
    package let path: String
    package var index = 0
    package var line = 1
    package var lineStart = 0
    /// Reused for strings with escapes, so decoding them does not allocate per string.
    package var scratch: [UInt8] = []

    package init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
    }

    // MARK: Positions and errors

    @inline(__always)
    package func position(at offset: Int) -> JSONPosition {
        JSONPosition(line: line, column: offset - lineStart + 1)
    }

    package func error(_ message: String, at offset: Int) -> InputError {
        let position = position(at: offset)
        return InputError(message, at: SourceLocation(file: path, line: position.line, column: position.column))
    }

    package func error(_ message: String, at position: JSONPosition) -> InputError {
        InputError(message, at: position.location(in: path))
    }

    /// How to name the byte at `offset` in a message: the character if it is printable, or what it is.
    package func describeByte(at offset: Int) -> String {
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x20 || byte == 0x7F { return "control character \(unicodeName(UInt32(byte)))" }
        if byte == Byte.space { return "space" }
        if let length = utf8SequenceLength(at: offset) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
            return "'\(text)'"
        }
        return "invalid UTF-8 byte 0x\(hex(UInt32(byte), digits: 2))"
    }

    package func unexpectedEnd(expecting what: String) -> InputError {
        error("unexpected end of file, expected \(what)", at: bytes.count)
    }

    // MARK: Document

    package mutating func parseDocument() throws(InputError) -> JSONNode {
        try checkStartOfDocument()
        let value = try parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            throw error("unexpected \(describeByte(at: index)) after the end of the JSON value", at: index)
        }
        return value
    }

    /// Refuses empty files and byte-order marks, then skips to the first value.
    package mutating func checkStartOfDocument() throws(InputError) {
        if bytes.isEmpty { throw error("file is empty, expected a JSON value", at: 0) }
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            throw error("file starts with a UTF-8 byte-order mark (EF BB BF); JSON files must not have one", at: 0)
        }
        if bytes.count >= 2 && ((bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE)) {
            throw error("file starts with a UTF-16 byte-order mark; JSON files must be UTF-8", at: 0)
        }
        skipWhitespace()
        if index == bytes.count { throw error("file is empty (only white space), expected a JSON value", at: index) }
    }

    @inline(__always)
    package mutating func skipWhitespace() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == Byte.space {
                index += 1
                // Indentation comes in long runs of spaces: skip them eight at a time, and find where the run
                // ends inside its last word from the word itself (its first byte that is not a space is the
                // lowest one that differs). Byte by byte, the run's end cost most of a catalog's whitespace.
                while index + 8 <= bytes.count {
                    let others = word(at: index) ^ 0x2020_2020_2020_2020
                    if others != 0 {
                        index += others.trailingZeroBitCount >> 3
                        break
                    }
                    index += 8
                }
            } else if byte == Byte.tab || byte == Byte.carriageReturn {
                index += 1
            } else if byte == Byte.lineFeed {
                index += 1
                line += 1
                lineStart = index
            } else {
                return
            }
        }
    }

    package mutating func parseValue(depth: Int) throws(InputError) -> JSONNode {
        guard index < bytes.count else { throw unexpectedEnd(expecting: "a value") }
        let start = position(at: index)
        switch bytes[index] {
        case Byte.openBrace:
            return JSONNode(.object(try parseObject(depth: depth + 1)), at: start)
        case Byte.openBracket:
            return JSONNode(.array(try parseArray(depth: depth + 1)), at: start)
        case Byte.quote:
            return JSONNode(.string(try parseString()), at: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return JSONNode(.bool(true), at: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return JSONNode(.bool(false), at: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return JSONNode(.null, at: start)
        case Byte.minus, Byte.zero...Byte.nine:
            return JSONNode(.number(try parseNumber()), at: start)
        default:
            throw error("unexpected \(describeByte(at: index)), expected a value", at: index)
        }
    }

    package mutating func expectLiteral(_ literal: StaticString) throws(InputError) {
        let start = index
        let count = literal.utf8CodeUnitCount
        let text = literal.utf8Start
        for offset in 0..<count {
            guard start + offset < bytes.count else { throw unexpectedEnd(expecting: "'\(literal)'") }
            if bytes[start + offset] != text[offset] {
                throw error("invalid literal, expected '\(literal)'", at: start)
            }
        }
        index = start + count
    }

    // MARK: Containers

    package mutating func parseObject(depth: Int) throws(InputError) -> [JSONMember] {
        let open = index
        if depth > JSONReader.maximumDepth {
            throw error("nesting is deeper than \(JSONReader.maximumDepth) levels", at: open)
        }
        index += 1
        skipWhitespace()
        var members: [JSONMember] = []
        // Objects up to 64 members (a catalog's `localizations` has one per language) are checked for duplicate
        // keys by comparing (measured cheaper than hashing or fingerprinting at that size); larger ones use a set.
        var seenKeys: Set<String>? = nil
        if index < bytes.count && bytes[index] == Byte.closeBrace {
            index += 1
            return members
        }
        var lastComma = -1
        var lastCommaPosition = JSONPosition.inMemory
        while true {
            guard index < bytes.count else { throw unexpectedEnd(expecting: "'\"' starting a key or '}'") }
            let byte = bytes[index]
            if byte != Byte.quote {
                if byte == Byte.closeBrace && lastComma >= 0 {
                    throw error("trailing comma after the last member of an object", at: lastCommaPosition)
                }
                throw error("unexpected \(describeByte(at: index)), expected '\"' starting a key", at: index)
            }
            let keyPosition = position(at: index)
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count else { throw unexpectedEnd(expecting: "':' after the key") }
            guard bytes[index] == Byte.colon else {
                throw error("unexpected \(describeByte(at: index)), expected ':' after the key", at: index)
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth)

            if var keys = seenKeys {
                seenKeys = nil  // so the set is uniquely referenced and inserting does not copy it
                guard keys.insert(key).inserted else { throw duplicateKey(key, at: keyPosition, in: members) }
                seenKeys = keys
            } else {
                // Swift's string equality is canonical equivalence, so this also catches "K" against the
                // Kelvin sign U+212A; duplicateKey tells the two cases apart.
                for member in members where member.key == key { throw duplicateKey(key, at: keyPosition, in: members) }
                if members.count >= 64 {
                    var keys = Set(members.lazy.map(\.key))
                    keys.insert(key)
                    seenKeys = keys
                }
            }
            members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))

            skipWhitespace()
            guard index < bytes.count else { throw unexpectedEnd(expecting: "',' or '}'") }
            switch bytes[index] {
            case Byte.comma:
                lastComma = index
                lastCommaPosition = position(at: index)
                index += 1
                skipWhitespace()
            case Byte.closeBrace:
                index += 1
                return members
            default:
                throw error("unexpected \(describeByte(at: index)), expected ',' or '}' after an object member", at: index)
            }
        }
    }

    package func duplicateKey(_ key: String, at position: JSONPosition, in members: [JSONMember]) -> InputError {
        guard let first = members.first(where: { $0.key == key }) else {
            return error("duplicate key \"\(key)\" in object", at: position)
        }
        let firstPlace = "line \(first.keyPosition.line), column \(first.keyPosition.column)"
        // Swift compares strings by canonical equivalence, so "é" and "e\u{301}" collide; say so rather
        // than call them identical, since their bytes differ.
        if !first.key.utf8.elementsEqual(key.utf8) {
            return error(
                "key \"\(key)\" differs from the key at \(firstPlace) only in Unicode normalization; "
                    + "use one form for both", at: position)
        }
        return error("duplicate key \"\(key)\" in object (first at \(firstPlace))", at: position)
    }

    package mutating func parseArray(depth: Int) throws(InputError) -> [JSONNode] {
        let open = index
        if depth > JSONReader.maximumDepth {
            throw error("nesting is deeper than \(JSONReader.maximumDepth) levels", at: open)
        }
        index += 1
        skipWhitespace()
        var elements: [JSONNode] = []
        if index < bytes.count && bytes[index] == Byte.closeBracket {
            index += 1
            return elements
        }
        while true {
            guard index < bytes.count else { throw unexpectedEnd(expecting: "a value or ']'") }
            if bytes[index] == Byte.closeBracket && !elements.isEmpty {
                throw error("trailing comma after the last element of an array", at: lastCommaPosition(before: index))
            }
            elements.append(try parseValue(depth: depth))
            skipWhitespace()
            guard index < bytes.count else { throw unexpectedEnd(expecting: "',' or ']'") }
            switch bytes[index] {
            case Byte.comma:
                index += 1
                skipWhitespace()
            case Byte.closeBracket:
                index += 1
                return elements
            default:
                throw error("unexpected \(describeByte(at: index)), expected ',' or ']' after an array element", at: index)
            }
        }
    }

    /// Finds the comma before `offset` (only white space lies between), for the trailing-comma message.
    package func lastCommaPosition(before offset: Int) -> JSONPosition {
        var scan = offset - 1
        var scanLine = line
        while scan >= 0 && bytes[scan] != Byte.comma {
            if bytes[scan] == Byte.lineFeed { scanLine -= 1 }
            scan -= 1
        }
        guard scan >= 0 else { return position(at: offset) }
        var start = scan
        while start > 0 && bytes[start - 1] != Byte.lineFeed { start -= 1 }
        return JSONPosition(line: scanLine, column: scan - start + 1)
    }

    // MARK: Strings

    /// Eight bytes from `offset` (which must leave eight bytes to read) as one little-endian word.
    @inline(__always)
    package func word(at offset: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }

    package mutating func parseString() throws(InputError) -> String {
        let start = index + 1
        var cursor = start
        let count = bytes.count
        // Fast path: plain ASCII with no escapes, decoded straight from the file's bytes. The first eight
        // bytes one at a time (scanning words from the start measured slower: most keys and codes are
        // shorter), the rest of a longer string a word at a time.
        let firstEnd = min(start + 8, count)
        while cursor < firstEnd && !stopsStringScan(bytes[cursor]) { cursor += 1 }
        if cursor == firstEnd {
            while cursor + 8 <= count {
                let value = word(at: cursor)
                let ones: UInt64 = 0x0101_0101_0101_0101
                let quotes = value ^ (ones &* UInt64(Byte.quote))
                let backslashes = value ^ (ones &* UInt64(Byte.backslash))
                // As in `stringScanStop`, with every byte of 0x80 and above a stop too.
                let found = (value | (quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes
                    | (value &- ones &* 0x20) & ~value) & 0x8080_8080_8080_8080
                if found != 0 {
                    cursor += found.trailingZeroBitCount >> 3
                    break
                }
                cursor += 8
            }
            while cursor < count && !stopsStringScan(bytes[cursor]) { cursor += 1 }
        }
        if cursor < count && bytes[cursor] == Byte.quote {
            index = cursor + 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
        }
        if cursor < count && bytes[cursor] >= 0x80, let text = parseNonASCIIString(start: start, from: cursor) {
            return text
        }
        return try parseStringSlowly(start: start, from: cursor)
    }

    /// A string with non-ASCII text and no escape whose first non-ASCII byte is at `resume`, or nil (the
    /// parser unmoved) for anything else. Its end is found eight bytes at a time; the standard library's
    /// decoding then validates the UTF-8 once, and the decoded bytes are compared with the file's: equal
    /// exactly when nothing was repaired, that is when `parseStringSlowly` would accept the same bytes.
    /// Validating each sequence here as well (as `parseStringSlowly` does) was half the cost of reading a
    /// translated catalog's values.
    @inline(__always)
    package mutating func parseNonASCIIString(start: Int, from resume: Int) -> String? {
        guard let end = stringScanStop(from: resume), bytes[end] == Byte.quote else { return nil }
        let raw = UnsafeBufferPointer(rebasing: bytes[start..<end])
        let text = String(decoding: raw, as: UTF8.self)
        var copy = text
        let same = copy.withUTF8 { decoded in decoded.count == raw.count && sameBytes(decoded, raw) }
        guard same else { return nil }
        index = end + 1
        return text
    }

    /// Whether two buffers of the same length hold the same bytes, compared eight at a time.
    @inline(__always)
    private func sameBytes(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = left.count
        let leftRaw = UnsafeRawBufferPointer(left)
        let rightRaw = UnsafeRawBufferPointer(right)
        var offset = 0
        while offset + 8 <= count {
            if leftRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                != rightRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < count {
            if left[offset] != right[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The first quote, backslash or control character at or after `offset`, read a word at a time (bytes
    /// of 0x80 and above do not stop it); nil at the end of the bytes.
    @inline(__always)
    package func stringScanStop(from offset: Int) -> Int? {
        var cursor = offset
        let count = bytes.count
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        while cursor + 8 <= count {
            let value = word(at: cursor)
            let quotes = value ^ (ones &* UInt64(Byte.quote))
            let backslashes = value ^ (ones &* UInt64(Byte.backslash))
            // A byte's high bit is set where it is zero (a quote or backslash in `value`) or below 0x20;
            // borrows can set bits above the first such byte, never below it, and only the first is read.
            let found = ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes
                | (value &- ones &* 0x20) & ~value) & highs
            if found != 0 { return cursor + found.trailingZeroBitCount >> 3 }
            cursor += 8
        }
        while cursor < count {
            let byte = bytes[cursor]
            if byte == Byte.quote || byte == Byte.backslash || byte < 0x20 { return cursor }
            cursor += 1
        }
        return nil
    }

    /// Strings with non-ASCII text or escapes: validates UTF-8 and decodes escapes into `scratch`
    /// (only once an escape is met; until then the file's bytes are used as they are).
    package mutating func parseStringSlowly(start: Int, from resume: Int) throws(InputError) -> String {
        var cursor = resume
        var escaped = false
        let count = bytes.count
        while true {
            guard cursor < count else {
                throw error("unexpected end of file inside a string (missing closing '\"')", at: count)
            }
            let byte = bytes[cursor]
            if byte == Byte.quote {
                index = cursor + 1
                if escaped { return String(decoding: scratch, as: UTF8.self) }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
            }
            if byte == Byte.backslash {
                if !escaped {
                    escaped = true
                    scratch.removeAll(keepingCapacity: true)
                    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<cursor]))
                }
                cursor = try decodeEscape(at: cursor)
                continue
            }
            if byte < 0x20 {
                throw error("unescaped control character \(unicodeName(UInt32(byte))) in a string", at: cursor)
            }
            if byte < 0x80 {
                if escaped { scratch.append(byte) }
                cursor += 1
                continue
            }
            guard let length = utf8SequenceLength(at: cursor) else {
                throw error("invalid UTF-8 byte sequence in a string", at: cursor)
            }
            if escaped { scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor..<cursor + length])) }
            cursor += length
        }
    }

    /// Decodes the escape starting with the backslash at `offset` into `scratch`; returns the offset after it.
    package mutating func decodeEscape(at offset: Int) throws(InputError) -> Int {
        guard offset + 1 < bytes.count else {
            throw error("unexpected end of file inside a string (missing closing '\"')", at: bytes.count)
        }
        switch bytes[offset + 1] {
        case Byte.quote: scratch.append(Byte.quote)
        case Byte.backslash: scratch.append(Byte.backslash)
        case Byte.slash: scratch.append(Byte.slash)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(Byte.lineFeed)
        case UInt8(ascii: "r"): scratch.append(Byte.carriageReturn)
        case UInt8(ascii: "t"): scratch.append(Byte.tab)
        case UInt8(ascii: "u"):
            let first = try hexQuad(at: offset)
            var scalarValue = first
            var end = offset + 6
            if first >= 0xD800 && first <= 0xDBFF {
                guard end + 1 < bytes.count && bytes[end] == Byte.backslash && bytes[end + 1] == UInt8(ascii: "u") else {
                    throw error("unpaired UTF-16 high surrogate in a \\u escape", at: offset)
                }
                let second = try hexQuad(at: end)
                guard second >= 0xDC00 && second <= 0xDFFF else {
                    throw error("unpaired UTF-16 high surrogate in a \\u escape", at: offset)
                }
                scalarValue = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                end += 6
            } else if first >= 0xDC00 && first <= 0xDFFF {
                throw error("unpaired UTF-16 low surrogate in a \\u escape", at: offset)
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw error("invalid \\u escape", at: offset)
            }
            UTF8.encode(scalar) { scratch.append($0) }
            return end
        default:
            let what = describeByte(at: offset + 1)
            throw error("invalid escape sequence: backslash followed by \(what)", at: offset)
        }
        return offset + 2
    }

    /// The four hex digits after the `\u` whose backslash is at `offset`.
    package func hexQuad(at offset: Int) throws(InputError) -> UInt32 {
        var value: UInt32 = 0
        for digitOffset in offset + 2..<offset + 6 {
            guard digitOffset < bytes.count else {
                throw error("unexpected end of file inside a \\u escape", at: bytes.count)
            }
            let byte = bytes[digitOffset]
            let digit: UInt8
            switch byte {
            case Byte.zero...Byte.nine: digit = byte - Byte.zero
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid \\u escape: expected four hex digits", at: offset)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The length of the well-formed UTF-8 sequence at `offset`, or nil (`wellFormedUTF8SequenceLength`).
    @inline(__always)
    package func utf8SequenceLength(at offset: Int) -> Int? {
        wellFormedUTF8SequenceLength(in: bytes, at: offset)
    }

    // MARK: Numbers

    /// Checks the RFC 8259 number grammar and returns the number's text unchanged.
    package mutating func parseNumber() throws(InputError) -> String {
        let start = index
        var cursor = index
        let count = bytes.count
        @inline(__always) func isDigit(_ position: Int) -> Bool {
            position < count && bytes[position] >= Byte.zero && bytes[position] <= Byte.nine
        }
        if bytes[cursor] == Byte.minus { cursor += 1 }
        guard isDigit(cursor) else { throw error("invalid number: expected a digit after '-'", at: start) }
        if bytes[cursor] == Byte.zero {
            cursor += 1
            if isDigit(cursor) { throw error("invalid number: leading zeros are not allowed", at: start) }
        } else {
            while isDigit(cursor) { cursor += 1 }
        }
        if cursor < count && bytes[cursor] == Byte.dot {
            cursor += 1
            guard isDigit(cursor) else { throw error("invalid number: expected a digit after '.'", at: start) }
            while isDigit(cursor) { cursor += 1 }
        }
        if cursor < count && (bytes[cursor] == UInt8(ascii: "e") || bytes[cursor] == UInt8(ascii: "E")) {
            cursor += 1
            if cursor < count && (bytes[cursor] == Byte.plus || bytes[cursor] == Byte.minus) { cursor += 1 }
            guard isDigit(cursor) else { throw error("invalid number: expected a digit in the exponent", at: start) }
            while isDigit(cursor) { cursor += 1 }
        }
        index = cursor
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
    }
}

package func hex(_ value: UInt32, digits: Int) -> String {
    let text = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
}

/// `U+000A (line feed)` and the like, for messages about control characters.
package func unicodeName(_ value: UInt32) -> String {
    let names: [UInt32: String] = [
        0x00: "null", 0x09: "tab", 0x0A: "line feed", 0x0D: "carriage return", 0x7F: "delete",
    ]
    let code = "U+" + hex(value, digits: 4)
    if let name = names[value] { return "\(code) (\(name))" }
    return code
}
