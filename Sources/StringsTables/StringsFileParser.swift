import Diagnostics
import Foundation
import XMLDocuments

/// Reads a `.strings` file as the system does (Core Foundation's old-style property list reader, in its
/// strings-file form): `"key" = "value";` entries, optionally inside `{ }`; quoted (`"` or `'`) or unquoted
/// strings; the `"key";` shorthand for a value equal to its key; `/* */` and `//` comments; the escapes
/// `\n \t \r \a \b \f \v \" \' \\`, `\U` with up to four hex digits (two in a row for a surrogate pair) and
/// octal `\101` (a NeXTSTEP character). Three things it reads exactly as the system does and says so in a
/// note: `\u` is not an escape (`"\u00e9"` is "u00e9" on the device), a key given twice keeps its last value,
/// and, without braces, a character that cannot begin a key after the first entry (a stray `;` in `";;`)
/// ends the table there: the entries after it are never read. Files saved as XML or binary property lists
/// are read too. Malformed text (what the system refuses) is one `InputError` at the offending byte.
struct StringsFileParser {
    /// What genstrings writes for a string the code gives no comment: not a comment anyone wrote.
    static let genstringsPlaceholderComment = "No comment provided by engineer."

    private struct Comment {
        var text: String
        var startLine: Int
        var endLine: Int
        var isLineComment: Bool
    }

    private let text: [UInt8]
    private let path: String
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var entries: [StringsFileEntry] = []
    private var indexByKey: [String: Int] = [:]
    private var notes: [LegacyTableNote] = []
    /// Comments since the last entry, the next key's comment among them.
    private var comments: [Comment] = []
    /// The line of the last entry's `;` and that entry's index: a comment after it on that line is its own.
    private var lastEntry: (line: Int, index: Int)?
    /// Whether an entry has been read: until then, a character that cannot begin a key is an error.
    private var hasReadEntry = false
    /// A `\U` high surrogate waiting for its low half.
    private var pendingHighSurrogate: (unit: UInt16, location: SourceLocation)?

    /// Parses a file's bytes in whatever encoding and format it was saved in.
    static func parse(
        fileBytes bytes: [UInt8], path: String
    ) throws(InputError) -> (entries: [StringsFileEntry], notes: [LegacyTableNote]) {
        if bytes.starts(with: Array("bplist".utf8)) { return try parsePropertyList(bytes, path: path) }
        let text = try StringsFileText.decode(bytes, path: path)
        if let first = text.firstIndex(where: { !Self.isWhitespace($0) }), text[first] == UInt8(ascii: "<") {
            // libxml2 reads a UTF-16 document itself (by its declaration); given as UTF-8 it would refuse it.
            let isUTF8 = StringsFileText.detect(bytes).0 == .utf8
            return try parsePropertyList(isUTF8 ? text : bytes, path: path)
        }
        var parser = StringsFileParser(text: text, path: path)
        try parser.parseDocument()
        return (parser.entries, parser.notes)
    }

    private init(text: [UInt8], path: String) {
        self.text = text
        self.path = path
        // About one entry in 64 bytes (real tables average 85): the key index seldom grows, and growing it
        // rehashed every key so far (a large app's tables: a tenth of their parse).
        indexByKey.reserveCapacity(text.count / 64)
    }

    // MARK: Property list files

    /// An XML or binary property list: a dictionary of strings, with no comments.
    private static func parsePropertyList(
        _ bytes: [UInt8], path: String
    ) throws(InputError) -> (entries: [StringsFileEntry], notes: [LegacyTableNote]) {
        let plist = try PositionedPropertyList.parse(Data(bytes), path: path)
        guard let members = plist.members else {
            throw InputError("a strings file must be a dictionary of strings, found <\(plist.kindName)>", at: plist.location)
        }
        var entries: [StringsFileEntry] = []
        var indexByKey: [String: Int] = [:]
        var notes: [LegacyTableNote] = []
        for member in members {
            guard let value = member.value.stringValue else {
                throw InputError(
                    "the value of \(MessageText.quoted(member.key)) must be a <string>, found <\(member.value.kindName)>",
                    at: member.value.location)
            }
            let entry = StringsFileEntry(
                key: member.key, value: value, comment: nil, keyLocation: member.keyLocation,
                valueLocation: member.value.location)
            if let index = indexByKey[member.key] {
                notes.append(duplicateNote(member.key, first: entries[index].keyLocation, at: member.keyLocation))
                entries[index] = entry
            } else {
                indexByKey[member.key] = entries.count
                entries.append(entry)
            }
        }
        return (entries, notes)
    }

