import Diagnostics
import Foundation
import Reporting
import Testing
import _StringsGuardTestSupport

/// Every machine-read format, validated by the consumers' own published schemas (kept in Schemas/ with
/// their licences): SARIF by OASIS's 2.1.0 schema, JUnit by Jenkins' xUnit schema, GitLab Code Quality by
/// the schema GitLab validates each issue with. Checkstyle has no published schema: it must be well formed.
@Suite struct SchemaValidationTests {
    /// Findings of every severity, in real files (so columns are converted), on a shared catalog, with
    /// rule documentation and characters every format must escape.
    static func input(_ repository: SampleRepository) -> ReportInput {
        var rules = Fixtures.rules
        rules[0].rationale = "Why: \"quoted\" & <marked>."
        rules[0].howToFix = "**Markdown** help."
        var findings = Fixtures.input().findings
        findings += [repository.emojiFinding, repository.hangulFinding]
        return ReportInput(
            toolName: "stringsguard", toolVersion: "1.0.0", findings: findings, rules: rules,
            ruleHelpBase: "https://example.com/rules/{rule}", elapsedSeconds: 0.317)
    }

    @Test func sarifValidatesAgainstTheOfficialSchema() throws {
        let repository = try SampleRepository()
        defer { repository.remove() }
        let sarif = SARIFReporter(baseDirectory: repository.root, repositoryRoot: repository.root).render(Self.input(repository))
        let outcome = try SchemaValidator.validateJSON(sarif, schema: "sarif-schema-2.1.0.json")
        #expect(outcome.isValid, "\(outcome.output)")
        #expect(outcome.output.contains("1 document(s), 0 violation(s)"))
    }

    @Test func theSchemaCatchesWhatItShould() throws {
        // The validator really validates: a column kind SARIF does not define is a violation.
        let repository = try SampleRepository()
        defer { repository.remove() }
        let sarif = SARIFReporter(baseDirectory: repository.root).render(Self.input(repository))
            .replacingOccurrences(of: "\"utf16CodeUnits\"", with: "\"utf8Bytes\"")
        let outcome = try SchemaValidator.validateJSON(sarif, schema: "sarif-schema-2.1.0.json")
        #expect(!outcome.isValid)
        #expect(outcome.output.contains("runs/0/columnKind"))
    }

    @Test func junitValidatesAgainstJenkinsSchema() throws {
        let repository = try SampleRepository()
        defer { repository.remove() }
        let xml = JUnitReporter(baseDirectory: repository.root).render(Self.input(repository))
        let outcome = try SchemaValidator.validateXML(xml, schema: "junit-10.xsd")
        #expect(outcome.isValid, "\(outcome.output)")
        // A time Jenkins' SUREFIRE_TIME pattern rejects is caught, so the check has teeth.
        let broken = try SchemaValidator.validateXML(xml.replacingOccurrences(of: "time=\"0.317\"", with: "time=\"0.3170\""), schema: "junit-10.xsd")
        #expect(!broken.isValid)
    }

    @Test func gitlabIssuesValidateAgainstGitLabsSchema() throws {
        let repository = try SampleRepository()
        defer { repository.remove() }
        let json = GitLabCodeQualityReporter(baseDirectory: repository.root).render(Self.input(repository))
        let outcome = try SchemaValidator.validateJSON(json, schema: "gitlab-codeclimate.json", each: true)
        #expect(outcome.isValid, "\(outcome.output)")
        #expect(outcome.output.contains("6 document(s), 0 violation(s)"))
        let broken = try SchemaValidator.validateJSON(json.replacingOccurrences(of: "\"begin\": 3", with: "\"begin\": \"3\""), schema: "gitlab-codeclimate.json", each: true)
        #expect(!broken.isValid)
    }

    @Test func checkstyleIsWellFormed() throws {
        let repository = try SampleRepository()
        defer { repository.remove() }
        let xml = CheckstyleReporter(baseDirectory: repository.root).render(Self.input(repository))
        let outcome = try SchemaValidator.validateXML(xml, schema: nil)
        #expect(outcome.isValid, "\(outcome.output)")
    }
}
