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
        #expect(page.contains("<td class=\"sample\"><bdo dir=\"ltr\" lang=\"ar\">متبقي 25:00</bdo></td>"))
        #expect(page.contains("<td class=\"sample\"><bdo dir=\"ltr\" lang=\"ar\">25:00 يقبتم</bdo></td>"))
    }

    @Test func escapesEveryUserString() {
        let hostile = Finding(rule: "widget-missing-key", severity: .error,
                              location: SourceLocation(file: "/work/FocusTimer/<x>.swift", line: 1, column: 1),
                              message: "<script>alert(\"x\")</script> & 'y'", key: "\"><img src=x>", targets: ["T&T"])
        let html = HTMLReporter().render(Fixtures.input(findings: [hostile]))
        #expect(!html.contains("<script") && !html.contains("<img"))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;"))
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
        #expect(html.contains("The widget's catalog has every string it uses."))
        #expect(html.contains("No right-to-left findings."))
        #expect(html.contains("<span class=\"summary\">No findings.</span>"))
    }
}
