import ProjectConfiguration
import Diagnostics
import Foundation
import StringsGuardKit
import Testing
@testable import Checks

/// Cases met running `check` on real open-source widget projects, rebuilt as small projects of our own.
@Suite struct RealProjectRegressionTests {
    private func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "realproject-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/Widget", withIntermediateDirectories: true)
        return folder
    }

    /// Writes each file at its path under `folder`, making the folders it needs.
    private func write(_ files: [String: String], into folder: String) throws {
        for (path, text) in files {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: file, atomically: true, encoding: .utf8)
        }
    }

    @Test func infoPlistAndAppShortcutsKeysAreNotUnusedWidgetKeys() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "Widget/InfoPlist.xcstrings":
                #"{"sourceLanguage":"en","strings":{"CFBundleDisplayName":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Minuteur"}}}}},"version":"1.0"}"#,
            "Widget/AppShortcuts.xcstrings":
                #"{"sourceLanguage":"en","strings":{"Start ${applicationName}":{}},"version":"1.0"}"#,
            "Widget/Localizable.xcstrings":
                #"{"sourceLanguage":"en","strings":{"Paused":{},"Old":{}},"version":"1.0"}"#,
            "Widget/TimerWidget.swift": #"struct V: View { var body: some View { Text("Paused") } }"#,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "TimerWidget", role: .widget,
            catalogs: ["InfoPlist", "AppShortcuts", "Localizable"].map { folder + "/Widget/\($0).xcstrings" },
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        let findings = Checker(rules: [UnusedKey()]).run(project).findings
        // Only the Localizable key no source shows; the system reads the other two catalogs.
        #expect(findings.map(\.key) == ["Old"])
    }

    @Test func eachBundleNamesItselfInItsOwnInfoPlistCatalog() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        let infoPlist = { (name: String) in
            #"{"sourceLanguage":"en","strings":{"CFBundleName":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\#(name)"}}}}},"version":"1.0"}"#
        }
        let localizable = { (value: String) in
            #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"\#(value)"}}}}},"version":"1.0"}"#
        }
        try infoPlist("Minuteur").write(toFile: folder + "/App/InfoPlist.xcstrings", atomically: true, encoding: .utf8)
        try infoPlist("Minuteur-Widget").write(toFile: folder + "/Widget/InfoPlist.xcstrings", atomically: true, encoding: .utf8)
        try localizable("Pausiert").write(toFile: folder + "/App/Localizable.xcstrings", atomically: true, encoding: .utf8)
        try localizable("Angehalten").write(toFile: folder + "/Widget/Localizable.xcstrings", atomically: true, encoding: .utf8)
        let app = TargetConfiguration(
            name: "Timer", role: .app,
            catalogs: [folder + "/App/InfoPlist.xcstrings", folder + "/App/Localizable.xcstrings"], sources: [])
        let widget = TargetConfiguration(
            name: "TimerWidget", role: .widget,
            catalogs: [folder + "/Widget/InfoPlist.xcstrings", folder + "/Widget/Localizable.xcstrings"], sources: [])
        let project = try ProjectLoading.load(Configuration(targets: [app, widget]))
        let findings = Checker(rules: [TranslationDrift()]).run(project).findings
        // The bundle names differ by design; the shown string really drifted.
        #expect(findings.map(\.key) == ["Paused"])
    }

    @Test func languagesOnlyInTheInfoPlistCatalogAreNotShippedScreens() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        let files = [
            // The app's name is translated into German, its screens only into Russian.
            "App/InfoPlist.xcstrings":
                #"{"sourceLanguage":"en","strings":{"CFBundleName":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Stift"}}}}},"version":"1.0"}"#,
            "App/Localizable.xcstrings":
                #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"ru":{"stringUnit":{"state":"translated","value":"Пауза"}}}}},"version":"1.0"}"#,
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"Paused":{}},"version":"1.0"}"#,
            "Widget/TimerWidget.swift": #"struct V: View { var body: some View { Text("Paused") } }"#,
        ]
        try write(files, into: folder)
        let app = TargetConfiguration(
            name: "Timer", role: .app,
            catalogs: [folder + "/App/InfoPlist.xcstrings", folder + "/App/Localizable.xcstrings"], sources: [])
        let widget = TargetConfiguration(
            name: "TimerWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"],
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [app, widget]))
        #expect(project.shippedLanguages == ["en", "ru"])
        let findings = Checker(rules: [WidgetMissingTranslation()]).run(project).findings
        // German users see the app's screens in English too; Russian users see them in Russian.
        #expect(findings.map(\.language) == ["ru"])
        // With no other catalog, the InfoPlist catalog's languages are the app's.
        let onlyInfoPlist = TargetConfiguration(
            name: "Timer", role: .app, catalogs: [folder + "/App/InfoPlist.xcstrings"], sources: [])
        #expect(try ProjectLoading.load(Configuration(targets: [onlyInfoPlist, widget])).shippedLanguages == ["en", "de"])
    }

    @Test func aKeyJoinedWithPlusIsUsedByEveryKeyItCanBuild() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"#
                + #""Sync.Failure.offline":{"extractionState":"manual"},"#
                + #""Sync.Failure.timedOut":{"extractionState":"manual"},"#
                + #""Sync.Footer.title":{"extractionState":"manual"},"#
                + #""Sync.Leftover":{"extractionState":"manual"},"#
                + #""The sync is off":{"extractionState":"manual"},"#
                + #""Syncing...":{"extractionState":"manual"}},"version":"1.0"}"#,
            // The key is the case's raw value joined to a fixed start or a fixed end, never written whole.
            "Widget/SyncState.swift": """
                enum Failure: String {
                    case offline, timedOut
                    var message: LocalizedStringKey { LocalizedStringKey("Sync.Failure." + rawValue) }
                }
                func footer(_ part: String) -> String { NSLocalizedString(part + ".title", comment: "") }
                // Words of a sentence joined at run time, or a shortened text, build no key.
                func status(_ done: Bool) -> String { "The" + (done ? " last " : " ") + "step" }
                func short(_ text: String) -> String { String(text.prefix(20)) + "..." }
                """,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "SyncWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"],
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        let findings = Checker(rules: [UnusedKey()]).run(project).findings
        // Deleting the built keys would show their raw names; only the keys nothing builds are leftovers.
        #expect(findings.map(\.key) == ["Sync.Leftover", "The sync is off", "Syncing..."])
    }

    @Test func anEmailAddressKeyReadsTheSameInEveryLanguage() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let translated = #"{"stringUnit":{"state":"translated","value":"Hilfe"}}"#
        let files = [
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"#
                + #""Help":{"localizations":{"de":\#(translated)}},"#
                + #""help@example.org":{},"#
                + #""Write to help@example.org":{}},"version":"1.0"}"#,
            "Widget/HelpView.swift": """
                struct HelpView: View {
                    var body: some View { VStack { Text("Help"); Text("help@example.org"); Text("Write to help@example.org") } }
                }
                """,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "HelpWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"],
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        let findings = Checker(rules: [MissingTranslation()]).run(project).findings
        // A German user sees the bare address as it is, which is right; the sentence around one is English.
        #expect(findings.map(\.key) == ["Write to help@example.org"])
    }

    @Test func aStringEnumsCaseNamesAreRawValuesCodeCanReadAsKeys() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let manual = #"{"extractionState":"manual"}"#
        let files = [
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"#
                + #""days":\#(manual),"months":\#(manual),"Weeks":\#(manual),"hours":\#(manual),"minutes":\#(manual)},"#
                + #""version":"1.0"}"#,
            // `days` and `months` are the raw values of their cases; `hours` belongs to an Int enum and
            // `minutes` is a case whose raw value is written out differently.
            "Widget/Span.swift": """
                enum Span: String, CaseIterable {
                    case days, months
                    case weeks = "Weeks"
                    case minutes = "Minutes"
                    var title: String {
                        switch self { case .days: return NSLocalizedString(rawValue, comment: "") default: return rawValue }
                    }
                }
                enum Level: Int { case hours }
                """,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "SpanWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"],
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        let findings = Checker(rules: [UnusedKey()]).run(project).findings
        #expect(findings.map(\.key) == ["hours", "minutes"])
    }

    @Test func aSourceLanguageValueLeftEmptyFormatsAsItsKey() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let empty = #"{"stringUnit":{"state":"new","value":""}}"#
        let files = [
            // The English value was never filled in: the app formats the key, `%@` with one value.
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"#
                + #""%@":{"localizations":{"en":\#(empty),"fr":{"stringUnit":{"state":"translated","value":"%@"}}}},"#
                + #""%lld":{"localizations":{"en":\#(empty),"fr":{"stringUnit":{"state":"translated","value":"%@"}}}}},"#
                + #""version":"1.0"}"#,
            "Widget/Counter.swift": #"struct V: View { let n: Int; let s: String; var body: some View { Text("\(s)"); Text("\(n)") } }"#,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "CounterWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"],
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        let findings = Checker(rules: [FormatMismatch()]).run(project).findings
        // Only the French object where the key passes an integer is wrong.
        #expect(findings.map(\.key) == ["%lld"])
        #expect(findings.first?.message.contains("reads argument 1 as") == true)
    }

    @Test func aRelativeDateIsAPhraseOfTheLanguageNotTimerDigits() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "Widget/Localizable.xcstrings":
                #"{"sourceLanguage":"en","strings":{"Next":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"التالي"}}}}},"version":"1.0"}"#,
            // "in 2 hr, 5 min" reads in the language's own direction; only the clock digits can mirror.
            "Widget/NextPrayer.swift": """
                struct NextPrayer: View { let date: Date
                    var body: some View {
                        VStack { Text("Next"); Text(date, style: .relative); Text(date, style: .timer) }
                    }
                }
                """,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "PrayerWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"],
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        let findings = Checker(rules: [RtlTimerLayout()]).run(project).findings
        #expect(findings.map(\.location.line) == [3])
        #expect(findings.map(\.location.column) == [62])
    }

    @Test func anExtractedKeyNoCodeHoldsAnyMoreIsNoTranslationGap() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let german = #"{"de":{"stringUnit":{"state":"translated","value":"Heute"}}}"#
        let germanAndUrdu = #"{"de":{"stringUnit":{"state":"translated","value":"Heute"}},"ur":{"stringUnit":{"state":"translated","value":"آج"}}}"#
        let files = [
            // Both keys were extracted from code (no extractionState); only "Today" is still in it, so Xcode
            // marks "Ramadan day" stale on its next build, and its missing Urdu is no gap anyone sees.
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"#
                + #""Ramadan day":{"localizations":\#(german)},"Today":{"localizations":\#(germanAndUrdu)},"#
                + #""Kept by hand":{"extractionState":"manual","localizations":\#(german)}},"#
                + #""version":"1.0"}"#,
            "Widget/Today.swift": #"struct T: View { var body: some View { Text("Today"); Text("Kept by hand") } }"#,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "DayWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"],
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        let missing = Checker(rules: [MissingTranslation()]).run(project).findings
        #expect(missing.map(\.key) == ["Kept by hand"])
        let unused = Checker(rules: [UnusedKey()]).run(project).findings
        #expect(unused.map(\.key) == ["Ramadan day"])
    }

    @Test func aSpaceFlagReadingTheSourcesArgumentFormatsAsTheSource() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            // `% .0f` prints the number after a blank ("Größe: 12 px"); `% d` reads an integer the code never passes.
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"Size: %.0f px":{"localizations":{"#
                + #""de":{"stringUnit":{"state":"translated","value":"Größe:% .0f px"}},"#
                + #""fr":{"stringUnit":{"state":"translated","value":"Taille :% d px"}}}}},"version":"1.0"}"#,
            "Widget/SizeView.swift": #"struct S: View { let size: Double; var body: some View { Text("Size: \(size, specifier: "%.0f") px") } }"#,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "SizeWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"],
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        let findings = Checker(rules: [FormatMismatch()]).run(project).findings
        #expect(findings.map(\.language) == ["fr"])
    }

    @Test func aLiteralAfterNilCoalescingIsNotCertainlyAKey() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Shared", withIntermediateDirectories: true)
        let files = [
            "Shared/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"#
                + #""Anchor":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Anker"}}}},"#
                + #""Docked":{},"Harbor":{}},"version":"1.0"}"#,
            // `name ?? "Harbor"` is a String when `name` is one: Text shows it verbatim, never looking it up.
            "Widget/BoatView.swift": #"struct B: View { let name: String?; var body: some View { Text("Anchor"); Text("Docked"); Text(name ?? "Harbor") } }"#,
        ]
        try write(files, into: folder)
        let catalog = folder + "/Shared/Localizable.xcstrings"
        let app = TargetConfiguration(name: "Boats", role: .app, catalogs: [catalog], sources: [])
        let widget = TargetConfiguration(name: "BoatWidget", role: .widget, catalogs: [catalog], sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [app, widget]))
        let findings = Checker(rules: [WidgetMissingTranslation()]).run(project).findings
        #expect(findings.map(\.key) == ["Docked"])
        // It may still be a key (an optional LocalizedStringKey): it is not advised away as unused.
        #expect(Checker(rules: [UnusedKey()]).run(project).findings.isEmpty)
    }

    @Test func anIntentResultsDialogIsAKey() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"#
                + #""%@ of rain on %@":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"%1$@ de pluie le %2$@"}}}},"#
                + #""Leftover":{}},"version":"1.0"}"#,
            "Widget/RainIntent.swift": """
                struct RainIntent: AppIntent {
                    func perform() async throws -> some IntentResult & ReturnsValue<Double> & ProvidesDialog {
                        .result(value: amount, dialog: "\\(formatted ?? "") of rain on \\(day.formatted())")
                    }
                }
                """,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "RainWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"],
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        // Deleting the dialog's key would leave Siri answering in English.
        #expect(Checker(rules: [UnusedKey()]).run(project).findings.map(\.key) == ["Leftover"])
    }

    @Test func theValueNSLocalizedStringGivesIsTheSourceTextOfAKeyTheTableLacks() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for language in ["en", "de", "fr", "hi"] {
            try FileManager.default.createDirectory(atPath: folder + "/Widget/\(language).lproj", withIntermediateDirectories: true)
        }
        let files = [
            // The development table has neither key: the code's `value:` is what English shows.
            "Widget/en.lproj/Localizable.strings": #""Depth" = "Depth";"#,
            "Widget/de.lproj/Localizable.strings": #""DEPTH_AND_UNIT" = "%1$@ %2$@"; "SINCE_LABEL" = "seit %1$@"; "Depth" = "Tiefe";"#,
            // French drops the unit; Hindi has neither key: the amount and unit need no words, "since" does.
            "Widget/fr.lproj/Localizable.strings": #""DEPTH_AND_UNIT" = "%1$@"; "SINCE_LABEL" = "depuis %1$@"; "Depth" = "Profondeur";"#,
            "Widget/hi.lproj/Localizable.strings": #""Depth" = "गहराई";"#,
            "Widget/Depth.swift": """
                struct DepthView: View { let depth: String; let unit: String; let start: String
                    var body: some View {
                        Text("Depth")
                        Text(String(format: NSLocalizedString("DEPTH_AND_UNIT", value: "%1$@ %2$@", comment: "(1: value)(2: unit)"), depth, unit))
                        Text(String(format: NSLocalizedString("SINCE_LABEL", value: "since %1$@", comment: "(1: time)"), start))
                    }
                }
                """,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "DepthWidget", role: .widget,
            catalogs: ["en", "de", "fr", "hi"].map { folder + "/Widget/\($0).lproj/Localizable.strings" },
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        let mismatches = Checker(rules: [FormatMismatch()]).run(project).findings
        #expect(mismatches.map { "\($0.key ?? "") \($0.language ?? "")" } == ["DEPTH_AND_UNIT fr"])
        #expect(mismatches.first?.message.contains("leaves out argument 2") == true)
        let missing = Checker(rules: [MissingTranslation()]).run(project).findings
        #expect(missing.map { "\($0.key ?? "") \($0.language ?? "")" } == ["SINCE_LABEL hi"])
    }

    /// Batch 8: a report text whose key names it and whose `defaultValue:` interpolates the details. Every
    /// translation rightly keeps the one %@; the key alone takes no values.
    @Test func anInterpolatedDefaultValueIsTheSourceFormatOfItsKey() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for language in ["en", "de", "fr"] {
            try FileManager.default.createDirectory(atPath: folder + "/Widget/\(language).lproj", withIntermediateDirectories: true)
        }
        let files = [
            // The development table is a marker: English is the code's text.
            "Widget/en.lproj/Localizable.strings": "/* marker */",
            "Widget/de.lproj/Localizable.strings": #""Report Body" = "Was ist passiert?\n\n%@"; "Count Line" = "%lld von 100 %%";"#,
            // French leaves the details out, and reads the count as an object.
            "Widget/fr.lproj/Localizable.strings": #""Report Body" = "Que s'est-il passé ?"; "Count Line" = "%@ sur 100 %%";"#,
            "Widget/Report.swift": #"""
                struct ReportView: View {
                    var body: some View {
                        let details = String(bytes: payload, encoding: .utf8)!
                        let total = 7
                        Text(String(localized: "Report Body", defaultValue: """
                            What happened?

                            \(details)
                            """))
                        Text(String(localized: "Count Line", defaultValue: "\(total) of 100%"))
                    }
                }
                """#,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "ReportWidget", role: .widget,
            catalogs: ["en", "de", "fr"].map { folder + "/Widget/\($0).lproj/Localizable.strings" },
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        let mismatches = Checker(rules: [FormatMismatch()]).run(project).findings
        #expect(Set(mismatches.map { "\($0.key ?? "") \($0.language ?? "")" }) == ["Count Line fr", "Report Body fr"])
    }

    /// Batch 17: an app's shortcut titles read through its own wrapper, `String(format: String(localized: key),
    /// appName)`, so the Chinese titles name the app with a `%@` the English leaves out. The value is always
    /// passed: a translation may read it, as the type passed, but not a value nobody passes, and not where
    /// some use shows the text as it is.
    @Test func aTitleTheCodeAlwaysFormatsWithTheAppsNameMayNameIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func entry(_ key: String, _ english: String, _ chinese: String) -> String {
            #""\#(key)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(english)"}},"# +
                #""zh-Hans":{"stringUnit":{"state":"translated","value":"\#(chinese)"}}}}"#
        }
        let entries = [
            entry("menu.capture", "Capture", "收进「%@」"),
            entry("menu.share", "Share", "用「%@」分享"),
            entry("menu.count", "Count", "计数 %lld"),
            entry("menu.twice", "Twice", "「%@」和「%@」"),
            entry("menu.plain", "Plain", "「%@」"),
            entry("menu.mixed", "Mixed", "「%@」混合"),
            entry("menu.echo", "Echo", "「%@」回声"),
            entry("menu.pair", "Pair", "「%1$@」第 %2$lld 页"),
        ]
        let files = [
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + #"},"version":"1.0"}"#,
            "Widget/Brand.swift": """
                import Foundation

                enum Brand {
                    static var shortName: String {
                        if let shortName = Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String {
                            return shortName
                        }
                        return "Corkboard"
                    }

                    static func titled(_ key: String.LocalizationValue) -> String {
                        String(format: String(localized: key), shortName)
                    }

                    static func echoed(_ key: String.LocalizationValue, _ word: String) -> String {
                        String(format: String(localized: key), word)
                    }

                    static let pageCount: Int = 3

                    static func paged(_ key: String.LocalizationValue) -> String {
                        String(format: String(localized: key), shortName, pageCount)
                    }
                }
                """,
            "Widget/Menu.swift": """
                import SwiftUI

                struct MenuView: View {
                    var body: some View {
                        Text(Brand.titled("menu.capture"))
                        Text(String(format: String(localized: "menu.share"), Brand.shortName))
                        Text(String(format: String(localized: "menu.count"), Brand.shortName))
                        Text(Brand.titled("menu.twice"))
                        Text(String(localized: "menu.plain"))
                        Text(Brand.titled("menu.mixed"))
                        Text(String(localized: "menu.mixed"))
                        Text(Brand.echoed("menu.echo", "hello"))
                        Text(Brand.paged("menu.pair"))
                    }
                }
                """,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "MenuWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"], sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        let mismatches = Checker(rules: [FormatMismatch()]).run(project).findings
        // Passed the name: capture (through the wrapper, whose `shortName` is the member, not another
        // function's local), share, and pair (the name and a page count, each as its type). Not so: an integer where a string is passed, a second value, a text
        // also shown as it is, and a value whose type the wrapper's file does not show (its own parameter).
        #expect(Set(mismatches.map { $0.key ?? "" }) == ["menu.count", "menu.twice", "menu.plain", "menu.mixed", "menu.echo"])
    }

    @Test func aLabelColonValueAndAHebrewPrefixAreNoMisorderedNumbersAndALegacyFixIsAStringsLine() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for language in ["en", "he"] {
            try FileManager.default.createDirectory(atPath: folder + "/Widget/\(language).lproj", withIntermediateDirectories: true)
        }
        let english = #""%1$@: %2$@" = "%1$@: %2$@"; "%1$@ – %2$@" = "%1$@ – %2$@"; "Between 0.0 and 1.0" = "Between 0.0 and 1.0";"#
        // A carb amount and a food type after a colon; "ל -1.0" is the prefix "to" with a stray space; the range is misordered.
        let hebrew = #""%1$@: %2$@" = "%1$@: %2$@"; "%1$@ – %2$@" = "טווח %1$@ – %2$@"; "Between 0.0 and 1.0" = "בין 0.0 ל -1.0";"#
        try english.write(toFile: folder + "/Widget/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try hebrew.write(toFile: folder + "/Widget/he.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let widget = TargetConfiguration(
            name: "MealWidget", role: .widget,
            catalogs: ["en", "he"].map { folder + "/Widget/\($0).lproj/Localizable.strings" }, sources: [])
        let findings = Checker(rules: [RtlTimerDigits()]).run(try ProjectLoading.load(Configuration(targets: [widget]))).findings
        #expect(findings.map(\.key) == ["%1$@ – %2$@"])
        // The fix is a line of the .strings file, which reads back displaying the range in order.
        let fix = try #require(findings.first?.fix)
        let prefix = "Isolate the numbers with LRI…PDI: "
        #expect(fix == prefix + #""%1$@ – %2$@" = "טווח \U2066%1$@ – %2$@\U2069";"#)
        try String(fix.dropFirst(prefix.count)).write(toFile: folder + "/Widget/he.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        #expect(Checker(rules: [RtlTimerDigits()]).run(try ProjectLoading.load(Configuration(targets: [widget]))).findings.isEmpty)
    }

    @Test func aPlusTheTranslationAloneWritesBeforeAPlaceholderIsNoSignedNumber() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for language in ["en", "ar"] {
            try FileManager.default.createDirectory(atPath: folder + "/Widget/\(language).lproj", withIntermediateDirectories: true)
        }
        // "gap-note" is filled with two names; its Arabic slips a "+" before the second, which the English has
        // nowhere. "shift-note" signs its value in the source too, and "range-note" misorders a range beside
        // a stray "+": both stay findings.
        let english = #"""
            "gap-note" = "Alerts between %1$@ and %2$@ fall back to 10 minutes.";
            "shift-note" = "Shifted by +%@";
            "range-note" = "Window %1$@ – %2$@ after %3$@";
            """#
        let arabic = #"""
            "gap-note" = "التنبيهات بين %1$@ و +%2$@ تعود إلى 10 دقائق.";
            "shift-note" = "إزاحة +%@";
            "range-note" = "النافذة %1$@ – %2$@ بعد +%3$@";
            """#
        try english.write(toFile: folder + "/Widget/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        try arabic.write(toFile: folder + "/Widget/ar.lproj/Localizable.strings", atomically: true, encoding: .utf8)
        let widget = TargetConfiguration(
            name: "ReminderWidget", role: .widget,
            catalogs: ["en", "ar"].map { folder + "/Widget/\($0).lproj/Localizable.strings" }, sources: [])
        let findings = Checker(rules: [RtlTimerDigits()]).run(try ProjectLoading.load(Configuration(targets: [widget]))).findings
        #expect(findings.compactMap(\.key).sorted() == ["range-note", "shift-note"])
        #expect(RtlTimerDigits.misordersOnlyByAddedPlusSign("بين %1$@ و +%2$@", source: "between %1$@ and %2$@"))
        #expect(!RtlTimerDigits.misordersOnlyByAddedPlusSign("بين %1$@ و +%2$@", source: "between %1$@ and +%2$@"))
    }

    @Test func aLanguageALegacyWidgetTableLacksIsAFileToAddNotASync() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Widget/en.lproj", withIntermediateDirectories: true)
        let files = [
            "App/Localizable.xcstrings":
                #"{"sourceLanguage":"en","strings":{"Tide":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Marée"}}}}},"version":"1.0"}"#,
            "Widget/en.lproj/Localizable.strings": #""Tide" = "Tide";"#,
            "Widget/TideView.swift": #"struct T: View { var body: some View { Text("Tide") } }"#,
        ]
        try write(files, into: folder)
        let app = TargetConfiguration(name: "Tides", role: .app, catalogs: [folder + "/App/Localizable.xcstrings"], sources: [])
        let widget = TargetConfiguration(
            name: "TideWidget", role: .widget, catalogs: [folder + "/Widget/en.lproj/Localizable.strings"], sources: [folder + "/Widget"])
        let findings = Checker(rules: [WidgetMissingTranslation()]).run(try ProjectLoading.load(Configuration(targets: [app, widget]))).findings
        // `sync` never writes a legacy table: the fix names the French file the widget needs.
        #expect(findings.map(\.language) == ["fr"])
        #expect(findings.first?.message.hasPrefix("The table Localizable.strings has no fr translations at all") == true)
        #expect(findings.first?.fix == "Add \(folder)/Widget/fr.lproj/Localizable.strings with the widget's strings translated into fr.")
    }

    @Test func aLegacyTableEntryNoCodeHoldsIsNoTranslationGap() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for language in ["en", "de"] {
            try FileManager.default.createDirectory(atPath: folder + "/Widget/\(language).lproj", withIntermediateDirectories: true)
        }
        let files = [
            // genstrings never removes an entry: "Basal Rates" is a leftover no code holds any more.
            "Widget/en.lproj/Localizable.strings": #""Basal Rates" = "Basal Rates"; "Delete “%@”?" = "Delete “%@”?"; "Reservoir" = "Reservoir";"#,
            "Widget/de.lproj/Localizable.strings": #""Reservoir" = "Reservoir";"#,
            // A table no code names (a storyboard's) is read by the system: its gaps stay.
            "Widget/en.lproj/Main.strings": #""Start.title" = "Start";"#,
            "Widget/de.lproj/Main.strings": #""Other.title" = "Andere";"#,
            "Widget/Pump.swift": #"struct P: View { let name: String; var body: some View { Text("Reservoir"); Text("Delete “\(name)”?") } }"#,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "PumpWidget", role: .widget,
            catalogs: ["en", "de"].flatMap { language in ["Localizable", "Main"].map { folder + "/Widget/\(language).lproj/\($0).strings" } },
            sources: [folder + "/Widget"])
        let findings = Checker(rules: [MissingTranslation()]).run(try ProjectLoading.load(Configuration(targets: [widget]))).findings
        #expect(findings.compactMap(\.key).sorted() == ["Delete “%@”?", "Start.title"])
    }

    @Test func aMissingKeyWithADefaultValueShowsThatValue() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "Widget/Localizable.xcstrings":
                #"{"sourceLanguage":"en","strings":{"Water":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Eau"}}}}},"version":"1.0"}"#,
            "Widget/WaterIntent.swift": """
                @main struct WaterBundle: WidgetBundle { var body: some Widget { WaterWidget() } }
                struct WaterWidget: Widget {
                    var body: some WidgetConfiguration {
                        AppIntentConfiguration(kind: "water", intent: WaterIntent.self, provider: WaterProvider()) { _ in EmptyView() }
                    }
                }
                struct WaterIntent: WidgetConfigurationIntent {
                    static let title: LocalizedStringResource = "Water"
                    @Parameter(title: LocalizedStringResource("intent.notify", defaultValue: "Notify when run"))
                    var notify: Bool
                }
                """,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "WaterWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"], sources: [folder + "/Widget"])
        let findings = Checker(rules: [WidgetMissingKey()]).run(try ProjectLoading.load(Configuration(targets: [widget]))).findings
        // The configuration shows the English default value, not the key, in every language.
        #expect(findings.map(\.key) == ["intent.notify"])
        #expect(findings.first?.message.hasSuffix("the widget shows its default value \"Notify when run\", untranslated, in every language") == true)
    }

    @Test func aStringsTableNamedByAConstantIsTheTableTheCodeReads() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        let files = [
            "App/Localizable.xcstrings":
                #"{"sourceLanguage":"en","strings":{"Tide":{"localizations":{"nl":{"stringUnit":{"state":"translated","value":"Getij"}}}}},"version":"1.0"}"#,
            "Widget/Harbor.xcstrings":
                #"{"sourceLanguage":"en","strings":{"harbor_high":{"localizations":{"nl":{"stringUnit":{"state":"translated","value":"Hoogwater"}}}}},"version":"1.0"}"#,
            // The table is named by the class's constant, as a project's text tables often are; a table given
            // by an expression nothing settles may be any table.
            "Widget/HarborTexts.swift": """
                class HarborTexts {
                    static private let table = "Harbor"
                    static let high: String = {
                        return NSLocalizedString("harbor_high", tableName: table, bundle: Bundle.main, value: "High water", comment: "")
                    }()
                    static let low: String = {
                        return NSLocalizedString("harbor_low", tableName: Self.table, bundle: Bundle.main, value: "Low water", comment: "")
                    }()
                    static let calm: String = {
                        return NSLocalizedString("harbor_calm", tableName: tableName(), bundle: Bundle.main, value: "Calm", comment: "")
                    }()
                }
                """,
            "Widget/HarborWidget.swift": """
                @main struct HarborWidgets: WidgetBundle { var body: some Widget { HarborWidget() } }
                struct HarborView: View {
                    var body: some View { Text(HarborTexts.high); Text(HarborTexts.low); Text(HarborTexts.calm) }
                }
                """,
        ]
        try write(files, into: folder)
        let app = TargetConfiguration(name: "Harbor", role: .app, catalogs: [folder + "/App/Localizable.xcstrings"], sources: [])
        let widget = TargetConfiguration(
            name: "HarborWidget", role: .widget, catalogs: [folder + "/Widget/Harbor.xcstrings"], sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [app, widget]))
        let findings = Checker(rules: [WidgetMissingKey()]).run(project).findings
        // Read from Harbor, not Localizable: only the key that table lacks is missing, and it is named there.
        #expect(findings.map(\.key) == ["harbor_low"])
        #expect(findings.first?.message.contains("Harbor.xcstrings") == true)
    }

    @Test func aStaticTextNoShownCodeReadsIsNotTheWidgets() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        let files = [
            "App/Localizable.xcstrings":
                #"{"sourceLanguage":"en","strings":{"Tide":{"localizations":{"nl":{"stringUnit":{"state":"translated","value":"Getij"}}}}},"version":"1.0"}"#,
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#,
            // A file of texts shared with the app: Swift makes each static property the first time code reads
            // it, so the widget shows `high` (read as HarborTexts.high) and never `red`, though it names the
            // colour `.red`, nor `settings`.
            "Widget/HarborTexts.swift": """
                class HarborTexts {
                    static let high: String = {
                        return NSLocalizedString("High water", comment: "")
                    }()
                    static let red = String(localized: "Red")
                    static let settings: String = NSLocalizedString("Harbor settings", comment: "")
                }
                """,
            "Widget/HarborWidget.swift": """
                @main struct HarborWidgets: WidgetBundle { var body: some Widget { HarborWidget() } }
                struct HarborView: View {
                    var body: some View { Text(HarborTexts.high).foregroundStyle(.red) }
                }
                """,
        ]
        try write(files, into: folder)
        let app = TargetConfiguration(name: "Harbor", role: .app, catalogs: [folder + "/App/Localizable.xcstrings"], sources: [])
        let widget = TargetConfiguration(
            name: "HarborWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"], sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [app, widget]))
        #expect(Checker(rules: [WidgetMissingKey()]).run(project).findings.map(\.key) == ["High water"])
    }

    @Test func aSettingsEnumsStaticListIsMadeOnlyWhereCodeReadsIt() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        // The app's settings enums, compiled into the widget too: each lists its names in a static property
        // for a settings picker. Swift makes `titles` the first time code reads it, and the widget never
        // does, so it never runs the app palette's `title`; it only switches on its own palette's cases,
        // and shows `caption`. A type that conforms to a system protocol keeps its static values shown.
        let files = [
            "App/Localizable.xcstrings": """
                {"sourceLanguage":"en","strings":{
                "Kelp":{"localizations":{"nl":{"stringUnit":{"state":"translated","value":"Kelp"}}}},
                "Palette":{"localizations":{"nl":{"stringUnit":{"state":"translated","value":"Palet"}}}},
                "Sand":{"localizations":{"nl":{"stringUnit":{"state":"translated","value":"Zand"}}}},
                "Tide":{"localizations":{"nl":{"stringUnit":{"state":"translated","value":"Getij"}}}}},"version":"1.0"}
                """,
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#,
            "Widget/HarborSettings.swift": """
                protocol PickerListing {
                    static func fromTitle(_ text: String?) -> Self
                }
                enum HarborPalette: Int, CaseIterable, PickerListing {
                    case sand, kelp
                    static var titles: [String] = Self.allCases.map(\\.title)
                    var title: String {
                        switch self {
                        case .sand: return NSLocalizedString("Sand", comment: "")
                        case .kelp: return NSLocalizedString("Kelp", comment: "")
                        }
                    }
                    static func fromTitle(_ text: String?) -> Self { text == Self.kelp.title ? .kelp : .sand }
                }
                enum WidgetPalette: Int, CaseIterable, PickerListing {
                    case sand, kelp
                    static var titles: [String] = Self.allCases.map(\\.title)
                    var title: String { self == .sand ? "Sand" : "Kelp" }
                    var caption: String { NSLocalizedString("Palette", comment: "") }
                    static func fromTitle(_ text: String?) -> Self { text == "Kelp" ? .kelp : .sand }
                }
                struct HarborTide: AppEntity {
                    static var typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(name: tideName)
                }
                """,
            "Widget/HarborWidget.swift": """
                @main struct HarborWidgets: WidgetBundle { var body: some Widget { HarborWidget() } }
                struct HarborView: View {
                    let palette = WidgetPalette(rawValue: UserDefaults.standard.integer(forKey: "palette"))
                    var body: some View {
                        switch palette {
                        case .kelp: Color.green
                        default: Text(palette?.caption ?? "").foregroundStyle(HarborStore().isDark ? .white : .black)
                        }
                    }
                }
                struct HarborStore {
                    var appPalette = UserDefaults.standard.integer(forKey: "appPalette")
                    var isDark: Bool { appPalette == HarborPalette.kelp.rawValue }
                }
                var tideName: LocalizedStringResource { LocalizedStringResource("Tide") }
                """,
        ]
        try write(files, into: folder)
        let app = TargetConfiguration(name: "Harbor", role: .app, catalogs: [folder + "/App/Localizable.xcstrings"], sources: [])
        let widget = TargetConfiguration(
            name: "HarborWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"], sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [app, widget]))
        #expect(Checker(rules: [WidgetMissingKey()]).run(project).findings.compactMap(\.key).sorted() == ["Palette", "Tide"])
    }

    @Test func aKeyWrittenInsideAnotherLiteralsInterpolationIsUsed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = [
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"#
                + #""setup.comment":{"extractionState":"manual"},"#
                + #""Unreachable host":{"extractionState":"manual"},"#
                + #""mode.compact":{"extractionState":"manual"},"#
                + #""setup.leftover":{"extractionState":"manual"}},"version":"1.0"}"#,
            // Each key is read by a project helper inside the interpolation of another literal: a shell
            // script the app shows, an error line, a key built from a case name.
            "Widget/Setup.swift": #"""
                extension String { var translated: String { NSLocalizedString(self, comment: "") } }
                func script(host: String) -> String {
                    """
                    # \("setup.comment".translated)
                    curl \(host)
                    """
                }
                func failure(_ code: Int) -> String { "\("Unreachable host".translated) (\(code))" }
                func mode(_ name: String) -> String { "[\("mode.\(name)".translated)]" }
                """#,
        ]
        try write(files, into: folder)
        let widget = TargetConfiguration(
            name: "SetupWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"],
            sources: [folder + "/Widget"])
        let project = try ProjectLoading.load(Configuration(targets: [widget]))
        // Deleting the three keys the code reads would show their names; only the leftover is unused.
        #expect(Checker(rules: [UnusedKey()]).run(project).findings.map(\.key) == ["setup.leftover"])
    }

    @Test func aDescriptionIsTheWidgetsOnlyWhereItsTypeBecomesText() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/App", withIntermediateDirectories: true)
        var files = [
            "App/Localizable.xcstrings":
                #"{"sourceLanguage":"en","strings":{"Tide":{"localizations":{"nl":{"stringUnit":{"state":"translated","value":"Getij"}}}}},"version":"1.0"}"#,
            "Widget/Localizable.xcstrings": #"{"sourceLanguage":"en","strings":{"Tides":{}},"version":"1.0"}"#,
            // Models the widget compiles with the app. String interpolation calls `description` only on a
            // CustomStringConvertible type: TideKind's is a plain property the settings screen reads.
            "Widget/HarborModels.swift": """
                class HarborTexts {
                    static let spring = NSLocalizedString("Spring tide", comment: "")
                    static let calm = NSLocalizedString("Calm sea", comment: "")
                }
                enum TideKind: Int, CaseIterable {
                    case spring
                    var description: String { HarborTexts.spring }
                }
                enum SeaState: Int, CustomStringConvertible {
                    case calm
                    var description: String { HarborTexts.calm }
                }
                struct HarborEntry { let kind: TideKind; let sea: SeaState }
                """,
            // The widget's configuration `.description(…)` and an argument label `description:` are no reads
            // of a `description` property; an intent's `static var description` is read by the system.
            "Widget/HarborWidget.swift": """
                @main struct HarborWidgets: WidgetBundle { var body: some Widget { HarborWidget() } }
                struct HarborWidget: Widget {
                    var body: some WidgetConfiguration {
                        AppIntentConfiguration(kind: "harbor", intent: HarborIntent.self, provider: HarborProvider()) { entry in
                            HarborView(entry: entry)
                        }
                        .description("Tides")
                    }
                }
                struct HarborIntent: WidgetConfigurationIntent {
                    static var title: LocalizedStringResource { "Tides" }
                    static var description: IntentDescription { "Pick a harbor" }
                }
                struct HarborView: View {
                    let entry: HarborEntry
                    var body: some View { Text(verbatim: "\\(entry.sea)").help(Help(description: "Sea")) }
                }
                """,
        ]
        let app = TargetConfiguration(name: "Harbor", role: .app, catalogs: [folder + "/App/Localizable.xcstrings"], sources: [])
        let widget = TargetConfiguration(
            name: "HarborWidget", role: .widget, catalogs: [folder + "/Widget/Localizable.xcstrings"], sources: [folder + "/Widget"])
        func missing() throws -> [String?] {
            try write(files, into: folder)
            let project = try ProjectLoading.load(Configuration(targets: [app, widget]))
            return Checker(rules: [WidgetMissingKey()]).run(project).findings.map(\.key)
        }
        let shown = try missing()
        #expect(shown == ["Calm sea", "Pick a harbor"])
        // Code that reads `.description` itself, here in an interpolation, may read any type's: both texts are
        // then the widget's.
        files["Widget/HarborWidget.swift"]! +=
            "\nstruct KindView: View { let kind: TideKind; var body: some View { Text(verbatim: \"Tide: \\(kind.description)\") } }\n"
        let read = try missing()
        #expect(read == ["Spring tide", "Calm sea", "Pick a harbor"])
    }
}
