import FormatSpecifiers
import SourceScanning
import StringCatalog

// Rules ask "does any use reach this key?" for every key of a catalog, and "does the catalog have a key
// for this use?" for every use. Comparing every key with every use costs keys × uses calls of
// `LocalizableUse.matches`, each parsing the key: minutes on a 10,000-key catalog. These indexes give
// the same answers with a hash look-up for the common cases.
//
// They rely on `matches(catalogKey:)`'s contract: a use without placeholders matches exactly its `key`;
// a use with placeholders matches only keys holding a format specifier, so only keys with a `%`, and (when
// it escapes `%`) only keys of its `FormatPattern` skeleton.

extension LocalizableUse {
    /// Whether the use interpolates values, so its key is a pattern rather than one exact string.
    var hasPlaceholders: Bool {
        segments.contains { if case .placeholder = $0 { return true } else { return false } }
    }
}

/// The uses of one strings table, asked whether any of them reaches a catalog key.
struct UseIndex: Sendable {
    private var exactKeys: Set<String> = []
    /// Uses with placeholders that do not escape `%` (NSLocalizedString): matched by their key as written.
    private var unescapedPatternKeys: Set<String> = []
    /// The other uses with placeholders, parsed once and filed by skeleton.
    private var patternsBySkeleton: [[String?]: [FormatPattern]] = [:]

    init<Uses: Sequence>(_ uses: Uses) where Uses.Element == LocalizableUse {
        for use in uses { insert(use) }
    }

    /// The uses `include` keeps, each read where it lies: a lazy `filter` and `map(\.use)` copied every use
    /// with all the strings it holds (a quarter of a widget's `widget-missing-translation`).
    init(_ uses: [ResolvedUse], where include: (borrowing ResolvedUse) -> Bool) {
        uses.withUnsafeBufferPointer { uses in
            for index in uses.indices where include(uses[index]) { insert(uses[index].use) }
        }
    }

    /// Where an index files a use: worked out once for a use that goes into several indexes (its key is
    /// joined from its segments, its pattern parsed, at every ask).
    enum Filing: Sendable {
        case exact(String)
        case unescaped(String)
        case pattern(FormatPattern)

        init(_ use: LocalizableUse) {
            if !use.hasPlaceholders {
                self = .exact(use.key)
            } else if let pattern = FormatPattern(use: use) {
                self = .pattern(pattern)
            } else {
                self = .unescaped(use.key)
            }
        }
    }

    mutating func insert(_ use: LocalizableUse) {
        insert(Filing(use))
    }

    mutating func insert(_ filing: Filing) {
        switch filing {
        case .exact(let key): exactKeys.insert(key)
        case .unescaped(let key): unescapedPatternKeys.insert(key)
        case .pattern(let pattern): patternsBySkeleton[pattern.skeleton, default: []].append(pattern)
        }
    }

    func reaches(_ key: String) -> Bool {
        if exactKeys.contains(key) { return true }
        guard !patternsBySkeleton.isEmpty || !unescapedPatternKeys.isEmpty, key.containsUTF8(UInt8(ascii: "%")) else {
            return false
        }
        if unescapedPatternKeys.contains(key) { return true }
        let parsed = FormatPattern(catalogKey: key)
        return patternsBySkeleton[parsed.skeleton]?.contains { $0.isMatched(by: parsed) } ?? false
    }
}

/// A catalog's keys, asked whether one of them is a use's key.
struct CatalogKeyIndex {
    private let catalog: Catalog
    /// The only keys a use with placeholders can match, parsed once and filed by skeleton.
    private let formatKeysBySkeleton: [[String?]: [FormatPattern]]

    init(_ catalog: Catalog) {
        self.catalog = catalog
        var bySkeleton: [[String?]: [FormatPattern]] = [:]
        for entry in catalog.entries where entry.key.containsUTF8(UInt8(ascii: "%")) {
            let pattern = FormatPattern(catalogKey: entry.key)
            bySkeleton[pattern.skeleton, default: []].append(pattern)
        }
        formatKeysBySkeleton = bySkeleton
    }

    func hasKey(for use: LocalizableUse) -> Bool {
        let key = use.key
        if !use.hasPlaceholders { return catalog.entry(forKey: key) != nil }
        if catalog.entry(forKey: key) != nil && use.matches(catalogKey: key) { return true }
        guard let pattern = FormatPattern(use: use) else {
            // Matched as written: only a format key equal to it.
            return key.containsUTF8(UInt8(ascii: "%")) && catalog.entry(forKey: key) != nil
        }
        return formatKeysBySkeleton[pattern.skeleton]?.contains { pattern.isMatched(by: $0) } ?? false
    }
}
