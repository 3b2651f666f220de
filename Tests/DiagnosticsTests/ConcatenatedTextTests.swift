import Diagnostics
import Testing

/// Messages are built by writing their parts' bytes into one string: the string must be the parts joined,
/// whatever they hold (small and large, ASCII and not, empty, bridged from elsewhere).
@Suite struct ConcatenatedTextTests {
    @Test func thePartsOneAfterTheOther() {
        let long = String(repeating: "abcdefghij", count: 30)
        let cases: [[String]] = [
            [], [""], ["", "", ""], ["\""], ["\"", "key", "\" has no ", "de", " translation"],
            ["é", "e\u{301}", "😀", "قيمة", "\u{0}", long], [long, "", long], [String(long.dropFirst(3)), "x"],
            [String(decoding: [0x61, 0xC3, 0xA9], as: UTF8.self), "\r\n", "\u{2028}"],
        ]
        for parts in cases {
            let text = String(concatenating: parts)
            #expect(text == parts.joined())
            #expect(Array(text.utf8) == parts.flatMap { Array($0.utf8) })
        }
        // Substrings made strings, and a string whose storage is not contiguous UTF-8 until asked.
        let sliced = String("prefix: value".split(separator: " ")[1])
        #expect(String(concatenating: [sliced, "!"]) == "value!")
    }
}
