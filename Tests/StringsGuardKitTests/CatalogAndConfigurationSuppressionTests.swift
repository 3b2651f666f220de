import Checks
import Diagnostics
import Foundation
import StringsGuardKit
import Testing
import _StringsGuardTestSupport

/// `[stringsguard:ignore RULE…]` in a key's catalog comment, and the configuration's `ignore` entries.
@Suite struct CatalogSuppressionTests {
    /// The app ships de and ko; the widget's catalog lacks translations, so each of its keys is a
    /// widget-missing-translation error in both languages unless a tag silences it.
    static func project(widgetKeys: [(key: String, languages: [String], comment: String?)]) throws -> ProjectFolder {
        try ProjectFolder([
            ".stringsguard.json": ProjectFolder.configuration,
            "App/Localizable.xcstrings": ProjectFolder.catalog([
                ("Paused", ["de", "ko"], nil), ("Resume", ["de", "ko"], nil), ("Stop", ["de", "ko"], nil),
            ]),
            "Widget/Localizable.xcstrings": ProjectFolder.catalog(widgetKeys),
            "Widget/TimerView.swift": "import SwiftUI\nstruct V: View { var body: some View { VStack { Text(\"Paused\"); Text(\"Resume\"); Text(\"Stop\") } } }\n",
        ])
    }

    @Test func aTagSilencesItsRulesForItsKeyOnly() throws {
        let project = try Self.project(widgetKeys: [
            ("Paused", ["de"], "Shown on the lock screen [stringsguard:ignore widget-missing-translation]"),
            ("Resume", ["de", "ko"], "Button title"),
            ("Stop", ["de"], "Button title"),
        ])
        defer { project.remove() }
        let findings = project.lines(try project.session().check().findings)
        #expect(findings == [
            "Widget/Localizable.xcstrings:12:5: error: \"Stop\" has no ko translation in the widget's catalog; Widget falls back to en there while the app is in ko [widget-missing-translation]",
        ])
    }

    @Test func unusedUnknownAndUnclosedTags() throws {
        let project = try Self.project(widgetKeys: [
            ("Paused", ["de", "ko"], "[stringsguard:ignore stale-key, widget-missing-translation]"),
            ("Resume", ["de", "ko"], "[stringsguard:ignore widget-missing-translaton] and [stringsguard:ignore"),
            ("Stop", ["de", "ko"], nil),
        ])
        defer { project.remove() }
        let findings = project.lines(try project.session().check().findings)
        #expect(findings == [
            "Widget/Localizable.xcstrings:4:5: note: '[stringsguard:ignore stale-key]' on \"Paused\" suppresses nothing: no stale-key finding about this key [unused-suppression]",
            "Widget/Localizable.xcstrings:4:5: note: '[stringsguard:ignore widget-missing-translation]' on \"Paused\" suppresses nothing: no widget-missing-translation finding about this key [unused-suppression]",
            "Widget/Localizable.xcstrings:8:5: error: unknown rule 'widget-missing-translaton' in '[stringsguard:ignore]' on \"Resume\"; did you mean 'widget-missing-translation'? [invalid-suppression]",
            "Widget/Localizable.xcstrings:8:5: error: the comment of \"Resume\" opens '[stringsguard:ignore' but never closes it with ']' [invalid-suppression]",
        ])
    }

    @Test func aTagInTheAppCatalogCoversTheWidgetsMissingKey() throws {
        // "Resume" is only in the app's catalog: the widget shows it as its key. The team says that is fine.
        let project = try ProjectFolder([
            ".stringsguard.json": ProjectFolder.configuration,
            "App/Localizable.xcstrings": ProjectFolder.catalog([
                ("Paused", ["de"], nil), ("Resume", ["de"], "Never shown on the lock screen [stringsguard:ignore widget-missing-key]"),
            ]),
            "Widget/Localizable.xcstrings": ProjectFolder.catalog([("Paused", ["de"], nil)]),
            "Widget/TimerView.swift": "import SwiftUI\nstruct V: View { var body: some View { VStack { Text(\"Paused\"); Text(\"Resume\") } } }\n",
        ])
        defer { project.remove() }
        let findings = project.lines(try project.session().check().findings)
        #expect(findings == [])
    }
}

@Suite struct ConfigurationIgnoreTests {
    static func project(ignore: String) throws -> ProjectFolder {
        try ProjectFolder([
            ".stringsguard.json": """
                {
                  "targets": [
                    { "name": "App", "role": "app", "catalogs": ["App/Localizable.xcstrings"] },
                    { "name": "Widget", "role": "widget", "catalogs": ["Widget/Localizable.xcstrings"], "sources": ["Widget"] }
                  ],
                  "ignore": \(ignore)
                }
                """,
            "App/Localizable.xcstrings": ProjectFolder.catalog([
                ("Paused", ["de", "ko"], nil), ("debug.title", ["de", "ko"], nil), ("Resume", ["de", "ko"], nil),
                ("Skip", ["de", "ko"], nil),
            ]),
            "Widget/Localizable.xcstrings": ProjectFolder.catalog([
                ("Paused", ["de"], nil), ("debug.title", [], nil), ("Resume", ["de", "ko"], nil),
            ]),
            "Widget/TimerView.swift": """
                import SwiftUI
                struct V: View { var body: some View { VStack { Text("Paused"); Text("debug.title"); Text("Resume"); Text("Skip") } } }
                """,
        ])
    }

