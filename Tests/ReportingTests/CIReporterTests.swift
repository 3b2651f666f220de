import Diagnostics
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Reporting
import Testing
import _StringsGuardTestSupport

/// A repository on disk with a Swift file and a catalog whose lines hold characters of every UTF-8 length,
/// so column conversions and line hashes are computed from real files.
struct SampleRepository {
    let root: String
    /// `Text("🙂 Pause")`: "P" is byte 11 of the line (column 12) and UTF-16 unit 9 (column 10).
    let source: String
    /// Line 3 is `    "가나 %@" : {`: the `%` is byte 12 (column 13), UTF-16 unit 8 (column 9).
    let catalog: String

    init() throws {
        root = try makeTemporaryFolder("stringsguard-ci")
        try FileManager.default.createDirectory(atPath: root + "/Widget", withIntermediateDirectories: true)
        source = root + "/Widget/Timer View.swift"
        catalog = root + "/Widget/Localizable.xcstrings"
        try "import SwiftUI\n\nText(\"🙂 Pause\")\n    Text(\"🙂 Pause\")\n".write(toFile: source, atomically: true, encoding: .utf8)
        try "{\n  \"strings\" : {\n    \"가나 %@\" : {\r\n    }\n  }\n}\n".write(toFile: catalog, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    var emojiFinding: Finding {
        Finding(
            rule: "widget-missing-key", severity: .error, location: SourceLocation(file: source, line: 3, column: 12),
            message: "\"🙂 Pause\" is missing", key: "🙂 Pause", targets: ["Widget"])
    }

    var hangulFinding: Finding {
        Finding(
            rule: "format-mismatch", severity: .warning, location: SourceLocation(file: catalog, line: 3, column: 13),
            message: "specifier differs", key: "가나 %@", language: "ko", targets: ["App", "Widget"])
    }
}

@Suite struct SARIFCodeScanningTests {
    private func run(_ output: String) throws -> [String: Any] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    private func region(_ result: [String: Any]) -> [String: Int]? {
        ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int]
    }

    private func artifact(_ result: [String: Any]) -> [String: String]? {
        ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
    }

    @Test func columnsAreUTF16CodeUnitsReadFromTheLine() throws {
        let repository = try SampleRepository()
        defer { repository.remove() }
        let input = ReportInput(toolName: "stringsguard", toolVersion: "1.2.3", findings: [repository.emojiFinding, repository.hangulFinding])
        let run = try run(SARIFReporter(baseDirectory: repository.root, repositoryRoot: repository.root).render(input))
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 2)
        let byRule = Dictionary(uniqueKeysWithValues: results.map { ($0["ruleId"] as? String ?? "", $0) })
        #expect(region(try #require(byRule["widget-missing-key"])) == ["startLine": 3, "startColumn": 10])
        // The catalog's line ends in CRLF; the CR is not part of the line and changes nothing before the column.
        #expect(region(try #require(byRule["format-mismatch"])) == ["startLine": 3, "startColumn": 9])
    }

    @Test func aColumnInsideACharacterCountsTheWholeCharacterBefore() throws {
        let repository = try SampleRepository()
        defer { repository.remove() }
        // Byte column 9 is the second byte of 🙂 (bytes 7 to 10): the column is 🙂's own, UTF-16 unit 7.
        var finding = repository.emojiFinding
        finding.location.column = 9
        let run = try run(SARIFReporter(baseDirectory: repository.root).render(ReportInput(toolName: "s", toolVersion: "1", findings: [finding])))
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(region(result) == ["startLine": 3, "startColumn": 7])
    }

    @Test func aUTF16FileConvertsItsDecodedLine() throws {
        let folder = try makeTemporaryFolder("stringsguard-utf16")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.strings"
        // UTF-16LE with a byte order mark, as Xcode's older tables are written.
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "/* 시작 */\n\"키\" = \"값\";\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        // `=` on line 2: after `"키" ` — 1 + 3 + 1 + 1 = 6 UTF-8 bytes (column 7), 4 UTF-16 units (column 5).
        let finding = Finding(rule: "r", severity: .note, location: SourceLocation(file: path, line: 2, column: 7), message: "m")
        let run = try run(SARIFReporter(baseDirectory: folder).render(ReportInput(toolName: "s", toolVersion: "1", findings: [finding])))
        #expect(region(try #require((run["results"] as? [[String: Any]])?.first)) == ["startLine": 2, "startColumn": 5])
    }

