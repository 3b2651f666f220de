import Bidi
@testable import Checks
import FormatSpecifiers
import Testing
import _StringsGuardTestSupport

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

    /// `rtl-timer-digits` skips a template that `mayMisorder(fillingPlaceholdersOf:)` clears without filling
    /// it: that must never hide a filled text `canMisorder` would lay out.
    @Test func aTemplateClearedUnfilledCannotMisorderFilled() {
        let pieces = [
            "مدة", "ב", "ו-", "שעה", "abc", "x", "12", "5", "0", "٣", "۵", "１", ":", ".", ",", " ", "\u{A0}", "-", "+",
            "–", "/", "\u{2212}", "\u{2066}", "\u{2069}", "\u{200F}", "(", ")", "%", "%@", "%lld", "%1$@", "%2$lld",
            "%.1f", "%c", "%p", "%#@n@", "%arg", "%%", "%-5d", "%+d", "% d", "%05.2f", "%s", "%C", "$", "@", "#",
        ]
        var generator = SeededGenerator(seed: 16)
        func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        var cleared = 0
        for _ in 0..<40_000 {
            let template = (0..<next(8)).map { _ in pieces[next(pieces.count)] }.joined()
            guard !NumericExpressionAudit.mayMisorder(fillingPlaceholdersOf: template) else { continue }
            cleared += 1
            for allowsSubstitutionArgument in [false, true] {
                guard let scalars = FilledTranslation.scalars(filling: template, allowsSubstitutionArgument: allowsSubstitutionArgument)
                else { continue }
                #expect(!NumericExpressionAudit.canMisorder(scalars), "\(template.debugDescription)")
            }
        }
        #expect(cleared > 4_000)
    }

    @Test(arguments: ["%@ – %@", "-%@", "%1$@ / %2$@", "12 - %lld", "abc 5", "%@\u{200F}:%@", "100%% – 5"])
    func aTemplateThatMayJoinNumbersIsFilled(template: String) {
        #expect(NumericExpressionAudit.mayMisorder(fillingPlaceholdersOf: template))
    }

    /// Conservative where it cannot tell: `ב-%lld` (a Hebrew prefix's hyphen, not a sign) and `%lld:%02lld`
    /// (one time) are filled and asked, as they were before.
    @Test(arguments: ["نهاية %@", "%.1f km", "الوقت %@ المتبقي", "%lld דקות", "عدد ١٢ – ٣", "", "no specifier"])
    func aCountOrTimeAmongWordsIsNot(template: String) {
        #expect(!NumericExpressionAudit.mayMisorder(fillingPlaceholdersOf: template))
    }
}
