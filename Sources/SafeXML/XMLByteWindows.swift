/// Hands libxml2 a UTF-8 document a window at a time, from memory that stays the caller's, so a parse
/// does not hold the bytes twice. Every window ends just after an ASCII byte: libxml2 2.9.14 misreads a
/// multi-byte character split between two windows inside a start tag ("Input is not proper UTF-8"; the
/// xliff-elements fuzz target found it, `Inputs/xliff-elements/split-character-in-a-start-tag-36e46d36`).
final class XMLByteWindows {
    private let buffer: UnsafeRawBufferPointer
    private var offset = 0

    init(_ buffer: UnsafeRawBufferPointer) { self.buffer = buffer }

    /// Whether the document is UTF-8 (or ASCII), the one encoding libxml2 reads without converting, so
    /// that a window cut after an ASCII byte never splits a character. Documents in UTF-16, or declaring
    /// another encoding, are parsed from one copy in memory instead.
    static func suit(_ buffer: UnsafeRawBufferPointer) -> Bool {
        let head = Array(buffer.prefix(256))
        guard let first = head.first, first == UInt8(ascii: "<") || first == 0xEF || first == UInt8(ascii: " ")
            || first == UInt8(ascii: "\n") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\r")
        else { return false }
        guard head.count < 2 || head[1] != 0 else { return false }
        let declaration = String(decoding: head.prefix { $0 != UInt8(ascii: ">") }, as: UTF8.self).lowercased()
        guard let encoding = declaration.range(of: "encoding") else { return true }
        let value = declaration[encoding.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\"" || $0 == "'" }
        return value.hasPrefix("utf-8") || value.hasPrefix("utf8") || value.hasPrefix("us-ascii")
    }

    func read(into destination: UnsafeMutablePointer<CChar>, _ length: Int32) -> Int32 {
        var count = min(Int(length), buffer.count - offset)
        guard count > 0, let base = buffer.baseAddress else { return 0 }
        if offset + count < buffer.count {
            // Back to just after the last ASCII byte in the window; a window without one (4,000 bytes of
            // letters outside ASCII) ends before the lead byte of its last character instead.
            var cut = count
            while cut > 0, buffer[offset + cut - 1] >= 0x80 { cut -= 1 }
            if cut == 0 {
                cut = count
                while cut > 1, buffer[offset + cut] & 0xC0 == 0x80 { cut -= 1 }
            }
            count = cut
        }
        UnsafeMutableRawPointer(destination).copyMemory(from: base + offset, byteCount: count)
        offset += count
        return Int32(count)
    }
}
