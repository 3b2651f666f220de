/// A JSON value whose objects keep their keys in the order written, so output reads in a documented order.
/// Every JSON the tool prints is built with it.
public enum JSONText: Sendable {
    case string(String)
    case int(Int)
    case bool(Bool)
    /// A number already written as JSON, e.g. "87.5".
    case number(String)
    case null
    case array([JSONText])
    case object([(String, JSONText)])
    /// A value already rendered by `rendered(indent:)` with the indent of the place it is put in, written as it
    /// is: large parts of a document can so be rendered on several cores.
    case rendered(String)
    /// The same as UTF-8 bytes, for parts rendered with `write(to:indent:)`: no string is built of them.
    case renderedUTF8([UInt8])

    /// Two-space indented JSON ending without a newline.
    public func rendered(indent: Int = 0) -> String {
        var out: [UInt8] = []
        write(to: &out, indent: indent)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends to one byte buffer: reports of tens of thousands of findings would otherwise build and join
    /// a string for every value, and appending to a `String` piece by piece cost more than the bytes.
    /// `indent` is the level of the place the value is put in.
    public func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .string(let value): Self.appendQuoted(value, to: &out)
        case .int(let value): Self.appendRaw(String(value), to: &out)
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .number(let text): Self.appendRaw(text, to: &out)
        case .rendered(let text): Self.appendRaw(text, to: &out)
        case .renderedUTF8(let bytes): out += bytes
        case .null: out += "null".utf8
        case .array(let values):
            guard !values.isEmpty else { return out += "[]".utf8 }
            out.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
                Self.pad(&out, indent + 1)
                value.write(to: &out, indent: indent + 1)
            }
            out.append(UInt8(ascii: "\n"))
            Self.pad(&out, indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            guard !members.isEmpty else { return out += "{}".utf8 }
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                out.append(UInt8(ascii: "\n"))
                Self.pad(&out, indent + 1)
                Self.appendQuoted(member.0, to: &out)
                out += ": ".utf8
                member.1.write(to: &out, indent: indent + 1)
            }
            out.append(UInt8(ascii: "\n"))
            Self.pad(&out, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Two spaces a level.
    public static func pad(_ out: inout [UInt8], _ indent: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    private static func appendRaw(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { out.append(contentsOf: $0) }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; other text kept as UTF-8.
    /// U+2028 and U+2029 are escaped too, because JavaScript before ES2019 rejects them raw in strings.
    public static func quoted(_ value: String) -> String {
        var out: [UInt8] = []
        appendQuoted(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `value` as `quoted` writes it.
    public static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        var value = value
        value.withUTF8 { utf8 in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: quotedCapacity(utf8.count)) { buffer in
                guard let start = buffer.baseAddress else { return }
                out.append(contentsOf: UnsafeBufferPointer(start: start, count: writeQuoted(utf8, to: start)))
            }
        }
    }

    /// The most bytes `writeQuoted` writes for text of `count` bytes: two quotes, and six bytes (`\u001f`)
    /// for each byte at worst.
    @inlinable
    public static func quotedCapacity(_ count: Int) -> Int { count * 6 + 2 }

    /// Writes the string literal of `utf8` (valid UTF-8), as `quoted` writes it, at `out`, which has room
    /// for `quotedCapacity(utf8.count)` bytes; returns how many bytes it wrote. Eight bytes are tested and
    /// copied at once (reports are mostly messages, keys and paths with few escapes); only a word that
    /// holds an escape is written byte by byte.
    public static func writeQuoted(_ utf8: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = UInt8(ascii: "\"")
        let written = 1 + writeEscaped(utf8, to: out + 1)
        out[written] = UInt8(ascii: "\"")
        return written + 1
    }

    /// `writeQuoted` without the quotes: what stands between them, at `out`, which has room for six bytes
    /// for each byte of `utf8`. Text given in pieces of whole characters may be written piece by piece.
    public static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var written = 0
        guard let base = utf8.baseAddress else { return 0 }
        let count = utf8.count
        var index = 0
        // A word is stored before it is tested: the room (six bytes a byte) holds eight more than any
        // prefix written so far whenever a whole word of text is left. In a word with a byte to look at,
        // the bytes before the first such byte are kept, that byte is written, and the next word starts
        // after it.
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            UnsafeMutableRawPointer(out + written).storeBytes(of: word, as: UInt64.self)
            let found = escapeCandidates(UInt64(littleEndian: word))
            if found == 0 {
                index += 8
                written += 8
                continue
            }
            let clean = found.trailingZeroBitCount >> 3
            index += clean
            written += clean
            writeByte(base, count, &index, out, &written)
        }
        while index < count {
            writeByte(base, count, &index, out, &written)
        }
        return written
    }

    /// The byte at `index` as it stands in a string literal (with the two after it, for U+2028 and U+2029).
    @inline(__always)
    private static func writeByte(
        _ base: UnsafePointer<UInt8>, _ count: Int, _ index: inout Int, _ out: UnsafeMutablePointer<UInt8>,
        _ written: inout Int
    ) {
        let byte = base[index]
        var length = 1
        switch byte {
        case 0x00..<0x20, 0x22, 0x5C: break
        case 0xE2 where index + 2 < count && base[index + 1] == 0x80 && (base[index + 2] == 0xA8 || base[index + 2] == 0xA9):
            length = 3
        default:
            out[written] = byte
            written += 1
            index += 1
            return
        }
        out[written] = UInt8(ascii: "\\")
        switch byte {
        case 0x22: out[written + 1] = UInt8(ascii: "\"")
        case 0x5C: out[written + 1] = UInt8(ascii: "\\")
        case 0x0A: out[written + 1] = UInt8(ascii: "n")
        case 0x0D: out[written + 1] = UInt8(ascii: "r")
        case 0x09: out[written + 1] = UInt8(ascii: "t")
        case 0x08: out[written + 1] = UInt8(ascii: "b")
        case 0x0C: out[written + 1] = UInt8(ascii: "f")
        default:
            // `\u` and four lowercase hex digits: `\u2028`, `\u2029`, or `\u00XX` for a control.
            let value: UInt32 = byte == 0xE2 ? (base[index + 2] == 0xA8 ? 0x2028 : 0x2029) : UInt32(byte)
            out[written + 1] = UInt8(ascii: "u")
            for digit in 0..<4 {
                let nibble = UInt8(truncatingIfNeeded: value >> (12 - 4 * UInt32(digit))) & 0xF
                out[written + 2 + digit] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
            }
            written += 4
        }
        written += 2
        index += length
    }

    /// The high bit of each byte of `word` (the first in memory lowest) that may be a control character,
    /// a quote, a backslash or 0xE2 (the lead byte of U+2028 and U+2029): the classic test for a byte below
    /// n, `(x - n·0x01…) & ~x & 0x80…`, on the word and on the word compared with each byte. None is
    /// missed, and the lowest bit set, if any, is exact: a borrow only ever marks bytes above one it
    /// rightly marked.
    @inline(__always)
    static func escapeCandidates(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        @inline(__always) func has(_ value: UInt64) -> UInt64 {
            let compared = word ^ (ones &* value)
            return (compared &- ones) & ~compared & highs
        }
        return control | has(0x22) | has(0x5C) | has(0xE2)
    }
}
