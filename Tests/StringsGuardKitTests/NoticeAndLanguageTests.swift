import Checks
import Diagnostics
import StringsGuardKit
import Testing
import _StringsGuardTestSupport

/// Tell, do not guess: rules that could not run say so once, and languages are checked against the app's.
@Suite struct NoticeAndLanguageTests {
    static func project(configuration: String) throws -> ProjectFolder {
        try ProjectFolder([
            ".stringsguard.json": configuration,
            "App/Localizable.xcstrings": ProjectFolder.catalog([("Paused", ["de", "pt-BR"], nil)]),
            "Widget/Localizable.xcstrings": ProjectFolder.catalog([("Paused", ["de", "pt-BR"], nil)]),
            "Widget/TimerView.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"Paused\") } }\n",
        ])
    }

    static let withoutWidgetSources = """
        { "targets": [
            { "name": "App", "role": "app", "catalogs": ["App/Localizable.xcstrings"] },
            { "name": "Widget", "role": "widget", "catalogs": ["Widget/Localizable.xcstrings", "App/Localizable.xcstrings"] } ] }
        """

    @Test func aWidgetWithoutSourcesSaysWhichRulesDidNotRun() throws {
        let project = try Self.project(configuration: Self.withoutWidgetSources)
        defer { project.remove() }
        let session = try project.session()
        #expect(session.notices.map { $0.replacingOccurrences(of: project.root + "/", with: "") } == [
            "note: widget-missing-key and rtl-timer-layout did not run for widget Widget: no Swift sources were given for it (add \"sources\" to its target in .stringsguard.json)",
            "note: unused-key did not check App/Localizable.xcstrings: App, Widget read it without Swift sources, so a key may be used where the run cannot see",
            "note: unused-key did not check Widget/Localizable.xcstrings: Widget reads it without Swift sources, so a key may be used where the run cannot see",
        ])
    }

    @Test func rulesTurnedOffAreNotMentionedAndSourcesSilenceTheNotice() throws {
        let project = try Self.project(configuration: """
            { "targets": [
                { "name": "App", "role": "app", "catalogs": ["App/Localizable.xcstrings"], "sources": ["Widget"] },
                { "name": "Widget", "role": "widget", "catalogs": ["Widget/Localizable.xcstrings"] } ],
              "rules": { "rtl-timer-layout": "off", "unused-key": "off" } }
            """)
        defer { project.remove() }
        #expect(try project.session().notices == [
            "note: widget-missing-key did not run for widget Widget: no Swift sources were given for it (add \"sources\" to its target in \(project.root)/.stringsguard.json)",
        ])
        let complete = try Self.project(configuration: ProjectFolder.configuration)
        defer { complete.remove() }
        // The app has no sources, but no widget reads its catalog: nothing is left unchecked.
        #expect(try complete.session().notices == [])
    }

    @Test func languageMustBeOneTheAppShips() throws {
        let project = try Self.project(configuration: ProjectFolder.configuration)
        defer { project.remove() }
        #expect(try project.session(languages: ["pt-BR"]).configuration.languages == ["pt-BR"])
        let typo = thrownInputError { _ = try project.session(languages: ["pt_BR"]) }
        #expect(typo?.description == "error: --language pt_BR: the app does not ship it (it ships en, de, pt-BR); did you mean 'pt-BR'?")
        let unknown = thrownInputError { _ = try project.session(languages: ["de", "fr"]) }
        #expect(unknown?.description == "error: --language fr: the app does not ship it (it ships en, de, pt-BR)")
    }

    @Test func configuredLanguagesNoCatalogHasAreNoted() throws {
        let project = try Self.project(configuration: """
            { "targets": [
                { "name": "App", "role": "app", "catalogs": ["App/Localizable.xcstrings"] },
                { "name": "Widget", "role": "widget", "catalogs": ["Widget/Localizable.xcstrings"], "sources": ["Widget"] } ],
              "languages": ["de", "pt_br", "ja"] }
            """)
        defer { project.remove() }
        let session = try project.session()
        #expect(session.notices == [
            "\(project.root)/.stringsguard.json:4:3: note: languages: no catalog of the app has 'pt_br' (they have en, de, pt-BR): every key will be reported missing in it; did you mean 'pt-BR'?",
            "\(project.root)/.stringsguard.json:4:3: note: languages: no catalog of the app has 'ja' (they have en, de, pt-BR): every key will be reported missing in it",
        ])
        // --language is checked against the configuration's languages, which are what the app ships.
        #expect(try project.session(languages: ["ja"]).configuration.languages == ["ja"])
        #expect(thrownInputError { _ = try project.session(languages: ["pt-BR"]) }?.description
            == "error: --language pt-BR: the app does not ship it (it ships de, pt_br, ja); did you mean 'pt_br'?")
    }

    @Test func whatTheSystemDoesSilentlyWithALegacyTableIsSaid() throws {
        let project = try ProjectFolder([
            ".stringsguard.json": """
                { "targets": [
                    { "name": "App", "role": "app", "catalogs": ["App/en.lproj/Tides.strings", "App/nl.lproj/Tides.strings"] },
                    { "name": "Widget", "role": "widget", "catalogs": ["Widget/Localizable.xcstrings"], "sources": ["Widget"] } ] }
                """,
            "App/en.lproj/Tides.strings": "\"High\" = \"High\";\n\"Low\" = \"Low\";\n",
            // A doubled `;` ends the table where the system reads it: "Low" never reaches a Dutch user.
            "App/nl.lproj/Tides.strings": "\"High\" = \"Hoog\";;\n\"Low\" = \"Laag\";\n\"High\" = \"Vloed\";\n",
            "Widget/Localizable.xcstrings": ProjectFolder.catalog([("Paused", ["nl"], nil)]),
            "Widget/TimerView.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"Paused\") } }\n",
        ])
        defer { project.remove() }
        let session = try project.session()
        #expect(session.notices.map { $0.replacingOccurrences(of: project.root + "/", with: "") } == [
            "App/nl.lproj/Tides.strings:1:17: note: the system stops reading this file at ';', which cannot begin a key: "
                + "the 2 entries after it are never read, and neither the build nor the app says so; delete it",
        ])
        #expect(session.check().findings.map { "\($0.rule) \($0.key ?? "") \($0.language ?? "")" } == ["missing-translation Low nl"])
    }
}
