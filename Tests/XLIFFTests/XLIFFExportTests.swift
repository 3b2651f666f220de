import _StringsGuardTestSupport
import Diagnostics
import Foundation
import StringCatalog
import Testing

import SafeXML
@testable import XLIFF

@Suite struct XLIFFExportTests {
    private func export(_ language: String = "ko", onlyGaps: Bool = false) throws -> String {
        utf8(try XLIFFExporter().export(catalog: try loadFixtureCatalog(), language: language, onlyGaps: onlyGaps))
    }

    private func ids(_ xliff: String) throws -> [String] {
        let document = try SafeXMLDocument.parse(Data(xliff.utf8), path: "out.xliff", policy: .refuseDoctype)
        return document.root.elements.flatMap { XLIFFDocument.transUnits(in: $0) }.compactMap { $0.attribute("id") }
    }

    @Test func documentFrameIsXcodes() throws {
        let lines = try export().components(separatedBy: "\n")
        #expect(lines[0] == #"<?xml version="1.0" encoding="UTF-8"?>"#)
        #expect(lines[1] == #"<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">"#)
        #expect(lines[2] == #"  <file original="App.xcstrings" source-language="en" target-language="ko" datatype="plaintext">"#)
        #expect(lines[3] == "    <header>")
        // Xcode's tool-id, which platforms read as Xcode's dialect; this tool's own name.
        #expect(lines[4] == #"      <tool tool-id="com.apple.dt.xcode" tool-name="StringsGuard"/>"#)
        #expect(lines[5] == "    </header>")
        #expect(lines[6] == "    <body>")
        #expect(lines.suffix(4) == ["    </body>", "  </file>", "</xliff>", ""])
    }