    @Test func urisAreRelativeToTheRepositoryRootNeverClimbingOut() throws {
        let repository = try SampleRepository()
        defer { repository.remove() }
        let outside = Finding(
            rule: "stale-key", severity: .note, location: SourceLocation(file: "/elsewhere/Shared.xcstrings", line: 2, column: 1), message: "m")
        // Run from the Widget folder, with paths relative to it as the findings carry them.
        var relative = repository.emojiFinding
        relative.location.file = "Timer View.swift"
        let input = ReportInput(toolName: "s", toolVersion: "1", findings: [relative, outside])
        let output = SARIFReporter(baseDirectory: repository.root + "/Widget", repositoryRoot: repository.root).render(input)
        #expect(!output.contains("../"))
        let run = try run(output)
        let base = try #require((run["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: String])
        #expect(base["uri"] == "file://" + repository.root + "/")
        let results = try #require(run["results"] as? [[String: Any]])
        let byRule = Dictionary(uniqueKeysWithValues: results.map { ($0["ruleId"] as? String ?? "", $0) })
        #expect(artifact(try #require(byRule["widget-missing-key"])) == ["uri": "Widget/Timer%20View.swift", "uriBaseId": "SRCROOT"])
        #expect(artifact(try #require(byRule["stale-key"])) == ["uri": "file:///elsewhere/Shared.xcstrings"])
        // Still read from the right file: the column is converted.
        #expect(region(try #require(byRule["widget-missing-key"]))?["startColumn"] == 10)
    }

    @Test func primaryLocationLineHashFollowsTheLineAndCountsRepeats() throws {
        let repository = try SampleRepository()
        defer { repository.remove() }
        func hashes(_ findings: [Finding]) throws -> [String] {
            let run = try run(SARIFReporter(baseDirectory: repository.root).render(ReportInput(toolName: "s", toolVersion: "1", findings: findings)))
            return try #require(run["results"] as? [[String: Any]]).map {
                ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] ?? ""
            }
        }
        let first = repository.emojiFinding
        // Line 4 holds the same text, indented: the same hash, the second occurrence.
        var second = first
        second.location.line = 4
        let both = try hashes([first, second])
        #expect(both.count == 2)
        let parts = both.map { $0.split(separator: ":").map(String.init) }
        #expect(parts[0].count == 2 && parts[0][0].count == 16 && parts[0][1] == "1")
        #expect(parts[1] == [parts[0][0], "2"])
        // Another rule on the same line is another alert.
        var otherRule = first
        otherRule.rule = "stale-key"
        #expect(try hashes([otherRule])[0] != both[0])
    }

    @Test func rulesCarryFullDescriptionHelpAndHelpURI() throws {
        let rule = RuleDescriptor(
            id: "widget-missing-key", category: .widget, defaultSeverity: .error, summary: "Short.",
            rationale: "Why it matters.", howToFix: "Add it.")
        let run = try run(SARIFReporter().render(ReportInput(
            toolName: "s", toolVersion: "1", findings: [], rules: [rule], ruleHelpBase: "https://docs.example/rules/")))
        let described = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(described.count == 1)
        #expect(described[0]["fullDescription"] as? [String: String] == ["text": "Why it matters."])
        // The help is the rule's documentation, as `explain` prints it and in Markdown.
        #expect(described[0]["help"] as? [String: String] == [
            "text": RuleDocumentation.text(of: rule), "markdown": RuleDocumentation.markdown(of: rule),
        ])
        #expect((described[0]["help"] as? [String: String])?["markdown"]?.contains("## How to fix it\n\nAdd it.") == true)
        #expect(described[0]["helpUri"] as? String == "https://docs.example/rules/widget-missing-key")
    }

    @Test func aSharedCatalogIsOneResultNamingEveryTarget() throws {
        let repository = try SampleRepository()
        defer { repository.remove() }
        let run = try run(SARIFReporter(baseDirectory: repository.root).render(
            ReportInput(toolName: "s", toolVersion: "1", findings: [repository.hangulFinding])))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect((results[0]["message"] as? [String: String])?["text"] == "specifier differs (affects App, Widget)")
        #expect((results[0]["properties"] as? [String: Any])?["targets"] as? [String] == ["App", "Widget"])
    }

    @Test func semanticVersionOnlyWhenTheVersionIsOne() throws {
        func driver(_ version: String) throws -> [String: Any] {
            try #require((try run(SARIFReporter().render(ReportInput(toolName: "s", toolVersion: version, findings: [])))["tool"] as? [String: Any])?["driver"] as? [String: Any])
        }
        #expect(try driver("1.4.0")["semanticVersion"] as? String == "1.4.0")
        #expect(try driver("2.0.0-beta.1")["semanticVersion"] as? String == "2.0.0-beta.1")
        #expect(try driver("1.4")["semanticVersion"] == nil)
    }
}

