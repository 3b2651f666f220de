import SafeFiles
import Checks
import Diagnostics
import Foundation
import Reporting
import StringCatalog

/// `stringsguard gaps`: the translator's to-do list.
struct GapsCommand: Command {
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
    var options: [OptionSpec] {
        ProjectOptions.specs + [
            .value("--format", "FORMAT", "text (default), csv, json or markdown."),
            .value("--output-dir", "DIR", "Write one file per language into DIR instead of printing."),
        ]
    }

    private static let extensions = ["text": "txt", "csv": "csv", "json": "json", "markdown": "md"]

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let format = arguments.value("--format") ?? "text"
        guard Self.extensions[format] != nil else {
            throw UsageError(message: "unknown format '\(format)' (expected text, csv, json or markdown)", command: name)
        }
        let (configuration, _) = try ProjectOptions.configuration(from: arguments)
        let report = Self.report(TranslationGaps(project: try ProjectOptions.loadProject(configuration)))
        guard let folder = arguments.value("--output-dir") else {
            Terminal.write(render(report, format))
            return .clean
        }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw InputError("cannot create the folder: \(error.localizedDescription)", path: folder)
        }
        var parts = report.languages.map { ($0, report.only(language: $0)) }
        if !report.staleOnly.gaps.isEmpty { parts.append(("stale", report.staleOnly)) }
        for (name, part) in parts {
            let path = "\(folder)/\(name).\(Self.extensions[format]!)"
            try AtomicFileWriter().write(Array(render(part, format).utf8), to: path)
            Terminal.writeLine("Wrote \(path)")
        }
        return .clean
    }

    private func render(_ report: GapReport, _ format: String) -> String {
        switch format {
        case "csv": GapCSVRenderer().render(report)
        case "json": GapJSONRenderer().render(report)
        case "markdown": GapMarkdownRenderer().render(report)
        default: GapTextRenderer().render(report)
        }
    }

    /// Reporting knows nothing of checks: the gaps as the renderers take them.
    static func report(_ gaps: TranslationGaps) -> GapReport {
        GapReport(
            coverage: gaps.coverage.map {
                CoverageRow(
                    target: $0.target, language: $0.language, total: $0.total, translated: $0.translated,
                    needsReview: $0.needsReview, new: $0.new, missing: $0.missing)
            },
            gaps: gaps.gaps.map {
                GapReport.Gap(
                    status: $0.kind.rawValue, target: $0.target, language: $0.language, key: $0.key,
                    sourceForms: $0.sourceForms, comment: $0.comment, location: $0.location)
            })
    }
}
