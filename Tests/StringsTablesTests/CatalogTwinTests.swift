import Foundation
import ProjectConfiguration
import Diagnostics
import Resolution
import StringCatalog
import SourceScanning
import StringsTables
import SafeXML
import Testing
import _StringsGuardTestSupport

@testable import Checks

private let harborFolder = "\(stringsTablesFixtures)/HarborWatch"
private let appCatalogPath = "\(harborFolder)/HarborWatch/Localizable.xcstrings"
private let twinCatalogPath = "\(harborFolder)/CatalogTwin/Localizable.xcstrings"
private let widgetSourcePath = "\(harborWidgetFolder)/TideWidget.swift"

/// The app (a catalog) and its widget, whose strings are either the legacy table or its hand-written twin.
private func harborProject(widgetCatalog: Catalog) throws -> Project {
    let widgetPath = widgetCatalog.path
    let appBundle = BundleID("HarborWatch"), widgetBundle = BundleID("HarborWatchWidget")
    let app = LoadedTarget(
        configuration: TargetConfiguration(name: "HarborWatch", role: .app, catalogs: [appCatalogPath], sources: []),
        catalogs: [LoadedCatalog(path: appCatalogPath, catalog: try Catalog.load(path: appCatalogPath), bundles: [appBundle])],
        sources: nil, bundle: appBundle)
    let scan = SwiftSourceScanner.scan(files: [widgetSourcePath])
    let widget = LoadedTarget(
        configuration: TargetConfiguration(
            name: "HarborWatchWidget", role: .widget, catalogs: [widgetPath], sources: [widgetSourcePath]),
        catalogs: [LoadedCatalog(path: widgetPath, catalog: widgetCatalog, bundles: [widgetBundle])],
        sources: TargetSources(
            uses: scan.localizableUses.map { ResolvedUse(use: $0, bundle: widgetBundle) }, timerViews: scan.timerViews,
            roots: [widgetSourcePath]),
        bundle: widgetBundle, embeddingApps: ["HarborWatch"])
    return Project(targets: [app, widget])
}

/// What a finding says, without where: the legacy table's and the twin's findings differ only in place.
private func placeless(_ findings: [Finding], catalogPath: String) -> [String] {
    findings.map { finding in
        // `sync` writes String Catalogs only, so only the catalog's message can offer it.
        let message = finding.message.replacingOccurrences(of: catalogPath, with: "WIDGET-CATALOG")
            .replacingOccurrences(of: "; the app's catalog has it, so `stringsguard sync` can copy it", with: "")
        return "\(finding.rule) \(finding.severity) \(finding.key ?? "-") \(finding.language ?? "-"): \(message)"
    }.sorted()
}

/// The widget's legacy table and the String Catalog Xcode's migration would make of it, written by hand.
@Suite struct CatalogTwinTests {
    let legacy: Catalog
    let twin: Catalog

    init() throws {
        SafeXMLTreeReader.install()
        legacy = try LegacyStringsTable.load(files: harborWidgetFiles, developmentLanguage: "en")
        twin = try Catalog.load(path: twinCatalogPath)
    }

    @Test func theTableIsTheCatalogWrittenByHand() {
        // Xcode's formatting orders keys, languages and cases itself: equal bytes mean equal content.
        #expect(String(decoding: legacy.formatted(), as: UTF8.self) == String(decoding: twin.formatted(), as: UTF8.self))
    }