@Suite struct GitHubAnnotationLimitTests {
    static func findings(_ severity: Severity, _ count: Int, file: String = "/repo/App/L.xcstrings") -> [Finding] {
        (1...count).map {
            Finding(rule: "r-\(severity.rawValue)", severity: severity, location: SourceLocation(file: file, line: $0, column: 1), message: "\(severity.rawValue) \($0)")
        }
    }

    @Test func errorsFirstThenWarningsEachKindCut() {
        let findings = Self.findings(.note, 2) + Self.findings(.warning, 3) + Self.findings(.error, 4)
        let reporter = GitHubActionsReporter(baseDirectory: "/repo", annotationLimit: 2)
        let lines = reporter.render(ReportInput(toolName: "stringsguard", toolVersion: "1", findings: findings)).split(separator: "\n").map(String.init)
        #expect(lines == [
            "::error file=App/L.xcstrings,line=1,col=1,title=r-error::error 1",
            "::error file=App/L.xcstrings,line=2,col=1,title=r-error::error 2",
            "::warning file=App/L.xcstrings,line=1,col=1,title=r-warning::warning 1",
            "::warning file=App/L.xcstrings,line=2,col=1,title=r-warning::warning 2",
            "::notice file=App/L.xcstrings,line=1,col=1,title=r-note::note 1",
            "::notice file=App/L.xcstrings,line=2,col=1,title=r-note::note 2",
            "::group::3 more findings not annotated (GitHub shows 2 of each kind)",
            "App/L.xcstrings:3:1: error: error 3 [r-error]",
            "App/L.xcstrings:4:1: error: error 4 [r-error]",
            "App/L.xcstrings:3:1: warning: warning 3 [r-warning]",
            "::endgroup::",
        ])
    }

    @Test func withAStepSummaryTheRestGoesThere() throws {
        let findings = Self.findings(.error, 3) + Self.findings(.warning, 1)
        let reporter = GitHubActionsReporter(baseDirectory: "/repo", annotationLimit: 1, stepSummaryPath: "/tmp/summary.md")
        let input = ReportInput(toolName: "stringsguard", toolVersion: "1", findings: findings)
        let output = reporter.render(input)
        #expect(output == """
            ::error file=App/L.xcstrings,line=1,col=1,title=r-error::error 1
            ::warning file=App/L.xcstrings,line=1,col=1,title=r-warning::warning 1
            ::notice title=stringsguard::2 more findings not annotated (GitHub shows 1 of each kind): listed in the job summary

            """)
        let summary = try #require(reporter.summary(input))
        #expect(summary == """
            ### stringsguard: 3 errors, 1 warning, 0 notes in 1 file

            2 not shown as annotations (GitHub shows 1 of each kind per step):

            | Severity | Rule | Location | Message |
            |---|---|---|---|
            | error | r-error | App/L.xcstrings\\:2\\:1 | error 2 |
            | error | r-error | App/L.xcstrings\\:3\\:1 | error 3 |


            """)
    }

    @Test func noSummaryWhenEverythingWasAnnotated() {
        let reporter = GitHubActionsReporter(baseDirectory: "/repo", annotationLimit: 10, stepSummaryPath: "/tmp/summary.md")
        let input = ReportInput(toolName: "stringsguard", toolVersion: "1", findings: Self.findings(.error, 2))
        #expect(reporter.summary(input) == nil)
        #expect(!reporter.render(input).contains("::notice"))
    }

    @Test func pathsAreRelativeToTheWorkspaceWhateverTheFolder() {
        // Run from a subfolder of the checkout, as a monorepo's app step does.
        let finding = Finding(rule: "r", severity: .error, location: SourceLocation(file: "App/L.xcstrings", line: 1, column: 1), message: "m")
        let reporter = GitHubActionsReporter(baseDirectory: "/checkout/ios", workspace: "/checkout")
        #expect(reporter.render(ReportInput(toolName: "s", toolVersion: "1", findings: [finding]))
            == "::error file=ios/App/L.xcstrings,line=1,col=1,title=r::m\n")
    }

    @Test func optionsReachTheGitHubReporter() {
        let options = ReportOptions(baseDirectory: "/checkout/ios", githubWorkspace: "/checkout", annotationLimit: 1)
        let findings = Self.findings(.error, 2, file: "/checkout/ios/L.xcstrings")
        let output = ReportFormat.github.reporter(options: options).render(ReportInput(toolName: "s", toolVersion: "1", findings: findings))
        #expect(output.hasPrefix("::error file=ios/L.xcstrings,line=1,col=1,title=r-error::error 1\n::group::1 more finding not annotated"))
    }
}

@Suite struct XcodeAbsolutePathTests {
    @Test func relativePathsBecomeAbsoluteAgainstTheBaseFolder() {
        let findings = [
            Finding(rule: "r", severity: .error, location: SourceLocation(file: "Widget/../Widget/L.xcstrings", line: 2, column: 3), message: "m"),
            Finding(rule: "r", severity: .note, location: SourceLocation(file: "/abs/A.swift", line: 1, column: 1), message: "n"),
        ]
        let output = XcodeReporter(baseDirectory: "/work/App").render(ReportInput(toolName: "s", toolVersion: "1", findings: findings))
        #expect(output == "/abs/A.swift:1:1: note: n [r]\n/work/App/Widget/L.xcstrings:2:3: error: m [r]\n")
    }

    @Test func withoutABaseTheCurrentFolderIsUsed() {
        let finding = Finding(rule: "r", severity: .error, location: SourceLocation(file: "L.xcstrings", line: 1, column: 1), message: "m")
        let output = ReportFormat.xcode.reporter().render(ReportInput(toolName: "s", toolVersion: "1", findings: [finding]))
        #expect(output == FileManager.default.currentDirectoryPath + "/L.xcstrings:1:1: error: m [r]\n")
    }
}

@Suite struct JUnitTimeTests {
    @Test func suitesCarryTheRunsTimeCasesZero() {
        let finding = Finding(rule: "r", severity: .error, location: SourceLocation(file: "a.swift", line: 1, column: 1), message: "m")
        let xml = JUnitReporter().render(ReportInput(toolName: "s", toolVersion: "1", findings: [finding], elapsedSeconds: 1.23449))
        #expect(xml.contains("<testsuites name=\"s\" tests=\"1\" failures=\"1\" errors=\"0\" time=\"1.234\">"))
        #expect(xml.contains("<testsuite name=\"s\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\" time=\"1.234\">"))
        #expect(xml.contains("<testcase classname=\"r\" name=\"a.swift\" time=\"0\">"))
        #expect(xml.contains("<failure message=\"1:1: m\" type=\"error\">"))
    }

    @Test(arguments: [(0.0, "0"), (0.0004, "0"), (0.042, "0.042"), (2.5, "2.5"), (12.0, "12"), (-1.0, "0"), (Double.nan, "0")])
    func secondsHaveAtMostThreeDecimals(value: Double, expected: String) {
        let xml = JUnitReporter().render(ReportInput(toolName: "s", toolVersion: "1", findings: [], elapsedSeconds: value))
        #expect(xml.contains("errors=\"0\" time=\"\(expected)\">"))
    }
}

@Suite struct GitLabCodeQualityTests {
    @Test func issuesHaveGitLabsFieldsWithPathsFromTheRoot() throws {
        let repository = try SampleRepository()
        defer { repository.remove() }
        var fixed = repository.emojiFinding
        fixed.fix = "copy it"
        let output = GitLabCodeQualityReporter(baseDirectory: repository.root + "/Widget", repositoryRoot: repository.root)
            .render(ReportInput(toolName: "s", toolVersion: "1", findings: [fixed, repository.hangulFinding]))
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(issues.count == 2)
        let byCheck = Dictionary(uniqueKeysWithValues: issues.map { ($0["check_name"] as? String ?? "", $0) })
        let missing = try #require(byCheck["widget-missing-key"])
        #expect(missing["type"] as? String == "issue")
        #expect(missing["description"] as? String == "\"🙂 Pause\" is missing")
        #expect(missing["severity"] as? String == "major")
        #expect(missing["categories"] as? [String] == ["Bug Risk"])
        #expect((missing["content"] as? [String: String])?["body"] == "Fix: copy it")
        #expect((missing["location"] as? [String: Any])?["path"] as? String == "Widget/Timer View.swift")
        #expect(((missing["location"] as? [String: Any])?["lines"] as? [String: Int]) == ["begin": 3])
        let mismatch = try #require(byCheck["format-mismatch"])
        #expect(mismatch["severity"] as? String == "minor")
        #expect(mismatch["description"] as? String == "specifier differs (affects App, Widget)")
        #expect(mismatch["content"] == nil)
    }

    @Test func fingerprintsAreUniqueEvenForTheSameProblemTwice() throws {
        let repository = try SampleRepository()
        defer { repository.remove() }
        var again = repository.emojiFinding
        again.location.line = 4
        let output = GitLabCodeQualityReporter(repositoryRoot: repository.root)
            .render(ReportInput(toolName: "s", toolVersion: "1", findings: [repository.emojiFinding, again]))
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(fingerprints.count == 2 && Set(fingerprints).count == 2)
        // And the same on every run.
        #expect(GitLabCodeQualityReporter(repositoryRoot: repository.root)
            .render(ReportInput(toolName: "s", toolVersion: "1", findings: [repository.emojiFinding, again])) == output)
    }

    @Test func noFindingsIsAnEmptyArray() {
        #expect(GitLabCodeQualityReporter().render(ReportInput(toolName: "s", toolVersion: "1", findings: [])) == "[]\n")
    }
}

@Suite struct CheckstyleTests {
    @Test func oneFilePerPathWithErrorsInReportOrder() throws {
        let repository = try SampleRepository()
        defer { repository.remove() }
        let note = Finding(rule: "stale-key", severity: .note, location: SourceLocation(file: "Widget/Localizable.xcstrings", line: 1, column: 1),
                           message: "old & \"quoted\"", fix: "delete it")
        let output = CheckstyleReporter(baseDirectory: repository.root)
            .render(ReportInput(toolName: "stringsguard", toolVersion: "1", findings: [repository.emojiFinding, repository.hangulFinding, note]))
        #expect(output == """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="\(repository.catalog)">
                <error line="1" column="1" severity="info" message="old &amp; &quot;quoted&quot;&#10;fix: delete it" source="stringsguard.stale-key"/>
                <error line="3" column="9" severity="warning" message="specifier differs (affects App, Widget)" source="stringsguard.format-mismatch"/>
              </file>
              <file name="\(repository.source)">
                <error line="3" column="10" severity="error" message="&quot;🙂 Pause&quot; is missing" source="stringsguard.widget-missing-key"/>
              </file>
            </checkstyle>

            """)
    }

    @Test func unreadableLinesHaveNoColumn() {
        let finding = Finding(rule: "r", severity: .error, location: SourceLocation(file: "/nowhere/x.swift", line: 1, column: 5), message: "m")
        let output = CheckstyleReporter().render(ReportInput(toolName: "s", toolVersion: "1", findings: [finding]))
        #expect(output.contains("<error line=\"1\" severity=\"error\" message=\"m\" source=\"s.r\"/>"))
    }
}
