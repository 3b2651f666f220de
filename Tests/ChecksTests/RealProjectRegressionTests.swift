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
        for (path, text) in files { try text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8) }
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
        for (path, text) in files { try text.write(toFile: folder + "/" + path, atomically: true, encoding: .utf8) }
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
}
