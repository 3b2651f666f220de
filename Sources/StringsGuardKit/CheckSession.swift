import ProjectConfiguration
import Checks
import Diagnostics
import Foundation
import Reporting
import SafeFiles

/// One `check` run, in the library so that any tool embedding StringsGuard runs exactly what the
/// command line runs: find the configuration, read the project, run the rules, keep what the baseline
/// and the changed lines let through, and build what reporters render.
public struct CheckSession: Sendable {
    public let discovered: DiscoveredConfiguration
    public let project: Project
    /// The derived-data cache the run reads and keeps what it derived in (`check --cache-dir`); nil: none.
    public let cache: CacheFolder?

    public var configuration: Configuration { discovered.configuration }

    /// Finds the configuration, reads the project it names, and checks `--language` against the
    /// languages the app ships.
    public init(selection: ProjectSelection, cache: CacheFolder? = nil) throws {
        discovered = try ConfigurationDiscovery.configuration(for: selection)
        project = try ProjectLoading.load(discovered, cache: cache)
        self.cache = cache
        try checkLanguages()
    }

    public init(discovered: DiscoveredConfiguration, project: Project, cache: CacheFolder? = nil) {
        self.discovered = discovered
        self.project = project
        self.cache = cache
    }

    /// Every finding of every enabled rule, at its configured severity, less what suppressions cover
    /// (Swift comments, catalog tags, the configuration's `ignore`), plus the findings about the
    /// suppressions themselves (`invalid-suppression`, `unused-suppression`).
    public func check() -> CheckResult {
        withSuppressionsApplied(Checker(settings: configuration.rules).run(project))
    }

    /// Applies every suppression of the project to a result of the rules.
    public func withSuppressionsApplied(_ result: CheckResult) -> CheckResult {
        let folder = FileManager.default.currentDirectoryPath
        let filter = SuppressionFilter(
            project: project, configuration: configuration, swiftFiles: swiftFiles, folder: folder, cache: cache)
        let settings = configuration.rules
        var filtered = result
        filtered.findings = filter.apply(to: result.findings) { rule in settings[rule] != .off }
        return filtered
    }

    /// Every Swift file the project compiles, in path order: the targets' own, their frameworks' and packages'.
    var swiftFiles: [String] {
        guard let plan = discovered.plan ?? (try? ProjectPlan(configuration: configuration)) else { return [] }
        return Set(plan.modules.values.flatMap(\.sourceFiles)).sorted()
    }

    /// The findings on lines, or about catalog entries, changed since a git revision.
    public func onlyChanged(_ result: CheckResult, since revision: String?) throws -> CheckResult {
        guard let revision else { return result }
        var result = result
        result.findings = try GitChanges(since: revision).filter(result.findings, project: project)
        return result
    }

    /// What reporters render; coverage (a walk over every key in every language) only when asked. Each
    /// rule gets its `helpUri` from the configuration's `helpURL`.
    public func reportInput(_ result: CheckResult, includeCoverage: Bool, elapsedSeconds: Double? = nil) -> ReportInput {
        ReportBuilder.input(
            findings: result.findings, project: project, includeCoverage: includeCoverage,
            ruleHelpBase: configuration.helpURL, elapsedSeconds: elapsedSeconds)
    }
}
