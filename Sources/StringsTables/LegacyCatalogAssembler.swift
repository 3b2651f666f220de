import Diagnostics
import StringCatalog

/// Puts the entries of a table's files together into one catalog, language by language. Files must come
/// in the order they override each other: within a language `.strings` before `.stringsdict` (the system
/// takes a key from the `.stringsdict` when both have it) and, for the development language, `Base.lproj`
/// before its own folder.
struct LegacyCatalogAssembler {
    private struct Translation {
        var content: LocalizedContent
        var comment: String?
        var keyLocation: SourceLocation
    }

    private struct LanguageTexts {
        var keys: [String] = []
        var translations: [String: Translation] = [:]
    }

    private var languageOrder: [String] = []
    private var texts: [String: LanguageTexts] = [:]

    mutating func add(_ entries: [StringsFileEntry], language: String) {
        for entry in entries {
            let unit = StringUnit(
                state: .translated, value: entry.value, location: entry.keyLocation, valueLocation: entry.valueLocation)
            set(Translation(content: LocalizedContent(stringUnit: unit), comment: entry.comment, keyLocation: entry.keyLocation),
                forKey: entry.key, language: language)
        }
    }

    mutating func add(_ entries: [StringsDictEntry], language: String) {
        for entry in entries {
            set(Translation(content: entry.content, comment: nil, keyLocation: entry.keyLocation), forKey: entry.key, language: language)
        }
    }

    /// A later file's text replaces an earlier one's; the comment stays unless the later file has its own.
    private mutating func set(_ translation: Translation, forKey key: String, language: String) {
        if texts[language] == nil {
            texts[language] = LanguageTexts()
            languageOrder.append(language)
        }
        var translation = translation
        if let earlier = texts[language]?.translations[key] {
            translation.comment = translation.comment ?? earlier.comment
        } else {
            texts[language]?.keys.append(key)
        }
        texts[language]?.translations[key] = translation
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
        for language in languageOrder {
            for key in texts[language]?.keys ?? [] where seen.insert(key).inserted {
                var localizations: [Localization] = []
                var comment: String?
                var location: SourceLocation?
                for other in languageOrder {
                    guard let translation = texts[other]?.translations[key] else { continue }
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
