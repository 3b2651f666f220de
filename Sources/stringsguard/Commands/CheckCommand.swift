import Diagnostics
import Foundation
import ProjectConfiguration
import Reporting
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
        var verbose = false
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            ProjectOptions.options(in: \.project) + [
                .choice("--format", "FORMAT", "Output format (default: text).", among: ReportFormat.allCases.map(\.rawValue), \.format),
                .value("--baseline", "FILE", "Report only findings not recorded in this baseline.", \.baseline),
                .value("--write-baseline", "FILE", "Record today's findings as the baseline, then exit 0.", \.writeBaseline),
                .value("--changed-since", "REF", "Report only findings on lines or keys changed since this git revision.", \.changedSince),
                .value("--stamp", "FILE", "Touch FILE after a run without errors (for build plugins).", \.stamp),
                .value("--output", "FILE", "Write the report to FILE instead of standard output.", \.output),
                .flag("--verbose", "Also say which #if conditions could not be decided (their code was kept).", \.verbose),
            ]
        }
    }

    let name = "check"
    let summary = "Check the app's and widget's catalogs and sources (the default command)."
    let usage = "[--config FILE | --app CATALOG --widget CATALOG …] [--format FORMAT] [--baseline FILE]"
    let discussion = """
        Reads the targets from --config, --app/--widget, .stringsguard.json, or the Xcode project in the
        current folder, in that order. Exit status: 0 with no error-severity findings, 1 with some, 2 on
        usage or input errors.
        """
    let examples = [
        "stringsguard check",
        "stringsguard check --format xcode",
        "stringsguard check --app App/Localizable.xcstrings --widget Widget/Localizable.xcstrings --widget-sources Widget",
        "stringsguard check --write-baseline .stringsguard-baseline.json",
        "stringsguard check --changed-since origin/main --format github",
    ]

    func run(_ options: Options) throws -> ExitStatus {
        if let extra = options.positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)'", command: name)
        }
        let format = try ReportFormat.named(options.format)
        let session = try options.project.session()
        if let note = session.discovered.note { Terminal.error(note) }
        if options.verbose {
            for unknown in session.project.unknownConditions {
                Terminal.error("\(unknown.location.prefix): note: cannot decide '\(unknown.condition)' for this build; its code was kept")
            }
        }
        var result = session.check()

        if let path = options.writeBaseline {
            try OutputFile.write(Baseline(findings: result.findings).serialized(), to: path)
            Terminal.error("Recorded \(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") in \(path).")
            return .clean
        }
        result = try session.withoutBaselined(result, baselinePath: options.baseline)
        result = try session.onlyChanged(result, since: options.changedSince)

        // Only the Markdown and HTML reports show coverage; computing it walks every key in every language.
        let input = session.reportInput(result, includeCoverage: format == .markdown || format == .html)
        let reporter = format.reporter(
            options: ReportOptions(useColor: Terminal.useColors(), baseDirectory: FileManager.default.currentDirectoryPath))
        let rendered = reporter.render(input)
        if let output = options.output {
            try OutputFile.write(rendered, to: output)
        } else {
            Terminal.write(rendered.hasSuffix("\n") || rendered.isEmpty ? rendered : rendered + "\n")
        }
        let status: ExitStatus = result.hasErrors ? .findings : .clean
        if status == .clean, let stamp = options.stamp {
            try OutputFile.write("", to: stamp)
        }
        return status
    }
}