    private static func duplicateNote(_ key: String, first: SourceLocation, at location: SourceLocation) -> LegacyTableNote {
        LegacyTableNote(
            "\(MessageText.quoted(key)) is given twice in this file (first on line \(first.line)); the system keeps this last value",
            at: location)
    }

    // MARK: Entries

    private var location: SourceLocation {
        SourceLocation(file: path, line: line, column: offset - lineStart + 1)
    }

    private var atEnd: Bool { offset >= text.count }

    private mutating func parseDocument() throws(InputError) {
        try skipTrivia()
        var openingBrace: SourceLocation?
        if !atEnd, text[offset] == UInt8(ascii: "{") {
            openingBrace = location
            step()
        }
        while true {
            try skipTrivia()
            if atEnd {
                if let openingBrace {
                    throw InputError("'{' is never closed: the file ends first", at: openingBrace)
                }
                return
            }
            if openingBrace != nil, text[offset] == UInt8(ascii: "}") {
                step()
                try skipTrivia()
                guard atEnd else { throw InputError("unexpected \(describeCurrent()) after the closing '}'", at: location) }
                return
            }
            if openingBrace == nil, hasReadEntry, !Self.beginsString(text[offset]) {
                // Without braces, Core Foundation reads entries while a key can begin; anything else ends the
                // table without an error, and the rest of the file is never read (nor does Xcode's build say so).
                notes.append(stopNote())
                return
            }
            try parseEntry()
            hasReadEntry = true
        }
    }

    /// What the system does at a character that cannot begin a key: says where reading stops and how many
    /// entries after it the device never sees.
    private func stopNote() -> LegacyTableNote {
        var rest = self
        rest.entries = []
        rest.indexByKey = [:]
        rest.notes = []
        rest.comments = []
        rest.lastEntry = nil
        rest.step()
        while true {
            guard (try? rest.skipTrivia()) != nil, !rest.atEnd else { break }
            guard Self.beginsString(rest.text[rest.offset]) else {
                rest.step()
                continue
            }
            guard (try? rest.parseEntry()) != nil else { break }
        }
        let lost = rest.entries.count
        let what = lost == 0
            ? "no entry follows yet, but one added below it would never be read"
            : "the \(lost) entr\(lost == 1 ? "y" : "ies") after it \(lost == 1 ? "is" : "are") never read, and neither the build nor the app says so"
        return LegacyTableNote(
            "the system stops reading this file at \(describeCurrent()), which cannot begin a key: \(what); delete it",
            at: location)
    }

    private mutating func parseEntry() throws(InputError) {
        let keyLocation = location
        let comment = takeComment(keyLine: line)
        guard let key = try parseString() else {
            throw InputError("expected a key (a quoted string), found \(describeCurrent())", at: keyLocation)
        }
        try skipTrivia()
        guard !atEnd else {
            throw InputError("the file ends after the key \(MessageText.quoted(key)): expected '=' and a value, then ';'", at: location)
        }
        var value = key
        var valueLocation = keyLocation
        if text[offset] == UInt8(ascii: "=") {
            step()
            try skipTrivia()
            valueLocation = location
            guard !atEnd else {
                throw InputError("the file ends after '=': the value of \(MessageText.quoted(key)) is missing", at: valueLocation)
            }
            if let kind = Self.nonStringValueKind(text[offset]) {
                throw InputError("the value of \(MessageText.quoted(key)) must be a string, not \(kind)", at: valueLocation)
            }
            guard let parsed = try parseString() else {
                throw InputError(
                    "expected the value of \(MessageText.quoted(key)) (a quoted string), found \(describeCurrent())", at: valueLocation)
            }
            value = parsed
            // A missing ';' is reported right after the value, where it belongs, not at the next line's key.
            let afterValue = location
            try skipTrivia()
            guard !atEnd, text[offset] == UInt8(ascii: ";") else {
                let found = atEnd ? "the end of the file" : describeCurrent()
                throw InputError("expected ';' after the value of \(MessageText.quoted(key)), found \(found)", at: afterValue)
            }
        } else if text[offset] != UInt8(ascii: ";") {
            throw InputError("expected '=' after the key \(MessageText.quoted(key)), found \(describeCurrent())", at: location)
        }
        let terminatorLine = line
        step()
        let entry = StringsFileEntry(
            key: key, value: value, comment: comment, keyLocation: keyLocation, valueLocation: valueLocation)
        // One hash a key: the default subscript finds the key's index or stores the next one in the same probe.
        let next = entries.count
        let index = Self.value(&indexByKey[key, default: next])
        if index == next {
            entries.append(entry)
        } else {
            notes.append(Self.duplicateNote(key, first: entries[index].keyLocation, at: keyLocation))
            entries[index] = entry
        }
        lastEntry = (terminatorLine, index)
    }

