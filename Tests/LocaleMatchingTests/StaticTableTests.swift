import Testing
@testable import LocaleMatching

@Suite("Static tables searched in place")
struct StaticTableTests {
    static let generatedTables: [(name: String, table: StaticTable)] = [
        ("languageAliases", LocaleTables.languageAliases),
        ("likelySubtags", LocaleTables.likelySubtags),
        ("cldrParents", LocaleTables.cldrParents),
        ("appleLocaleDataParents", LocaleTables.appleLocaleDataParents),
        ("appleParents", LocaleTables.appleParents),
        ("appleReplacements", LocaleTables.appleReplacements),
        ("appleLanguageGroups", LocaleTables.appleLanguageGroups),
        ("rightToLeftScripts", LocaleTables.rightToLeftScripts),
    ]

    @Test("Every generated table is sorted by key, each key once, and finds each of its entries")
    func generatedTablesFindEveryEntry() {
        for (name, table) in Self.generatedTables {
            let entries = table.entries
            #expect(!entries.isEmpty, "\(name) is empty")
            for (previous, next) in zip(entries, entries.dropFirst()) {
                #expect(Array(previous.key.utf8).lexicographicallyPrecedes(Array(next.key.utf8)),
                        "\(name): \(previous.key) is not before \(next.key)")
            }
            for entry in entries {
                #expect(table[entry.key] == entry.value, "\(name)[\(entry.key)]")
                #expect(table.contains(entry.key), "\(name) contains \(entry.key)")
            }
        }
    }

    @Test("Keys the tables lack are not found, wherever they would sort")
    func generatedTablesMissKeysTheyLack() {
        for (name, table) in Self.generatedTables {
            let keys = Set(table.entries.map(\.key))
            // Before the first key, after the last, and beside each key: its prefixes and extensions.
            var probes: Set<String> = ["", "-", "0", "zzzzzzzz", "~"]
            for key in keys {
                probes.insert(String(key.dropLast()))
                probes.insert(key + "-")
                probes.insert(key + "a")
                probes.insert(key + " ")
            }
            for probe in probes.subtracting(keys) {
                #expect(table[probe] == nil, "\(name)[\(probe)]")
                #expect(!table.contains(probe), "\(name) contains \(probe)")
            }
        }
    }

    @Test("A small table: values, a set, an empty table")
    func smallTables() {
        let table = StaticTable("""
            a 1
            ab 22
            b
            c 333
            """)
        #expect(table["a"] == "1")
        #expect(table["ab"] == "22")
        #expect(table["b"] == "")
        #expect(table["c"] == "333")
        #expect(table["aa"] == nil)
        #expect(table["d"] == nil)
        #expect(table["1"] == nil)
        #expect(table.entries.map(\.key) == ["a", "ab", "b", "c"])
        let empty = StaticTable("")
        #expect(empty["a"] == nil)
        #expect(empty.entries.isEmpty)
    }
}
