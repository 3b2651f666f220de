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
