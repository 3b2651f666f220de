import Diagnostics
import PluralRules
import StringCatalog

/// A plural category its language never selects: dead text a translator was paid for, often a sign
/// that the variation was copied from another language.
public struct PluralUnusedCategory: Rule {
    public static let id = "plural-unused-category"

    public init() {}

    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .plurals, defaultSeverity: .note,
        summary: "A plural category the language never selects (`few` in English); `zero` is allowed everywhere, as Apple uses it for 0.",
        rationale: "The text is never shown. It often means the variation was copied from another language.",
        howToFix: "Delete the category, and check the others were translated for this language.",
        triggeringExamples: [
            RuleExample(
                "English with a few case",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{"%lld minutes":{"localizations":{"en":{"variations":{"plural":{
                    1️⃣"few":{"stringUnit":{"state":"translated","value":"%lld minutes"}},
                    "one":{"stringUnit":{"state":"translated","value":"%lld minute"}},
                    "other":{"stringUnit":{"state":"translated","value":"%lld minutes"}}}}}}}},"version":"1.0"}
                    """)
        ],
        cleanExamples: [
            RuleExample(
                "English with zero, one and other",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{"%lld minutes":{"localizations":{"en":{"variations":{"plural":{
                    "zero":{"stringUnit":{"state":"translated","value":"No minutes"}},
                    "one":{"stringUnit":{"state":"translated","value":"%lld minute"}},
                    "other":{"stringUnit":{"state":"translated","value":"%lld minutes"}}}}}}}},"version":"1.0"}
                    """)
        ])

    public func check(_ project: Project, into output: inout RuleOutput) {
        // A language's categories with `zero`: at most seven short names, compared in place rather than
        // hashed into a set for every case.
        var selectedByLanguage = PerLanguage<[String]>(project)
        let variations = PluralVariation.all(in: project)
        // Read in place through the buffer: the array's subscript copied each variation with its key,
        // language, targets and group.
        variations.withUnsafeBufferPointer { variations in
            for index in variations.indices {
                let selected = selectedByLanguage.value(for: variations[index].variation) { language in
                    PluralRules.categories(for: language).map(\.rawValue) + ["zero"]
                }
                // Cases read in place, through the buffer: a `for … in` copied each with its content.
                variations[index].variation.group.cases.withUnsafeBufferPointer { cases in
                    for caseIndex in cases.indices where !selected.contains(cases[caseIndex].name) {
                        let (targets, variation) = variations[index]
                        let unused = cases[caseIndex]
                        output.findings.append(
                            descriptor.finding(
                                at: unused.location,
                                "the \(variation.language) plural of \"\(variation.key)\"\(variation.placeDescription) has "
                                    + "'\(unused.name)', which \(variation.language) never selects",
                                key: variation.key, language: variation.language, targets: targets,
                                fix: "Delete the '\(unused.name)' case."))
                    }
                }
            }
        }
    }
}
