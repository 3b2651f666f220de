import Diagnostics
import Foundation
import Reporting
import Testing

@Suite struct HTMLReporterTests {
    let page = HTMLReporter(baseDirectory: Fixtures.base).render(Fixtures.input())

    @Test func isOneSelfContainedPage() {
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\" dir=\"ltr\">"))
        #expect(page.contains("<meta charset=\"utf-8\">"))
        #expect(page.contains("<style>"))
        for outside in ["<script", "<link", "src=", "@import", "url("] {
            #expect(!page.contains(outside), "page refers to an outside asset or script: \(outside)")
        }
        #expect(page.hasSuffix("</body>\n</html>\n"))
    }

    @Test func coverageBarsCarryAccessibleLabelsAndPercentages() {
        #expect(page.contains("<h3>Target <bdi>FocusTimerWidgets</bdi></h3>"))
        #expect(page.contains(
            "role=\"img\" aria-label=\"ko: 70% translated, 10% needs review, 10% new, 10% missing of 10 keys\""))
        #expect(page.contains("<span class=\"translated\" style=\"width: 70.0%\"></span><span class=\"review\" style=\"width: 10.0%\"></span>"))
        #expect(page.contains("aria-label=\"ar: 33% translated, 0% needs review, 0% new, 66% missing of 3 keys\""))
        #expect(page.contains("<td>33% <span class=\"count\">(1)</span></td>"))
    }

    @Test func widgetGapsListOnlyTheWidgetRules() throws {
        let start = try #require(page.range(of: "<h2 id=\"widget-gaps\">"))
        let end = try #require(page.range(of: "<h2 id=\"rtl\">"))
        let section = String(page[start.upperBound..<end.lowerBound])
        #expect(section.contains("<bdi dir=\"auto\">timer.remaining %@</bdi>"))
        #expect(section.contains("<bdi dir=\"auto\">Pause</bdi></td><td><bdi dir=\"auto\">ko</bdi>"))
        #expect(!section.contains("unused-key") && !section.contains("rtl-timer-digits"))
    }

    @Test func rightToLeftStringsShownLogicallyAndAsDisplayed() {
        #expect(page.contains("<td><bdi dir=\"auto\">متبقي %@</bdi></td>"))
        // Stored text in its own direction, never letters reversed inside an LTR override.
        #expect(page.contains("<td class=\"sample logical\"><bdi dir=\"rtl\" lang=\"ar\">متبقي 25:00</bdi></td>"))
        #expect(!page.contains("<bdo dir=\"ltr\" lang=\"ar\">متبقي 25:00</bdo>"))
        #expect(page.contains("<td class=\"sample\"><bdo dir=\"ltr\" lang=\"ar\">25:00 يقبتم</bdo></td>"))
    }

    @Test func invisibleControlsShowAsNamedMarks() {
        var finding = Fixtures.rightToLeft
        finding.rendering = RightToLeftRendering(logical: "متبقي \u{2066}25:00\u{2069}\u{200F}", displayed: "25:00 يقبتم")
        let input = Fixtures.input(findings: [finding])
        let html = HTMLReporter().render(input)
        #expect(html.contains(#"متبقي <bdi class="control" title="U+2066 LEFT-TO-RIGHT ISOLATE">LRI</bdi>25:00<bdi class="control" title="U+2069 POP DIRECTIONAL ISOLATE">PDI</bdi><bdi class="control" title="U+200F RIGHT-TO-LEFT MARK">RLM</bdi>"#))
        // The fix (U+2066 %@ U+2069) names its controls too.
        #expect(html.contains(#"Fix: <bdi dir="auto"><bdi class="control" title="U+2066 LEFT-TO-RIGHT ISOLATE">LRI</bdi>%@"#))
    }

    @Test func textQuotedInAMessageIsIsolated() {
        let html = HTMLReporter().render(Fixtures.input())
        #expect(html.contains(#"no Korean translation for &quot;<bdi dir="auto">Pause</bdi>&quot;"#))
        #expect(html.contains(#"&quot;<bdi dir="auto">timer.remaining %@</bdi>&quot; is used by the widget"#))
    }

    @Test func aShareBelowOnePercentIsEscaped() {
        let input = ReportInput(
            toolName: "stringsguard", toolVersion: "1", findings: [],
            coverage: [CoverageRow(target: "App", language: "ar", total: 400, translated: 399, needsReview: 1, new: 0, missing: 0)])
        let html = HTMLReporter().render(input)
        #expect(html.contains("<td>&lt;1% <span class=\"count\">(1)</span></td>"))
        #expect(!html.contains("<td><1%"))
    }

    @Test func findingsAreGroupedByTargetLanguageAndRuleWithAFilter() {
        let html = HTMLReporter().render(Fixtures.input())
        let groups = html.components(separatedBy: "<details class=\"group\"").count - 1
        #expect(groups == 4)
        #expect(html.contains(#"<details class="group" open data-rule="widget-missing-translation"><summary><bdi>FocusTimerWidgets</bdi> · <bdi>ko</bdi> · <span class="rule">widget-missing-translation</span> <span class="count">(1)</span></summary>"#))
        #expect(html.contains(#"<label><input type="radio" name="rule" id="rule-all" checked> all</label>"#))
        #expect(html.contains(#"body:has(#rule-0:checked) .group:not([data-rule="rtl-timer-digits"]) { display: none; }"#))
        #expect(html.contains(#"body:has(#severity-error:checked) .findings tbody tr:not(.error) { display: none; }"#))
        #expect(!html.contains("<script"))
    }

    @Test func escapesEveryUserString() {
        let hostile = Finding(rule: "widget-missing-key", severity: .error,
                              location: SourceLocation(file: "/work/FocusTimer/<x>.swift", line: 1, column: 1),
                              message: "<script>alert(\"x\")</script> & 'y'", key: "\"><img src=x>", targets: ["T&T"])
        let html = HTMLReporter().render(Fixtures.input(findings: [hostile]))
        #expect(!html.contains("<script") && !html.contains("<img"))
        #expect(html.contains("&lt;script&gt;alert(&quot;<bdi dir=\"auto\">x</bdi>&quot;)&lt;/script&gt; &amp; &#39;y&#39;"))
        #expect(html.contains("<bdi dir=\"auto\">&quot;&gt;&lt;img src=x&gt;</bdi>"))
        #expect(html.contains("<bdi dir=\"auto\">T&amp;T</bdi>"))
        #expect(html.contains("/work/FocusTimer/&lt;x&gt;.swift:1:1"))
    }

    @Test func pageDirectionFollowsThePageLanguage() {
        #expect(HTMLReporter(pageLanguage: "ar").render(Fixtures.input()).contains("<html lang=\"ar\" dir=\"rtl\">"))
        #expect(HTMLReporter(pageLanguage: "he-IL").render(Fixtures.input()).contains("<html lang=\"he-IL\" dir=\"rtl\">"))
        #expect(HTMLReporter(pageLanguage: "az-Arab").render(Fixtures.input()).contains("dir=\"rtl\""))
        #expect(HTMLReporter(pageLanguage: "ko").render(Fixtures.input()).contains("<html lang=\"ko\" dir=\"ltr\">"))
    }

    @Test func emptyReportSaysWhatIsEmpty() {
        let html = HTMLReporter().render(ReportInput(toolName: "stringsguard", toolVersion: "1", findings: []))
        #expect(html.contains("No catalogs were measured."))
        #expect(html.contains("No widget string is reported missing against the app."))
        #expect(html.contains("No right-to-left findings."))
        var noWidget = ReportInput(toolName: "stringsguard", toolVersion: "1", findings: [])
        noWidget.widgetTargets = []
        #expect(HTMLReporter().render(noWidget).contains("The project has no widget target, so there is nothing to compare with the app."))
        #expect(!HTMLReporter().render(noWidget).contains("has every string"))
        noWidget.widgetTargets = ["FocusTimerWidgets"]
        #expect(HTMLReporter().render(noWidget).contains("The widget's catalog has every string it uses."))
        #expect(html.contains("<span class=\"summary\">No findings.</span>"))
    }
}
