import Checks
import Diagnostics
import StringsGuardKit
import Testing

/// `--strict`, `--quiet`, `--max-warnings`, `--severity`: what is shown and whether the run fails.
@Suite struct FindingPolicyTests {
    /// An app alone: "Resume" and "Stop" lack their German translation (two warnings), and a stale key (a note).
    static func findings() throws -> (project: ProjectFolder, findings: [Finding]) {
        let project = try ProjectFolder([
            ".stringsguard.json": #"{ "targets": [ { "name": "App", "role": "app", "catalogs": ["App/Localizable.xcstrings"] } ] }"#,
            "App/Localizable.xcstrings": """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Old" : { "extractionState" : "stale", "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Alt" } } } },
                    "Paused" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Pausiert" } } } },
                    "Resume" : { },
                    "Stop" : { }
                  },
                  "version" : "1.0"
                }
                """,
        ])
        return (project, try project.session().check().findings)
    }

    @Test func strictFailsOnTheRunsWarnings() throws {
        let (project, findings) = try Self.findings()
        defer { project.remove() }
        #expect(project.lines(findings) == [
            "App/Localizable.xcstrings:4:5: note: \"Old\" is stale: Xcode no longer finds it in the code [stale-key]",
            "App/Localizable.xcstrings:6:5: warning: \"Resume\" has no de translation [missing-translation]",
            "App/Localizable.xcstrings:7:5: warning: \"Stop\" has no de translation [missing-translation]",
        ])
        #expect(FindingPolicy().decision(for: findings) == .init(fails: false, reason: nil))
        #expect(FindingPolicy(strict: true).decision(for: findings)
            == .init(fails: true, reason: "2 warnings, and --strict fails on warnings"))
        #expect(FindingPolicy(strict: true).reported(findings) == findings)
    }

    @Test func maxWarningsFailsOnlyAboveTheCount() throws {
        let (project, findings) = try Self.findings()
        defer { project.remove() }
        #expect(FindingPolicy(maxWarnings: 2).decision(for: findings).fails == false)
        #expect(FindingPolicy(maxWarnings: 1).decision(for: findings)
            == .init(fails: true, reason: "2 warnings, more than --max-warnings 1 allows"))
        #expect(FindingPolicy(maxWarnings: 0).decision(for: findings).fails)
    }

    @Test func severityAndQuietHideWhatIsBelowButNeverWhyARunFailed() throws {
        let (project, findings) = try Self.findings()
        defer { project.remove() }
        #expect(project.lines(FindingPolicy(minimumSeverity: .warning).reported(findings)) == [
            "App/Localizable.xcstrings:6:5: warning: \"Resume\" has no de translation [missing-translation]",
            "App/Localizable.xcstrings:7:5: warning: \"Stop\" has no de translation [missing-translation]",
        ])
        #expect(FindingPolicy(quiet: true).reported(findings) == [])
        #expect(!FindingPolicy(quiet: true).showsNotices && FindingPolicy().showsNotices)
        #expect(FindingPolicy(strict: true, quiet: true).decision(for: findings)
            == .init(fails: true, reason: "2 warnings (not shown with --quiet), and --strict fails on warnings"))
        #expect(FindingPolicy(maxWarnings: 1, minimumSeverity: .error).decision(for: findings)
            == .init(fails: true, reason: "2 warnings (not shown with --severity error), more than --max-warnings 1 allows"))
    }

    @Test func errorsAlwaysFail() {
        let error = Finding(rule: "format-mismatch", severity: .error, location: SourceLocation(file: "a", line: 1, column: 1), message: "m")
        #expect(FindingPolicy().decision(for: [error]) == .init(fails: true, reason: "1 error"))
        #expect(FindingPolicy(maxWarnings: 100).decision(for: [error, error]) == .init(fails: true, reason: "2 errors"))
    }

    @Test func optionValuesAreChecked() throws {
        #expect(throws: InputError("--severity must be error, warning or note, not 'info'")) { try FindingPolicy.severity(named: "info") }
        #expect(try FindingPolicy.severity(named: "note") == .note)
        #expect(throws: InputError("--max-warnings takes a number of warnings (0 or more), not '-1'")) { try FindingPolicy.maxWarnings(parsing: "-1") }
        #expect(try FindingPolicy.maxWarnings(parsing: "25") == 25)
    }
}
