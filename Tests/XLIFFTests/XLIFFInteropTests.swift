import Foundation
import StringCatalog
import Testing

@testable import XLIFF

/// Files written by translate-toolkit 3.20 (Python): `translate-toolkit-fr.xliff` is StringsGuard's export of
/// App.xcstrings for fr, opened with `translate.storage.xliff`, two units in three given a target (one in five
/// marked fuzzy) and saved; `po2xliff-it.xliff` is `po2xliff po2xliff-it.po` (XLIFF 1.1, numbered ids).
/// `Scripts/check-xliff-interop.sh` makes them again.
@Suite struct XLIFFInteropTests {
    /// Every string unit of the languages other than `language`, as export sees them.
    func otherLanguages(of catalog: Catalog, than language: String) -> [String] {
        catalog.languages.filter { $0 != language }.flatMap { other in
            XLIFFExporter.units(of: catalog, language: other).map {
                "\(other) \($0.id) \($0.targetText ?? "-") \($0.target?.state?.rawValue ?? "-")"
            }
        }
    }

    @Test func translateToolkitsSavedExportImportsOnlyItsTranslations() throws {
        var catalog = try loadFixtureCatalog()
        let before = otherLanguages(of: catalog, than: "fr")
        let result = try XLIFFImporter().importTranslations(
            try readBytes(fixture("translate-toolkit-fr.xliff")), path: "translate-toolkit-fr.xliff", into: &catalog)
        #expect(result.rejected.isEmpty && result.unknown.isEmpty && result.skippedFiles.isEmpty)
        #expect(result.changes.count == 14)
        #expect(otherLanguages(of: catalog, than: "fr") == before)
        #expect(catalog.stringUnit(forKey: "Settings", language: "fr")?.value == "«Settings»")
        #expect(catalog.stringUnit(forKey: "Settings", language: "fr")?.state == .translated)
        // translate-toolkit marks a fuzzy unit state="needs-translation": imported as new, not served.
        let many = try #require(VariationPath("plural.many"))
        #expect(catalog.stringUnit(forKey: "%lld minutes left", language: "fr", path: many)?.state == .new)
        // The substitution's numbered argument goes back to the catalog's %arg.
        let one = try #require(VariationPath("substitutions.songs.plural.one"))
        #expect(catalog.stringUnit(forKey: "Found %lld songs in %@", language: "fr", path: one)?.value == "«%arg song»")
        // The untranslated third is still missing.
        let other = try #require(VariationPath("plural.other"))
        #expect(catalog.stringUnit(forKey: "%lld minutes left", language: "fr", path: other) == nil)
    }

    @Test func po2xliffsFileImportsByItsSourceText() throws {
        var catalog = try loadFixtureCatalog()
        let before = otherLanguages(of: catalog, than: "it")
        let result = try XLIFFImporter().importTranslations(
            try readBytes(fixture("po2xliff-it.xliff")), path: "po2xliff-it.xliff", into: &catalog)
        // Numbered ids: matched by source text. The gettext header is not reported; a text that is no key,
        // and one whose key has device variations (which one would it be?), are unknown.
        #expect(Set(result.changes.map(\.key)) == ["Cancel", "Hello, %@!", "Bookmarks <&> \"quoted\"", "Done"])
        #expect(result.unknown.count == 2 && result.rejected.isEmpty)
        #expect(catalog.stringUnit(forKey: "Cancel", language: "it")?.value == "Annulla")
        #expect(catalog.stringUnit(forKey: "Bookmarks <&> \"quoted\"", language: "it")?.value == "Segnalibri <&> \"citati\"")
        #expect(catalog.stringUnit(forKey: "Done", language: "it")?.state == .new)
        #expect(otherLanguages(of: catalog, than: "it") == before)
    }

    @Test func aSourceTextSharedByTwoKeysIsNotGuessed() throws {
        var catalog = try Catalog(bytes: Array("""
            {"sourceLanguage":"en","strings":{
              "button.ok":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"OK"}}}},
              "alert.ok":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"OK"}}}},
              "title":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Welcome"}}}}
            },"version":"1.0"}
            """.utf8), path: "App.xcstrings")
        let file = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.1" version="1.1">
              <file original="messages.po" source-language="en-US" datatype="plaintext" target-language="de">
                <body>
                  <trans-unit id="1"><source>OK</source><target>OK</target></trans-unit>
                  <trans-unit id="2" resname="alert.ok"><source>OK</source><target>Okay</target></trans-unit>
                  <trans-unit id="3"><source>Welcome</source><target>Willkommen</target></trans-unit>
                </body>
              </file>
            </xliff>
            """
        let result = try XLIFFImporter().importTranslations(Array(file.utf8), path: "de.xliff", into: &catalog)
        #expect(result.unknown.map(\.unitID) == ["1"])
        #expect(catalog.stringUnit(forKey: "alert.ok", language: "de")?.value == "Okay")
        #expect(catalog.stringUnit(forKey: "button.ok", language: "de") == nil)
        #expect(catalog.stringUnit(forKey: "title", language: "de")?.value == "Willkommen")
    }
}
