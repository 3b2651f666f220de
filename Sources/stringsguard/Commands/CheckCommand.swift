import ProjectConfiguration
import Checks
import Diagnostics
import Foundation
import Reporting
import SafeFiles
import StringsGuardKit

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
        let session = try ProjectOptions.session(from: arguments)
        if let note = session.discovered.note { Terminal.error(note) }
        var result = session.check()

        if let path = arguments.value("--write-baseline") {
            try writeText(Baseline(findings: result.findings).serialized(), to: path)
            Terminal.error("Recorded \(result.findings.count) finding\(result.findings.count == 1 ? "" : "s") in \(path).")
            return .clean
        }
        result = try session.withoutBaselined(result, baselinePath: arguments.value("--baseline"))
        result = try session.onlyChanged(result, since: arguments.value("--changed-since"))

        // Only the Markdown and HTML reports show coverage; computing it walks every key in every language.
        let input = session.reportInput(result, includeCoverage: format == .markdown || format == .html)
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

/// Writes a text file through SafeFiles: atomically for a regular file, straight into a device.
func writeText(_ text: String, to path: String) throws {
    try AtomicFileWriter().write(Array(text.utf8), to: path)
}
