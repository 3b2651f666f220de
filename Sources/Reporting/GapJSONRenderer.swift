import JSON
import Diagnostics
import Foundation

/// `gaps --format json`: the coverage rows and every gap, with the source's forms as a list; a stale
/// key's `language` is null.
public struct GapJSONRenderer: Sendable {
    public init() {}

    public func render(_ report: GapReport) -> String {
        JSONText.object([
            ("coverage", .array(report.coverage.map { row in
                .object([
                    ("target", .string(row.target)), ("language", .string(row.language)), ("total", .int(row.total)),
                    ("translated", .int(row.translated)), ("needsReview", .int(row.needsReview)), ("new", .int(row.new)),
                    ("missing", .int(row.missing)), ("percent", .number(String(format: "%.1f", row.percentUsable))),
                ])
            })),
            ("gaps", .array(report.gaps.map { gap in
                var members: [(String, JSONText)] = [
                    ("target", .string(gap.target)), ("language", gap.language.map(JSONText.string) ?? .null),
                    ("status", .string(gap.status)), ("key", .string(gap.key)), ("source", .string(gap.sourceLine)),
                    ("sourceForms", .array(gap.sourceForms.map(JSONText.string))),
                ]
                if let comment = gap.comment { members.append(("comment", .string(comment))) }
                members += [
                    ("file", .string(gap.location.file)), ("line", .int(gap.location.line)),
                    ("column", .int(gap.location.column)),
                ]
                return .object(members)
            })),
        ]).rendered() + "\n"
    }
}
