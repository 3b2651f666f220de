import Foundation
import Testing
import _StringsGuardTestSupport

/// The reports `check` writes on the sample app, as CI uploads them, validated by the consumers' published
/// schemas (Tests/ReportingTests/Schemas): SARIF 2.1.0, Jenkins' JUnit, GitLab's Code Quality issue;
/// Checkstyle, which has none, must be well formed.
@Suite struct ReportSchemaTests {
    private func report(_ format: String) throws -> String {
        let output = try CommandRunner.run(["check", "--format", format])
        #expect(output.status == 1, "the sample has errors: \(output.standardError)")
        return output.standardOutput
    }

    @Test func sarifOfTheSampleIsValid() throws {
        let outcome = try SchemaValidator.validateJSON(try report("sarif"), schema: "sarif-schema-2.1.0.json")
        #expect(outcome.isValid, "\(outcome.output)")
    }

    @Test func junitOfTheSampleIsValid() throws {
        let outcome = try SchemaValidator.validateXML(try report("junit"), schema: "junit-10.xsd")
        #expect(outcome.isValid, "\(outcome.output)")
    }

    @Test func gitlabOfTheSampleIsValid() throws {
        let outcome = try SchemaValidator.validateJSON(try report("gitlab"), schema: "gitlab-codeclimate.json", each: true)
        #expect(outcome.isValid, "\(outcome.output)")
        #expect(outcome.output.contains("5 document(s), 0 violation(s)"))
    }

    @Test func checkstyleOfTheSampleIsWellFormed() throws {
        let outcome = try SchemaValidator.validateXML(try report("checkstyle"), schema: nil)
        #expect(outcome.isValid, "\(outcome.output)")
    }
}
