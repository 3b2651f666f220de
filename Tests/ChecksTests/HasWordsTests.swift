import Testing
import StringCatalog
@testable import Checks

/// Which texts have words to translate once specifiers are removed; the ASCII letter test must agree with
/// Unicode's Alphabetic property for every ASCII scalar.
@Suite struct HasWordsTests {
    @Test(arguments: [
        ("Paused", true), ("%@", false), (" (%@) ", false), ("%lld / %lld", false), ("•", false), ("", false),
        ("help@example.org", false), ("Write to help@example.org", true), ("%lld minutes", true), ("100%", false),
        ("５", false), ("日本", true), ("مرحبا %@", true), ("%#@files@", false), ("%arg", false), ("a", true), ("Z", true),
    ])
    func findsWords(text: String, hasWords: Bool) {
        #expect(CatalogEntry.hasWords(text) == hasWords)
    }

    /// A letter before the first `%` is literal text: answered without parsing, as parsing answers.
    @Test(arguments: [
        ("Remaining %@", true), ("A %lld %lld 253", true), ("%lld items", false), (" %@", false), ("1 %@", false),
        ("é %@", false), ("x%", true), ("%", false), ("Z%%", true), ("@%@", false), ("[%@]", false), ("`%@", false),
    ])
    func seesALetterBeforeThePercentSign(text: String, hasLetter: Bool) {
        #expect(CatalogEntry.hasASCIILetterBeforePercent(text) == hasLetter)
        if hasLetter { #expect(CatalogEntry.hasWords(text)) }
    }

    @Test func asciiLettersAreTheAlphabeticScalars() {
        for value in UInt8(0)...UInt8(127) {
            let scalar = Unicode.Scalar(value)
            #expect(CatalogEntry.hasWords(String(Character(scalar))) == scalar.properties.isAlphabetic, "\(value)")
        }
    }
}
