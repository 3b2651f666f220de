import SourceScanning
import StringCatalog

// Rules ask "does any use reach this key?" for every key of a catalog, and "does the catalog have a key
// for this use?" for every use. Comparing every key with every use costs keys × uses calls of
// `LocalizableUse.matches`, each parsing the key: minutes on a 10,000-key catalog. These indexes give
// the same answers with a hash look-up for the common cases.
//
// They rely on `matches(catalogKey:)`'s contract: a use without placeholders matches exactly its `key`;
// a use with placeholders matches only keys holding a format specifier, so only keys with a `%`.

extension LocalizableUse {
    /// Whether the use interpolates values, so its key is a pattern rather than one exact string.
    var hasPlaceholders: Bool {
        segments.contains { if case .placeholder = $0 { return true } else { return false } }
    }
}

/// The uses of one strings table, asked whether any of them reaches a catalog key.
struct UseIndex {
    private var exactKeys: Set<String> = []
    private var patternUses: [LocalizableUse] = []

    init<Uses: Sequence>(_ uses: Uses) where Uses.Element == LocalizableUse {
        for use in uses {
            if use.hasPlaceholders { patternUses.append(use) } else { exactKeys.insert(use.key) }
        }
    }

    func reaches(_ key: String) -> Bool {
        if exactKeys.contains(key) { return true }
        guard !patternUses.isEmpty, key.utf8.contains(UInt8(ascii: "%")) else { return false }
        return patternUses.contains { $0.matches(catalogKey: key) }
    }
}

/// A catalog's keys, asked whether one of them is a use's key.
struct CatalogKeyIndex {
    private let catalog: Catalog
    /// The only keys a use with placeholders can match.
    private let formatKeys: [String]

    init(_ catalog: Catalog) {
        self.catalog = catalog
        formatKeys = catalog.entries.lazy.map(\.key).filter { $0.utf8.contains(UInt8(ascii: "%")) }
    }

    func hasKey(for use: LocalizableUse) -> Bool {
        let key = use.key
        if !use.hasPlaceholders { return catalog.entry(forKey: key) != nil }
        if catalog.entry(forKey: key) != nil && use.matches(catalogKey: key) { return true }
        return formatKeys.contains { use.matches(catalogKey: $0) }
    }
}
