import Diagnostics
import PluralRules
import StringCatalog

/// Every plural variation of a catalog, with the language it is in: a localization's own, its device
/// cases', and its substitutions'.
struct PluralVariation {
    var catalog: LoadedCatalog
    var entry: CatalogEntry
    var language: String
    var group: VariationGroup
    /// "" for the localization itself, else where the variation sits: "device.ipad", "substitutions.minutes".
    var place: String

    static func all(in project: Project) -> [(targets: [String], variation: PluralVariation)] {
        var result: [([String], PluralVariation)] = []
        for loaded in project.catalogs {
            let targets = project.readers(of: loaded)
            do {
                for entry in loaded.catalog.entries where project.isReachable(entry, in: loaded) {
                    for localization in entry.localizations ?? [] {
                        // Only variations and substitutions hold plurals: most localizations are passed over here.
                        if localization.content.variations == nil, localization.content.substitutions == nil { continue }
                        let content = localization.content
                        var groups: [(VariationGroup, String)] = []
                        if let plural = content.variations?.plural { groups.append((plural, "")) }
                        for deviceCase in content.variations?.device?.cases ?? [] {
                            if let plural = deviceCase.content.variations?.plural {
                                groups.append((plural, "device.\(deviceCase.name)"))
                            }
                        }
                        for substitution in content.substitutions ?? [] {
                            if let plural = substitution.variations?.plural {
                                groups.append((plural, "substitutions.\(substitution.name)"))
                            }
                        }
                        for (group, place) in groups {
                            result.append(
                                (targets, PluralVariation(catalog: loaded, entry: entry, language: localization.language, group: group, place: place)))
                        }
                    }
                }
            }
        }
        return result
    }

    var placeDescription: String { place.isEmpty ? "" : " (\(place))" }
}

/// A plural variation lacking a category its language's CLDR rules select: numbers of that category
/// fall back to `other`, which is grammatically wrong for them.
public struct PluralMissingCategory: Rule {
    public static let id = "plural-missing-category"

    public init() {}

    public var descriptor: RuleDescriptor {
        RuleDescriptor(
            id: Self.id, defaultSeverity: .error,
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
    }

    /// The categories a variation must have: all the language's, except those CLDR selects only for
    /// millions written compactly (`many` in French, Spanish, Italian, Portuguese: 1000000, 1c6). Xcode's
    /// editor does not offer those, and a `%lld` count shows them only from a million on.
    static func requiredCategories(for language: String) -> [String] {
        PluralRules.ruleSet(for: language).rules.filter { rule in
            let smallest = rule.integerSamples.compactMap { try? PluralOperands($0.start).n }.min()
            return smallest.map { $0 < 1_000_000 } ?? true
        }.map(\.category.rawValue)
    }

    public func check(_ project: Project, into output: inout RuleOutput) {
        var required: [String: [String]] = [:]
        for (targets, variation) in PluralVariation.all(in: project) {
            let present = Set(variation.group.cases.map(\.name))
            let categories = required[variation.language] ?? Self.requiredCategories(for: variation.language)
            required[variation.language] = categories
            let missing = categories.filter { !present.contains($0) }
            guard !missing.isEmpty else { continue }
            output.findings.append(
                descriptor.finding(
                    at: variation.group.location,
                    "the \(variation.language) plural of \"\(variation.entry.key)\"\(variation.placeDescription) lacks "
                        + "\(missing.joined(separator: ", ")); CLDR 46 selects \(missing.count == 1 ? "it" : "them") for \(variation.language)",
                    key: variation.entry.key, language: variation.language, targets: targets,
                    fix: "Add the plural categories \(missing.joined(separator: ", "))."))
        }
    }
}

/// A plural category its language never selects: dead text a translator was paid for, often a sign
/// that the variation was copied from another language.
public struct PluralUnusedCategory: Rule {
    public static let id = "plural-unused-category"

    public init() {}

    public var descriptor: RuleDescriptor {
        RuleDescriptor(
            id: Self.id, defaultSeverity: .note,
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
    }

    public func check(_ project: Project, into output: inout RuleOutput) {
        var selectedByLanguage: [String: Set<String>] = [:]
        for (targets, variation) in PluralVariation.all(in: project) {
            let selected = selectedByLanguage[variation.language]
                ?? Set(PluralRules.categories(for: variation.language).map(\.rawValue)).union(["zero"])
            selectedByLanguage[variation.language] = selected
            for unused in variation.group.cases where !selected.contains(unused.name) {
                output.findings.append(
                    descriptor.finding(
                        at: unused.location,
                        "the \(variation.language) plural of \"\(variation.entry.key)\"\(variation.placeDescription) has "
                            + "'\(unused.name)', which \(variation.language) never selects",
                        key: variation.entry.key, language: variation.language, targets: targets,
                        fix: "Delete the '\(unused.name)' case."))
            }
        }
    }
}
