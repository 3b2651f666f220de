import Diagnostics
import Testing
@testable import StringCatalog

/// Large catalogs (a `strings` object of 64 KB or more) are decoded in ranges on several threads: the result must be the
/// one a decoder going in file order gives, entries and errors alike.
@Suite struct ConcurrentDecodingTests {
    /// One entry per line, so entry `n` (0-based) has its key on line `n + 4`.
    func catalogText(entries: Int, badEntries: Set<Int> = []) -> String {
        var lines = ["{", "  \"sourceLanguage\" : \"en\",", "  \"strings\" : {"]
        for number in 0..<entries {
            let comma = number == entries - 1 ? "" : ","
            let value = badEntries.contains(number) ? "42" : "\"Wert \(number)\""
            lines.append(
                "    \"key \(number)\" : { \"localizations\" : { \"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \(value) } } } }\(comma)")
        }
        lines += ["  },", "  \"version\" : \"1.0\"", "}"]
        return lines.joined(separator: "\n")
    }

    @Test func aLargeCatalogKeepsFileOrderAndEveryEntry() throws {
        let count = 5_003
        let catalog = try Catalog(bytes: Array(catalogText(entries: count).utf8), path: "Large.xcstrings")
        #expect(catalog.keys == (0..<count).map { "key \($0)" })
        for number in [0, 624, 625, 2_500, 5_002] {
            let entry = try #require(catalog.entry(forKey: "key \(number)"))
            #expect(entry.location == SourceLocation(file: "Large.xcstrings", line: number + 4, column: 5))
            #expect(entry.localization(for: "de")?.content.stringUnit?.value == "Wert \(number)")
        }
    }

    @Test func theErrorIsTheFirstInFileOrderWhicheverChunkFindsItFirst() throws {
        // Errors in the first and the last chunk: the last chunk is smaller and may well finish first.
        let error = try #require(catalogError(catalogText(entries: 4_000, badEntries: [1_234, 3_999])))
        #expect(error.location?.line == 1_234 + 4)
        #expect(error.message.contains("value"))
        let late = try #require(catalogError(catalogText(entries: 4_000, badEntries: [3_999])))
        #expect(late.location?.line == 3_999 + 4)
    }
}
