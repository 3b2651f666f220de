import Diagnostics
import Foundation
import ProjectConfiguration
import Reporting
import SafeFiles
import StringsGuardKit

/// `stringsguard check`: the main job.
struct CheckCommand: Command {
    struct Options: CommandOptions {
        var project = ProjectOptions()
        var format = "text"
        var baseline: String?
        var writeBaseline: String?
        var changedSince: String?
        var stamp: String?
        var output: String?
        var cacheDirectory: String?
        var verbose = false
        var strict = false
        var quiet = false
        var maxWarnings: Int?
        var severity: String?
        var repositoryRoot: String?
        var annotationLimit: Int?
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            ProjectOptions.options(in: \.project) + [
                .choice("--format", "FORMAT", "Output format (default: text).", among: ReportFormat.allCases.map(\.rawValue), \.format),
                .value("--baseline", "FILE", "Report only findings not recorded in this baseline.", \.baseline),
                .value("--write-baseline", "FILE", "Record today's findings as the baseline, then exit 0.", \.writeBaseline),
                .value("--changed-since", "REF", "Report only findings on lines or keys changed since this git revision.", \.changedSince),
                .flag("--strict", "Fail on warnings too.", \.strict),
                .number("--max-warnings", "N", "Fail when there are more than N warnings.", \.maxWarnings),
                .choice("--severity", "LEVEL", "Report only findings of LEVEL and above.", among: ["error", "warning", "note"], \.severityChoice),
                .flag("--quiet", "Report errors only, and print no informational lines.", \.quiet),
                .value("--repo-root", "PATH", "The repository root report paths are relative to (default: found from the current folder).", \.repositoryRoot),
                .number("--max-annotations", "N", "With --format github, annotate at most N findings of each severity (default: 10).", \.annotationLimit),
                .value("--stamp", "FILE", "Touch FILE after a run without errors (for build plugins).", \.stamp),
                .value("--output", "FILE", "Write the report to FILE instead of standard output.", \.output),
                .value("--cache-dir", "DIR", "Keep what the run derives in DIR, to make a re-run fast (safe to delete).", \.cacheDirectory),
                .flag("--verbose", "Also say which #if conditions could not be decided (their code was kept), and why --cache-dir was not used.", \.verbose),
            ]
        }

