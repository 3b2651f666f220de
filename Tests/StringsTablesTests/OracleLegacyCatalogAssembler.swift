// The assembler as it was before keys were numbered (loadcost): kept, renamed, as the differential
// oracle of LoadCostOracleTests. Not used by the tool.
import Diagnostics
import StringCatalog
@testable import StringsTables

/// Puts the entries of a table's files together into one catalog, language by language. Files must come
/// in the order they override each other: within a language `.strings` before `.stringsdict` (the system
/// takes a key from the `.stringsdict` when both have it) and, for the development language, `Base.lproj`
/// before its own folder.
struct OracleLegacyCatalogAssembler {
    private struct Translation {
        var content: LocalizedContent
        var comment: String?
        var keyLocation: SourceLocation
    }

    private struct LanguageTexts {
        var keys: [String] = []
        var translations: [String: Translation] = [:]

        /// A later file's text replaces an earlier one's; the comment stays unless the later file has its own.
        mutating func set(_ translation: Translation, forKey key: String) {
            var translation = translation
            if let earlier = translations[key] {
                translation.comment = translation.comment ?? earlier.comment
            } else {
                keys.append(key)
            }
            translations[key] = translation
        }
    }

    private var languageOrder: [String] = []
    private var texts: [LanguageTexts] = []

    mutating func add(_ entries: [StringsFileEntry], language: String) {
        let index = languageIndex(language)
        texts[index].translations.reserveCapacity(texts[index].translations.count + entries.count)
        for entry in entries {
            let unit = StringUnit(
                state: .translated, value: entry.value, location: entry.keyLocation, valueLocation: entry.valueLocation)
            texts[index].set(
                Translation(content: LocalizedContent(stringUnit: unit), comment: entry.comment, keyLocation: entry.keyLocation),
                forKey: entry.key)
        }
    }

    mutating func add(_ entries: [StringsDictEntry], language: String) {
        let index = languageIndex(language)
        for entry in entries {
            texts[index].set(Translation(content: entry.content, comment: nil, keyLocation: entry.keyLocation), forKey: entry.key)
        }
    }

    private mutating func languageIndex(_ language: String) -> Int {
        if let index = languageOrder.firstIndex(of: language) { return index }
        languageOrder.append(language)
        texts.append(LanguageTexts())
        return texts.count - 1
    }

    /// The catalog: the first language's keys in file order, then any key only other languages have. Every
    /// entry's location is its key in the first file that has it, every translation's in its own file. Its
    /// version is the one Xcode's migration writes, so `formatted()` is the catalog that migration would make.
    func catalog(sourceLanguage: String, path: String, files: [String]) -> Catalog {
        var catalog = Catalog(sourceLanguage: sourceLanguage, version: "1.0", path: path)
        catalog.origin = .legacyStringsTable(files: files)
        let fileStart = SourceLocation(file: path, line: 1, column: 1)
        catalog.sourceLanguageLocation = fileStart
        catalog.stringsLocation = fileStart
        var seen: Set<String> = []
        for languageTexts in texts {
            for key in languageTexts.keys where seen.insert(key).inserted {
                var localizations: [Localization] = []
                var comment: String?
                var location: SourceLocation?
                for (other, otherTexts) in zip(languageOrder, texts) {
                    guard let translation = otherTexts.translations[key] else { continue }
                    localizations.append(Localization(language: other, content: translation.content, location: translation.keyLocation))
                    comment = comment ?? translation.comment
                    location = location ?? translation.keyLocation
                }
                catalog.addEntry(CatalogEntry(
                    key: key, comment: comment, extractionState: .migrated, localizations: localizations,
                    location: location ?? fileStart))
            }
        }
        return catalog
    }
}
