import Diagnostics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Reporting
import Testing

/// Reads JUnit XML back into elements with their attributes and text, as a CI dashboard would.
private final class JUnitReader: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        var children: [Int] = []
    }

    var elements: [Element] = []
    private var stack: [Int] = []

    static func read(_ xml: String) throws -> JUnitReader {
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        let parsed = parser.parse()
        #expect(parsed, "XML did not parse: \(String(describing: parser.parserError))")
        return reader
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String]) {
        if let parent = stack.last { elements[parent].children.append(elements.count) }
        stack.append(elements.count)
        elements.append(Element(name: name, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = stack.last { elements[current].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func named(_ name: String) -> [Element] { elements.filter { $0.name == name } }
    func children(of element: Element) -> [Element] { element.children.map { elements[$0] } }
}

@Suite struct JUnitReporterTests {
    @Test func oneCasePerRuleAndFileWithConsistentCounts() throws {
        let extraError = Finding(rule: "widget-missing-key", severity: .error,
                                 location: SourceLocation(file: Fixtures.widgetSource, line: 30, column: 1), message: "second <gap> & \"more\"")
        let input = Fixtures.input(findings: Fixtures.input().findings + [extraError])
        let reader = try JUnitReader.read(JUnitReporter(baseDirectory: Fixtures.base).render(input))
        let suites = try #require(reader.named("testsuites").first)
        let suite = try #require(reader.named("testsuite").first)
        #expect(suite.attributes["name"] == "stringsguard")
        let cases = reader.named("testcase")
        // 4 rules with findings in one file each, plus "plural-forms" described and clean.
        #expect(cases.count == 5)
        #expect(suite.attributes["tests"] == "5" && suites.attributes["tests"] == "5")
        let failing = cases.filter { !reader.children(of: $0).filter { $0.name == "failure" }.isEmpty }
        #expect(failing.count == 2)
        #expect(suite.attributes["failures"] == "2" && suites.attributes["failures"] == "2")
        #expect(suite.attributes["errors"] == "0")

        let gap = try #require(cases.first { $0.attributes["classname"] == "widget-missing-key" })
        #expect(gap.attributes["name"] == "FocusTimerWidgets/TimerWidget.swift")
        let failure = try #require(reader.children(of: gap).first { $0.name == "failure" })
        #expect(failure.attributes["type"] == "error")
        // The first finding, which a dashboard shows as the failure's one line.
        #expect(failure.attributes["message"] == "12:5: \"timer.remaining %@\" is used by the widget but missing from its catalog (and 1 more)")
        #expect(failure.text.contains("12:5: error: \"timer.remaining %@\" is used by the widget"))
        #expect(failure.text.contains("30:1: error: second <gap> & \"more\""))
        #expect(failure.text.contains("fix: copy the key from the app's catalog"))

        let warning = try #require(cases.first { $0.attributes["classname"] == "widget-missing-translation" })
        #expect(reader.children(of: warning).first?.attributes["type"] == "warning")
    }

    @Test func notesPassAndListThemselvesInSystemOut() throws {
        let reader = try JUnitReader.read(JUnitReporter(baseDirectory: Fixtures.base).render(Fixtures.input()))
        let noteCase = try #require(reader.named("testcase").first { $0.attributes["classname"] == "unused-key" })
        let children = reader.children(of: noteCase)
        #expect(children.map(\.name) == ["system-out"])
        #expect(children.first?.text == "3:5: note: key | \"old*_title\" <b> & 100% unused, see #12 @team")
        let clean = try #require(reader.named("testcase").first { $0.attributes["classname"] == "plural-forms" })
        #expect(clean.attributes["name"] == "all files" && clean.children.isEmpty)
    }

    @Test func attributesSurviveQuotesNewlinesAndControlCharacters() throws {
        let finding = Finding(rule: "r\"<&>'", severity: .warning,
                              location: SourceLocation(file: "dir/a'b\".swift", line: 1, column: 1), message: "line one\nline two \u{01}")
        let xml = JUnitReporter().render(ReportInput(toolName: "sg & co", toolVersion: "1", findings: [finding]))
        let reader = try JUnitReader.read(xml)
        let testCase = try #require(reader.named("testcase").first)
        #expect(testCase.attributes["classname"] == "r\"<&>'")
        #expect(testCase.attributes["name"] == "dir/a'b\".swift")
        #expect(reader.named("testsuite").first?.attributes["name"] == "sg & co")
        #expect(reader.named("failure").first?.text == "1:1: warning: line one\nline two \u{FFFD}")
    }
}

@Suite struct GitHubActionsReporterTests {
    @Test func workflowCommandsPerSeverity() {
        let output = GitHubActionsReporter(baseDirectory: Fixtures.base).render(Fixtures.input(findings: [Fixtures.missingKey, Fixtures.missingTranslation, Fixtures.secondNote]))
        // Errors first, then warnings, then notices: GitHub shows only so many of each.
        #expect(output == """
            ::error file=FocusTimerWidgets/TimerWidget.swift,line=12,col=5,title=widget-missing-key::"timer.remaining %25@" is used by the widget but missing from its catalog%0Afix: copy the key from the app's catalog
            ::warning file=FocusTimerWidgets/Localizable.xcstrings,line=40,col=9,title=widget-missing-translation::no Korean translation for "Pause"
            ::notice file=FocusTimerWidgets/Localizable.xcstrings,line=3,col=5,title=unused-key::key | "old*_title" <b> & 100%25 unused, see #12 @team

            """)
    }

    @Test func escapesPercentNewlinesAndPropertySeparators() {
        let finding = Finding(rule: "rule:with,comma", severity: .error,
                              location: SourceLocation(file: "/repo/dir,1/a:b%.swift", line: 7, column: 2),
                              message: "100% done\r\nnext: a, b")
        let output = GitHubActionsReporter(baseDirectory: "/repo").render(Fixtures.input(findings: [finding]))
        // A line break inside the message (a key's) is shown as an escape, not as a second line.
        #expect(output == "::error file=dir%2C1/a%3Ab%25.swift,line=7,col=2,title=rule%3Awith%2Ccomma::100%25 done\\r\\nnext: a, b\n")
        #expect(output.filter(\.isNewline).count == 1)
    }

    @Test func controlCharactersOfAKeyNeverReachTheLog() {
        let finding = Finding(rule: "r", severity: .error, location: SourceLocation(file: "/repo/a.xcstrings", line: 1, column: 1),
                              message: "\"\u{1B}[31mred\" is missing", fix: "add \"\u{1B}[31mred\"")
        let output = GitHubActionsReporter(baseDirectory: "/repo").render(Fixtures.input(findings: [finding]))
        #expect(output == "::error file=a.xcstrings,line=1,col=1,title=r::\"\\u{1B}[31mred\" is missing%0Afix: add \"\\u{1B}[31mred\"\n")
    }
}

@Suite struct MarkdownReporterTests {
    @Test func headingCoverageTablesAndFindings() {
        let output = MarkdownReporter(baseDirectory: Fixtures.base).render(Fixtures.input())
        #expect(output.hasPrefix("## stringsguard: 1 error, 1 warning, 2 notes in 2 files\n"))
        #expect(output.contains("""
            ### Coverage of FocusTimerWidgets

            | Language | Translated | Needs review | New | Missing |
            | --- | ---: | ---: | ---: | ---: |
            | ko | 70% (7/10) | 1 | 1 | 1 |
            | ar | 100% (10/10) | 0 | 0 | 0 |

            ### Coverage of FocusTimer

            | Language | Translated | Needs review | New | Missing |
            | --- | ---: | ---: | ---: | ---: |
            | ar | 33% (1/3) | 0 | 0 | 2 |
            """))
        #expect(output.contains(
            "| widget-missing-key | error | FocusTimerWidgets/TimerWidget.swift\\:12\\:5 | \"timer.remaining %\\@\" is used by the widget but missing from its catalog<br>Fix: copy the key from the app's catalog |"))
    }

    @Test func cellsEscapePipesAndMarkdownCharacters() throws {
        let output = MarkdownReporter(baseDirectory: Fixtures.base).render(Fixtures.input(findings: [Fixtures.secondNote]))
        let row = try #require(output.split(separator: "\n").first { $0.hasPrefix("| unused-key") })
        #expect(row == "| unused-key | note | FocusTimerWidgets/Localizable.xcstrings\\:3\\:5 | key \\| \"old\\*\\_title\" &lt;b&gt; &amp; 100% unused, see \\#12 \\@team |")
        // Exactly the four column separators plus the outer pipes are unescaped.
        let unescapedPipes = zip(row, row.dropFirst()).filter { $0.1 == "|" && $0.0 != "\\" }.count + (row.first == "|" ? 1 : 0)
        #expect(unescapedPipes == 5)
    }

    @Test func longListsStopWithACountOfTheRest() {
        let findings = (1...7).map {
            Finding(rule: "r", severity: .warning, location: SourceLocation(file: "a.swift", line: $0, column: 1), message: "m\($0)")
        }
        let output = MarkdownReporter(findingLimit: 5).render(Fixtures.input(findings: findings))
        #expect(output.contains("| r | warning | a.swift\\:5\\:1 | m5 |"))
        #expect(!output.contains("m6"))
        #expect(output.contains("…and 2 more findings."))
        let one = MarkdownReporter(findingLimit: 6).render(Fixtures.input(findings: findings))
        #expect(one.contains("…and 1 more finding.") && one.contains("m6 |"))
        #expect(!MarkdownReporter(findingLimit: 7).render(Fixtures.input(findings: findings)).contains("more finding"))
    }

    @Test func cleanRunHasNoFindingsTable() {
        let output = MarkdownReporter().render(Fixtures.input(findings: []))
        #expect(output.hasPrefix("## stringsguard: No findings.\n"))
        #expect(!output.contains("### Findings"))
    }
}
