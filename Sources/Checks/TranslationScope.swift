import FormatSpecifiers
import LocaleMatching
import SourceScanning
import StringCatalog

// Which keys and languages are worth a translator's time: the questions every translation rule asks
// before it reports a gap, answered one way for all of them.

extension CatalogEntry {
    /// The source language's texts: every string unit of its localization, or the key when it has none.
    func sourceTexts(sourceLanguage: String) -> [String] {
        guard let localization = localization(for: sourceLanguage) else { return [key] }
        let leaves = localization.content.stringUnitLeaves.map(\.unit.value)
        return leaves.isEmpty ? [key] : leaves
    }

    /// Whether a text has a word once its format specifiers are removed: `%@`, ` (%@) `, `%lld / %lld`,
    /// `•` and a bare e-mail address read the same in every language, and an empty source has nothing to
    /// say. A key has text to translate when any of its source texts has words
    /// (`CatalogFacts.Entry.hasTextToTranslate`).
    static func hasWords(_ text: String) -> Bool {
        if EmailAddress.isWhole(text) { return false }
        guard text.containsUTF8(UInt8(ascii: "%")) else { return text.containsLetter }
        // An ASCII letter before the first `%` is literal text whether or not the rest parses: most sources
        // that format a value are seen to have words without parsing them.
        if Self.hasASCIILetterBeforePercent(text) { return true }
        guard let format = try? FormatString(parsing: text, allowsSubstitutionArgument: true) else { return text.containsLetter }
        // A letter of the literal text, read segment by segment rather than from the segments joined.
        return format.segments.contains { segment in
            if case .literal(let literal, _) = segment { return literal.containsLetter }
            return false
        }
    }

    /// Whether `text` has an ASCII letter before its first `%`, read from its UTF-8 bytes.
    static func hasASCIILetterBeforePercent(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            for byte in bytes {
                if byte == UInt8(ascii: "%") { return false }
                if (byte | 0x20) >= UInt8(ascii: "a"), (byte | 0x20) <= UInt8(ascii: "z") { return true }
            }
            return false
        }
        return found ?? false
    }

    /// Whether a translation into `language` exists but shows nothing while the source shows something:
    /// a key without words (`%@`) still renders blank there, which is a real gap.
    func hasEmptyTranslation(for language: String, sourceLanguage: String) -> Bool {
        guard let localization = localization(for: language) else { return false }
        let values = localization.content.stringUnitLeaves.map(\.unit.value)
        let sourceIsEmpty = sourceTexts(sourceLanguage: sourceLanguage).allSatisfy(\.isEmpty)
        return !sourceIsEmpty && !values.isEmpty && values.contains(where: \.isEmpty)
    }
}

extension Project {
    /// Whether a key of a catalog can be shown to anyone, so that its gaps matter: not stale, and — for a
    /// manual key, one Xcode extracted from code into a String Catalog, or a key of a legacy table (or
    /// migrated from one) that code reads (`Localizable`, or a table code names) — looked up in this
    /// catalog by the project's code (`isKeyLookedUp`). An extracted
    /// key no code holds any more is one Xcode marks stale on its next build (`unused-key` notes it); a
    /// legacy table keeps the entries of code long gone (genstrings never removes one). Catalogs the system
    /// reads (Info.plist, App Shortcuts) are read without code, and so are legacy tables no code names
    /// (a storyboard's, a complication's).
    func isReachable(_ entry: CatalogEntry, in catalog: LoadedCatalog) -> Bool {
        isReachable(entry, in: catalog, reachability: reachability(of: catalog))
    }

    /// `isReachable(_:in:)` with what it asks of the catalog answered once for all its entries: its readers
    /// looked up by path and by name for every entry were most of the answer.
    func isReachable(_ entry: CatalogEntry, in catalog: LoadedCatalog, reachability: CatalogReachability) -> Bool {
        if entry.extractionState == .stale { return false }
        // The system asks for a permission with the usage description the Info.plist declares, in the
        // language `InfoPlist` gives it; one the Info.plist lacks is never shown (nor asked: asking crashes).
        if let declared = reachability.infoPlistKeys, entry.key.hasSuffix("UsageDescription"), !declared.contains(entry.key) {
            return false
        }
        // A legacy table's entries are all `migrated`, as Xcode's conversion writes them, and so are those a
        // conversion left in a String Catalog: both are looked up when code reads their table.
        let isLookedUpInCode = reachability.isLegacyStringsTable || entry.extractionState == .migrated
            ? reachability.isTableRead
            : entry.extractionState == .manual || entry.extractionState == nil
        guard isLookedUpInCode, reachability.isSeenByCodeAlone else { return true }
        return isKeyLookedUp(entry.key, in: catalog)
    }

    /// What `isReachable` asks of `catalog` whatever the entry.
    func reachability(of catalog: LoadedCatalog) -> CatalogReachability {
        let readers = readers(of: catalog).compactMap(target(named:))
        var infoPlistKeys: Set<String>?
        if catalog.table == "InfoPlist", !readers.isEmpty, readers.allSatisfy({ $0.infoPlistKeys != nil }) {
            infoPlistKeys = readers.reduce(into: []) { $0.formUnion($1.infoPlistKeys ?? []) }
        }
        return CatalogReachability(
            isLegacyStringsTable: catalog.catalog.origin.isLegacyStringsTable,
            isTableRead: catalog.table == "Localizable" || useIndexes[catalog.table] != nil || tablesNamedInCode.contains(catalog.table),
            isSeenByCodeAlone: !catalog.isReadBySystem && !readers.isEmpty
                && readers.allSatisfy({ $0.sources?.isComplete == true }),
            infoPlistKeys: infoPlistKeys)
    }

    /// Whether a missing translation into `language` matters: not when the language falls back to the
    /// catalog's source language itself (a regional variant such as en-GB for an English source), where
    /// only spelling differs.
    static func fallsBackToSource(_ language: String, sourceLanguage: String) -> Bool {
        guard language != sourceLanguage,
            let matches = try? LocaleMatcher.localizations(available: [sourceLanguage], requested: language)
        else { return false }
        return matches.first == sourceLanguage
    }
}

/// What `Project.isReachable` asks of a catalog rather than of one of its entries.
struct CatalogReachability: Sendable {
    /// The catalog is a legacy `.strings` table (its entries are looked up as the table is).
    var isLegacyStringsTable: Bool
    /// Code reads the catalog's table: it is `Localizable`, some use names it, or code passes its name on to
    /// a look-up of a table it does not settle (`Project.tablesNamedInCode`).
    var isTableRead: Bool
    /// A key code looks up is shown only when code is found to look it up: the system does not read the
    /// catalog, and every reader's sources were read whole.
    var isSeenByCodeAlone: Bool
    /// For an `InfoPlist` catalog, the keys its readers' Info.plists declare, when every reader's are known.
    var infoPlistKeys: Set<String>? = nil
}

extension Array where Element == String {
    /// "A", "A and B", "A, B and C".
    var listed: String {
        guard count > 1, let last else { return first ?? "" }
        return dropLast().joined(separator: ", ") + " and " + last
    }
}
