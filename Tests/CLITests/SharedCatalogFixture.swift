import Foundation
import Testing

/// The `SharedCatalog` fixture (an app, its widget and a watch app reading one `Shared/Localizable.xcstrings`),
/// copied to a temporary folder and edited there, for tests that need one more project setting or key.
enum SharedCatalogFixture {
    static func copied() throws -> String {
        try CheckCacheTests.copiedFixture("Tests/CLITests/Fixtures/SharedCatalog")
    }

    /// Replaces each `old` text of the file at `relativePath` with its `new` text; each must occur exactly once.
    static func edit(_ relativePath: String, in folder: String, _ edits: [(old: String, new: String)]) throws {
        let path = folder + "/" + relativePath
        var text = try String(contentsOfFile: path, encoding: .utf8)
        for (old, new) in edits {
            #expect(text.components(separatedBy: old).count == 2, "\(relativePath) should hold once: \(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        try CheckCacheTests.write(text, to: path)
    }

    /// Adds catalog entries (`"Key" : { … }`, each followed by a comma) just before the key "Settings".
    static func addEntries(_ entries: String, in folder: String) throws {
        try edit("Shared/Localizable.xcstrings", in: folder, [("    \"Settings\" : {", entries + "    \"Settings\" : {")])
    }

    /// A translated entry in the fixture's two languages, as `addEntries` takes it.
    static func entry(_ key: String, extractionState: String? = nil, de: String, fr: String) -> String {
        let state = extractionState.map { "      \"extractionState\" : \"\($0)\",\n" } ?? ""
        return """
                "\(key)" : {
            \(state)      "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "\(de)" } },
                    "fr" : { "stringUnit" : { "state" : "translated", "value" : "\(fr)" } }
                  }
                },

            """
    }
}
