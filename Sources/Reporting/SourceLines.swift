import Diagnostics
import SafeFiles

/// The lines of the files findings point into, read once per file per report, so formats that count
/// columns in other units than findings do (SARIF and Checkstyle count UTF-16 code units) convert them
/// exactly, and fingerprints can hash the line a finding is on.
final class SourceLines {
    /// Relative paths are read from here (the folder the findings' paths are relative to).
    private let baseDirectory: String?
    private var files: [String: [String]?] = [:]

    init(baseDirectory: String?) {
        self.baseDirectory = baseDirectory
    }

    /// The text of a 1-based line without its line break, or nil when the file cannot be read or is shorter.
    func line(_ number: Int, of path: String) -> String? {
        guard number >= 1, let lines = lines(of: path), number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// The 1-based column in UTF-16 code units of a finding's column, which counts UTF-8 bytes from the
    /// start of its line (as every location in the tool does). Nil when the line cannot be read, so a
    /// format leaves the column out rather than give one that may be wrong. A column inside a multi-byte
    /// character counts the whole character before it; one past the end of the line stays past the end.
    func utf16Column(of location: SourceLocation) -> Int? {
        guard let text = line(location.line, of: location.file) else { return nil }
        return Self.utf16Column(ofByteColumn: location.column, in: text)
    }

    /// `utf16Column(of:)` on a line already read: counted on the line's bytes, without copying them.
    static func utf16Column(ofByteColumn column: Int, in line: String) -> Int {
        var line = line
        return line.withUTF8 { bytes in
            // The line is valid UTF-8 (it was decoded into a string), and a prefix that ends between
            // characters has a UTF-16 unit for each character's first byte, two for a four-byte one.
            func utf16Count(_ prefix: Int) -> Int {
                var units = 0
                for byte in bytes[..<prefix] where byte & 0xC0 != 0x80 { units += byte >= 0xF0 ? 2 : 1 }
                return units
            }
            let offset = max(0, column - 1)
            guard offset <= bytes.count else { return utf16Count(bytes.count) + 1 + (offset - bytes.count) }
            var prefix = offset
            // Back to the start of the character the column falls in: UTF-8 continuation bytes are 10xxxxxx.
            while prefix > 0, prefix < bytes.count, bytes[prefix] & 0xC0 == 0x80 { prefix -= 1 }
            return utf16Count(prefix) + 1
        }
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
        // ASCII white space as Unicode defines it: tab, line feed, vertical tab, form feed, carriage return, space.
        func isASCIIWhiteSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var start = utf8.startIndex, end = utf8.endIndex
        while start < end, isASCIIWhiteSpace(utf8[start]) { start = utf8.index(after: start) }
        while end > start, isASCIIWhiteSpace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        if start == end { return "" }
        if utf8[start] < 0x80, utf8[utf8.index(before: end)] < 0x80 { return line[start..<end] }
        return Substring(trimmedByScalars(line))
    }

    static func trimmedByScalars(_ line: String) -> String {
        let scalars = line.unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }

    /// Every line of the file, or nil when it cannot be read.
    func lines(of path: String) -> [String]? {
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
    private static func read(_ path: String) -> [String]? {
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
            text = String(decoding: body, as: UTF8.self)
        }
        // By bytes: as Characters, "\r\n" is one grapheme and would never equal "\n".
        return Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 0x0D ? line.dropLast() : line[...], as: UTF8.self)
        }
    }
}
