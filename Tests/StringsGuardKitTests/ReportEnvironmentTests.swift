import Diagnostics
import Foundation
import Reporting
import StringsGuardKit
import Testing
import _StringsGuardTestSupport

/// Report options from where the run is, and the GitHub job summary.
@Suite struct ReportEnvironmentTests {
    @Test func optionsComeFromTheFolderTheRepositoryAndGitHub() throws {
        let root = try makeTemporaryFolder("stringsguard-env")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/ios", withIntermediateDirectories: true)
        let options = ReportEnvironment.options(
            environment: ["GITHUB_WORKSPACE": root, "GITHUB_STEP_SUMMARY": root + "/summary.md"], folder: root + "/ios")
        #expect(options.baseDirectory == root + "/ios")
        #expect(options.repositoryRoot == root)
        #expect(options.githubWorkspace == root)
        #expect(options.stepSummaryPath == root + "/summary.md")
        let given = ReportEnvironment.options(repositoryRoot: "..", environment: ["GITHUB_STEP_SUMMARY": ""], folder: root + "/ios")
        #expect(given.repositoryRoot == root)
        #expect(given.stepSummaryPath == nil && given.githubWorkspace == nil)
    }

    @Test func theSummaryIsAddedAfterWhatOtherStepsWrote() throws {
        let root = try makeTemporaryFolder("stringsguard-summary")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/summary.md"
        try "## Build\n\nok\n".write(toFile: path, atomically: true, encoding: .utf8)
        let findings = (1...3).map {
            Finding(rule: "r", severity: .error, location: SourceLocation(file: root + "/L.xcstrings", line: $0, column: 1), message: "m\($0)")
        }
        let input = ReportInput(toolName: "stringsguard", toolVersion: "1", findings: findings)
        let options = ReportEnvironment.options(annotationLimit: 2, environment: ["GITHUB_STEP_SUMMARY": path], folder: root)
        let summary = try #require(ReportEnvironment.stepSummary(format: .github, input: input, options: options))
        try GitHubStepSummary.append(summary, to: path)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written.hasPrefix("## Build\n\nok\n### stringsguard: 3 errors, 0 warnings, 0 notes in 1 file\n"))
        #expect(written.hasSuffix("| error | r | L.xcstrings\\:3\\:1 | m3 |\n\n"))
        #expect(ReportEnvironment.stepSummary(format: .sarif, input: input, options: options) == nil)
        // A step without a summary file yet gets one.
        try GitHubStepSummary.append("x\n", to: root + "/new.md")
        #expect(try String(contentsOfFile: root + "/new.md", encoding: .utf8) == "x\n")
    }
}
