import Diagnostics
import StringCatalog

/// A translation a translator or Xcode marked `needs_review`: it ships, but may be wrong.
public struct NeedsReview: Rule {
    public static let id = "needs-review"

    public init() {}

    public static let relativeCost = 3
    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .translation, defaultSeverity: .warning,
        summary: "A translation in state `needs_review`.",
        rationale: """
            Xcode marks a translation for review when its source text changed after it was translated; \
            it still ships, and may no longer say what the source says.
            """,
        howToFix: "Have the translation reviewed, then mark it as reviewed in Xcode (state `translated`).",
        triggeringExamples: [
            RuleExample(
                "One plural case needs review",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{"%lld minutes":{"localizations":{"de":{"variations":{"plural":{
                    "one":{"stringUnit":{"state":1️⃣"needs_review","value":"%lld Minute"}},
                    "other":{"stringUnit":{"state":"translated","value":"%lld Minuten"}}}}}}}},"version":"1.0"}
                    """)
        ],
        cleanExamples: [
            RuleExample(
                "Reviewed",
                appCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Pausiert"}}}}},"version":"1.0"}"#)
        ])

    public func check(_ project: Project, into output: inout RuleOutput) {
        for (loaded, facts) in project.catalogsWithFacts {
            let targets = project.readers(of: loaded)
            // Entries and their facts read where they are: `zip` copied each entry and its facts (retaining
            // every string and array in them) for every rule that walked them.
            loaded.catalog.entries.withUnsafeBufferPointer { entries in
                facts.entries.withUnsafeBufferPointer { entriesFacts in
                    for index in entries.indices where entriesFacts[index].isReachable {
                        Self.check(
                            entries.baseAddress! + index, entriesFacts.baseAddress! + index, targets: targets,
                            into: &output)
                    }
                }
            }
        }
    }

    private static func check(
        _ entry: UnsafePointer<CatalogEntry>, _ entryFacts: UnsafePointer<CatalogFacts.Entry>, targets: [String],
        into output: inout RuleOutput
    ) {
        // The facts know which localizations have a unit needing review: only their leaves are read.
        for index in entryFacts.pointee.localizations.indices where entryFacts.pointee.localizations[index].hasUnitNeedingReview {
            let localization = entryFacts.pointee.localizations[index]
            // Each leaf read where it is: only those needing review are reported (a copy of each
            // retained all its parts).
            entryFacts.pointee.forEachLeafInPlace(of: localization, in: entry) { leaf in
                guard leaf.pointee.unit.state == .needsReview else { return }
                let variation = leaf.pointee.path.isRoot ? "" : " (\(leaf.pointee.path))"
                // Written from a template when reported: building each message as a string (and
                // checking the translation's UTF-8 again) cost more than writing it.
                let message = FindingText(
                    template: "the \u{2} translation of \"\u{1}\"\u{3} needs review: \"\u{4}\"",
                    filling: variation, and: leaf.pointee.unit.value)
                output.findings.append(
                    descriptor.finding(
                        at: leaf.pointee.unit.stateLocation ?? leaf.pointee.unit.location, message,
                        key: entry.pointee.key, language: localization.language, targets: targets,
                        fix: FindingText("Review the translation against the source text, then mark it reviewed.")))
            }
        }
    }
}
