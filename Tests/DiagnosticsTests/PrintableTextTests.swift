import Diagnostics
import Testing

@Suite struct PrintableTextTests {
    @Test func lineBreaksAndControlCharactersAreEscapedEverythingElseKept() {
        #expect(PrintableText.escaped("plain – text, ünïcode, مرحبا, \\n as typed") == "plain – text, ünïcode, مرحبا, \\n as typed")
        #expect(PrintableText.escaped("a\nb\r\nc\td") == "a\\nb\\r\\nc\\td")
        #expect(PrintableText.escaped("x\u{1B}]0;title\u{07}y") == "x\\u{1B}]0;title\\u{7}y")
        #expect(PrintableText.escaped("\u{0}\u{7F}\u{85}\u{9B}\u{2028}\u{2029}") == "\\u{0}\\u{7F}\\u{85}\\u{9B}\\u{2028}\\u{2029}")
        // Characters that share a first byte with the escaped ones stay as they are.
        #expect(PrintableText.escaped("© → ‐") == "© → ‐")
    }

    @Test func anInputErrorIsOneLineWhateverItQuotes() {
        let error = InputError("unknown key 'a\nb\u{1B}[2J'", at: SourceLocation(file: "dir\nname/x.json", line: 1, column: 2))
        #expect(error.description == "dir\\nname/x.json:1:2: error: unknown key 'a\\nb\\u{1B}[2J'")
        #expect(InputError("bad\rvalue", path: "p\u{7}").description == "p\\u{7}: error: bad\\rvalue")
        #expect(InputError("no\nrevision").description == "error: no\\nrevision")
    }
}
