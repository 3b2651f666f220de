import Diagnostics
import Testing

@testable import StringsGuardKit

/// The report's right-to-left languages are those of the catalogs and of the findings: codes of up to
/// seven bytes are compared as numbers, longer ones as strings; either way the set must be the union.
@Suite struct ReportBuilderLanguageTests {
    static func finding(_ language: String?, rule: String = "missing-translation") -> Finding {
        Finding(
            rule: rule, severity: .warning, location: SourceLocation(file: "/p/L.xcstrings", line: 1, column: 1),
            message: "m", language: language)
    }

    @Test func theRightToLeftLanguagesAreThoseOfTheCatalogsAndTheFindings() {
        let findings = ["de", "ar", nil, "de", "he", "fa-Arab-IR", "ur", "ar", "", "a\u{0}", "ps-Arab", "fr"].map { Self.finding($0) }
        let input = ReportBuilder.input(
            findings: findings, widgetTargets: [], catalogLanguages: ["en", "de", "ar", "fr", "he-IL"], coverage: [])
        #expect(input.rightToLeftLanguages == ["ar", "he", "fa-Arab-IR", "ur", "ps-Arab", "he-IL"])
    }

    /// Only the HTML page shows directions: other formats skip the pass over the findings, and get the rest.
    @Test func directionsAreFoundOnlyWhenAsked() {
        let findings = ["ar", "de"].map { Self.finding($0) }
        let skipped = ReportBuilder.input(
            findings: findings, widgetTargets: ["W"], catalogLanguages: ["he"], coverage: [], elapsedSeconds: 2,
            findsRightToLeftLanguages: false)
        #expect(skipped.rightToLeftLanguages.isEmpty)
        #expect(skipped.findings.count == 2 && skipped.widgetTargets == ["W"] && skipped.elapsedSeconds == 2)
        let found = ReportBuilder.input(
            findings: findings, widgetTargets: ["W"], catalogLanguages: ["he"], coverage: [], elapsedSeconds: 2)
        #expect(found.rightToLeftLanguages == ["ar", "he"] && found.elapsedSeconds == 2)
    }

    @Test func packedCodesAreEqualExactlyWhenTheCodesAre() {
        let codes = ["", "a", "a\u{0}", "\u{0}", "de", "ed", "zh-Hant", "zh-Hans", "zh-Hant-HK", "é"]
        for a in codes {
            for b in codes {
                guard let x = ReportBuilder.packed(a), let y = ReportBuilder.packed(b) else {
                    #expect(a.utf8.count > 7 || b.utf8.count > 7)
                    continue
                }
                #expect((x == y) == (a == b), "\(a) \(b)")
            }
        }
    }

    @Test func suppressionRulesAreDescribedOnlyWhenTheyFound() {
        let plain = ReportBuilder.input(
            findings: [Self.finding("de")], widgetTargets: [], catalogLanguages: [], coverage: [])
        #expect(!plain.rules.contains { $0.id == SuppressionRules.unused || $0.id == SuppressionRules.invalid })
        let unused = ReportBuilder.input(
            findings: [Self.finding("de"), Self.finding(nil, rule: SuppressionRules.unused), Self.finding("fr")],
            widgetTargets: [], catalogLanguages: [], coverage: [])
        #expect(unused.rules.contains { $0.id == SuppressionRules.unused })
        #expect(!unused.rules.contains { $0.id == SuppressionRules.invalid })
    }
}
