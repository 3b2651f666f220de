import Diagnostics
import Foundation
import StringCatalog
import Testing
import _StringsGuardTestSupport

@testable import XLIFF

/// A small project of three catalogs (an app's Localizable and InfoPlist, a widget's Localizable with a key the
/// app also has), and `.xcloc` folders built here in the layout Xcode's Export Localizations writes.
struct SampleProject {
    let root: String

    static let appCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld Trial Days Left" : {
          "comment" : "Banner on the paywall",
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld Trial Days Left" } }
          }
        },
        "AppName" : { "shouldTranslate" : false },
        "Damages the target for 75% of its HP." : { },
        "Start" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Starten" } }
          }
        }
      },
      "version" : "1.0"
    }
    """
    static let infoPlistCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "CFBundleName" : { "comment" : "Bundle name", "extractionState" : "extracted_with_value",
          "localizations" : { "en" : { "stringUnit" : { "state" : "new", "value" : "Focus" } } } }
      },
      "version" : "1.0"
    }
    """
    static let widgetCatalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld minutes" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld minute" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld minutes" } }
            } } }
          }
        },
        "Start" : { }
      },
      "version" : "1.0"
    }
    """
    static let originals = ["App/InfoPlist.xcstrings", "App/Localizable.xcstrings", "Widget/Localizable.xcstrings"]

    init() throws {
        root = try temporaryFolder()
        for (original, text) in zip(Self.originals, [Self.infoPlistCatalog, Self.appCatalog, Self.widgetCatalog]) {
            try FileManager.default.createDirectory(
                atPath: (path(original) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            // Written as Xcode writes catalogs, so "byte-identical" below means what it says.
            let catalog = try Catalog(bytes: Array(text.utf8), path: original)
            try Data(catalog.formatted()).write(to: URL(fileURLWithPath: path(original)))
        }
    }

    func path(_ relative: String) -> String { root + "/" + relative }
    func bytes(_ original: String) throws -> [UInt8] { try readBytes(path(original)) }
    func catalog(_ original: String) throws -> Catalog { try Catalog.load(path: path(original)) }

    /// `L.xcloc` as Xcode 27 lays it out, with one `<file>` per catalog and the given trans-units in each.
    func xcloc(_ language: String, files: [(original: String, units: String)], targetLanguage: String? = nil) throws -> String {
        let folder = path("\(language).xcloc")
        for sub in ["Localized Contents", "Notes"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        for original in Self.originals {
            let copy = folder + "/Source Contents/" + original
            try FileManager.default.createDirectory(
                atPath: (copy as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: path(original), toPath: copy)
        }
        try writeText(folder + "/contents.json", """
        {
          "developmentRegion" : "en",
          "project" : "Focus.xcodeproj",
          "targetLocale" : "\(language)",
          "toolInfo" : {
            "toolBuildNumber" : "27A266a",
            "toolID" : "com.apple.dt.xcode",
            "toolName" : "Xcode",
            "toolVersion" : "27.0"
          },
          "version" : "1.0"
        }
        """)
        let target = targetLanguage.map { " target-language=\"\($0)\"" } ?? ""
        let body = files.map { file in
            """
              <file original="\(file.original)" source-language="en"\(target) datatype="plaintext">
                <header>
                  <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="27.0" build-num="27A266a"/>
                </header>
                <body>
            \(file.units)    </body>
              </file>

            """
        }.joined()
        try writeText(folder + "/Localized Contents/\(language).xliff", """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
        \(body)</xliff>

        """)
        return folder
    }

    /// A trans-unit as Xcode writes it.
    static func unit(_ id: String, _ source: String, _ target: String?, state: String = "translated", translate: Bool = true) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: "\"", with: "&quot;")
        }
        let no = translate ? "" : " translate=\"no\""
        let targetLine = target.map { "        <target state=\"\(state)\">\(escaped($0))</target>\n" } ?? ""
        return """
              <trans-unit id="\(escaped(id))" xml:space="preserve"\(no)>
                <source>\(escaped(source))</source>
        \(targetLine)        <note/>
              </trans-unit>

        """
    }

    /// The catalog without `language`: what must equal the catalog before the import, byte for byte.
    static func without(_ language: String, _ catalog: Catalog) -> [UInt8] {
        var copy = catalog
        for key in copy.keys {
            copy.updateEntry(forKey: key) { entry in
                entry.removeLocalization(for: language)
                if entry.localizations?.isEmpty == true { entry.localizations = nil }
            }
        }
        return copy.formatted()
    }
}

@Suite struct XclocProjectTests {
    @Test func xcodesXclocImportsEveryUnitIntoItsOwnCatalogAndNothingElse() throws {
        let project = try SampleProject()
        let before = try SampleProject.originals.map { try project.bytes($0) }
        typealias P = SampleProject
        let package = try project.xcloc("pl", files: [
            ("App/InfoPlist.xcstrings", P.unit("CFBundleName", "Focus", "Skupienie")),
            ("App/Localizable.xcstrings",
             // The source has no plural; the translator varied it by plural, as Polish needs.
             P.unit("%lld Trial Days Left|==|plural.one", "%lld Trial Days Left", "Został %lld dzień próbny")
                + P.unit("%lld Trial Days Left|==|plural.few", "%lld Trial Days Left", "Zostały %lld dni próbne")
                + P.unit("%lld Trial Days Left|==|plural.many", "%lld Trial Days Left", "Zostało %lld dni próbnych")
                + P.unit("%lld Trial Days Left|==|plural.other", "%lld Trial Days Left", "Zostało %lld dnia próbnego")
                + P.unit("AppName", "AppName", "AppName", translate: false)
                + P.unit("Damages the target for 75% of its HP.", "Damages the target for 75% of its HP.",
                         "Zadaje celowi 75% obrażeń jego PŻ.")
                + P.unit("Start", "Start", "Rozpocznij")),
            ("Widget/Localizable.xcstrings",
             P.unit("%lld minutes|==|plural.few", "%lld minutes", "%lld minuty")
                + P.unit("%lld minutes|==|plural.many", "%lld minutes", "%lld minut")
                + P.unit("%lld minutes|==|plural.one", "%lld minute", "%lld minuta")
                + P.unit("%lld minutes|==|plural.other", "%lld minutes", "%lld minuty")
                + P.unit("Start", "Start", "Start (widżet)")),
        ], targetLanguage: "pl")

        let result = try XLIFFCommands().importProject(paths: [package], projectRoot: project.root, dryRun: false)
        #expect(result.rejected.isEmpty && result.unknown.isEmpty && result.skippedFiles.isEmpty)
        #expect(result.notTranslatableCount == 1)
        #expect(result.changes.count == 12)
        #expect(result.writtenCatalogs == SampleProject.originals)

        let app = try project.catalog("App/Localizable.xcstrings")
        let widget = try project.catalog("Widget/Localizable.xcstrings")
        let infoPlist = try project.catalog("App/InfoPlist.xcstrings")
        #expect(app.stringUnit(forKey: "Start", language: "pl")?.value == "Rozpocznij")
        #expect(widget.stringUnit(forKey: "Start", language: "pl")?.value == "Start (widżet)")
        #expect(infoPlist.stringUnit(forKey: "CFBundleName", language: "pl")?.value == "Skupienie")
        for (name, value) in [("one", "Został %lld dzień próbny"), ("few", "Zostały %lld dni próbne"),
                              ("many", "Zostało %lld dni próbnych"), ("other", "Zostało %lld dnia próbnego")] {
            let path = try #require(VariationPath("plural.\(name)"))
            #expect(app.stringUnit(forKey: "%lld Trial Days Left", language: "pl", path: path)?.value == value)
            #expect(app.stringUnit(forKey: "%lld Trial Days Left", language: "pl", path: path)?.state == .translated)
        }
        #expect(app.stringUnit(forKey: "Damages the target for 75% of its HP.", language: "pl")?.value
            == "Zadaje celowi 75% obrażeń jego PŻ.")
        #expect(app.entry(forKey: "AppName")?.localization(for: "pl") == nil)
        // Nothing landed anywhere else: without Polish, every catalog is byte for byte what it was.
        for (index, catalog) in [infoPlist, app, widget].enumerated() {
            #expect(SampleProject.without("pl", catalog) == before[index], "\(SampleProject.originals[index])")
        }
    }

    @Test func arabicPluralUnitsOfAPlurallessSourceLand() throws {
        let project = try SampleProject()
        let before = try project.bytes("App/Localizable.xcstrings")
        let forms = ["zero": "لا أيام", "one": "يوم واحد", "two": "يومان", "few": "%lld أيام", "many": "%lld يومًا", "other": "%lld يوم"]
        let units = forms.keys.sorted().map {
            SampleProject.unit("%lld Trial Days Left|==|plural.\($0)", "%lld Trial Days Left", forms[$0]!)
        }.joined()
        let package = try project.xcloc("ar", files: [("App/Localizable.xcstrings", units)], targetLanguage: "ar")
        let result = try XLIFFCommands().importProject(paths: [package], projectRoot: project.root, dryRun: false)
        #expect(result.landedEverything)
        #expect(result.changes.count == 6)
        let app = try project.catalog("App/Localizable.xcstrings")
        for (name, value) in forms {
            let path = try #require(VariationPath("plural.\(name)"))
            #expect(app.stringUnit(forKey: "%lld Trial Days Left", language: "ar", path: path)?.value == value)
        }
        #expect(SampleProject.without("ar", app) == before)
    }

    @Test func withCatalogOnlyTheFileNamingItIsApplied() throws {
        let project = try SampleProject()
        let widgetBefore = try project.bytes("Widget/Localizable.xcstrings")
        let package = try project.xcloc("pl", files: [
            ("App/Localizable.xcstrings", SampleProject.unit("Start", "Start", "Rozpocznij")),
            ("Widget/Localizable.xcstrings", SampleProject.unit("Start", "Start", "Start (widżet)")),
            ("App/InfoPlist.xcstrings", SampleProject.unit("CFBundleName", "Focus", "Skupienie")),
        ], targetLanguage: "pl")
        let result = try XLIFFCommands().importFiles(
            catalogPath: project.path("App/Localizable.xcstrings"), xliffPaths: [package], projectRoot: project.root,
            dryRun: false)
        #expect(result.changes.map(\.catalog) == ["App/Localizable.xcstrings"])
        #expect(result.skippedFiles.map(\.original) == ["Widget/Localizable.xcstrings", "App/InfoPlist.xcstrings"])
        #expect(try project.catalog("App/Localizable.xcstrings").stringUnit(forKey: "Start", language: "pl")?.value == "Rozpocznij")
        #expect(try project.bytes("Widget/Localizable.xcstrings") == widgetBefore)
        // The catalog's bare file name is a suffix of its path: an old single-catalog export still applies.
        let single = try project.xcloc("de", files: [("Localizable.xcstrings", SampleProject.unit("Start", "Start", "Los"))], targetLanguage: "de")
        let suffix = try XLIFFCommands().importFiles(
            catalogPath: project.path("Widget/Localizable.xcstrings"), xliffPaths: [single], projectRoot: project.root,
            dryRun: false)
        #expect(suffix.changes.map(\.catalog) == ["Widget/Localizable.xcstrings"])
    }

    @Test func aFileWhoseCatalogDoesNotExistIsReportedNeverAppliedElsewhere() throws {
        let project = try SampleProject()
        let before = try SampleProject.originals.map { try project.bytes($0) }
        let package = try project.xcloc("pl", files: [
            ("Gone/Localizable.xcstrings", SampleProject.unit("Start", "Start", "Rozpocznij")),
            ("../Outside.xcstrings", SampleProject.unit("Start", "Start", "Rozpocznij")),
            ("App/Main.storyboard", SampleProject.unit("abc-12-def.text", "Start", "Rozpocznij")),
        ], targetLanguage: "pl")
        let result = try XLIFFCommands().importProject(paths: [package], projectRoot: project.root, dryRun: false)
        #expect(result.changes.isEmpty)
        #expect(result.skippedFiles.map(\.reason) == [
            "names a catalog that does not exist under the project root", "names a path outside the project root",
            "translates a storyboard, not a String Catalog (StringsGuard imports .xcstrings only)",
        ])
        #expect(!result.landedEverything)
        #expect(try SampleProject.originals.map { try project.bytes($0) } == before)
    }

    @Test func aChangedSourceIsReportedAndItsTargetNeedsReview() throws {
        let project = try SampleProject()
        let package = try project.xcloc("pl", files: [
            ("Widget/Localizable.xcstrings", SampleProject.unit("%lld minutes|==|plural.one", "%lld min", "%lld minuta")),
        ], targetLanguage: "pl")
        let result = try XLIFFCommands().importProject(paths: [package], projectRoot: project.root, dryRun: false)
        #expect(result.sourceChanges.map(\.current) == ["%lld minute"])
        #expect(result.text.contains(#"the source changed since export ("%lld min" is now "%lld minute"); imported as needs_review"#))
        let one = try #require(VariationPath("plural.one"))
        #expect(try project.catalog("Widget/Localizable.xcstrings").stringUnit(forKey: "%lld minutes", language: "pl", path: one)?.state == .needsReview)
    }

    @Test func languageComesFromTheOverrideTheFileOrContentsJSON() throws {
        let project = try SampleProject()
        // No target-language (as po2xliff writes): contents.json's targetLocale says Polish.
        let package = try project.xcloc("pl", files: [("App/Localizable.xcstrings", SampleProject.unit("Start", "Start", "Rozpocznij"))])
        var result = try XLIFFCommands().importProject(paths: [package], projectRoot: project.root, dryRun: true)
        #expect(result.changes.map(\.language) == ["pl"])
        result = try XLIFFCommands().importProject(paths: [package], projectRoot: project.root, language: "de", dryRun: true)
        #expect(result.changes.map(\.language) == ["de"])
        let before = try project.bytes("App/Localizable.xcstrings")
        let error = thrownInputError {
            _ = try XLIFFCommands().importProject(paths: [package], projectRoot: project.root, language: "en", dryRun: false)
        }
        #expect(error?.message.hasPrefix("target-language 'en' is the catalog's source language") == true)
        #expect(try project.bytes("App/Localizable.xcstrings") == before)
    }

    @Test func projectExportWritesXcodesLayoutAndImportsBackUnchanged() throws {
        let project = try SampleProject()
        let before = try SampleProject.originals.map { try project.bytes($0) }
        let output = project.path("out")
        // The app's Localizable listed by two targets is still one <file>.
        let export = try XLIFFCommands(toolVersion: "9.9").exportProject(
            catalogPaths: [project.path("App/Localizable.xcstrings"), project.path("Widget/Localizable.xcstrings"),
                           project.path("App/InfoPlist.xcstrings"), project.path("App/Localizable.xcstrings")],
            projectRoot: project.root, language: "pl", outputDirectory: output, onlyGaps: false, projectName: "Focus.xcodeproj")
        #expect(export.packagePath == output + "/pl.xcloc")
        #expect(export.originals == SampleProject.originals)
        let package = export.packagePath
        #expect(utf8(try readBytes(package + "/contents.json")) == """
        {
          "developmentRegion" : "en",
          "project" : "Focus.xcodeproj",
          "targetLocale" : "pl",
          "toolInfo" : {
            "toolID" : "com.apple.dt.xcode",
            "toolName" : "StringsGuard",
            "toolVersion" : "9.9"
          },
          "version" : "1.0"
        }
        """)
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: package + "/Notes", isDirectory: &isFolder) && isFolder.boolValue)
        for (index, original) in SampleProject.originals.enumerated() {
            #expect(try readBytes(package + "/Source Contents/" + original) == before[index])
        }
        let xliff = utf8(try readBytes(package + "/Localized Contents/pl.xliff"))
        let originals = xliff.components(separatedBy: "<file original=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(originals.map(String.init) == SampleProject.originals)
        #expect(xliff.contains(#"<tool tool-id="com.apple.dt.xcode" tool-name="StringsGuard" tool-version="9.9"/>"#))
        #expect(xliff.contains(#"<trans-unit id="AppName" xml:space="preserve" translate="no">"#))
        // Polish needs few and many: offered even though no language of the catalog has them.
        #expect(xliff.contains(#"<trans-unit id="%lld minutes|==|plural.many" xml:space="preserve">"#))
        // The InfoPlist comment is the note.
        #expect(xliff.contains("<note>Bundle name</note>"))

        let result = try XLIFFCommands().importProject(paths: [package], projectRoot: project.root, dryRun: false)
        #expect(result.changes.isEmpty && result.landedEverything)
        #expect(try SampleProject.originals.map { try project.bytes($0) } == before)

        // Exporting again replaces the package; a catalog copy no longer exported is removed.
        try XLIFFCommands().exportProject(
            catalogPaths: [project.path("App/Localizable.xcstrings")], projectRoot: project.root, language: "pl",
            outputDirectory: output, onlyGaps: true)
        #expect(!FileManager.default.fileExists(atPath: package + "/Source Contents/Widget/Localizable.xcstrings"))
        #expect(FileManager.default.fileExists(atPath: package + "/Source Contents/App/Localizable.xcstrings"))
    }

    @Test func aCatalogOutsideTheProjectRootIsRefused() throws {
        let project = try SampleProject()
        let error = thrownInputError {
            try XLIFFCommands().exportProject(
                catalogPaths: [project.path("App/Localizable.xcstrings")], projectRoot: project.root + "/Widget",
                language: "pl", outputDirectory: project.root, onlyGaps: false)
        }
        #expect(error?.message.hasPrefix("the catalog lies outside the project root") == true)
        #expect(!FileManager.default.fileExists(atPath: project.root + "/pl.xcloc"))
    }
}
