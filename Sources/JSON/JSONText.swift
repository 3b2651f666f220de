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

    /// Appends `value` as `quoted` writes it. Runs between escapes are copied whole, and eight bytes are
    /// tested at once: reports are mostly messages, keys and paths with few escapes, and testing them a
    /// byte at a time was most of a large JSON report's time.
    public static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            let count = utf8.count
            var runStart = 0
            var index = 0
            while index < count {
                if index + 8 <= count, !mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                let byte = base[index]
                var length = 1
                switch byte {
                case 0x00..<0x20, 0x22, 0x5C: break
                case 0xE2 where index + 2 < count && base[index + 1] == 0x80 && (base[index + 2] == 0xA8 || base[index + 2] == 0xA9):
                    length = 3
                default:
                    index += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                switch byte {
                case 0x22: out += "\\\"".utf8
                case 0x5C: out += "\\\\".utf8
                case 0x0A: out += "\\n".utf8
                case 0x0D: out += "\\r".utf8
                case 0x09: out += "\\t".utf8
                case 0x08: out += "\\b".utf8
                case 0x0C: out += "\\f".utf8
                case 0xE2: out += hexEscape(base[index + 2] == 0xA8 ? 0x2028 : 0x2029).utf8
                default: out += hexEscape(UInt32(byte)).utf8
                }
                index += length
                runStart = index
            }
            out.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// Whether any of eight bytes is a control character, a quote, a backslash or 0xE2 (the lead byte of
    /// U+2028 and U+2029). Exact when it says no, which is all the caller relies on: the classic test for
    /// a byte below n, `(x - n·0x01…) & ~x & 0x80…`, on the word and on the word compared with each byte.
    @inline(__always)
    static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let control = (word &- ones &* 0x20) & ~word & highs
        @inline(__always) func has(_ value: UInt64) -> UInt64 {
            let compared = word ^ (ones &* value)
            return (compared &- ones) & ~compared & highs
        }
        return (control | has(0x22) | has(0x5C) | has(0xE2)) != 0
    }

    private static func hexEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
