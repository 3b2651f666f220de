import Foundation

/// `gaps` for the terminal: each target and language's coverage line, then its gaps with the source's text
/// (a plural key's forms, not the key), comment and location; a target's stale keys once, after its languages.
public struct GapTextRenderer: Sendable {
    public init() {}

    public func render(_ report: GapReport) -> String {
        var out = ""
        for target in report.targets {
            for row in report.coverage where row.target == target {
                out += "\(row.target) — \(row.language): \(row.roundedPercent) (\(row.translated + row.needsReview) of \(row.total) usable"
                out += "; \(row.missing) missing, \(row.new) new, \(row.needsReview) to review)\n"
                for gap in report.gaps(of: row) { out += lines(gap) }
            }
            let stale = report.staleGaps(of: target)
            if !stale.isEmpty {
                out += "\(target) — stale in every language (remove, or use again):\n"
                for gap in stale { out += lines(gap) }
            }
        }
        return out.isEmpty ? "Nothing to translate.\n" : out
    }

    private func lines(_ gap: GapReport.Gap) -> String {
        var out = "  \(gap.status.padding(toLength: 12, withPad: " ", startingAt: 0)) \"\(gap.key)\"  \(gap.location.prefix)\n"
        if gap.sourceForms != [gap.key] { out += "               source: \(gap.sourceLine)\n" }
        if let comment = gap.comment { out += "               comment: \(comment)\n" }
        return out
    }
}
