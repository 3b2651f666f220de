import JSON
import Testing

/// Reports quote every message with `JSONText`: runs between escapes are copied whole, so each escape
/// must land exactly where its character was, with the text around it unchanged.
@Suite struct JSONTextQuotingTests {
    @Test func escapesEachCharacterInPlaceAndKeepsTheRest() {
        #expect(JSONText.quoted("plain é 😀") == "\"plain é 😀\"")
        #expect(JSONText.quoted("\"key\" has no fi translation") == #""\"key\" has no fi translation""#)
        #expect(JSONText.quoted("a\"b\\c\nd\re\tf\u{8}g\u{C}h\u{1}i\u{1F}j")
            == #""a\"b\\c\nd\re\tf\bg\fh\u0001i\u001fj""#)
        #expect(JSONText.quoted("x\u{2028}y\u{2029}z – … \u{2027}") == #""x\u2028y\u2029z – … ‧""#)
        #expect(JSONText.quoted("\u{2028}") == #""\u2028""#)
        #expect(JSONText.quoted("ends with –") == "\"ends with –\"")
        #expect(JSONText.quoted("\"") == #""\"""#)
        #expect(JSONText.quoted("") == "\"\"")
    }
}

/// `JSONText` tests eight bytes at a time for anything to escape and copies clean runs whole; a character
/// to escape must be found wherever it falls in those eight, and a near miss (another 0xE2 character,
/// a combining mark) must be kept as it is.
@Suite struct JSONTextWordAtATimeTests {
    /// The escaping one character at a time, as JSON and the reports define it.
    static func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{8}": out += "\\b"
            case "\u{C}": out += "\\f"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    @Test func everyASCIICharacterAtEveryPlaceOfAWord() {
        for value in 0..<0x80 {
            let character = String(Unicode.Scalar(UInt8(value)))
            for offset in 0..<24 {
                let text = String(repeating: "a", count: offset) + character + String(repeating: "b", count: 23 - offset)
                #expect(JSONText.quoted(text) == Self.reference(text), "U+\(String(value, radix: 16)) at \(offset)")
            }
        }
    }

    @Test func trickyTextAtEveryPlaceOfAWord() {
        let pieces = [
            "\u{2028}", "\u{2029}", "–", "…", "€", "\u{2027}", "\u{202F}", "e\u{301}", "\u{301}", "\u{0085}",
            "\u{7F}", "😀", "</script>", "]]>", "\"quoted\"", "back\\slash", "\u{0}\u{1F}", "\r\n", "é",
        ]
        for piece in pieces {
            for offset in 0..<17 {
                let text = String(repeating: "x", count: offset) + piece + String(repeating: "y", count: 16 - offset)
                #expect(JSONText.quoted(text) == Self.reference(text), "\(piece.unicodeScalars.map(\.value)) at \(offset)")
                #expect(JSONText.quoted(piece + piece) == Self.reference(piece + piece))
            }
        }
        let long = pieces.joined(separator: "lorem ipsum ")
        #expect(JSONText.quoted(long) == Self.reference(long))
    }
}
