import Diagnostics
import Foundation

/// What the `gaps` renderers show: each target and language's coverage, and each thing a translator must
/// do. Built from the checks' translation gaps by the CLI; the renderers only render it.
public struct GapReport: Sendable, Equatable {
    /// One thing to do: a key to translate, finish or review in one language, or a stale key (no language:
    /// it is stale in all of them) to remove or use again.
    public struct Gap: Sendable, Equatable {
        /// `missing`, `new`, `needs-review` or `stale`.
        public var status: String
        public var target: String
        public var language: String?
        public var key: String
        /// The source's text, or its plural forms ("%lld new post", "%lld new posts").
        public var sourceForms: [String]
        public var comment: String?
        public var location: SourceLocation

        public init(
            status: String, target: String, language: String?, key: String, sourceForms: [String], comment: String?,
            location: SourceLocation
        ) {
            self.status = status
            self.target = target
            self.language = language
            self.key = key
            self.sourceForms = sourceForms
            self.comment = comment
            self.location = location
        }

        /// The forms as one line: "%lld new post / %lld new posts".
        public var sourceLine: String { sourceForms.joined(separator: " / ") }
    }

    public var coverage: [CoverageRow]
    public var gaps: [Gap]

    public init(coverage: [CoverageRow], gaps: [Gap]) {
        self.coverage = coverage
        self.gaps = gaps
    }

    /// The gaps of one coverage row (never the stale keys, which belong to no language).
    func gaps(of row: CoverageRow) -> [Gap] {
        gaps.filter { $0.target == row.target && $0.language == row.language }
    }

    /// Stale keys of `target`, listed once.
    func staleGaps(of target: String) -> [Gap] {
        gaps.filter { $0.target == target && $0.language == nil }
    }

    /// The targets in the order their coverage rows come, then any target with only stale keys.
    var targets: [String] {
        var names: [String] = []
        for name in coverage.map(\.target) + gaps.map(\.target) where !names.contains(name) { names.append(name) }
        return names
    }

    /// Only `language`: its coverage rows and its gaps, no stale keys (`gaps --output-dir` writes one each).
    public func only(language: String) -> GapReport {
        GapReport(coverage: coverage.filter { $0.language == language }, gaps: gaps.filter { $0.language == language })
    }

    /// Only the stale keys, with no coverage.
    public var staleOnly: GapReport { GapReport(coverage: [], gaps: gaps.filter { $0.language == nil }) }

    /// The languages of the coverage rows, in order, once each.
    public var languages: [String] {
        var names: [String] = []
        for row in coverage where !names.contains(row.language) { names.append(row.language) }
        return names
    }
}

extension CoverageRow {
    var roundedPercent: String { String(format: "%.0f%%", percentUsable) }
}
