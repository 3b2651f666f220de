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

    /// Every plural variation of the project's reachable entries; both plural rules ask, so one run walks
    /// the catalogs for them once.
    static func all(in project: Project) -> [(targets: [String], variation: PluralVariation)] {
        guard let facts = project.sharedFacts else { return walk(project) }
        return facts.pluralVariations { walk(project) }
    }

    private static func walk(_ project: Project) -> [(targets: [String], variation: PluralVariation)] {
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
