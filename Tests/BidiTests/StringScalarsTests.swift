import Bidi
import Testing

/// `String(scalars:)` makes the same string as appending each scalar to a `String.UnicodeScalarView`.
@Suite struct StringScalarsTests {
    static let texts = [
        "", "5:23", "الجلسة 12:05 – 12:30", "\u{2066}5:23\u{2069} / 10:00", "é", "e\u{301}", "😀🇮🇱", "עברית 3-4",
        String(repeating: "ab\u{0}c", count: 50),
    ]

    @Test(arguments: texts)
    func equalsTheScalarViewsString(text: String) {
        let scalars = Array(text.unicodeScalars)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        let made = String(scalars: scalars)
        #expect(made == String(view))
        #expect(Array(made.unicodeScalars) == scalars)
        #expect(Array(String(scalars: scalars.reversed()).unicodeScalars) == scalars.reversed())
    }
}
