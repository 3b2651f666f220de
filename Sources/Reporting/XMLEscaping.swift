/// XML 1.0 escaping for text and attribute values.
enum XML {
    /// Escapes markup characters; characters XML 1.0 forbids (C0 controls but tab and newlines) become U+FFFD.
    /// In attributes, tab and newlines become character references so attribute normalization keeps them.
    static func escaped(_ text: String, inAttribute: Bool = true) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += inAttribute ? "&quot;" : "\""
            case "'": out += inAttribute ? "&apos;" : "'"
            case "\n": out += inAttribute ? "&#10;" : "\n"
            case "\r": out += "&#13;"
            case "\t": out += inAttribute ? "&#9;" : "\t"
            case "\u{FFFE}", "\u{FFFF}": out += "\u{FFFD}"
            default:
                if scalar.value < 0x20 { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
