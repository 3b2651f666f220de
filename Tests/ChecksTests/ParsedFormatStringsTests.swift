@testable import Checks
import FormatSpecifiers
import StringCatalog
import Testing

/// The format cache answers exactly as a fresh parse, the first time and every time after, for texts with
/// and without `%`, valid and broken, with `%arg` allowed or not, and with substitutions.
@Suite struct ParsedFormatStringsTests {
    static let texts = ["", "Paused", "%lld", "%arg minute", "caf\u{E9} %@", "cafe\u{301} %@", "%#@files@", "%q", "% d done", "%2$@ %1$lld"]

    @Test func answersAsAFreshParse() {
        var formats = ParsedFormatStrings()
        let substitutions = [Substitution(name: "files", argumentNumber: 2, formatSpecifier: "@")]
        for _ in 0..<2 {
            for text in Self.texts {
                for allows in [false, true] {
                    let fresh = try? FormatString(parsing: text, allowsSubstitutionArgument: allows)
                    let cached = formats.format(text, allowsSubstitutionArgument: allows)
                    #expect((cached == nil) == (fresh == nil), "\(text)")
                    #expect(cached?.specifiers == fresh?.specifiers, "\(text)")
                    #expect(cached?.signature == fresh?.signature, "\(text)")
                    for given in [nil, substitutions] {
                        let direct = FormatArguments(text: text, substitutions: given, allowsSubstitutionArgument: allows)
                        let read = formats.arguments(text, substitutions: given, allowsSubstitutionArgument: allows)
                        #expect(read?.signature == direct?.signature, "\(text)")
                        #expect(read?.undefinedSubstitutions == direct?.undefinedSubstitutions, "\(text)")
                    }
                }
            }
        }
    }
}
