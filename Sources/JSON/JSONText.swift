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
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    /// Appends to one buffer: reports of tens of thousands of findings would otherwise build and join a
    /// string for every value.
    private func write(to out: inout String, indent: Int) {
        switch self {
        case .string(let value): Self.appendQuoted(value, to: &out)
        case .int(let value): out += String(value)
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .rendered(let text): out += text
        case .null: out += "null"
        case .array(let values):
            guard !values.isEmpty else { return out += "[]" }
            out += "["
            for (index, value) in values.enumerated() {
                out += index == 0 ? "\n" : ",\n"
                Self.pad(&out, indent + 1)
                value.write(to: &out, indent: indent + 1)
            }
            out += "\n"
            Self.pad(&out, indent)
            out += "]"
        case .object(let members):
            guard !members.isEmpty else { return out += "{}" }
            out += "{"
            for (index, member) in members.enumerated() {
                out += index == 0 ? "\n" : ",\n"
                Self.pad(&out, indent + 1)
                Self.appendQuoted(member.0, to: &out)
                out += ": "
                member.1.write(to: &out, indent: indent + 1)
            }
            out += "\n"
            Self.pad(&out, indent)
            out += "}"
        }
    }

    private static func pad(_ out: inout String, _ indent: Int) {
        for _ in 0..<indent { out += "  " }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped; other text kept as UTF-8.
    /// U+2028 and U+2029 are escaped too, because JavaScript before ES2019 rejects them raw in strings.
    public static func quoted(_ value: String) -> String {
        var out = ""
        appendQuoted(value, to: &out)
        return out
    }

    private static func appendQuoted(_ value: String, to out: inout String) {
        out += "\""
        // Most strings need no escape: copy them whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0xE2 }) {
            out += value
            return out += "\""
        }
        // Runs between escapes are copied whole; every index below is at an ASCII byte or at the lead byte
        // of U+2028/U+2029, so each run is whole characters.
        let utf8 = value.utf8
        var runStart = utf8.startIndex
        var index = runStart
        while index != utf8.endIndex {
            let escape: String?
            var length = 1
            switch utf8[index] {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case let byte where byte < 0x20: escape = hexEscape(UInt32(byte))
            case 0xE2:
                let second = utf8.index(after: index)
                let third = second == utf8.endIndex ? second : utf8.index(after: second)
                if third != utf8.endIndex, utf8[second] == 0x80, utf8[third] == 0xA8 || utf8[third] == 0xA9 {
                    escape = hexEscape(utf8[third] == 0xA8 ? 0x2028 : 0x2029)
                    length = 3
                } else {
                    escape = nil
                }
            default: escape = nil
            }
            guard let escape else {
                index = utf8.index(after: index)
                continue
            }
            out += value[runStart..<index]
            out += escape
            index = utf8.index(index, offsetBy: length)
            runStart = index
        }
        out += value[runStart..<utf8.endIndex]
        out += "\""
    }

    private static func hexEscape(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
