import Diagnostics
import Foundation
import SafeFiles
import Reporting

/// The report options a run gets from where it runs: the current folder, the repository's root (given
/// with `--repo-root`, else found from the folder), and on GitHub Actions `GITHUB_WORKSPACE` and
/// `GITHUB_STEP_SUMMARY`. The CLI passes its flags; everything else comes from the environment (`environment`,
/// when given, stands in for the process's).
public enum ReportEnvironment {
    public static func options(
        useColor: Bool = false, repositoryRoot: String? = nil, annotationLimit: Int = 10, markdownFindingLimit: Int = 50,
        environment: [String: String]? = nil,
        folder: String = FileManager.default.currentDirectoryPath
    ) -> ReportOptions {
        let nonEmpty = { (name: String) in
            environment.map { $0[name].flatMap { $0.isEmpty ? nil : $0 } } ?? ProcessEnvironment.nonEmptyValue(of: name)
        }
        return ReportOptions(
            useColor: useColor, baseDirectory: folder, markdownFindingLimit: markdownFindingLimit,
            repositoryRoot: repositoryRoot.map { PathRelativiser.absolute($0, base: folder) } ?? RepositoryRoot.find(from: folder),
            githubWorkspace: nonEmpty("GITHUB_WORKSPACE"), annotationLimit: annotationLimit,
            stepSummaryPath: nonEmpty("GITHUB_STEP_SUMMARY"))
    }

    /// The Markdown the GitHub format leaves for the step summary (what it did not annotate), when the
    /// format is GitHub's, the step has a summary and something was left; nil otherwise.
    public static func stepSummary(format: ReportFormat, input: ReportInput, options: ReportOptions) -> String? {
        guard format == .github, options.stepSummaryPath != nil,
            let reporter = format.reporter(options: options) as? GitHubActionsReporter
        else { return nil }
        return reporter.summary(input)
    }
}
