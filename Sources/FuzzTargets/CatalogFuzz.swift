import JSON
import StringCatalog

/// The JSON reader and the catalog decoder: whatever reads must write bytes that read back to the same
/// value and format identically, so `format` is idempotent on every catalog it accepts.
enum CatalogFuzz {
    static func run(_ bytes: [UInt8]) throws(InvariantViolation) {
        try jsonRoundTrip(bytes)
        try catalogRoundTrip(bytes)
    }

    private static func fail(_ message: String) -> InvariantViolation { InvariantViolation(.catalog, message) }

    private static func jsonRoundTrip(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let node = try? JSONReader.parse(bytes, path: "fuzz.json") else { return }
        let written = JSONWriter.xcodeFormatted(node)
        let reread: JSONNode
        do {
            reread = try JSONReader.parse(written, path: "written.json")
        } catch {
            throw fail("JSON the writer produced does not read back: \(error)")
        }
        guard reread.isEqual(to: node) else { throw fail("JSON read back from the writer differs from the original") }
        guard JSONWriter.xcodeFormatted(reread) == written else { throw fail("JSON writer is not idempotent") }
        let sorted = JSONWriter.sortedAlphabetically(node)
        guard (try? JSONReader.parse(JSONWriter.xcodeFormatted(sorted), path: "sorted.json")) != nil else {
            throw fail("sorted JSON does not read back")
        }
    }

    private static func catalogRoundTrip(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let catalog = try? Catalog(bytes: bytes, path: "fuzz.xcstrings") else { return }
        let written = catalog.formatted()
        let reread: Catalog
        do {
            reread = try Catalog(bytes: written, path: "written.xcstrings")
        } catch {
            throw fail("a catalog the writer produced does not read back: \(error)")
        }
        guard reread.formatted() == written else { throw fail("catalog formatting is not idempotent") }
        // The writer sorts keys as Xcode does, so only the set of keys must survive.
        guard reread.sourceLanguage == catalog.sourceLanguage, reread.version == catalog.version,
              reread.entries.count == catalog.entries.count,
              Set(reread.entries.map(\.key)) == Set(catalog.entries.map(\.key))
        else { throw fail("the catalog read back has other keys, source language or version") }
        // The lookups the checks make on every key must answer for every key the reader kept.
        for entry in catalog.entries {
            guard catalog.entry(forKey: entry.key) != nil else { throw fail("key '\(entry.key)' is not found") }
            _ = catalog.sourceText(forKey: entry.key)
            for localization in entry.localizations ?? [] {
                for leaf in localization.content.stringUnitLeaves {
                    guard catalog.stringUnit(forKey: entry.key, language: localization.language, path: leaf.path) != nil
                    else { throw fail("the string unit at \(leaf.path) of '\(entry.key)' is not found") }
                }
            }
        }
    }
}
