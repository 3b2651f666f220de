import Checks
import Diagnostics
import StringsGuardKit
import Testing

/// `// stringsguard:disable[:next-line] RULE…` and `// stringsguard:enable [RULE…]` in Swift sources.
@Suite struct SwiftSuppressionTests {
    /// Every key the widget shows is in the app's catalog, translated; the widget's catalog has only "Paused",
    /// so each other `Text` is a widget-missing-key error unless a comment silences it.
    static func project(widgetSource: String) throws -> ProjectFolder {
        try ProjectFolder([
            ".stringsguard.json": ProjectFolder.configuration,
            "App/Localizable.xcstrings": ProjectFolder.catalog([
                ("Paused", ["de"], nil), ("Skip", ["de"], nil), ("Resume", ["de"], nil), ("Stop", ["de"], nil),
            ]),
            "Widget/Localizable.xcstrings": ProjectFolder.catalog([("Paused", ["de"], nil)]),
            "Widget/TimerView.swift": widgetSource,
        ])
    }

    static func missing(_ key: String, line: Int, column: Int) -> String {
        "Widget/TimerView.swift:\(line):\(column): error: \"\(key)\" is shown by Widget but missing from its catalog Widget/Localizable.xcstrings; the widget shows the key itself, untranslated, in every language; the app's catalog has it, so `stringsguard sync` can copy it [widget-missing-key]"
    }

    @Test func nextLineSilencesOnlyTheNextLine() throws {
        let project = try Self.project(widgetSource: """
            import SwiftUI
            struct TimerView: View {
                var body: some View {
                    VStack {
                        Text("Paused")
                        // stringsguard:disable:next-line widget-missing-key -- shown only while the app is open
                        Text("Skip")
                        Text("Resume")
                    }
                }
            }
            """)
        defer { project.remove() }
        let session = try project.session()
        #expect(project.lines(session.check().findings) == [Self.missing("Resume", line: 8, column: 18)])
    }

    @Test func aRegionRunsToItsEnableOrTheEndOfTheFile() throws {
        let project = try Self.project(widgetSource: """
            import SwiftUI
            struct TimerView: View {
                var body: some View {
                    VStack { Text("Paused")
                        /* stringsguard:disable widget-missing-key */
                        Text("Skip")
                        Text("Resume")
                        // stringsguard:enable widget-missing-key
                        Text("Stop")
                        // stringsguard:disable widget-missing-key, rtl-timer-layout
                        Text("Skip")
                    }
                }
            }
            """)
        defer { project.remove() }
        let findings = project.lines(try project.session().check().findings)
        #expect(findings == [
            Self.missing("Stop", line: 9, column: 18),
            "Widget/TimerView.swift:10:13: note: 'stringsguard:disable rtl-timer-layout' suppresses nothing: no rtl-timer-layout finding from line 10 to the end of the file [unused-suppression]",
        ])
    }

    @Test func unusedAndUnknownAreReportedWhereTheyAreWritten() throws {
        let project = try Self.project(widgetSource: """
            import SwiftUI
            struct TimerView: View {
                var body: some View { VStack {
                    // stringsguard:disable:next-line widget-missing-kye
                    Text("Skip")
                    // stringsguard:disable:next-line widget-missing-key
                    Text("Paused")
                    // stringsguard:enable stale-key
                    // stringsguard:disabel widget-missing-key
                    // stringsguard:disable
                } }
            }
            """)
        defer { project.remove() }
        let findings = project.lines(try project.session().check().findings)
        #expect(findings == [
            "Widget/TimerView.swift:4:9: error: unknown rule 'widget-missing-kye' in 'stringsguard:disable:next-line'; did you mean 'widget-missing-key'? [invalid-suppression]",
            Self.missing("Skip", line: 5, column: 14),
            "Widget/TimerView.swift:6:9: note: 'stringsguard:disable:next-line widget-missing-key' suppresses nothing: no widget-missing-key finding on line 7 [unused-suppression]",
            "Widget/TimerView.swift:8:9: note: 'stringsguard:enable stale-key' ends nothing: stale-key is not disabled here [unused-suppression]",
            "Widget/TimerView.swift:9:9: error: unknown command 'stringsguard:disabel'; expected disable, disable:next-line or enable [invalid-suppression]",
            "Widget/TimerView.swift:10:9: error: 'stringsguard:disable' names no rule; list the rules it silences [invalid-suppression]",
        ])
    }

    @Test func aRuleTurnedOffHasNothingToSilenceAndIsNotCalledUnused() throws {
        let project = try Self.project(widgetSource: """
            import SwiftUI
            // stringsguard:disable widget-missing-key
            struct TimerView: View { var body: some View { VStack { Text("Paused"); Text("Skip") } } }
            """)
        defer { project.remove() }
        try project.write("""
            { "targets": [
                { "name": "App", "role": "app", "catalogs": ["App/Localizable.xcstrings"] },
                { "name": "Widget", "role": "widget", "catalogs": ["Widget/Localizable.xcstrings"], "sources": ["Widget"] } ],
              "rules": { "widget-missing-key": "off" } }
            """, to: ".stringsguard.json")
        #expect(project.lines(try project.session().check().findings) == [])
    }

    @Test func docCommentsAndStringsAreNotDirectives() throws {
        let project = try Self.project(widgetSource: """
            import SwiftUI
            /// stringsguard:disable widget-missing-key
            struct TimerView: View {
                let note = "// stringsguard:disable widget-missing-key"
                var body: some View { VStack { Text("Paused"); Text("Skip") } }
            }
            """)
        defer { project.remove() }
        #expect(project.lines(try project.session().check().findings) == [Self.missing("Skip", line: 5, column: 57)])
    }
}
