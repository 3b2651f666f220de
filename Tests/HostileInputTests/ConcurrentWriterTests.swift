import Foundation
import Testing

/// Issue 13, item 2: writers of one catalog take turns. Two processes that each read, change and write
/// the same catalog at the same moment, round after round; every round, both changes must be in the file
/// (before the fix, two `sync`s lost one side's translations 3 times in 20, both exiting 0).
@Suite(.serialized) struct ConcurrentWriterTests {
    static let keyCount = 2_000
    static let rounds = 20
    static let keys = (0..<keyCount).map { String(format: "key.%05d", $0) }

    static func catalog(language: String?) -> String {
        Fixtures.catalog(keys.map { key in (key, language.map { [($0, "\($0) \(key)")] } ?? []) })
    }

    /// The languages each key of the catalog has.
    static func languagesByKey(_ path: String) throws -> [String: Set<String>] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: [String: Any]])
        return strings.mapValues { Set(($0["localizations"] as? [String: Any])?.keys ?? [:].keys) }
    }

    @Test func twoSyncsIntoOneCatalogLoseNothing() throws {
        let workspace = try HostileWorkspace()
        try workspace.write("German.xcstrings", Self.catalog(language: "de"))
        try workspace.write("French.xcstrings", Self.catalog(language: "fr"))
        for round in 1...Self.rounds {
            try workspace.write("Widget.xcstrings", Self.catalog(language: nil))
            let results = try ConcurrentRun.run([
                ["sync", "--from", "German.xcstrings", "--to", "Widget.xcstrings"],
                ["sync", "--from", "French.xcstrings", "--to", "Widget.xcstrings"],
            ], in: workspace.folder)
            for result in results {
                #expect(result.status == 0 && !result.hung, "round \(round): \(result.standardError)")
            }
            let languages = try Self.languagesByKey(workspace.path("Widget.xcstrings"))
            let complete = languages.values.filter { $0 == ["de", "fr"] }.count
            #expect(complete == Self.keyCount, "round \(round): \(Self.keyCount - complete) keys lost a translation")
        }
        #expect(try workspace.temporaryFiles() == [])
    }

    @Test func syncImportAndFormatOfOneCatalogLoseNothing() throws {
        // Three different writers at once: each adds its own change, and format must not undo the others.
        let workspace = try HostileWorkspace()
        try workspace.write("German.xcstrings", Self.catalog(language: "de"))
        let xliff = Fixtures.xliff(
            for: "Widget.xcstrings", language: "ja", units: Self.keys.prefix(500).map { ($0, "ja \($0)") })
        try workspace.write("ja.xliff", xliff)
        for round in 1...10 {
            try workspace.write("Widget.xcstrings", Self.catalog(language: nil))
            let results = try ConcurrentRun.run([
                ["sync", "--from", "German.xcstrings", "--to", "Widget.xcstrings"],
                ["import", "--catalog", "Widget.xcstrings", "ja.xliff"],
                ["format", "Widget.xcstrings"],
            ], in: workspace.folder)
            for result in results {
                #expect(result.status == 0 && !result.hung, "round \(round): \(result.standardError)")
            }
            let languages = try Self.languagesByKey(workspace.path("Widget.xcstrings"))
            let german = languages.values.filter { $0.contains("de") }.count
            let japanese = languages.values.filter { $0.contains("ja") }.count
            #expect(german == Self.keyCount, "round \(round): sync's translations lost")
            #expect(japanese == 500, "round \(round): import's translations lost")
            let check = try workspace.run(["format", "--check", "Widget.xcstrings"])
            #expect(check.status == 0, "round \(round): the result is in Xcode's format")
        }
        #expect(try workspace.temporaryFiles() == [])
    }
}
