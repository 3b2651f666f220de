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

    /// Two-space indented JSON ending without a newline.
    public func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let innerPad = pad + "  "
        switch self {
        case .string(let value): return Self.quoted(value)
        case .int(let value): return String(value)
        case .bool(let value): return value ? "true" : "false"
        case .number(let text): return text
        case .null: return "null"
        case .array(let values):
            if values.isEmpty { return "[]" }
            let items = values.map { innerPad + $0.rendered(indent: indent + 1) }
            return "[\n" + items.joined(separator: ",\n") + "\n" + pad + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let items = members.map { innerPad + Self.quoted($0.0) + ": " + $0.1.rendered(indent: indent + 1) }
            return "{\n" + items.joined(separator: ",\n") + "\n" + pad + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; other text kept as UTF-8.
    /// U+2028 and U+2029 are escaped too, because JavaScript before ES2019 rejects them raw in strings.
    public static func quoted(_ value: String) -> String {
        var out = "\""
        out.reserveCapacity(value.utf8.count + 2)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case "\u{2028}", "\u{2029}": out += hexEscape(scalar.value)
            default:
                if scalar.value < 0x20 { out += hexEscape(scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    private static func hexEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
