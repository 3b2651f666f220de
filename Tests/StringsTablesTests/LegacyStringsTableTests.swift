import _StringsGuardTestSupport
import Diagnostics
import Foundation
import StringCatalog
import StringsTables
import SafeXML
import Testing

private let malformedFolder = "\(stringsTablesFixtures)/Malformed"

private func loadError(_ files: [String], developmentLanguage: String = "en") -> String? {
    thrownInputError { _ = try LegacyStringsTable.load(files: files, developmentLanguage: developmentLanguage) }?.description
}

/// Writes `files` (path relative to a new temporary folder → text) and returns the folder.
private func temporaryTable(_ files: [String: String]) throws -> String {
    let folder = try makeTemporaryFolder("stringsguard-legacy")
    for (relativePath, text) in files {
        let path = "\(folder)/\(relativePath)"
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
    return folder
}

@Suite struct LegacyStringsTableTests {
    let catalog: Catalog

    init() throws {
        SafeXMLTreeReader.install()
        catalog = try LegacyStringsTable.load(files: harborWidgetFiles, developmentLanguage: "en")
    }

    @Test func theWidgetsTableIsOneCatalogOfEveryLanguageFolder() {
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["en", "ar", "de", "pl"])
        #expect(catalog.path == harborWidgetFile("en", "strings"))
        #expect(catalog.origin == .legacyStringsTable(files: harborWidgetFiles))
        #expect(catalog.keys == [
            "Next tide", "High water at %@", "%@ – %@", "Tap to refresh", "Offline", "%lld boats in harbor", "Escapes",
            "WidgetKind", "Single quoted", "Harbor", "Tide in %lld minutes at %@", "Harbor status",
        ])
        #expect(catalog.stringUnit(forKey: "Next tide", language: "de")?.value == "Nächste Tide")
        #expect(catalog.stringUnit(forKey: "Next tide", language: "ar")?.value == "المد التالي")
        #expect(catalog.stringUnit(forKey: "Next tide", language: "pl")?.value == "Następny pływ")
        #expect(catalog.stringUnit(forKey: "Tap to refresh", language: "pl") == nil)
        #expect(catalog.entry(forKey: "Next tide")?.comment == "Title of the tide widget")
        #expect(catalog.entry(forKey: "Next tide")?.extractionState == .migrated)
    }

    @Test func everyTranslationIsLocatedInItsOwnFile() throws {
        func unit(_ key: String, _ language: String, _ path: VariationPath = .root) throws -> StringUnit {
            try #require(catalog.stringUnit(forKey: key, language: language, path: path))
        }
        let en = harborWidgetFile("en", "strings")
        let de = harborWidgetFile("de", "strings")
        let ar = harborWidgetFile("ar", "strings")
        let pl = harborWidgetFile("pl", "strings")
        #expect(catalog.entry(forKey: "%@ – %@")?.location == location(en, 16, 1))
        // The en dash is three bytes: the value starts at byte 15 although it is the 13th character.
        #expect(try unit("%@ – %@", "en").valueLocation == location(en, 16, 15))
        // UTF-16 files (de with a byte order mark, ar without, big-endian) count columns in UTF-8 bytes too.
        #expect(try unit("Harbor", "de").location == location(de, 7, 33))
        #expect(try unit("Harbor", "de").valueLocation == location(de, 7, 44))
        #expect(try unit("Offline", "ar").location == location(ar, 1, 40))
        #expect(try unit("Offline", "ar").valueLocation == location(ar, 1, 52))
        #expect(try unit("Harbor", "pl").location == location(pl, 5, 34))
        #expect(try unit("Harbor", "pl").valueLocation == location(pl, 5, 45))
        #expect(catalog.entry(forKey: "Offline")?.localization(for: "ar")?.location == location(ar, 1, 40))
        let arPlurals = harborWidgetFile("ar", "stringsdict")
        #expect(try unit("%lld boats in harbor", "ar", VariationPath("plural.two")!).location == location(arPlurals, 19, 4))
        #expect(try unit("%lld boats in harbor", "ar", VariationPath("plural.two")!).valueLocation == location(arPlurals, 20, 4))
        #expect(try unit("Tide in %lld minutes at %@", "ar").valueLocation == location(arPlurals, 32, 3))
        #expect(catalog.entry(forKey: "Tide in %lld minutes at %@")?.localization(for: "ar")?.content.substitution(named: "minutes")?
            .location == location(arPlurals, 33, 3))
    }

    @Test func pluralRulesOfArabicAndPolish() throws {
        let boats = try #require(catalog.entry(forKey: "%lld boats in harbor"))
        let arabic = try #require(boats.localization(for: "ar")?.variations?.plural)
        #expect(arabic.cases.map(\.name) == ["zero", "one", "two", "few", "many", "other"])
        #expect(arabic["two"]?.stringUnit?.value == "قاربان في الميناء")
        let polish = try #require(boats.localization(for: "pl")?.variations?.plural)
        #expect(polish.cases.map(\.name) == ["one", "few", "many", "other"])
        #expect(polish["few"]?.stringUnit?.value == "%lld łodzie w porcie")

        let tide = try #require(catalog.entry(forKey: "Tide in %lld minutes at %@"))
        let arabicMinutes = try #require(tide.localization(for: "ar")?.content.substitution(named: "minutes"))
        #expect(arabicMinutes.argumentNumber == 1)
        #expect(arabicMinutes.formatSpecifier == "lld")
        #expect(arabicMinutes.variations?.plural?.cases.map(\.name) == ["zero", "one", "two", "few", "other"])
        #expect(arabicMinutes.variations?.plural?["few"]?.stringUnit?.value == "%arg دقائق")
        // A case without the number keeps its text.
        #expect(arabicMinutes.variations?.plural?["one"]?.stringUnit?.value == "دقيقة واحدة")
        let polishMinutes = try #require(tide.localization(for: "pl")?.content.substitution(named: "minutes"))
        #expect(polishMinutes.variations?.plural?.cases.compactMap(\.stringUnit?.value)
            == ["%arg minutę", "%arg minuty", "%arg minut", "%arg minuty"])
        #expect(tide.localization(for: "pl")?.stringUnit?.value == "Przypływ za %#@minutes@ o %@")
    }

    @Test func aStringsdictKeyReplacesTheSameKeyOfTheStringsFile() throws {
        let boats = try #require(catalog.entry(forKey: "%lld boats in harbor"))
        #expect(boats.localization(for: "en")?.stringUnit == nil)
        #expect(boats.localization(for: "en")?.variations?.plural?["one"]?.stringUnit?.value == "%lld boat in harbor")
        #expect(boats.localization(for: "de")?.variations?.plural?["other"]?.stringUnit?.value == "%lld Boote im Hafen")
        // The comment written in the .strings file stays.
        #expect(boats.comment == "Plural in the stringsdict, which replaces this text")
        #expect(boats.location == location(harborWidgetFile("en", "stringsdict"), 5, 2))
    }

    @Test func theReadingNotesWhatTheSystemDoesSilently() throws {
        let notes = try LegacyStringsTable.read(files: harborWidgetFiles, developmentLanguage: "en").notes
        #expect(notes.map(\.description) == [
            "\(harborWidgetFile("en", "strings")):27:129: note: \\u is not an escape in a strings file: the system shows "
                + "the letter u and the digits after it; write \\U (capital U) for a character code",
            "\(harborWidgetFile("en", "stringsdict")):39:3: note: width variants have no String Catalog form: "
                + "\"Harbor status\" is read as its widest variant (50); the other is not checked",
            "\(harborWidgetFile("de", "strings")):7:1: note: \"Offline\" is given twice in this file (first on line 6); "
                + "the system keeps this last value",
            "\(harborWidgetFile("de", "stringsdict")):39:3: note: width variants have no String Catalog form: "
                + "\"Harbor status\" is read as its widest variant (50); the other is not checked",
        ])
        #expect(catalog.stringUnit(forKey: "Offline", language: "de")?.value == "Keine Verbindung")
        #expect(catalog.stringUnit(forKey: "Harbor status", language: "de")?.value == "Der Hafen ist für Boote geöffnet")
    }

    @Test func baseLprojAndItsOwnFolderAreTheDevelopmentLanguage() throws {
        let folder = try temporaryTable([
            "Base.lproj/Main.strings": "\"Title\" = \"Base title\";\n\"Only in Base\" = \"From Base\";\n",
            "English.lproj/Main.strings": "\"Title\" = \"English title\";\n",
            "pt_BR.lproj/Main.strings": "\"Title\" = \"Título\";\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = ["pt_BR", "English", "Base"].map { "\(folder)/\($0).lproj/Main.strings" }
        let catalog = try LegacyStringsTable.load(files: files, developmentLanguage: "English")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.languages == ["en", "pt-BR"])
        #expect(catalog.path == "\(folder)/English.lproj/Main.strings")
        #expect(catalog.stringUnit(forKey: "Title", language: "en")?.value == "English title")
        #expect(catalog.stringUnit(forKey: "Title", language: "en")?.location == location(files[1], 1, 1))
        #expect(catalog.stringUnit(forKey: "Only in Base", language: "en")?.value == "From Base")
        #expect(catalog.stringUnit(forKey: "Title", language: "pt-BR")?.value == "Título")
    }

    @Test func tablesAreFoundAmongATargetsFiles() {
        let paths = [
            "Widget/en.lproj/Localizable.strings", "Widget/TideWidget.swift", "Widget/de.lproj/InfoPlist.strings",
            "Widget/de.lproj/Localizable.stringsdict", "Widget/Localizable.strings", "Widget/en.lproj/Main.storyboard",
            "Widget/de.lproj/Localizable.strings", "Widget/.lproj/Odd.strings",
        ]
        let tables = LegacyStringsTable.tables(among: paths)
        #expect(tables.map(\.name) == ["Localizable", "InfoPlist"])
        #expect(tables[0].files.map(\.path) == [
            "Widget/en.lproj/Localizable.strings", "Widget/de.lproj/Localizable.stringsdict", "Widget/de.lproj/Localizable.strings",
        ])
        #expect(tables[0].files.map(\.kind) == [.strings, .stringsdict, .strings])
        #expect(tables[0].files.map(\.language) == ["en", "de", "de"])
        #expect(tables[1].files.map(\.path) == ["Widget/de.lproj/InfoPlist.strings"])
        #expect(LegacyStringsFile(path: "App/zh_Hans.lproj/Localizable.strings")?.language == "zh-Hans")
        #expect(LegacyStringsFile(path: "App/Base.lproj/Localizable.strings")?.isBase == true)
    }

    @Test func aMalformedFileOfEachKindIsOneLine() {
        let brokenStrings = "\(malformedFolder)/de.lproj/Widget.strings"
        #expect(loadError(["\(malformedFolder)/en.lproj/Widget.strings", brokenStrings])
            == "\(brokenStrings):2:30: error: expected ';' after the value of \"Next tide\", found '\"'")
        let brokenPlurals = "\(malformedFolder)/en.lproj/Plurals.stringsdict"
        #expect(loadError([brokenPlurals, "\(malformedFolder)/de.lproj/Plurals.stringsdict"])
            == "\(brokenPlurals):9:3: error: the rule \"boats\" of \"%lld boats in harbor\" has no "
                + "NSStringFormatSpecTypeKey (NSStringPluralRuleType)")
        let brokenXML = "\(malformedFolder)/de.lproj/Plurals.stringsdict"
        let xmlError = loadError([brokenXML])
        #expect(xmlError?.hasPrefix("\(brokenXML):9:") == true)
        #expect(xmlError?.contains(": error: malformed XML: ") == true)
        #expect(xmlError?.contains("\n") == false)
    }

    @Test func filesThatAreNotOneTableAreRefused() {
        let en = harborWidgetFile("en", "strings")
        #expect(loadError([en, "\(malformedFolder)/de.lproj/Widget.strings"])
            == "\(malformedFolder)/de.lproj/Widget.strings: error: belongs to the table Widget, not Localizable: "
                + "a table's files all have one name")
        #expect(loadError([en, "\(harborWidgetFolder)/TideWidget.swift"])
            == "\(harborWidgetFolder)/TideWidget.swift: error: is not a .strings or .stringsdict file in an xx.lproj folder")
        #expect(loadError([en, "Other/en.lproj/Localizable.strings"])
            == "Other/en.lproj/Localizable.strings: error: a second en.lproj/Localizable.strings in one table "
                + "(the first is \(en)); an app bundle holds one per language, so these are two targets' files")
        #expect(loadError([]) == "error: a legacy strings table needs at least one file")
        #expect(loadError([harborWidgetFile("fr", "strings")])?.hasPrefix("\(harborWidgetFile("fr", "strings")): error: cannot open file") == true)
    }

    @Test func noWriterWritesTheTable() throws {
        let en = harborWidgetFile("en", "strings")
        let before = try Data(contentsOf: URL(fileURLWithPath: en))
        var legacy = catalog
        let refusal = "\(en): error: is a legacy strings table (.strings/.stringsdict), which StringsGuard reads but "
            + "never writes; convert it to a String Catalog in Xcode (Editor > Convert to String Catalog) to format, "
            + "sync or import into it"
        #expect(thrownInputError { try legacy.write(to: en) }?.description == refusal)
        let elsewhere = try makeTemporaryFolder("stringsguard-legacy") + "/Localizable.xcstrings"
        #expect(thrownInputError { try legacy.write(to: elsewhere) }?.description == refusal)
        #expect(!FileManager.default.fileExists(atPath: elsewhere))
        // sync on the model works (a dry run can say what is missing); only writing is refused.
        let app = try Catalog.load(path: "\(stringsTablesFixtures)/HarborWatch/HarborWatch/Localizable.xcstrings")
        let report = CatalogSync.sync(from: app, to: &legacy, keysUsed: { $0 == "Moorings" })
        #expect(report.addedKeys == ["Moorings"])
        #expect(thrownInputError { try legacy.write(to: en) }?.description == refusal)
        #expect(thrownInputError { _ = try CatalogFormatter().formatFile(at: en, check: false) }?.description
            == refusal)
        #expect(try Data(contentsOf: URL(fileURLWithPath: en)) == before)
    }
}
