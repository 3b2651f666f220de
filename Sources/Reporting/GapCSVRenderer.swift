import Foundation

/// `gaps --format csv` for spreadsheets: one row per gap (RFC 4180, CRLF); a stale key's language is empty.
public struct GapCSVRenderer: Sendable {
    public init() {}

    public func render(_ report: GapReport) -> String {
        var lines = ["target,language,status,key,source,comment,file,line,coverage"]
        for target in report.targets {
            for row in report.coverage where row.target == target {
                for gap in report.gaps(of: row) { lines.append(line(gap, coverage: row.roundedPercent)) }
            }
            for gap in report.staleGaps(of: target) { lines.append(line(gap, coverage: "")) }
        }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    private func line(_ gap: GapReport.Gap, coverage: String) -> String {
        [gap.target, gap.language ?? "", gap.status, gap.key, gap.sourceLine, gap.comment ?? "", gap.location.file,
         String(gap.location.line), coverage].map(field).joined(separator: ",")
    }

    private func field(_ text: String) -> String {
        text.contains(where: { ",\"\n\r".contains($0) }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}
