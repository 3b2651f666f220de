import Foundation

/// `gaps --format markdown` for an issue or pull request: a coverage table, one table of gaps per target
/// and language, and each target's stale keys once.
public struct GapMarkdownRenderer: Sendable {
    public init() {}

    public func render(_ report: GapReport) -> String {
        var out = "## Translation gaps\n\n| Target | Language | Usable | Missing | New | Needs review |\n|---|---|---:|---:|---:|---:|\n"
        for row in report.coverage {
            out += "| \(cell(row.target)) | \(row.language) | \(row.roundedPercent) | \(row.missing) | \(row.new) | \(row.needsReview) |\n"
        }
        for target in report.targets {
            for row in report.coverage where row.target == target {
                let items = report.gaps(of: row)
                guard !items.isEmpty else { continue }
                out += "\n### \(cell(row.target)) — \(row.language)\n\n" + table(items)
            }
            let stale = report.staleGaps(of: target)
            if !stale.isEmpty { out += "\n### \(cell(target)) — stale in every language\n\n" + table(stale) }
        }
        return out
    }

    private func table(_ gaps: [GapReport.Gap]) -> String {
        var out = "| Status | Key | Source | Comment |\n|---|---|---|---|\n"
        for gap in gaps {
            out += "| \(gap.status) | \(cell(gap.key)) | \(cell(gap.sourceLine)) | \(cell(gap.comment ?? "")) |\n"
        }
        return out
    }

    private func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
