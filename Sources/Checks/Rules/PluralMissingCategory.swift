import Diagnostics
import PluralRules
import StringCatalog

/// A plural variation lacking a category its language's CLDR rules select: numbers of that category
/// fall back to `other`, which is grammatically wrong for them.
public struct PluralMissingCategory: Rule {
    public static let id = "plural-missing-category"

    public init() {}

    public static let relativeCost = 4
    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .plurals, defaultSeverity: .error,
        summary: "A plural variation that lacks a category CLDR 46 requires for its language (Arabic: zero one two few many other; Russian: one few many other).",
        rationale: """
            Numbers in the missing category are shown with the `other` form: "3 دقيقة" where Arabic needs \
            "3 دقائق". The categories come from CLDR 46, the rules iOS uses; a category CLDR selects only for \
            millions written compactly (`many` in French, Spanish, Portuguese) is optional, as in Xcode's editor.
            """,
        howToFix: "Add the missing categories to the variation (Xcode: Vary by Plural lists them).",
        triggeringExamples: [
            RuleExample(
                "Arabic with English's categories",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{"%lld minutes":{"localizations":{"ar":{"variations":{1️⃣"plural":{
                    "one":{"stringUnit":{"state":"translated","value":"دقيقة واحدة"}},
                    "other":{"stringUnit":{"state":"translated","value":"%lld دقيقة"}}}}}}}},"version":"1.0"}
                    """)
        ],
        cleanExamples: [
            RuleExample(
                "French with one and other: its many is for millions only",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{"%lld minutes":{"localizations":{"fr":{"variations":{"plural":{
                    "one":{"stringUnit":{"state":"translated","value":"%lld minute"}},
                    "other":{"stringUnit":{"state":"translated","value":"%lld minutes"}}}}}}}},"version":"1.0"}
                    """),
            RuleExample(
                "Russian with one, few, many and other; Japanese with other alone",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{"%lld minutes":{"localizations":{
                    "ru":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld минута"}},
                      "few":{"stringUnit":{"state":"translated","value":"%lld минуты"}},
                      "many":{"stringUnit":{"state":"translated","value":"%lld минут"}},
                      "other":{"stringUnit":{"state":"translated","value":"%lld минуты"}}}}},
                    "ja":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld分"}}}}}}}},"version":"1.0"}
                    """)
        ])

    /// The categories a variation must have: all the language's, except those CLDR selects only for
    /// millions written compactly (`many` in French, Spanish, Italian, Portuguese: 1000000, 1c6). Xcode's
    /// editor does not offer those, and a `%lld` count shows them only from a million on.
    /// Required: a category with a sample below a million, or with no sample that parses. A sample of at
    /// most six digits is below a million without parsing it: nearly every category's first sample is one,
    /// and parsing every sample of every language (160 for the sample project's 15) was 2% of its check.
    static func requiredCategories(for language: String) -> [String] {
        PluralRules.integerSampleStarts(for: language).filter { rule in
            var parsed = false
            for start in rule.starts {
                if !start.isEmpty, start.utf8.count <= 6, start.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
                    return true
                }
                guard let n = try? PluralOperands(start).n else { continue }
                if n < 1_000_000 { return true }
                parsed = true
            }
            return !parsed
        }.map(\.category.rawValue)
    }

    public func check(_ project: Project, into output: inout RuleOutput) {
        var required = PerLanguage<[String]>(project)
        let variations = PluralVariation.all(in: project)
        // Read in place through the buffer: a `for … in`, or the array's subscript, copied each variation
        // with its key, language, targets and group.
        variations.withUnsafeBufferPointer { variations in
            for index in variations.indices {
                let categories = required.value(for: variations[index].variation, Self.requiredCategories(for:))
                // At most six categories and six cases: compared in place, without a set to hash them into.
                // Most plurals have every category they need: seen before a list of the missing ones is made.
                let missing = variations[index].variation.group.cases.withUnsafeBufferPointer { cases in
                    categories.allSatisfy { category in cases.contains { $0.name == category } }
                        ? [] : categories.filter { category in !cases.contains { $0.name == category } }
                }
                guard !missing.isEmpty else { continue }
                let (targets, variation) = variations[index]
                output.findings.append(
                    descriptor.finding(
                        at: variation.group.location,
                        "the \(variation.language) plural of \"\(variation.key)\"\(variation.placeDescription) lacks "
                            + "\(missing.joined(separator: ", ")); CLDR 46 selects \(missing.count == 1 ? "it" : "them") for \(variation.language)",
                        key: variation.key, language: variation.language, targets: targets,
                        fix: "Add the plural categories \(missing.joined(separator: ", "))."))
            }
        }
    }
}
