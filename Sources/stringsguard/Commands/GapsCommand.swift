import Checks
import Diagnostics
import Foundation
import Reporting

/// `stringsguard gaps`: the translator's to-do list.
struct GapsCommand: Command {
    let name = "gaps"
    let summary = "List what translators must do, per target and language, with each language's coverage."
    let usage = "[--language L] [--format text|csv|json|markdown]"
    let discussion = """
        For every target and language: the keys missing, new (untranslated), needing review, or stale,
        each with its source text, comment and location, and the share of keys usable in that language.
        """
    let examples = ["stringsguard gaps", "stringsguard gaps --language ar --format csv > ar-todo.csv"]
    var options: [OptionSpec] {
        ProjectOptions.specs + [.value("--format", "FORMAT", "text (default), csv, json or markdown.")]
    }

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let format = arguments.value("--format") ?? "text"
        guard ["text", "csv", "json", "markdown"].contains(format) else {
            throw UsageError(message: "unknown format '\(format)' (expected text, csv, json or markdown)", command: name)
        }
        let (configuration, _) = try ProjectOptions.configuration(from: arguments)
        let gaps = TranslationGaps(project: try ProjectOptions.loadProject(configuration))
        switch format {
        case "csv": Terminal.write(csv(gaps))
        case "json": Terminal.writeLine(json(gaps).rendered())
        case "markdown": Terminal.write(markdown(gaps))
        default: Terminal.write(text(gaps))
        }
        return .clean
    }

    private func percent(_ row: LanguageCoverage) -> String {
        String(format: "%.0f%%", row.percentUsable)
    }

    private func gaps(of row: LanguageCoverage, in gaps: TranslationGaps) -> [TranslationGap] {
        gaps.gaps.filter { $0.target == row.target && $0.language == row.language }
    }

    func text(_ gaps: TranslationGaps) -> String {
        var out = ""
        for row in gaps.coverage {
            out += "\(row.target) — \(row.language): \(percent(row)) (\(row.translated + row.needsReview) of \(row.total) usable"
            out += "; \(row.missing) missing, \(row.new) new, \(row.needsReview) to review)\n"
            for gap in self.gaps(of: row, in: gaps) {
                out += "  \(gap.kind.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0)) \"\(gap.key)\"  \(gap.location.prefix)\n"
                if gap.sourceText != gap.key { out += "               source: \(gap.sourceText)\n" }
                if let comment = gap.comment { out += "               comment: \(comment)\n" }
            }
        }
        return out.isEmpty ? "Nothing to translate.\n" : out
    }

    func csv(_ gaps: TranslationGaps) -> String {
        func field(_ text: String) -> String {
            text.contains(where: { ",\"\n\r".contains($0) }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
        }
        var lines = ["target,language,status,key,source,comment,file,line,coverage"]
        for row in gaps.coverage {
            for gap in self.gaps(of: row, in: gaps) {
                lines.append(
                    [gap.target, gap.language, gap.kind.rawValue, gap.key, gap.sourceText, gap.comment ?? "",
                     gap.location.file, String(gap.location.line), percent(row)].map(field).joined(separator: ","))
            }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    func json(_ gaps: TranslationGaps) -> JSONText {
        .object([
            ("coverage", .array(gaps.coverage.map { row in
                .object([
                    ("target", .string(row.target)), ("language", .string(row.language)), ("total", .int(row.total)),
                    ("translated", .int(row.translated)), ("needsReview", .int(row.needsReview)), ("new", .int(row.new)),
                    ("missing", .int(row.missing)), ("percent", .number(String(format: "%.1f", row.percentUsable))),
                ])
            })),
            ("gaps", .array(gaps.gaps.map { gap in
                var members: [(String, JSONText)] = [
                    ("target", .string(gap.target)), ("language", .string(gap.language)), ("status", .string(gap.kind.rawValue)),
                    ("key", .string(gap.key)), ("source", .string(gap.sourceText)),
                ]
                if let comment = gap.comment { members.append(("comment", .string(comment))) }
                members += [("file", .string(gap.location.file)), ("line", .int(gap.location.line)), ("column", .int(gap.location.column))]
                return .object(members)
            })),
        ])
    }

    func markdown(_ gaps: TranslationGaps) -> String {
        func cell(_ text: String) -> String {
            text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
        }
        var out = "## Translation gaps\n\n| Target | Language | Usable | Missing | New | Needs review |\n|---|---|---:|---:|---:|---:|\n"
        for row in gaps.coverage {
            out += "| \(cell(row.target)) | \(row.language) | \(percent(row)) | \(row.missing) | \(row.new) | \(row.needsReview) |\n"
        }
        for row in gaps.coverage {
            let items = self.gaps(of: row, in: gaps)
            guard !items.isEmpty else { continue }
            out += "\n### \(cell(row.target)) — \(row.language)\n\n| Status | Key | Source | Comment |\n|---|---|---|---|\n"
            for gap in items {
                out += "| \(gap.kind.rawValue) | \(cell(gap.key)) | \(cell(gap.sourceText)) | \(cell(gap.comment ?? "")) |\n"
            }
        }
        return out
    }
}
