#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import JSON
import SafeFiles

/// The lines of the files findings point into, read once per file per report, so formats that count
/// columns in other units than findings do (SARIF and Checkstyle count UTF-16 code units) convert them
/// exactly, and fingerprints can hash the line a finding is on.
final class SourceLines {
    /// Relative paths are read from here (the folder the findings' paths are relative to).
    private let baseDirectory: String?
    private var files: [String: FileLines?] = [:]

    init(baseDirectory: String?) {
        self.baseDirectory = baseDirectory
    }

    /// A file's text as UTF-8 and where its lines start: a line is made into a string only when asked for,
    /// since a report needs a few lines of a catalog of a million.
    struct FileLines: Sendable {
        let utf8: [UInt8]
        /// Where each line starts, then one past the end of the text (as if a line feed followed it).
        let starts: [Int]

        init(utf8: [UInt8]) {
            self.utf8 = utf8
            var starts = [0]
            utf8.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                var offset = 0
                while offset < buffer.count, let found = memchr(base + offset, 0x0A, buffer.count - offset) {
                    offset = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                    starts.append(offset)
                }
            }
            starts.append(utf8.count + 1)
            self.starts = starts
        }

        var count: Int { starts.count - 1 }

        /// The bytes of a 1-based line without its line feed (and a carriage return before it), or nil when
        /// the file is shorter.
        func bytes(ofLine number: Int) -> ArraySlice<UInt8>? {
            guard number >= 1, number <= count else { return nil }
            let line = utf8[starts[number - 1]..<(starts[number] - 1)]
            return line.last == 0x0D ? line.dropLast() : line
        }

        func line(_ number: Int) -> String? {
            bytes(ofLine: number).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// The text of a 1-based line without its line break, or nil when the file cannot be read or is shorter.
    func line(_ number: Int, of path: String) -> String? {
        lines(of: path)?.line(number)
    }

    /// The 1-based column in UTF-16 code units of a finding's column, which counts UTF-8 bytes from the
    /// start of its line (as every location in the tool does). Nil when the line cannot be read, so a
    /// format leaves the column out rather than give one that may be wrong. A column inside a multi-byte
    /// character counts the whole character before it; one past the end of the line stays past the end.
    func utf16Column(of location: SourceLocation) -> Int? {
        guard let line = lines(of: location.file)?.bytes(ofLine: location.line) else { return nil }
        return Self.utf16Column(ofByteColumn: location.column, inLine: line)
    }

    /// `utf16Column(of:)` on a line already read: counted on the line's bytes, without copying them.
    static func utf16Column(ofByteColumn column: Int, in line: String) -> Int {
        utf16Column(ofByteColumn: column, inLine: Array(line.utf8)[...])
    }

    /// `utf16Column(of:)` on the bytes of a line (valid UTF-8).
    static func utf16Column(ofByteColumn column: Int, inLine bytes: ArraySlice<UInt8>) -> Int {
        // The line is valid UTF-8, and a prefix that ends between characters has a UTF-16 unit for each
        // character's first byte, two for a four-byte one.
        func utf16Count(_ prefix: Int) -> Int {
            var units = 0
            for byte in bytes.prefix(prefix) where byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
            return units
        }
        let offset = max(0, column - 1)
        guard offset <= bytes.count else { return utf16Count(bytes.count) + 1 + (offset - bytes.count) }
        var prefix = offset
        // Back to the start of the character the column falls in: UTF-8 continuation bytes are 10xxxxxx.
        let start = bytes.startIndex
        while prefix > 0, prefix < bytes.count, bytes[start + prefix] & 0xC0 == 0x80 { prefix -= 1 }
        return utf16Count(prefix) + 1
    }

    /// A line without the white space at either end, as fingerprints hash it (indentation changes alone
    /// do not move an alert).
    static func trimmed(_ line: String) -> String {
        String(trimmedPart(of: line))
    }

    /// `trimmed(_:)` without a copy. Lines are indented with ASCII spaces and tabs, which are skipped byte
    /// by byte; only a line that starts or ends in other text past them asks Unicode what white space is.
    static func trimmedPart(of line: String) -> Substring {
        let utf8 = line.utf8
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, isASCIIWhiteSpace(utf8[start]) { start = utf8.index(after: start) }
        while end > start, isASCIIWhiteSpace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        if start == end { return "" }
        if utf8[start] < 0x80, utf8[utf8.index(before: end)] < 0x80 { return line[start..<end] }
        return Substring(trimmedByScalars(line))
    }

    /// `trimmedPart(of:)` of the line with these bytes, as bytes.
    static func trimmedPart(ofLine bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, isASCIIWhiteSpace(bytes[start]) { start += 1 }
        while end > start, isASCIIWhiteSpace(bytes[end - 1]) { end -= 1 }
        if start == end { return [] }
        if bytes[start] < 0x80, bytes[end - 1] < 0x80 { return bytes[start..<end] }
        return Array(trimmedByScalars(String(decoding: bytes, as: UTF8.self)).utf8)[...]
    }

    /// ASCII white space as Unicode defines it: tab, line feed, vertical tab, form feed, carriage return, space.
    private static func isASCIIWhiteSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

    static func trimmedByScalars(_ line: String) -> String {
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Every line of the file, or nil when it cannot be read.
    func lines(of path: String) -> FileLines? {
        let resolved = absolute(path)
        if let known = files[resolved] { return known }
        let read = Self.read(resolved)
        files[resolved] = .some(read)
        return read
    }

    private func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/"), let baseDirectory else { return path }
        return baseDirectory.hasSuffix("/") ? baseDirectory + path : baseDirectory + "/" + path
    }

    /// UTF-8 (with or without a byte order mark) or UTF-16 with one, as catalogs, Swift sources and
    /// legacy `.strings` tables are written; lines end at LF, a CR before it is not part of the line.
    private static func read(_ path: String) -> FileLines? {
        let kind: FileKind = path.hasSuffix(".swift") ? .swiftSource : .catalog
        guard let bytes = try? FileContents.read(path, kind: kind).bytes else { return nil }
        let text: String
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            let littleEndian = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2)
            var index = 2
            while index + 1 < bytes.count {
                let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
                units.append(littleEndian ? first | second << 8 : first << 8 | second)
                index += 2
            }
            text = String(decoding: units, as: UTF16.self)
        } else {
            let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
            // Valid UTF-8, as nearly every file is, is its own text: kept as read, not decoded and copied.
            if body.withUnsafeBufferPointer(isValidUTF8) { return FileLines(utf8: body) }
            text = String(decoding: body, as: UTF8.self)
        }
        // By bytes: as Characters, "\r\n" is one grapheme and would never equal "\n".
        return FileLines(utf8: Array(text.utf8))
    }

    /// Whether the bytes are well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above
    /// U+10FFFF), so that decoding them would change nothing. ASCII is skipped eight bytes at a time.
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count,
                UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            guard let length = wellFormedUTF8SequenceLength(in: bytes, at: index) else { return false }
            index += length
        }
        return true
    }
}
