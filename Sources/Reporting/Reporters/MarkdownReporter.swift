import Diagnostics

/// A pull-request comment in GitHub Markdown: a heading with the counts, a coverage table per target, and the
/// findings as a table cut at `findingLimit` rows with "and N more". Every user string is escaped so a key or
/// message can't break the table, start a mention or inject HTML.
public struct MarkdownReporter: NamedReporter {
    public static let formatName = "markdown"

    public var baseDirectory: String?
    public var findingLimit: Int

    public init(baseDirectory: String? = nil, findingLimit: Int = 50) {
        self.baseDirectory = baseDirectory
        self.findingLimit = max(findingLimit, 0)
    }

    public init(options: ReportOptions) {
        self.init(baseDirectory: options.baseDirectory, findingLimit: options.markdownFindingLimit)
    }

    public func render(_ input: ReportInput) -> String {
        let counts = FindingCounts(input.findings)
        var lines = ["## \(Self.escaped(input.toolName)): \(Self.escaped(counts.summaryLine))", ""]

        for (target, rows) in CoverageGroups.byTarget(input.coverage) {
            lines.append("### Coverage of \(Self.escaped(target))")
            lines.append("")
            lines.append("| Language | Translated | Needs review | New | Missing |")
            lines.append("| --- | ---: | ---: | ---: | ---: |")
            for row in rows {
                let translated = "\(Percent.text(row.translated, of: row.total)) (\(row.translated)/\(row.total))"
                lines.append("| \(Self.escaped(row.language)) | \(translated) | \(row.needsReview) | \(row.new) | \(row.missing) |")
            }
            lines.append("")
        }

        let findings = input.findings.inReportOrder
        if !findings.isEmpty {
            lines.append("### Findings")
            lines.append("")
            lines.append("| Rule | Severity | Location | Message |")
            lines.append("| --- | --- | --- | --- |")
            var relativeFile = PathConversionCache { [baseDirectory] in PathRelativiser.relative($0, to: baseDirectory) }
            for finding in findings.prefix(findingLimit) {
                let file = relativeFile(finding.location.file)
                let location = "\(file):\(finding.location.line):\(finding.location.column)"
                var message = Self.escaped(finding.message)
                if let fix = finding.fix { message += "<br>Fix: " + Self.escaped(fix) }
                lines.append(
                    "| \(Self.escaped(finding.rule)) | \(finding.severity.rawValue) | \(Self.escaped(location)) | \(message) |")
            }
            if findings.count > findingLimit {
                let rest = findings.count - findingLimit
                lines.append("")
                lines.append("…and \(rest) more \(rest == 1 ? "finding" : "findings").")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// Text safe inside a table cell or heading: Markdown punctuation backslash-escaped, `<`, `>` and `&` as
    /// entities, `@` escaped so no one is mentioned, line breaks folded to spaces.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "#", "~", "!", "@", ":", "$":
                // Backslash-escaping ASCII punctuation is always literal in CommonMark. Cells never start a line,
                // so list and heading markers are harmless; `:` would make emoji shortcodes, `$` math.
                out += "\\" + String(character)
            default:
                out += character.isNewline ? " " : String(character)
            }
        }
        return out
    }
}

/// Coverage rows grouped by target, targets and languages kept in the order the input gives them.
enum CoverageGroups {
    static func byTarget(_ rows: [CoverageRow]) -> [(target: String, rows: [CoverageRow])] {
        var groups: [(target: String, rows: [CoverageRow])] = []
        var index: [String: Int] = [:]
        for row in rows {
            if let position = index[row.target] {
                groups[position].rows.append(row)
            } else {
                index[row.target] = groups.count
                groups.append((row.target, [row]))
            }
        }
        return groups
    }
}

/// Whole percentages that never overstate: 99.6% is "99%", and a nonzero part below 1% is "<1%".
enum Percent {
    static func text(_ part: Int, of total: Int) -> String {
        guard total > 0 else { return "n/a" }
        let clamped = min(max(part, 0), total)
        let percent = clamped * 100 / total
        if percent == 0 && clamped > 0 { return "<1%" }
        return "\(percent)%"
    }

    /// A CSS width with one decimal, e.g. "33.3%", for a bar segment.
    static func cssWidth(_ part: Int, of total: Int) -> String {
        guard total > 0 else { return "0%" }
        let perMille = min(max(part, 0), total) * 1000 / total
        return "\(perMille / 10).\(perMille % 10)%"
    }
}
