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

    /// Two-space indented JSON ending without a newline.
    public func rendered(indent: Int = 0) -> String {
        var out: [UInt8] = []
        write(to: &out, indent: indent)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends to one byte buffer: reports of tens of thousands of findings would otherwise build and join
    /// a string for every value, and appending to a `String` piece by piece cost more than the bytes.
    private func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .string(let value): Self.appendQuoted(value, to: &out)
        case .int(let value): out += String(value).utf8
        case .bool(let value): out += (value ? "true" : "false").utf8
        case .number(let text): out += text.utf8
        case .rendered(let text): out += text.utf8
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

    private static func pad(_ out: inout [UInt8], _ indent: Int) {
        for _ in 0..<indent { out += "  ".utf8 }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; other text kept as UTF-8.
    /// U+2028 and U+2029 are escaped too, because JavaScript before ES2019 rejects them raw in strings.
    public static func quoted(_ value: String) -> String {
        var out: [UInt8] = []
        appendQuoted(value, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    private static func appendQuoted(_ value: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { bytes in
            // Runs between escapes are copied whole.
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                var length = 1
                let escape: String?
                switch byte {
                case 0x22: escape = "\\\""
                case 0x5C: escape = "\\\\"
                case 0x0A: escape = "\\n"
                case 0x0D: escape = "\\r"
                case 0x09: escape = "\\t"
                case 0x08: escape = "\\b"
                case 0x0C: escape = "\\f"
                case let byte where byte < 0x20: escape = hexEscape(UInt32(byte))
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    escape = hexEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                    length = 3
                default: escape = nil
                }
                guard let escape else {
                    index += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                out += escape.utf8
                index += length
                runStart = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hexEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