    @Test func everyKeyValueAndVariationAnswersTheSame() throws {
        #expect(Set(legacy.keys) == Set(twin.keys))
        #expect(legacy.languages == twin.languages)
        #expect(legacy.sourceLanguage == twin.sourceLanguage)
        for key in twin.keys {
            let legacyEntry = try #require(legacy.entry(forKey: key))
            let twinEntry = try #require(twin.entry(forKey: key))
            #expect(legacyEntry.comment == twinEntry.comment, "\(key)")
            #expect(legacy.sourceText(forKey: key) == twin.sourceText(forKey: key), "\(key)")
            for language in twin.languages {
                let legacyContent = legacyEntry.localization(for: language)?.content
                let twinContent = twinEntry.localization(for: language)?.content
                #expect(legacyContent?.stringUnitLeaves.map { "\($0.path)=\($0.unit.value)" }
                    == twinContent?.stringUnitLeaves.map { "\($0.path)=\($0.unit.value)" }, "\(key) \(language)")
                #expect(legacyContent?.substitutions?.map { "\($0.name) \($0.argumentNumber ?? 0) \($0.formatSpecifier ?? "")" }
                    == twinContent?.substitutions?.map { "\($0.name) \($0.argumentNumber ?? 0) \($0.formatSpecifier ?? "")" },
                    "\(key) \(language)")
                #expect(legacyContent?.variations?.plural?.cases.map(\.name) == twinContent?.variations?.plural?.cases.map(\.name),
                        "\(key) \(language)")
            }
        }
    }

    @Test func everyRuleFindsTheSameOnBoth() throws {
        let onLegacy = Checker().run(try harborProject(widgetCatalog: legacy)).findings
        let onTwin = Checker().run(try harborProject(widgetCatalog: twin)).findings
        #expect(placeless(onLegacy, catalogPath: legacy.path) == placeless(onTwin, catalogPath: twin.path))
        // The entries only missing translations ("Escapes", "Single quoted", "WidgetKind") are ones no code
        // holds: no gap anyone sees, in the table as in its migrated twin (unused-key notes them).
        #expect(Set(onLegacy.map(\.rule)) == [
            "widget-missing-key", "widget-missing-translation", "unused-key", "plural-missing-category", "rtl-timer-digits",
        ])
    }

    @Test func findingsOnTheTableLandOnTheLineOfTheirOwnFile() throws {
        let findings = Checker().run(try harborProject(widgetCatalog: legacy)).findings
        func place(_ rule: String, _ key: String, _ language: String? = nil) -> [Diagnostics.SourceLocation] {
            findings.filter { $0.rule == rule && $0.key == key && $0.language == language }.map(\.location)
        }
        #expect(place("rtl-timer-digits", "%@ – %@", "ar") == [location(harborWidgetFile("ar", "strings"), 3, 15)])
        #expect(place("plural-missing-category", "Tide in %lld minutes at %@", "ar")
            == [location(harborWidgetFile("ar", "stringsdict"), 33, 3)])
        #expect(place("widget-missing-translation", "Tap to refresh", "pl") == [location(harborWidgetFile("en", "strings"), 18, 1)])
        #expect(place("widget-missing-translation", "Harbor status", "pl")
            == [location(harborWidgetFile("en", "stringsdict"), 37, 2)])
        #expect(place("widget-missing-key", "Moorings") == [location(widgetSourcePath, 26, 18)])
    }

    /// A key only one language's table holds is in that language's file: the note and its advice name it,
    /// not the development language's file the table goes by, and the advice covers every language.
    @Test func anUnusedKeyOfOneLanguageIsNamedInItsOwnFile() throws {
        let folder = try makeTemporaryFolder("stringsguard-table")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let english = folder + "/en.lproj/Localizable.strings", arabic = folder + "/ar.lproj/Localizable.strings"
        for (path, text) in [(english, "\"Tide\" = \"Tide\";\n"), (arabic, "\"Tide\" = \"المد\";\n\"Only Arabic\" = \"عربي\";\n")] {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let table = try LegacyStringsTable.load(files: [english, arabic], developmentLanguage: "en")
        let findings = Checker().run(try harborProject(widgetCatalog: table)).findings
        let note = try #require(findings.first { $0.rule == "unused-key" && $0.key == "Only Arabic" })
        #expect(note.location.file == arabic)
        #expect(note.message == "\"Only Arabic\" is in \(arabic) but no Swift source in the project uses it")
        #expect(note.fix == "If nothing builds \"Only Arabic\" at run time (from a server or a variable), delete it from \(arabic) and the table's other languages.")
    }

    @Test func theWidgetResolvesEveryStringAsFromTheCatalog() throws {
        let requests: [(key: String, language: String, arguments: [String])] = [
            ("Next tide", "de", []), ("Next tide", "pl", []), ("Tap to refresh", "pl", []), ("Offline", "ar", []),
            ("%lld boats in harbor", "ar", ["0"]), ("%lld boats in harbor", "ar", ["2"]), ("%lld boats in harbor", "ar", ["11"]),
            ("%lld boats in harbor", "pl", ["1"]), ("%lld boats in harbor", "pl", ["3"]), ("%lld boats in harbor", "pl", ["5"]),
            ("Tide in %lld minutes at %@", "de", ["1", "12:05"]), ("Tide in %lld minutes at %@", "ar", ["11", "12:05"]),
            ("Tide in %lld minutes at %@", "pl", ["22", "12:05"]), ("Harbor status", "de", []), ("Escapes", "en", []),
        ]
        var values: [String] = []
        for request in requests {
            let resolve = { (catalog: Catalog) throws(InputError) -> ResolvedString in
                try Resolver(catalog: catalog).resolve(ResolveRequest(
                    key: request.key, languageCode: request.language, systemLocale: "en_US", environment: [:],
                    arguments: request.arguments))
            }
            let fromLegacy = try resolve(legacy)
            let fromTwin = try resolve(twin)
            #expect(fromLegacy.value == fromTwin.value, "\(request)")
            #expect(fromLegacy.servedLanguage == fromTwin.servedLanguage, "\(request)")
            values.append(fromLegacy.value)
        }
        #expect(values == [
            "Nächste Tide", "Następny pływ", "Tap to refresh", "غير متصل",
            "لا قوارب في الميناء", "قاربان في الميناء", "11 قاربًا في الميناء",
            "1 łódź w porcie", "3 łodzie w porcie", "5 łodzi w porcie",
            "Flut in 1 Minute um 12:05", "المد خلال 11 دقيقة عند 12:05",
            "Przypływ za 22 minuty o 12:05", "Der Hafen ist für Boote geöffnet",
            "tab\tline\nquote\" backslash\\ apostrophe' bell\u{07} Ué€ pair🌊 shortA octalAé lowercaseu00e9",
        ])
    }
}
