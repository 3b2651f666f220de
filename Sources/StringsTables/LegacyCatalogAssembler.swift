import Diagnostics
import StringCatalog

/// Puts the entries of a table's files together into one catalog, language by language. Files must come
/// in the order they override each other: within a language `.strings` before `.stringsdict` (the system
/// takes a key from the `.stringsdict` when both have it) and, for the development language, `Base.lproj`
/// before its own folder.
///
/// Each key gets a number when first added, and everything after works on numbers: a key's translations
/// are kept with it, in language order, so the catalog is built without looking anything up (a large app's
/// 106,000 entries were hashed three to four times each, a fifth of its check). A later file's key is
/// hashed only when it is not where the file before had its key (see `number(of:guess:)`).
struct LegacyCatalogAssembler {
    private struct Translation {
        var content: LocalizedContent
        var comment: String?
        var keyLocation: SourceLocation
    }

    /// One language's text for a key.
    private struct Slot {
        var language: Int
        var translation: Translation
    }

    private var languageOrder: [String] = []
    /// Each language's keys (their numbers) in the order its files first give them.
    private var keysByLanguage: [[Int]] = []
    /// The keys by number, in the order first added.
    private var keys: [String] = []
    private var numberByKey: [String: Int] = [:]
    /// Each key's translations (by number), ordered by language.
    private var slots: [[Slot]] = []
    /// The numbers of the last `.strings` file's keys, in its order.
    private var previousFile: [Int] = []

    mutating func add(_ entries: [StringsFileEntry], language: String) {
        let language = languageIndex(language)
        // The first file holds most keys the others have: the index is sized once for them.
        if numberByKey.isEmpty { numberByKey.reserveCapacity(entries.count) }
        var numbers: [Int] = []
        numbers.reserveCapacity(entries.count)
        for (position, entry) in entries.enumerated() {
            let unit = StringUnit(
                state: .translated, value: entry.value, location: entry.keyLocation, valueLocation: entry.valueLocation)
            let keyNumber = number(of: entry.key, guess: position < previousFile.count ? previousFile[position] : nil)
            set(
                Translation(content: LocalizedContent(stringUnit: unit), comment: entry.comment, keyLocation: entry.keyLocation),
                number: keyNumber, language: language)
            numbers.append(keyNumber)
        }
        previousFile = numbers
    }

    mutating func add(_ entries: [StringsDictEntry], language: String) {
        let language = languageIndex(language)
        for entry in entries {
            set(
                Translation(content: entry.content, comment: nil, keyLocation: entry.keyLocation),
                number: number(of: entry.key, guess: nil), language: language)
        }
    }

    private mutating func languageIndex(_ language: String) -> Int {
        if let index = languageOrder.firstIndex(of: language) { return index }
        languageOrder.append(language)
        keysByLanguage.append([])
        return languageOrder.count - 1
    }

    /// The key's number, a new one if it has none. Translators' tools write every language's file in the
    /// same order, so the key at a position of the file before is tried first: a comparison of two strings
    /// instead of a hash. It is the same answer, since the index too finds the one key equal to this one.
    private mutating func number(of key: String, guess: Int?) -> Int {
        if let guess, keys[guess] == key { return guess }
        let next = keys.count
        // One hash: the default subscript finds the key's number or stores the next one in the same probe.
        let number = Self.value(&numberByKey[key, default: next])
        if number == next {
            keys.append(key)
            slots.append([])
        }
        return number
    }

    /// A later file's text replaces an earlier one's in the same language; the comment stays unless the
    /// later file has its own.
    private mutating func set(_ translation: Translation, number: Int, language: Int) {
        // Files come language by language, so a new language's text goes at the end.
        guard let last = slots[number].indices.last, slots[number][last].language >= language else {
            slots[number].append(Slot(language: language, translation: translation))
            keysByLanguage[language].append(number)
            return
        }
        var low = 0
        var high = last
        while low < high {
            let middle = (low + high) / 2
            if slots[number][middle].language < language { low = middle + 1 } else { high = middle }
        }
        if slots[number][low].language == language {
            var translation = translation
            translation.comment = translation.comment ?? slots[number][low].translation.comment
            slots[number][low].translation = translation
        } else {
            slots[number].insert(Slot(language: language, translation: translation), at: low)
            keysByLanguage[language].append(number)
        }
    }

    private static func value(_ value: inout Int) -> Int { value }

    /// The catalog: the first language's keys in file order, then any key only other languages have. Every
    /// entry's location is its key in the first file that has it, every translation's in its own file. Its
    /// version is the one Xcode's migration writes, so `formatted()` is the catalog that migration would make.
    func catalog(sourceLanguage: String, path: String, files: [String]) -> Catalog {
        var catalog = Catalog(sourceLanguage: sourceLanguage, version: "1.0", path: path)
        catalog.origin = .legacyStringsTable(files: files)
        let fileStart = SourceLocation(file: path, line: 1, column: 1)
        catalog.sourceLanguageLocation = fileStart
        catalog.stringsLocation = fileStart
        var seen = [Bool](repeating: false, count: keys.count)
        for languageKeys in keysByLanguage {
            for number in languageKeys where !seen[number] {
                seen[number] = true
                let keySlots = slots[number]
                var localizations: [Localization] = []
                localizations.reserveCapacity(keySlots.count)
                var comment: String?
                for slot in keySlots {
                    localizations.append(Localization(
                        language: languageOrder[slot.language], content: slot.translation.content,
                        location: slot.translation.keyLocation))
                    comment = comment ?? slot.translation.comment
                }
                catalog.addEntry(CatalogEntry(
                    key: keys[number], comment: comment, extractionState: .migrated, localizations: localizations,
                    location: keySlots.first?.translation.keyLocation ?? fileStart))
            }
        }
        return catalog
    }
}
