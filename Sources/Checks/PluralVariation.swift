import Diagnostics
import PluralRules
import StringCatalog

/// Every plural variation of a catalog, with the key and language it is in: a localization's own, its
/// device cases', and its substitutions'. A class: both plural rules read every one, and reading a value
/// out of the list copied all its parts (retaining each string and array) where a reference is one.
final class PluralVariation: Sendable {
    /// Where in a localization a plural variation sits.
    enum Place: Sendable {
        /// The localization's own `variations`.
        case localization
        /// The device case of this name.
        case device(String)
        /// The substitution of this name.
        case substitution(String)
    }

    let key: String
    let language: String
    /// `language`'s index in its catalog's `LoadedCatalog.languages` (-1 when not there), and the catalog's
    /// index in `Project.catalogs`: what the plural rules look a language's categories up by, without
    /// hashing its code for every variation.
    let languageIndex: Int
    let catalogIndex: Int
    let group: VariationGroup
    let placeKind: Place

    init(key: String, language: String, languageIndex: Int, catalogIndex: Int, group: VariationGroup, placeKind: Place) {
        self.key = key
        self.language = language
        self.languageIndex = languageIndex
        self.catalogIndex = catalogIndex
        self.group = group
        self.placeKind = placeKind
    }

    /// "" for the localization itself, else where the variation sits: "device.ipad", "substitutions.minutes".
    /// Made only for a finding's message.
    var place: String {
        switch placeKind {
        case .localization: ""
        case .device(let name): "device.\(name)"
        case .substitution(let name): "substitutions.\(name)"
        }
    }

    /// Every plural variation of the project's reachable entries; both plural rules ask, so one run walks
    /// the catalogs for them once.
    static func all(in project: Project) -> [(targets: [String], variation: PluralVariation)] {
        guard let facts = project.sharedFacts else { return walk(project) }
        return facts.pluralVariations { walk(project) }
    }

    private static func walk(_ project: Project) -> [(targets: [String], variation: PluralVariation)] {
        var result: [(targets: [String], variation: PluralVariation)] = []
        for (catalogIndex, (loaded, facts)) in project.catalogsWithFacts.enumerated() {
            let targets = project.readers(of: loaded)
            // Entries, their facts and localizations read in place through their buffers: a `for … in` copied
            // each entry's facts, and a list of groups with their places built as strings cost more than the
            // rules' own work.
            loaded.catalog.entries.withUnsafeBufferPointer { entries in
                facts.entries.withUnsafeBufferPointer { entryFacts in
                    for index in entryFacts.indices where entryFacts[index].isReachable {
                        // Only variations and substitutions hold plurals: most localizations are passed over here.
                        entryFacts[index].localizations.withUnsafeBufferPointer { localizations in
                            for localization in localizations.indices where localizations[localization].isVaried {
                                guard let list = entries[index].localizations else { continue }
                                // The group handed on rather than copied: each variation keeps the one it was given.
                                func add(_ group: consuming VariationGroup, _ place: Place) {
                                    result.append(
                                        (targets, PluralVariation(
                                            key: entries[index].key, language: localizations[localization].language,
                                            languageIndex: localizations[localization].languageIndex,
                                            catalogIndex: catalogIndex, group: group, placeKind: place)))
                                }
                                // The localization's content read in place: a copy of it retained every part it holds.
                                list.withUnsafeBufferPointer { list in
                                    let position = localizations[localization].index
                                    if let variations = list[position].content.variations {
                                        if let plural = variations.plural { add(plural, .localization) }
                                        if let device = variations.device {
                                            device.cases.withUnsafeBufferPointer { cases in
                                                for deviceCase in cases.indices {
                                                    if let plural = cases[deviceCase].content.variations?.plural {
                                                        add(plural, .device(cases[deviceCase].name))
                                                    }
                                                }
                                            }
                                        }
                                    }
                                    list[position].content.substitutions?.withUnsafeBufferPointer { substitutions in
                                        for substitution in substitutions.indices {
                                            if let plural = substitutions[substitution].variations?.plural {
                                                add(plural, .substitution(substitutions[substitution].name))
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return result
    }

    var placeDescription: String { place.isEmpty ? "" : " (\(place))" }
}

/// A value for each language of each catalog of a project, made once per language by the first variation
/// that asks: the plural rules' categories of a language, found by index rather than by hashing its code.
struct PerLanguage<Value> {
    private var byCatalog: [[Value?]]
    private var others: [String: Value] = [:]

    init(_ project: Project) {
        byCatalog = project.catalogs.map { Array(repeating: nil, count: $0.languages.count) }
    }

    /// The value for `variation`'s language, `make` of its code the first time.
    mutating func value(for variation: PluralVariation, _ make: (String) -> Value) -> Value {
        let catalog = variation.catalogIndex
        let language = variation.languageIndex
        guard byCatalog.indices.contains(catalog), byCatalog[catalog].indices.contains(language) else {
            if let known = others[variation.language] { return known }
            let value = make(variation.language)
            others[variation.language] = value
            return value
        }
        if let known = byCatalog[catalog][language] { return known }
        let value = make(variation.language)
        byCatalog[catalog][language] = value
        return value
    }
}
