import Checks
import Diagnostics
import Foundation
import StringCatalog
@testable import StringsGuardKit
import StringsTables
import Testing
import _StringsGuardTestSupport

/// A project's legacy tables are read beside the sources, their files parsed on both cores when they are
/// large: each table is the catalog, with the notes, that reading its files one after the other gives, and
/// a malformed file is the error it would have been.
@Suite struct LegacyTablesOnThreadsTests {
    static let languages = ["en", "de", "fr", "nl", "ko", "ar", "pt-BR", "zh-Hans", "ja", "es", "it", "sv"]

    /// An app and a widget, each with a `Localizable` table of every language; the widget also copies the
    /// app's `Shared` table. Some texts escape, some keys come twice (a note), and the translations drop a
    /// few keys and add one of their own, so the assembled catalogs are not all alike.
    static func files(entriesPerFile: Int) -> [String: String] {
        var files: [String: String] = [:]
        for (table, folder) in [("Localizable", "App"), ("Localizable", "Widget"), ("Shared", "App")] {
            for (number, language) in languages.enumerated() {
                var text = "/* \(table) of \(folder), \(language) */\n"
                for entry in 0..<entriesPerFile where entry % (number + 5) != 4 || language == "en" {
                    text += "/* The text of entry \(entry). */\n"
                    text += "\"\(folder) \(table) entry \(entry)\" = \"\(language) \\\"text\\\" \(entry) \\U00E9 with some words to fill the line\";\n"
                }
                if language != "en" { text += "\"only \(language)\" = \"\(language)\";\n\"\(folder) \(table) entry 1\" = \"again\";\n" }
                files["\(folder)/\(language == "pt-BR" ? "pt_BR" : language).lproj/\(table).strings"] = text
            }
        }
        let tables = { (folder: String, names: [String]) in
            names.flatMap { name in languages.map { "\"\(folder)/\($0 == "pt-BR" ? "pt_BR" : $0).lproj/\(name).strings\"" } }
                .joined(separator: ", ")
        }
        files[".stringsguard.json"] = """
            {
              "targets": [
                { "name": "App", "role": "app", "catalogs": [\(tables("App", ["Localizable", "Shared"]))], "sources": ["App"] },
                { "name": "Widget", "role": "widget", "catalogs": [\(tables("Widget", ["Localizable"])), \(tables("App", ["Shared"]))], "sources": ["Widget"] }
              ]
            }
            """
        files["App/AppView.swift"] = "struct AppView: View { var body: some View { Text(\"App Localizable entry 2\") } }\n"
        files["Widget/WidgetView.swift"] = "struct WidgetView: View { var body: some View { Text(\"Shared text\") } }\n"
        return files
    }

    static func load(_ folder: ProjectFolder) throws -> Project {
        let discovered = try ConfigurationDiscovery.configuration(
            for: ProjectSelection(configurationPath: folder.root + "/.stringsguard.json"))
        return try ProjectLoading.loadAllowingSourceErrors(discovered, cache: nil, keepScans: nil, targetsOnThreads: nil)
    }

    /// Every table of the project read in order, file by file, as `LegacyStringsTable.read` reads it.
    static func readInOrder(_ folder: ProjectFolder, _ project: Project) throws -> [String: (summary: String, notes: [String])] {
        var expected: [String: (summary: String, notes: [String])] = [:]
        for loaded in project.targets.flatMap(\.catalogs) {
            guard case .legacyStringsTable(let files) = loaded.catalog.origin else { continue }
            let contents = try LegacyStringsTable.read(files: files, developmentLanguage: "en")
            expected[loaded.path] = (catalogSummary(contents.catalog), contents.notes.map(\.description))
        }
        return expected
    }

    @Test(arguments: [900, 20])
    func tablesAreTheCatalogsOfReadingTheirFilesInOrder(entriesPerFile: Int) throws {
        let folder = try ProjectFolder(Self.files(entriesPerFile: entriesPerFile))
        defer { folder.remove() }
        let tableBytes = try FileManager.default.subpathsOfDirectory(atPath: folder.root)
            .filter { $0.hasSuffix(".strings") }
            .reduce(0) { $0 + (try FileManager.default.attributesOfItem(atPath: folder.root + "/" + $1)[.size] as? Int ?? 0) }
        // Both ways of reading: the files of 900 entries are parsed on threads, those of 20 in turn.
        #expect((tableBytes >= ProjectLoading.catalogBytesWorthThreads) == (entriesPerFile == 900))
        let project = try Self.load(folder)
        let expected = try Self.readInOrder(folder, project)
        #expect(expected.count == 3, "three tables: the app's two and the widget's own")
        for target in project.targets {
            for loaded in target.catalogs {
                let table = try #require(expected[loaded.path])
                #expect(catalogSummary(loaded.catalog) == table.summary, "\(target.configuration.name): \(loaded.path)")
            }
        }
        // The Shared table is one catalog of both bundles.
        let shared = project.catalogs.filter { $0.path.hasSuffix("App/en.lproj/Shared.strings") }
        #expect(shared.count == 1)
        #expect(shared.first?.bundles.count == 2)
        let notes = project.catalogs.flatMap { expected[$0.path]?.notes ?? [] }
        #expect(project.tableNotes == notes)
        #expect(project.tableNotes.count == 3 * (Self.languages.count - 1), "each translation gives one key twice")
    }

    /// Two malformed files: the one the tables' order reaches first is the error, whichever thread parsed it.
    @Test(arguments: [900, 20])
    func aMalformedFileIsTheErrorOfReadingInOrder(entriesPerFile: Int) throws {
        var files = Self.files(entriesPerFile: entriesPerFile)
        files["Widget/ko.lproj/Localizable.strings"]! += "\"unterminated\" = \"ko;\n"
        files["App/fr.lproj/Shared.strings"]! += "\"missing\" \"equals\";\n"
        files["App/sv.lproj/Localizable.strings"]! += "\"broken = \"sv\";\n"
        let folder = try ProjectFolder(files)
        defer { folder.remove() }
        let inOrder = try #require(thrownInputError {
            _ = try LegacyStringsTable.read(
                files: Self.languages.map { folder.root + "/App/\($0 == "pt-BR" ? "pt_BR" : $0).lproj/Localizable.strings" },
                developmentLanguage: "en")
        })
        let loading = try #require(thrownInputError { _ = try Self.load(folder) })
        #expect(loading.message == inOrder.message)
        #expect(loading.location?.line == inOrder.location?.line)
        #expect(loading.location?.column == inOrder.location?.column)
        #expect(loading.location?.file.hasSuffix("App/sv.lproj/Localizable.strings") == true)
        #expect(inOrder.location?.file.hasSuffix("App/sv.lproj/Localizable.strings") == true)
    }
}
