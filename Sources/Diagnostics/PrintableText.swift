/// Text from input files (keys, translations, paths) made safe to print on one line of a terminal or a
/// CI log: line breaks and control characters are written as escapes, so a key holding a newline cannot
/// start a second line, and one holding `ESC ] 0 ; … BEL` cannot reach the terminal as a command.
public enum PrintableText {
    /// `\n`, `\r` and `\t` as those two characters; every other C0 or C1 control character, DEL and the
    /// Unicode line and paragraph separators as `\u{1B}`. Everything else is kept, backslashes included.
    public static func escaped(_ text: String) -> String {
        // Most text needs no escape: one pass over the bytes finds out (C1 controls and the separators
        // start with 0xC2 and 0xE2).
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0x00..<0x20, 0x7F..<0xA0, 0x2028, 0x2029:
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
