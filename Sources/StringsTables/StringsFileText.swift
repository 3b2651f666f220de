import Diagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text of a `.strings` file as UTF-8 bytes, whatever it was saved in: UTF-8 with or without a byte
/// order mark, or UTF-16 in either byte order with or without one (as Xcode, genstrings and translators'
/// tools write them). Locations are then counted in the UTF-8 text, as everywhere else in the tool.
enum StringsFileText {
    enum Encoding: Equatable {
        case utf8, utf16LittleEndian, utf16BigEndian
    }

    /// The file's UTF-8 text, without a byte order mark; text that is neither valid UTF-8 nor UTF-16 is an
    /// `InputError` at the first byte that is not.
    static func decode(_ bytes: [UInt8], path: String) throws(InputError) -> [UInt8] {
        let (encoding, start) = detect(bytes)
        switch encoding {
        case .utf8:
            // Without a byte order mark the bytes are the text as they are, not copied.
            return try validatedUTF8(start == 0 ? bytes : Array(bytes[start...]), path: path)
        case .utf16LittleEndian, .utf16BigEndian:
            return try transcodedUTF16(bytes[start...], bigEndian: encoding == .utf16BigEndian, path: path)
        }
    }

    /// The encoding and where the text starts. Without a byte order mark, a NUL byte means UTF-16 (UTF-8
    /// text has none): zeros at odd offsets are the high bytes of little-endian ASCII, at even ones big-endian.
    static func detect(_ bytes: [UInt8]) -> (Encoding, start: Int) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if bytes.starts(with: [0xFF, 0xFE]) { return (.utf16LittleEndian, 2) }
        if bytes.starts(with: [0xFE, 0xFF]) { return (.utf16BigEndian, 2) }
        // `memchr`: looking at each byte in turn was 5 instructions a byte of every table read.
        let hasZero = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { memchr($0, 0, buffer.count) != nil } ?? false
        }
        guard hasZero else { return (.utf8, 0) }
        var zerosAtEven = 0
        var zerosAtOdd = 0
        for (offset, byte) in bytes.prefix(4096).enumerated() where byte == 0 {
            if offset % 2 == 0 { zerosAtEven += 1 } else { zerosAtOdd += 1 }
        }
        return (zerosAtOdd >= zerosAtEven ? .utf16LittleEndian : .utf16BigEndian, 0)
    }

    private static func validatedUTF8(_ bytes: [UInt8], path: String) throws(InputError) -> [UInt8] {
        guard let offset = firstInvalidUTF8Offset(bytes) else { return bytes }
        throw InputError(
            "the file is neither UTF-8 nor UTF-16: byte 0x\(hex(bytes[offset])) is not valid UTF-8; save it as UTF-8",
            at: position(ofOffset: offset, in: bytes, path: path))
    }

    /// Where the first byte is that does not start a well-formed UTF-8 sequence (overlong forms and
    /// surrogates included), or nil.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8Offset(in: $0) }
    }

    /// As above, over the buffer: eight ASCII bytes (most of a table) are passed over in one test, and the
    /// rest a byte at a time as before (a large app's 9 MB of tables: 16 instructions a byte, now about 2).
    private static func firstInvalidUTF8Offset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index < bytes.count {
            if index + 8 <= bytes.count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F:
                index += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for continuation in bytes[(index + 1)..<(index + length)] {
                guard continuation & 0xC0 == 0x80 else { return index }
                value = value << 6 | UInt32(continuation & 0x3F)
            }
            let overlongOrSurrogate = length == 3 && (value < 0x800 || (0xD800...0xDFFF).contains(value))
            let outOfRange = length == 4 && (value < 0x10000 || value > 0x10FFFF)
            if overlongOrSurrogate || outOfRange { return index }
            index += length
        }
        return nil
    }

    private static func transcodedUTF16(
        _ bytes: ArraySlice<UInt8>, bigEndian: Bool, path: String
    ) throws(InputError) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index])
            let second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var unitIndex = 0
        while unitIndex < units.count {
            let unit = units[unitIndex]
            var scalarValue = UInt32(unit)
            if (0xD800...0xDBFF).contains(unit), unitIndex + 1 < units.count,
               (0xDC00...0xDFFF).contains(units[unitIndex + 1]) {
                scalarValue = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[unitIndex + 1] - 0xDC00)
                unitIndex += 1
            }
            guard let scalar = Unicode.Scalar(scalarValue) else {
                throw InputError(
                    "invalid UTF-16: unpaired surrogate 0x\(String(unit, radix: 16, uppercase: true))",
                    at: position(ofOffset: output.count, in: output, path: path))
            }
            output.append(contentsOf: UTF8.encode(scalar)!)
            unitIndex += 1
        }
        if bytes.count % 2 != 0 {
            throw InputError(
                "UTF-16 text with an odd number of bytes: the file ends in half a character",
                at: position(ofOffset: output.count, in: output, path: path))
        }
        return output
    }

    /// Line and UTF-8 column of `offset` in `text`. Lines end at LF, CR LF or a lone CR, as `StringsFileParser`
    /// counts them.
    static func position(ofOffset offset: Int, in text: [UInt8], path: String) -> SourceLocation {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < offset {
            let byte = text[index]
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 >= text.count || text[index + 1] != UInt8(ascii: "\n"))) {
                line += 1
                lineStart = index + 1
            }
            index += 1
        }
        return SourceLocation(file: path, line: line, column: offset - lineStart + 1)
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