        /// `--severity`'s value as the choice option stores it.
        var severityChoice: String {
            get { severity ?? "" }
            set { severity = newValue }
        }
    }

    let name = "check"
    let summary = "Check the app's and widget's catalogs and sources (the default command)."
    let usage = "[--config FILE | --app CATALOG --widget CATALOG …] [--format FORMAT] [--baseline FILE]"
    let discussion = """
        Reads the targets from --app/--widget, --config, --project, a .stringsguard.json here, the Xcode
        project here, or a .stringsguard.json in a folder above (up to the repository's root), in that
        order. Suppress a finding with `// stringsguard:disable:next-line RULE`, a catalog comment's
        `[stringsguard:ignore RULE]` or the configuration's `ignore`. Exit status: 0 when the run passes,
        1 with an error-severity finding (or, with --strict, a warning; with --max-warnings N, more than N),
        2 on usage or input errors.
        """
    let examples = [
        "stringsguard check",
        "stringsguard check --format xcode",
        "stringsguard check --app App/Localizable.xcstrings --widget Widget/Localizable.xcstrings --widget-sources Widget",
        "stringsguard check --write-baseline .stringsguard-baseline.json",
        "stringsguard check --changed-since origin/main --format github",
        "stringsguard check --strict --format sarif --output stringsguard.sarif",
    ]

    func run(_ options: Options) throws -> ExitStatus {
        if let extra = options.positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)'", command: name)
        }
        let started = ContinuousClock.now
        let format = try ReportFormat.named(options.format)
        let policy = FindingPolicy(
            strict: options.strict, quiet: options.quiet, maxWarnings: options.maxWarnings,
            minimumSeverity: try options.severity.map(FindingPolicy.severity(named:)))
        // Only the Markdown and HTML reports show coverage; computing it walks every key in every language.
        let includesCoverage = format == .markdown || format == .html
        let outcome = try outcome(of: options, includesCoverage: includesCoverage, showsNotices: policy.showsNotices)

        if let path = options.writeBaseline {
            try OutputFile.write(Baseline(findings: outcome.findings).serialized(), to: path)
            Terminal.error("Recorded \(outcome.findings.count) finding\(outcome.findings.count == 1 ? "" : "s") in \(path).")
            return .clean
        }
        var findings = try outcome.withoutBaselined(outcome.findings, baselinePath: options.baseline)
        findings = try outcome.onlyChanged(findings, since: options.changedSince)

        let shown = policy.reported(findings)
        let elapsed = ContinuousClock.now - started
        let input = outcome.reportInput(
            shown, elapsedSeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18,
            findsRightToLeftLanguages: format == .html)
        let reportOptions = ReportEnvironment.options(
            useColor: Terminal.useColors(), repositoryRoot: options.repositoryRoot, annotationLimit: options.annotationLimit ?? 10)
        // As bytes, in the pieces rendered: a report of tens of thousands of findings is tens of megabytes.
        let reporter = format.reporter(options: reportOptions)
        // The findings, like the project, are freed by the system at exit rather than one string at a time.
        KeptUntilExit.keep((outcome, findings, shown, input))
        if let output = options.output {
            try OutputFile.write(producing: FileBytesProducer(lending: { emit in reporter.renderPieces(input, to: emit) }), to: output)
        } else {
            Terminal.writeEndingLine { write in reporter.renderPieces(input, to: write) }
        }
        if let summary = ReportEnvironment.stepSummary(format: format, input: input, options: reportOptions),
            let path = reportOptions.stepSummaryPath
        {
            try GitHubStepSummary.append(summary, to: path)
        }
        let decision = policy.decision(for: findings)
        // Errors are in the report itself; a failure for warnings says why, as the report may not show them.
        if decision.fails, !findings.contains(where: { $0.severity == .error }), let reason = decision.reason {
            Terminal.error("error: the check fails: \(reason)")
        }
        let status: ExitStatus = decision.fails ? .findings : .clean
        if status == .clean, let stamp = options.stamp {
            try OutputFile.write("", to: stamp)
        }
        // Last, so that a run stopped by an input error says only that.
        if policy.showsNotices {
            for notice in outcome.notices { Terminal.error(notice) }
        }
        return status
    }

    /// What the check concludes: replayed from `--cache-dir` when the last run with these arguments here
    /// read nothing that changed since, else found by reading the project (and kept for the next run).
    /// `--changed-since` asks git, which no log records, so such runs always read the project.
    private func outcome(of options: Options, includesCoverage: Bool, showsNotices: Bool) throws -> CheckOutcome {
        let replayKey = CheckReplay.key(folder: FileManager.default.currentDirectoryPath, arguments: CommandLine.arguments)
        let replayable = options.changedSince == nil
        var earlierLog: InputLog?
        if replayable, let folder = options.cacheDirectory {
            switch CheckReplay.attempt(in: folder, key: replayKey) {
            case .replayed(let outcome, let rederived, let moved, let log):
                KeptUntilExit.keep(log)
                for warning in outcome.configurationWarnings { Terminal.error(warning) }
                announce(outcome, verbose: options.verbose, showsNotices: showsNotices)
                if options.verbose {
                    for path in rederived.sorted() {
                        Terminal.error(moved.contains(path)
                            ? "note: \(path) changed, but what the check takes from it only moved, and nothing the last run reported points into it"
                            : "note: \(path) changed, but not what the check takes from it (its scan and its stringsguard: comments)")
                    }
                    Terminal.error(rederived.isEmpty
                        ? "note: nothing the last run with these arguments read has changed; its outcome is replayed from the cache"
                        : "note: nothing else the last run with these arguments read has changed; its outcome is replayed from the cache")
                }
                return outcome
            case .notReplayed(let reason, let earlier):
                earlierLog = earlier
                if options.verbose { Terminal.error("note: the project is read: \(reason)") }
            }
        }
        let cache = options.cacheDirectory.flatMap(CheckCache.open(folder:))
        let log = cache != nil && replayable ? InputLog.begin(sizedLike: earlierLog) : nil
        earlierLog = nil
        let session = try options.project.session(cache: cache)
        session.keepUntilExit()
        let outcome = CheckOutcome(checking: session, includingCoverage: includesCoverage)
        announce(outcome, verbose: options.verbose, showsNotices: showsNotices)
        if let log { InputLog.end(log) }
        if let cache, let folder = options.cacheDirectory {
            CheckCache.save(cache, keeping: log.map { (outcome, $0) }, in: folder, key: replayKey)
            if options.verbose {
                for note in cache.notes { Terminal.error(note) }
            }
        } else if options.cacheDirectory != nil, options.verbose {
            Terminal.error("note: the running executable cannot be found, so nothing tells its cache entries apart; running without the cache")
        }
        return outcome
    }

    private func announce(_ outcome: CheckOutcome, verbose: Bool, showsNotices: Bool) {
        if showsNotices, let note = outcome.configurationNote { Terminal.error(note) }
        if verbose {
            for line in outcome.undecidedConditions { Terminal.error(line) }
        }
    }
}
