import Checks
import Diagnostics
import Foundation
import Reporting
import SafeFiles

/// `stringsguard check`: the main job.
struct CheckCommand: Command {
    let name = "check"
    let summary = "Check the app's and widget's catalogs and sources (the default command)."
    let usage = "[--config FILE | --app CATALOG --widget CATALOG …] [--format FORMAT] [--baseline FILE]"
    let discussion = """
        Reads the targets from --config, --app/--widget, .stringsguard.json, or the Xcode project in the
        current folder, in that order. Exit status: 0 with no error-severity findings, 1 with some, 2 on
        usage or input errors.
        Formats: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).
        """
    let examples = [
        "stringsguard check",
        "stringsguard check --format xcode",
        "stringsguard check --app App/Localizable.xcstrings --widget Widget/Localizable.xcstrings --widget-sources Widget",
        "stringsguard check --write-baseline .stringsguard-baseline.json",
        "stringsguard check --changed-since origin/main --format github",
    ]
    var options: [OptionSpec] {
        ProjectOptions.specs + [
            .value("--format", "FORMAT", "Output format (default: text)."),
            .value("--baseline", "FILE", "Report only findings not recorded in this baseline."),
            .value("--write-baseline", "FILE", "Record today's findings as the baseline, then exit 0."),
            .value("--changed-since", "REF", "Report only findings on lines or keys changed since this git revision."),
            .value("--stamp", "FILE", "Touch FILE after a run without errors (for build plugins)."),
            .value("--output", "FILE", "Write the report to FILE instead of standard output."),
        ]
    }

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        if !arguments.positionals.isEmpty {
            throw UsageError(message: "unexpected argument '\(arguments.positionals[0])'", command: name)
        }
        let format = try ReportFormat.named(arguments.value("--format") ?? "text")
        let (configuration, note) = try ProjectOptions.configuration(from: arguments)
        let project = try ProjectOptions.loadProject(configuration)
        if let note { Terminal.error(note) }
        var result = Checker(severities: configuration.severities).run(project)

        if let path = arguments.value("--write-baseline") {
            try writeText(Baseline(findings: result.findings).serialized(), to: path)
            Terminal.error("Recorded \(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") in \(path).")
            return .clean
        }
        if let path = arguments.value("--baseline") ?? configuration.baseline {
            guard FileManager.default.fileExists(atPath: path) else {
                throw InputError("no such baseline file (write one with --write-baseline)", path: path)
            }
            result.findings = try Baseline.load(path: path).newFindings(in: result.findings)
        }
        if let revision = arguments.value("--changed-since") {
            let changes = try GitChanges(since: revision)
            result.findings = changes.filter(result.findings, project: project)
        }

        // Only the Markdown and HTML reports show coverage; computing it walks every key in every language.
        let input = ReportBuilder.input(
            findings: result.findings, details: result.rightToLeftDetails, project: project,
            includeCoverage: format == .markdown || format == .html)
        let reporter = format.reporter(
            options: ReportOptions(useColor: Terminal.useColors(), baseDirectory: FileManager.default.currentDirectoryPath))
        let rendered = reporter.render(input)
        if let output = arguments.value("--output") {
            try writeText(rendered, to: output)
        } else {
            Terminal.write(rendered.hasSuffix("\n") || rendered.isEmpty ? rendered : rendered + "\n")
        }
        let status: ExitStatus = result.hasErrors ? .findings : .clean
        if status == .clean, let stamp = arguments.value("--stamp") {
            try writeText("", to: stamp)
        }
        return status
    }
}

/// Reporting knows nothing of checks: this turns a check run into what reporters render.
enum ReportBuilder {
    static func input(
        findings: [Finding], details: [Finding: RightToLeftDetail], project: Project, includeCoverage: Bool = true
    ) -> ReportInput {
        let coverage = !includeCoverage ? [] : TranslationGaps(project: project).coverage.map { row in
            CoverageRow(
                target: row.target, language: row.language, total: row.total, translated: row.translated,
                needsReview: row.needsReview, new: row.new, missing: row.missing)
        }
        let rules = RuleRegistry.descriptors.map {
            RuleDescription(id: $0.id, defaultSeverity: $0.defaultSeverity, summary: $0.summary)
        }
        let rightToLeft = findings.compactMap { finding in
            details[finding].map { RightToLeftFinding(finding: finding, logical: $0.logical, displayed: $0.displayed) }
        }
        return ReportInput(
            toolName: "stringsguard", toolVersion: toolVersion, findings: findings, coverage: coverage,
            ruleDescriptions: rules, rightToLeftFindings: rightToLeft)
    }
}

/// Writes a text file through SafeFiles: atomically for a regular file, straight into a device.
func writeText(_ text: String, to path: String) throws {
    try AtomicFileWriter().write(Array(text.utf8), to: path)
}
