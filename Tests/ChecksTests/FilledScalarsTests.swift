@testable import Checks
import FormatSpecifiers
import Testing

/// `rtl-timer-digits` decides whether a translation can misorder from its filled-in scalars alone, made
/// without recording where each came from; they must be exactly the scalars the full filling makes, or a
/// translation would be skipped (or laid out) on the wrong text.
@Suite struct FilledScalarsTests {
    static let templates = [
        "%lld:%02lld", "Noch %@ – %@", "%1$@ / %2$@", "100%% fertig", "%%%lld", "%#@minutes@ übrig", "%.1f km",
        "نهاية %@", "ב-%lld דקות", "%c%s %p", "", "no specifier", "\u{2066}%@\u{2069}", "%5$lld", "e\u{301}%@",
    ]

    @Test(arguments: templates) func theScalarsAreThoseOfTheFullFilling(template: String) {
        #expect(FilledTranslation.scalars(filling: template) == FilledTranslation(template)?.scalars)
        #expect(
            FilledTranslation.scalars(filling: template, allowsSubstitutionArgument: true)
                == FilledTranslation(template, allowsSubstitutionArgument: true)?.scalars)
    }

    @Test func aTextThatIsNoFormatStringFillsToNothing() {
        #expect(FilledTranslation("Done: 100%") == nil)
        #expect(FilledTranslation.scalars(filling: "Done: 100%") == nil)
        // Outside a substitution `%arg` is `%a` (a double in hexadecimal) then "rg", as in the full filling.
        #expect(FilledTranslation.scalars(filling: "%arg") == FilledTranslation("%arg")?.scalars)
    }

    @Test func aSubstitutionsArgumentFillsWithTheFirstCount() {
        #expect(FilledTranslation.scalars(filling: "%arg", allowsSubstitutionArgument: true) == Array(SampleValues.count(at: 1).unicodeScalars))
    }
}