    @Test func unitIdsFollowXcodesPathsAndOrder() throws {
        #expect(try ids(try export()) == [
            "%lld minutes left|==|plural.one",
            "%lld minutes left|==|plural.other",
            #"Bookmarks <&> "quoted""#,
            "Cancel",
            "Delete",
            "Done",
            "Found %lld songs in %@",
            "Found %lld songs in %@|==|substitutions.songs.plural.one",
            "Found %lld songs in %@|==|substitutions.songs.plural.other",
            "Hello, %@!",
            // No Korean yet: the source's shape, a device case that varies by plural.
            "Open %lld items|==|device.iphone.plural.one",
            "Open %lld items|==|device.iphone.plural.other",
            "Open %lld items|==|device.other",
            "Settings",
            // Korean varies by iphone/other only: the source's ipad case is offered too, to be filled.
            "Tap to refresh|==|device.ipad",
            "Tap to refresh|==|device.iphone",
            "Tap to refresh|==|device.other",
            "Two\tcolumns\nand a line",
        ])
    }

    @Test func unitsCarrySourceTargetStateAndNote() throws {
        let xliff = try export()
        #expect(xliff.contains("""
              <trans-unit id="%lld minutes left|==|plural.one" xml:space="preserve">
                <source>%lld minute left</source>
                <note>Countdown in the widget</note>
              </trans-unit>
              <trans-unit id="%lld minutes left|==|plural.other" xml:space="preserve">
                <source>%lld minutes left</source>
                <target state="translated">%lld분 남음</target>
                <note>Countdown in the widget</note>
              </trans-unit>
        """))
        #expect(xliff.contains("""
              <trans-unit id="Cancel" xml:space="preserve">
                <source>Cancel</source>
                <target state="translated">취소</target>
                <note from="auto-generated">Button that dismisses the sheet</note>
              </trans-unit>
              <trans-unit id="Delete" xml:space="preserve">
                <source>Delete</source>
                <target state="needs-review-l10n">삭제</target>
                <note/>
              </trans-unit>
              <trans-unit id="Done" xml:space="preserve">
                <source>Done</source>
                <target state="new">완료</target>
                <note/>
              </trans-unit>
        """))
    }

    @Test func substitutionsAreNumberedAsXcodeWritesThem() throws {
        let xliff = try export()
        #expect(xliff.contains("""
                <source>Found %1$#@songs@ in %2$@</source>
                <target state="translated">%2$@에서 %1$#@songs@ 찾음</target>
        """))
        // `%arg` is spelled with the substitution's argument and specifier; a missing case gets no target.
        #expect(xliff.contains("""
              <trans-unit id="Found %lld songs in %@|==|substitutions.songs.plural.one" xml:space="preserve">
                <source>%1$lld song</source>
                <note/>
              </trans-unit>
              <trans-unit id="Found %lld songs in %@|==|substitutions.songs.plural.other" xml:space="preserve">
                <source>%1$lld songs</source>
                <target state="translated">노래 %1$lld곡</target>
        """))
    }

    @Test func sourceFallsBackToOtherThenToTheKey() throws {
        let catalog = try Catalog(bytes: Array("""
        {"sourceLanguage":"en","strings":{
          "%lld files":{"localizations":{
            "en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld file"}},
                                          "other":{"stringUnit":{"state":"translated","value":"%lld files"}}}}},
            "uk":{"variations":{"plural":{"few":{"stringUnit":{"state":"translated","value":"%lld файли"}}}}}}},
          "Simple":{"localizations":{
            "uk":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"x"}}}}}}},
          "Varied source":{"localizations":{
            "en":{"variations":{"device":{"ipad":{"stringUnit":{"state":"translated","value":"On iPad"}},
                                          "other":{"stringUnit":{"state":"translated","value":"Elsewhere"}}}}},
            "uk":{"stringUnit":{"state":"translated","value":"Скрізь"}}}}
        },"version":"1.0"}
        """.utf8), path: "Fallback.xcstrings")
        let document = try SafeXMLDocument.parse(
            Data(try XLIFFExporter().export(catalog: catalog, language: "uk")), path: "uk.xliff", policy: .refuseDoctype)
        let units = document.root.elements.flatMap { XLIFFDocument.transUnits(in: $0) }
        let sources = Dictionary(uniqueKeysWithValues: units.map { unit in
            (unit.attribute("id") ?? "", unit.elements.first { $0.name == "source" }?.text ?? "")
        })
        #expect(sources == [
            // Cases the target has and the source lacks read the source's `other`; every category Ukrainian
            // needs is offered, even those no language of the catalog has yet.
            "%lld files|==|plural.few": "%lld files",
            "%lld files|==|plural.many": "%lld files",
            "%lld files|==|plural.one": "%lld file",
            "%lld files|==|plural.other": "%lld files",
            // No source text at all: the key is the text.
            "Simple|==|plural.few": "Simple",
            "Simple|==|plural.many": "Simple",
            "Simple|==|plural.one": "Simple",
            "Simple|==|plural.other": "Simple",
            // A target that does not vary reads the source's `other`.
            "Varied source": "Elsewhere",
        ])
    }

    @Test func aLanguageWithoutTranslationsIsOfferedItsOwnPluralCategories() throws {
        let xliff = try export("uk")
        let minutes = try ids(xliff).filter { $0.hasPrefix("%lld minutes left") }
        #expect(minutes == [
            "%lld minutes left|==|plural.few", "%lld minutes left|==|plural.many",
            "%lld minutes left|==|plural.one", "%lld minutes left|==|plural.other",
        ])
        #expect(xliff.contains("""
              <trans-unit id="%lld minutes left|==|plural.few" xml:space="preserve">
                <source>%lld minutes left</source>
        """))
        #expect(try ids(xliff).filter { $0.hasPrefix("Found") } == [
            "Found %lld songs in %@",
            "Found %lld songs in %@|==|substitutions.songs.plural.few",
            "Found %lld songs in %@|==|substitutions.songs.plural.many",
            "Found %lld songs in %@|==|substitutions.songs.plural.one",
            "Found %lld songs in %@|==|substitutions.songs.plural.other",
        ])
        // Korean has translations of its own (only `other`): its shape and the source's cases, nothing more.
        #expect(try ids(try export("ko")).filter { $0.hasPrefix("%lld minutes left") }.count == 2)
    }

    @Test func pluralCasesImportIntoALanguageThatHadNone() throws {
        var catalog = try loadFixtureCatalog()
        let xliff = xliffDocument(
            unit("%lld minutes left|==|plural.few", source: "%lld minutes left", target: "залишилось %lld хвилини")
                + unit("%lld minutes left|==|plural.many", source: "%lld minutes left", target: "залишилось %lld хвилин"),
            language: "uk")
        let result = try XLIFFImporter().importTranslations(Array(xliff.utf8), path: "uk.xliff", into: &catalog)
        #expect(result.changes.count == 2)
        let few = try #require(VariationPath("plural.few"))
        #expect(catalog.stringUnit(forKey: "%lld minutes left", language: "uk", path: few)?.value == "залишилось %lld хвилини")
    }

    @Test func onlyGapsKeepsWhatATranslatorMustDo() throws {
        #expect(try ids(try export(onlyGaps: true)) == [
            "%lld minutes left|==|plural.one",
            "Delete",
            "Done",
            "Found %lld songs in %@|==|substitutions.songs.plural.one",
            "Open %lld items|==|device.iphone.plural.one",
            "Open %lld items|==|device.iphone.plural.other",
            "Open %lld items|==|device.other",
            "Settings",
            "Tap to refresh|==|device.ipad",
            "Two\tcolumns\nand a line",
        ])
        #expect(try ids(try export("de", onlyGaps: true)).contains("Hello, %@!") == false)
    }

    @Test func specialCharactersAreEscapedAndSurviveParsing() throws {
        let xliff = try export()
        #expect(xliff.contains(#"<trans-unit id="Bookmarks &lt;&amp;&gt; &quot;quoted&quot;" xml:space="preserve">"#))
        #expect(xliff.contains(#"<source>Bookmarks &lt;&amp;&gt; "quoted"</source>"#))
        #expect(xliff.contains(#"<trans-unit id="Two&#9;columns&#10;and a line" xml:space="preserve">"#))
        let document = try SafeXMLDocument.parse(Data(xliff.utf8), path: "ko.xliff", policy: .refuseDoctype)
        let units = document.root.elements.flatMap { XLIFFDocument.transUnits(in: $0) }
        let bookmark = try #require(units.first { $0.attribute("id")?.hasPrefix("Bookmarks") == true })
        #expect(bookmark.elements.first { $0.name == "target" }?.text == "북마크 <&> \"인용\"")
        #expect(units.contains { $0.elements.first { $0.name == "source" }?.text == "Two\tcolumns\nand a line" })
    }

    @Test func textXMLCannotCarryIsAnInputError() throws {
        let catalog = try Catalog(bytes: Array(#"{"sourceLanguage":"en","strings":{"Bell\u0007":{}},"version":"1.0"}"#.utf8),
                                  path: "Bell.xcstrings")
        let error = thrownInputError { _ = try XLIFFExporter().export(catalog: catalog, language: "fr") }
        #expect(error?.message.contains("U+0007 cannot be written in XML 1.0") == true)
    }

    @Test func exportCommandWritesTheFileAtomically() throws {
        let folder = try temporaryFolder()
        let output = folder + "/ko.xliff"
        let bytes = try XLIFFCommands().export(
            catalogPath: fixture("App.xcstrings"), language: "ko", onlyGaps: false, outputPath: output)
        #expect(try readBytes(output) == bytes)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["ko.xliff"])
    }
}

@Suite struct XLIFFStateRoundTripTests {
    private let catalogText = """
    {"sourceLanguage":"en","strings":{
      "Machine":{"localizations":{"fr":{"stringUnit":{"state":"machine_translated","value":"Machine"}}}},
      "Private":{"shouldTranslate":false},
      "Stale":{"localizations":{"fr":{"stringUnit":{"state":"stale","value":"Vieux"}}}},
      "Stateless":{"localizations":{"fr":{"stringUnit":{"value":"Sans état"}}}}
    },"version":"1.0"}
    """

    @Test func everyCatalogStateSurvivesExportAndImport() throws {
        var catalog = try Catalog(bytes: Array(catalogText.utf8), path: "States.xcstrings")
        let before = catalog.formatted()
        let xliff = try XLIFFExporter().export(catalog: catalog, language: "fr")
        let text = utf8(xliff)
        #expect(text.contains(#"<target state="translated" state-qualifier="leveraged-mt">Machine</target>"#))
        #expect(text.contains(#"<target state="needs-review-l10n">Vieux</target>"#))
        #expect(text.contains("<target>Sans état</target>"))
        // Keys marked "Don't translate" are written with translate="no", as Xcode writes them.
        #expect(text.contains(#"<trans-unit id="Private" xml:space="preserve" translate="no">"#))
        let result = try XLIFFImporter().importTranslations(xliff, path: "fr.xliff", into: &catalog)
        #expect(result.changes.isEmpty)
        #expect(result.unchangedCount == 3)
        #expect(result.notTranslatableCount == 1)
        #expect(catalog.formatted() == before)
    }
}
