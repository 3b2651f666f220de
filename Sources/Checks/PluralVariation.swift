import Diagnostics
import PluralRules
import StringCatalog

/// Every plural variation of a catalog, with the key and language it is in: a localization's own, its
/// device cases', and its substitutions'.
struct PluralVariation {
    var key: String
    var language: String
    var group: VariationGroup
    /// "" for the localization itself, else where the variation sits: "device.ipad", "substitutions.minutes".
    var place: String

    /// Every plural variation of the project's reachable entries; both plural rules ask, so one run walks
    /// the catalogs for them once.
    static func all(in project: Project) -> [(targets: [String], variation: PluralVariation)] {
        guard let facts = project.sharedFacts else { return walk(project) }
        return facts.pluralVariations { walk(project) }
    }

    private static func walk(_ project: Project) -> [(targets: [String], variation: PluralVariation)] {
        var result: [(targets: [String], variation: PluralVariation)] = []
        for (loaded, facts) in project.catalogsWithFacts {
            let targets = project.readers(of: loaded)
            let entries = loaded.catalog.entries
            for (index, entryFacts) in facts.entries.enumerated() where entryFacts.isReachable {
                // Only variations and substitutions hold plurals: most localizations are passed over here.
                for localization in entryFacts.localizations where localization.isVaried {
                    guard let content = entries[index].localizations?[localization.index].content else { continue }
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
                            (targets, PluralVariation(key: entries[index].key, language: localization.language, group: group, place: place)))
                    }
                }
            }
        }
        return result
    }

    var placeDescription: String { place.isEmpty ? "" : " (\(place))" }
}
