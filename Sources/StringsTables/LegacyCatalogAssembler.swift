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
    /// One key's text in one file as the catalog keeps it. Made when the file is parsed, on whichever thread
    /// parses it, so that putting a table together only numbers keys and places texts (making the units
    /// there was a third of a large app's assembling, on one thread).
    struct Translation: Sendable {
        var key: String
        var content: LocalizedContent
        var comment: String?
        var keyLocation: SourceLocation
    }

    /// One key's translations, ordered by language: the catalog entry's localizations as they will be.
    private struct KeyTexts {
        var languages: [Int] = []
        var localizations: [Localization] = []
        var comments: [String?] = []

        /// Room for every language of the table: most keys are in every language, and the arrays grown a
        /// language at a time were reallocated five times each in a table of 34 languages.
        mutating func reserve(_ count: Int) {
            languages.reserveCapacity(count)
            localizations.reserveCapacity(count)
            comments.reserveCapacity(count)
        }
    }

    private var languageOrder: [String] = []
    /// Each language's keys (their numbers) in the order its files first give them.
    private var keysByLanguage: [[Int]] = []
    /// The keys by number, in the order first added.
    private var keys: [String] = []
    private var numberByKey: [String: Int] = [:]
    /// Each key's translations, by number.
    private var texts: [KeyTexts] = []
    /// The numbers of the last `.strings` file's keys, in its order.
    private var previousFile: [Int] = []
    /// How many languages the table's files have, when known before they are added.
    private let expectedLanguages: Int

    init(expectedLanguages: Int = 0) {
        self.expectedLanguages = expectedLanguages
    }

    static func translations(_ entries: [StringsFileEntry]) -> [Translation] {
        entries.map { entry in
            let unit = StringUnit(
                state: .translated, value: entry.value, location: entry.keyLocation, valueLocation: entry.valueLocation)
            return Translation(
                key: entry.key, content: LocalizedContent(stringUnit: unit), comment: entry.comment, keyLocation: entry.keyLocation)
        }
    }

    static func translations(_ entries: [StringsDictEntry]) -> [Translation] {
        entries.map { Translation(key: $0.key, content: $0.content, comment: nil, keyLocation: $0.keyLocation) }
    }

    mutating func add(_ entries: [StringsFileEntry], language: String) {
        add(Self.translations(entries), language: language, fileKind: .strings)
    }

    mutating func add(_ entries: [StringsDictEntry], language: String) {
        add(Self.translations(entries), language: language, fileKind: .stringsdict)
    }

    /// A file's translations. A `.strings` file's keys are first looked for where the `.strings` file before
    /// had its keys (see `number(of:guess:)`).
    mutating func add(_ translations: [Translation], language: String, fileKind: LegacyStringsFile.Kind) {
        let language = languageIndex(language)
        // The first file holds most keys the others have: the index is sized once for them.
        if numberByKey.isEmpty { numberByKey.reserveCapacity(translations.count) }
        // Each translation read where it lies: a loop over the array copied each one (retaining its strings)
        // and freed the copy again, a third of putting a large table together.
        translations.withUnsafeBufferPointer { translations in
            guard fileKind == .strings else {
                for position in translations.indices {
                    let translation = translations.baseAddress! + position
                    set(translation, number: number(of: translation.pointee.key, guess: nil), language: language)
                }
                return
            }
            var numbers: [Int] = []
            numbers.reserveCapacity(translations.count)
            for position in translations.indices {
                let translation = translations.baseAddress! + position
                let guess = position < previousFile.count ? previousFile[position] : nil
                let keyNumber = number(of: translation.pointee.key, guess: guess)
                set(translation, number: keyNumber, language: language)
                numbers.append(keyNumber)
            }
            previousFile = numbers
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
            texts.append(KeyTexts())
        }
        return number
    }

    /// A later file's text replaces an earlier one's in the same language; the comment stays unless the
    /// later file has its own.
    private mutating func set(_ translation: UnsafePointer<Translation>, number: Int, language: Int) {
        // Files come language by language, so a new language's text goes at the end.
        guard let last = texts[number].languages.last, last >= language else {
            if texts[number].languages.isEmpty { texts[number].reserve(max(expectedLanguages, languageOrder.count)) }
            texts[number].languages.append(language)
            texts[number].localizations.append(Localization(
                language: languageOrder[language], content: translation.pointee.content, location: translation.pointee.keyLocation))
            texts[number].comments.append(translation.pointee.comment)
            keysByLanguage[language].append(number)
            return
        }
        var low = 0
        var high = texts[number].languages.count - 1
        while low < high {
            let middle = (low + high) / 2
            if texts[number].languages[middle] < language { low = middle + 1 } else { high = middle }
        }
        let localization = Localization(
            language: languageOrder[language], content: translation.pointee.content, location: translation.pointee.keyLocation)
        if texts[number].languages[low] == language {
            texts[number].localizations[low] = localization
            if let comment = translation.pointee.comment { texts[number].comments[low] = comment }
        } else {
            texts[number].languages.insert(language, at: low)
            texts[number].localizations.insert(localization, at: low)
            texts[number].comments.insert(translation.pointee.comment, at: low)
            keysByLanguage[language].append(number)
        }
    }

    private static func value(_ value: inout Int) -> Int { value }

    /// The catalog: the first language's keys in file order, then any key only other languages have. Every
    /// entry's location is its key in the first file that has it, every translation's in its own file. Its
    /// version is the one Xcode's migration writes, so `formatted()` is the catalog that migration would make.
    /// Takes the texts out: the assembler is empty afterwards.
    mutating func catalog(sourceLanguage: String, path: String, files: [String]) -> Catalog {
        var catalog = Catalog(sourceLanguage: sourceLanguage, version: "1.0", path: path)
        catalog.origin = .legacyStringsTable(files: files)
        let fileStart = SourceLocation(file: path, line: 1, column: 1)
        catalog.sourceLanguageLocation = fileStart
        catalog.stringsLocation = fileStart
        var texts: [KeyTexts] = []
        swap(&texts, &self.texts)
        var seen = [Bool](repeating: false, count: keys.count)
        for languageKeys in keysByLanguage {
            for number in languageKeys where !seen[number] {
                seen[number] = true
                var keyTexts = KeyTexts()
                swap(&keyTexts, &texts[number])
                let comment = keyTexts.comments.first { $0 != nil } ?? nil
                catalog.addEntry(CatalogEntry(
                    key: keys[number], comment: comment, extractionState: .migrated, localizations: keyTexts.localizations,
                    location: keyTexts.localizations.first?.location ?? fileStart))
            }
        }
        return catalog
    }
}