    private static func value(_ value: inout Int) -> Int { value }

    /// What a value that is not a string is, by its first character (a switch: a dictionary hashed every
    /// entry's value's first byte).
    private static func nonStringValueKind(_ byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "("): "an array"
        case UInt8(ascii: "{"): "a dictionary"
        case UInt8(ascii: "<"): "data"
        default: nil
        }
    }

    /// The comment written for the key on `keyLine`: the last comment before it, if it ends on that line or
    /// the one before (a file's header, set off by a blank line, is nobody's); a run of `//` lines is one.
    private mutating func takeComment(keyLine: Int) -> String? {
        defer { comments = [] }
        guard var last = comments.last, keyLine - last.endLine <= 1 else { return nil }
        if last.isLineComment {
            var lines = [last.text]
            for earlier in comments.dropLast().reversed() {
                guard earlier.isLineComment, earlier.endLine == last.startLine - 1 else { break }
                lines.insert(earlier.text, at: 0)
                last = earlier
            }
            last.text = lines.joined(separator: "\n")
        }
        let text = last.text
        return text.isEmpty || text == Self.genstringsPlaceholderComment ? nil : text
    }

    // MARK: Strings

    private mutating func parseString() throws(InputError) -> String? {
        guard !atEnd else { return nil }
        let byte = text[offset]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try parseQuotedString(quote: byte) }
        guard Self.isUnquotedStringByte(byte) else { return nil }
        let start = offset
        while !atEnd, Self.isUnquotedStringByte(text[offset]) { step() }
        return String(decoding: text[start..<offset], as: UTF8.self)
    }

    private mutating func parseQuotedString(quote: UInt8) throws(InputError) -> String {
        let start = location
        step()
        // Text between escapes is copied a run at a time, and a string without escapes (most are) is made
        // straight from the file's bytes.
        var runStart = offset
        var buffer: [UInt8] = []
        var hasEscapes = false
        while true {
            guard !atEnd else {
                throw InputError(
                    "unterminated string: the closing \(quote == UInt8(ascii: "'") ? "'" : "\"") is missing", at: start)
            }
            let byte = text[offset]
            if byte == quote {
                guard hasEscapes else {
                    let string = String(decoding: text[runStart..<offset], as: UTF8.self)
                    step()
                    return string
                }
                appendRun(from: runStart, to: &buffer)
                flushPendingSurrogate(into: &buffer)
                step()
                return String(decoding: buffer, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                appendRun(from: runStart, to: &buffer)
                try appendEscape(to: &buffer, stringStart: start)
                runStart = offset
                continue
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                step()
            } else {
                offset = Self.endOfPlainRun(in: text, from: offset + 1, quote: quote)
            }
        }
    }

    /// Where the run of bytes from `start` that need nothing done ends: at the quote, a backslash, a line
    /// break, or the end. Read through the buffer: the loop above reading the array a byte at a time, with
    /// its bounds and end checks, was most of a large table's parse.
    private static func endOfPlainRun(in text: [UInt8], from start: Int, quote: UInt8) -> Int {
        text.withUnsafeBufferPointer { bytes in
            var index = start
            // Eight bytes at a time while none of them stops the run (a byte equal to one of the four is
            // found as a zero byte of the word xor'ed with it); then the stop found a byte at a time.
            let raw = UnsafeRawBufferPointer(bytes)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            let quotes = ones &* UInt64(quote)
            let backslashes = ones &* UInt64(UInt8(ascii: "\\"))
            let lineFeeds = ones &* UInt64(UInt8(ascii: "\n"))
            let returns = ones &* UInt64(UInt8(ascii: "\r"))
            while index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let (a, b, c, d) = (word ^ quotes, word ^ backslashes, word ^ lineFeeds, word ^ returns)
                let found = ((a &- ones) & ~a | (b &- ones) & ~b | (c &- ones) & ~c | (d &- ones) & ~d) & highs
                if found != 0 { break }
                index += 8
            }
            while index < bytes.count {
                let byte = bytes[index]
                if byte == quote || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    return index
                }
                index += 1
            }
            return index
        }
    }

    private mutating func appendRun(from runStart: Int, to buffer: inout [UInt8]) {
        guard runStart < offset else { return }
        flushPendingSurrogate(into: &buffer)
        buffer.append(contentsOf: text[runStart..<offset])
    }

    private mutating func appendEscape(to buffer: inout [UInt8], stringStart: SourceLocation) throws(InputError) {
        let escapeLocation = location
        step()
        guard !atEnd else { throw InputError("unterminated string: the closing \" is missing", at: stringStart) }
        let byte = text[offset]
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            // Up to three octal digits, kept to one byte as the system keeps them, name a NeXTSTEP character.
            var code = byte - UInt8(ascii: "0")
            step()
            var digits = 1
            while digits < 3, !atEnd, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(text[offset]) {
                code = code &<< 3 &+ (text[offset] - UInt8(ascii: "0"))
                step()
                digits += 1
            }
            append(NeXTSTEPCharacters.scalar(forCode: code), to: &buffer)
        case UInt8(ascii: "U"):
            step()
            var unit: UInt16 = 0
            var digits = 0
            while digits < 4, !atEnd, let digit = Self.hexValue(text[offset]) {
                unit = unit << 4 | UInt16(digit)
                step()
                digits += 1
            }
            appendUTF16(unit, at: escapeLocation, to: &buffer)
        case UInt8(ascii: "u"):
            if offset + 1 < text.count, Self.hexValue(text[offset + 1]) != nil {
                notes.append(LegacyTableNote(
                    "\\u is not an escape in a strings file: the system shows the letter u and the digits after it; "
                        + "write \\U (capital U) for a character code", at: escapeLocation))
            }
            append("u", to: &buffer)
            step()
        case UInt8(ascii: "a"): append("\u{07}", to: &buffer); step()
        case UInt8(ascii: "b"): append("\u{08}", to: &buffer); step()
        case UInt8(ascii: "f"): append("\u{0C}", to: &buffer); step()
        case UInt8(ascii: "n"): append("\n", to: &buffer); step()
        case UInt8(ascii: "r"): append("\r", to: &buffer); step()
        case UInt8(ascii: "t"): append("\t", to: &buffer); step()
        case UInt8(ascii: "v"): append("\u{0B}", to: &buffer); step()
        case 0x00...0x7F:
            // \" \' \\, a backslash before a line break, and any other escaped character stand for themselves.
            flushPendingSurrogate(into: &buffer)
            buffer.append(byte)
            step()
        default:
            // A non-ASCII character after the backslash also stands for itself: the string loop copies it.
            break
        }
    }

    private mutating func append(_ scalar: Unicode.Scalar, to buffer: inout [UInt8]) {
        flushPendingSurrogate(into: &buffer)
        buffer.append(contentsOf: UTF8.encode(scalar)!)
    }

    /// `\U` gives UTF-16 code units: a high surrogate waits for the low one after it, as the system joins them.
    private mutating func appendUTF16(_ unit: UInt16, at location: SourceLocation, to buffer: inout [UInt8]) {
        if let pending = pendingHighSurrogate {
            pendingHighSurrogate = nil
            if (0xDC00...0xDFFF).contains(unit) {
                let value = 0x10000 + (UInt32(pending.unit - 0xD800) << 10) + UInt32(unit - 0xDC00)
                buffer.append(contentsOf: UTF8.encode(Unicode.Scalar(value)!)!)
                return
            }
            appendLoneSurrogate(pending.unit, at: pending.location, to: &buffer)
        }
        switch unit {
        case 0xD800...0xDBFF: pendingHighSurrogate = (unit, location)
        case 0xDC00...0xDFFF: appendLoneSurrogate(unit, at: location, to: &buffer)
        default: buffer.append(contentsOf: UTF8.encode(Unicode.Scalar(unit)!)!)
        }
    }

    private mutating func flushPendingSurrogate(into buffer: inout [UInt8]) {
        guard let pending = pendingHighSurrogate else { return }
        pendingHighSurrogate = nil
        appendLoneSurrogate(pending.unit, at: pending.location, to: &buffer)
    }

    private mutating func appendLoneSurrogate(_ unit: UInt16, at location: SourceLocation, to buffer: inout [UInt8]) {
        notes.append(LegacyTableNote(
            "\\U\(String(unit, radix: 16, uppercase: true)) is half of a surrogate pair without its other half; "
                + "it shows as \u{FFFD}", at: location))
        buffer.append(contentsOf: UTF8.encode("\u{FFFD}")!)
    }

    // MARK: Whitespace and comments

    private mutating func skipTrivia() throws(InputError) {
        while true {
            while !atEnd {
                if Self.isWhitespace(text[offset]) {
                    step()
                } else if isLineOrParagraphSeparator(at: offset) {
                    step(); step(); step()
                } else {
                    break
                }
            }
            guard offset + 1 < text.count, text[offset] == UInt8(ascii: "/") else { return }
            let startLine = line
            if text[offset + 1] == UInt8(ascii: "/") {
                step(); step()
                let start = offset
                while !atEnd, text[offset] != UInt8(ascii: "\n"), text[offset] != UInt8(ascii: "\r"),
                      !isLineOrParagraphSeparator(at: offset) {
                    offset += 1
                }
                record(Comment(text: trimmed(text[start..<offset]), startLine: startLine, endLine: line, isLineComment: true))
            } else if text[offset + 1] == UInt8(ascii: "*") {
                let commentStart = location
                step(); step()
                let start = offset
                while true {
                    guard offset + 1 < text.count else {
                        throw InputError("unterminated comment: the closing */ is missing", at: commentStart)
                    }
                    if text[offset] == UInt8(ascii: "*"), text[offset + 1] == UInt8(ascii: "/") { break }
                    if text[offset] == UInt8(ascii: "\n") || text[offset] == UInt8(ascii: "\r") { step() } else { offset += 1 }
                }
                let body = trimmed(text[start..<offset])
                step(); step()
                record(Comment(text: body, startLine: startLine, endLine: line, isLineComment: false))
            } else {
                return
            }
        }
    }

    /// A comment after an entry's `;` on the same line belongs to that entry (when it has none).
    private mutating func record(_ comment: Comment) {
        if let lastEntry, comment.startLine == lastEntry.line, comments.isEmpty {
            if entries[lastEntry.index].comment == nil, !comment.text.isEmpty {
                entries[lastEntry.index].comment = comment.text
            }
            return
        }
        comments.append(comment)
    }

    /// The comment's text without the blanks and line breaks around it.
    private func trimmed(_ bytes: ArraySlice<UInt8>) -> String {
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, Self.isWhitespace(bytes[start]) { start += 1 }
        while end > start, Self.isWhitespace(bytes[end - 1]) { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Moves past one byte, counting lines: LF, CR LF and a lone CR each end one.
    private mutating func step() {
        let byte = text[offset]
        offset += 1
        if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (atEnd || text[offset] != UInt8(ascii: "\n"))) {
            line += 1
            lineStart = offset
        }
    }

    /// U+2028 and U+2029, which the system skips as whitespace.
    private func isLineOrParagraphSeparator(at index: Int) -> Bool {
        index + 2 < text.count && text[index] == 0xE2 && text[index + 1] == 0x80
            && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9)
    }

    private func describeCurrent() -> String {
        guard !atEnd else { return "the end of the file" }
        let byte = text[offset]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return "a line break" }
        if byte >= 0x20, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        var end = offset + 1
        while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: text[offset..<end], as: UTF8.self)
        let code = String(character.unicodeScalars.first!.value, radix: 16, uppercase: true)
        return "'\(character)' (U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code))"
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space.
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        (0x09...0x0D).contains(byte) || byte == 0x20
    }

    /// A quote or a character of an unquoted string: what a key can begin with.
    private static func beginsString(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || isUnquotedStringByte(byte)
    }

    private static func isUnquotedStringByte(_ byte: UInt8) -> Bool {
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