    static let skipMissing = "Widget/TimerView.swift:2:107: error: \"Skip\" is shown by Widget but missing from its catalog Widget/Localizable.xcstrings; the widget shows the key itself, untranslated, in every language; the app's catalog has it, so `stringsguard sync` can copy it [widget-missing-key]"

    @Test func keysLanguagesAndFilesAreGlobs() throws {
        let project = try Self.project(ignore: """
            [
                { "rule": "widget-missing-translation", "keys": ["debug.*"] },
                { "rule": "widget-missing-translation", "keys": ["Paus?d"], "languages": ["ko"] },
                { "rule": "widget-missing-key", "files": ["Widget/**/*.swift"] }
              ]
            """)
        defer { project.remove() }
        let findings = project.lines(try project.session().check().findings)
        #expect(findings == [])
    }

    @Test func whatIsNotMatchedStaysAndAnUnusedEntryIsANoteAtItsPlace() throws {
        let project = try Self.project(ignore: """
            [
                { "rule": "widget-missing-translation", "keys": ["debug.*"], "languages": ["ja"] },
                { "rule": "widget-missing-key", "files": ["App/**"] }
              ]
            """)
        defer { project.remove() }
        let findings = project.lines(try project.session().check().findings)
        #expect(findings == [
            ".stringsguard.json:7:5: note: ignore[0] (widget-missing-translation, keys debug.*; languages ja) matches no finding [unused-suppression]",
            ".stringsguard.json:8:5: note: ignore[1] (widget-missing-key, files App/**) matches no finding [unused-suppression]",
            "Widget/Localizable.xcstrings:4:5: error: \"Paused\" has no ko translation in the widget's catalog; Widget falls back to en there while the app is in ko [widget-missing-translation]",
            "Widget/Localizable.xcstrings:7:5: error: \"debug.title\" has no de translation in the widget's catalog; Widget falls back to en there while the app is in de [widget-missing-translation]",
            "Widget/Localizable.xcstrings:7:5: error: \"debug.title\" has no ko translation in the widget's catalog; Widget falls back to en there while the app is in ko [widget-missing-translation]",
            Self.skipMissing,
        ])
    }

    /// A `Config/` folder of a repository names its siblings with `../`: inside the repository, so inside
    /// the project root.
    @Test func aConfigurationInAnotherFolderMatchesFilesRelativeToItself() throws {
        let project = try Self.project(ignore: "[]")
        defer { project.remove() }
        try FileManager.default.createDirectory(atPath: project.root + "/.git", withIntermediateDirectories: true)
        try project.write("""
            { "targets": [
                { "name": "App", "role": "app", "catalogs": ["../App/Localizable.xcstrings"] },
                { "name": "Widget", "role": "widget", "catalogs": ["../Widget/Localizable.xcstrings"], "sources": ["../Widget"] } ],
              "ignore": [ { "rule": "widget-missing-key", "files": ["../Widget/TimerView.swift"] },
                          { "rule": "widget-missing-translation", "files": ["../Widget/*.xcstrings"] } ] }
            """, to: "Config/stringsguard.json")
        let findings = project.lines(try project.session(config: "Config/stringsguard.json").check().findings)
        #expect(findings == [])
    }

    @Test(arguments: [
        (#"[ { "rule": "widget-missing-kee", "keys": ["a"] } ]"#,
         "6:25: error: 'ignore[0].rule': unknown rule 'widget-missing-kee'; did you mean 'widget-missing-key'?"),
        (#"[ { "rule": "stale-key" } ]"#,
         "6:15: error: 'ignore[0]' needs keys, files or languages (to turn 'stale-key' off everywhere, set \"rules\": {\"stale-key\": \"off\"})"),
        (#"[ { "rule": "stale-key", "keys": [] } ]"#, "6:46: error: 'ignore[0].keys' must list at least one pattern"),
        (#"[ { "rule": "stale-key", "key": ["a"] } ]"#, "6:38: error: unknown field 'ignore[0].key' (expected rule, keys, files or languages)"),
        (#"[ { "keys": ["a"] } ]"#, "6:15: error: 'ignore[0]' needs a 'rule'"),
        (#"{ "rule": "stale-key" }"#, "6:13: error: 'ignore' must be an array, found an object"),
        (#"[ "stale-key" ]"#, "6:15: error: 'ignore[0]' must be an object, found a string"),
    ])
    func mistakesNameTheFieldAndItsPlace(ignore: String, expected: String) throws {
        let project = try Self.project(ignore: ignore)
        defer { project.remove() }
        let error = thrownInputError { _ = try project.session() }
        #expect(error?.description == project.root + "/.stringsguard.json:" + expected)
    }
}
