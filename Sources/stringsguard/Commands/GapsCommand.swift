import Checks
import Diagnostics
import Foundation
import Reporting
import StringsGuardKit

/// `stringsguard gaps`: the translator's to-do list.
struct GapsCommand: Command {
    struct Options: CommandOptions {
        var project = ProjectOptions()
        var format = "text"
        var outputFolder: String?
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            ProjectOptions.options(in: \.project) + [
                .choice("--format", "FORMAT", "Output format (default: text).", among: GapFormat.allCases.map(\.rawValue), \.format),
                .value("--output-dir", "DIR", "Write one file per language into DIR instead of printing.", \.outputFolder),
            ]
        }
    }

    let name = "gaps"
    let summary = "List what translators must do, per target and language, with each language's coverage."
    let usage = "[--language L] [--format text|csv|json|markdown] [--output-dir DIR]"
    let discussion = """
        For every target and language: the keys missing, new (untranslated) or needing review, each with
        what the translator translates (a plural key's source forms, not the key), comment and location, and
        the share of keys usable in that language; then each target's stale keys, once. --output-dir writes
        one file per language (DIR/L.txt, .csv, .json or .md) and the stale keys to DIR/stale.*, to send
        each translator their own list.
        """
    let examples = [
        "stringsguard gaps", "stringsguard gaps --language ar --format csv > ar-todo.csv",
        "stringsguard gaps --format csv --output-dir Translations/todo",
    ]

    func run(_ options: Options) throws -> ExitStatus {
        let format = GapFormat(rawValue: options.format) ?? .text
        let session = try options.project.session()
        let report = GapReportBuilder.report(TranslationGaps(project: session.project))
        guard let folder = options.outputFolder else {
            Terminal.write(format.render(report))
            return .clean
        }
        for path in try GapReportFiles.write(report, format: format, into: folder) {
            Terminal.writeLine("Wrote \(path)")
        }
        return .clean
    }
}
