import _StringsGuardTestSupport
import Diagnostics
import Foundation
import StringCatalog
import Testing

@testable import XLIFF

/// An XLIFF document for the fixture catalog holding `units` (trans-unit elements) for `language`.
func xliffDocument(_ units: String, language: String = "ko", original: String = "App.xcstrings") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
      <file original="\(original)" source-language="en" target-language="\(language)" datatype="plaintext">
        <body>
    \(units)
        </body>
      </file>
    </xliff>

    """
}

func unit(_ id: String, source: String, target: String, state: String? = "translated") -> String {
    let stateAttribute = state.map { " state=\"\($0)\"" } ?? ""
    return """
          <trans-unit id="\(id)" xml:space="preserve">
            <source>\(source)</source>
            <target\(stateAttribute)>\(target)</target>
          </trans-unit>

    """
}

@Suite struct XLIFFImportTests {
    private func importing(_ xliff: String, into catalog: inout Catalog, dryRun: Bool = false) throws -> ImportResult {
        try XLIFFImporter().importTranslations(
            Array(xliff.utf8), path: "ko.xliff", into: &catalog, catalogOriginal: "App.xcstrings", dryRun: dryRun)
    }

    @Test func theSourceLanguageIsNeitherExportedNorImported() throws {
        let path = try copyOfFixture("App.xcstrings")
        let exportError = thrownInputError {
            try XLIFFCommands().export(catalogPath: path, language: "en", onlyGaps: false, outputPath: nil)
        }
        #expect(exportError?.message == "--language en is the catalog's source language; export a language to translate into")
        var catalog = try loadFixtureCatalog()
        let before = catalog.formatted()
        let importError = thrownInputError {
            _ = try importing(xliffDocument(unit("Settings", source: "Settings", target: "Settings"), language: "en"), into: &catalog)
        }
        #expect(importError?.message.hasPrefix("target-language 'en' is the catalog's source language") == true)
        let notATag = thrownInputError {
            _ = try importing(xliffDocument(unit("Settings", source: "Settings", target: "x"), language: "Korean!"), into: &catalog)
        }
        #expect(notATag?.message.hasPrefix("target-language 'Korean!' is not a language tag") == true)
        #expect(catalog.formatted() == before)
    }

    @Test(arguments: ["ko", "de", "fr", "pl"])
    func exportThenImportChangesNothingByteForByte(language: String) throws {
        let path = try copyOfFixture("App.xcstrings")
        let original = try readBytes(path)
        let xliffPath = (path as NSString).deletingLastPathComponent + "/\(language).xliff"
        try XLIFFCommands().export(catalogPath: path, language: language, onlyGaps: false, outputPath: xliffPath)
        let result = try XLIFFCommands().importFiles(catalogPath: path, xliffPaths: [xliffPath], dryRun: false)
        #expect(result.changes.isEmpty)
        #expect(result.rejected.isEmpty)
        #expect(result.unknown.isEmpty)
        #expect(try readBytes(path) == original)
        // Writing the imported catalog anyway gives the same bytes too.
        var catalog = try Catalog.load(path: path)
        _ = try XLIFFImporter().importTranslations(try readBytes(xliffPath), path: xliffPath, into: &catalog)
        #expect(catalog.formatted() == original)
    }

    @Test func translatingOneUnitChangesExactlyThatUnitsLines() throws {
        let path = try copyOfFixture("App.xcstrings")
        let original = utf8(try readBytes(path))
        let xliffPath = (path as NSString).deletingLastPathComponent + "/ko.xliff"
        let exported = utf8(try XLIFFCommands().export(
            catalogPath: path, language: "ko", onlyGaps: false, outputPath: nil))
        let untranslated = """
                <source>%lld minute left</source>
                <note>Countdown in the widget</note>
        """
        #expect(exported.contains(untranslated))
        let translated = exported.replacingOccurrences(of: untranslated, with: """
                <source>%lld minute left</source>
                <target state="translated">%lld분 남음 (한 개)</target>
                <note>Countdown in the widget</note>
        """)
        try writeText(xliffPath, translated)
        let result = try XLIFFCommands().importFiles(catalogPath: path, xliffPaths: [xliffPath], dryRun: false)
        #expect(result.changes.map(\.unitID) == ["%lld minutes left|==|plural.one"])
        #expect(result.unchangedCount == 10)
        let diff = lineDiff(original, utf8(try readBytes(path)))
        #expect(diff.removed.isEmpty)
        #expect(diff.added.map { $0.trimmingCharacters(in: .whitespaces) } == [
            #""one" : {"#, #""stringUnit" : {"#, #""state" : "translated","#, #""value" : "%lld분 남음 (한 개)""#,
            "}", "},",
        ])
    }

    @Test func changedValueReplacesOneLine() throws {
        var catalog = try loadFixtureCatalog()
        let before = utf8(catalog.formatted())
        let result = try importing(xliffDocument(unit("Cancel", source: "Cancel", target: "닫기")), into: &catalog)
        #expect(result.changes.count == 1)
        #expect(result.changes.first?.oldValue == "취소")
        #expect(result.changes.first?.location.line == 5)
        let diff = lineDiff(before, utf8(catalog.formatted()))
        #expect(diff.removed.map { $0.trimmingCharacters(in: .whitespaces) } == [#""value" : "취소""#])
        #expect(diff.added.map { $0.trimmingCharacters(in: .whitespaces) } == [#""value" : "닫기""#])
    }

    @Test(arguments: [
        ("needs-review-translation", "needs_review"), ("needs-review-l10n", "needs_review"),
        ("needs-adaptation", "needs_review"), ("new", "new"), ("needs-translation", "new"),
        ("translated", "translated"), ("final", "translated"), ("signed-off", "translated"),
    ])
    func xliffStatesMapToCatalogStates(xliffState: String, catalogState: String) throws {
        var catalog = try loadFixtureCatalog()
        _ = try importing(
            xliffDocument(unit("Settings", source: "Settings", target: "설정", state: xliffState)), into: &catalog)
        #expect(catalog.stringUnit(forKey: "Settings", language: "ko")?.state?.rawValue == catalogState)
        #expect(catalog.stringUnit(forKey: "Settings", language: "ko")?.value == "설정")
    }

    @Test func targetWithoutStateIsTranslatedAndSameTextChangesNothing() throws {
        var catalog = try loadFixtureCatalog()
        let result = try importing(xliffDocument(
            unit("Settings", source: "Settings", target: "설정", state: nil)
                + unit("Cancel", source: "Cancel", target: "취소", state: nil)
                + unit("Delete", source: "Delete", target: "삭제", state: "needs-review-translation")
                + unit("Done", source: "Done", target: "", state: "translated")),
            into: &catalog)
        #expect(result.changes.map(\.unitID) == ["Settings"])
        #expect(result.unchangedCount == 2)
        #expect(catalog.stringUnit(forKey: "Settings", language: "ko")?.state == .translated)
        #expect(catalog.stringUnit(forKey: "Done", language: "ko")?.value == "완료")
    }

    @Test func reviewerSignOffChangesOnlyTheState() throws {
        var catalog = try loadFixtureCatalog()
        let result = try importing(xliffDocument(unit("Delete", source: "Delete", target: "삭제")), into: &catalog)
        #expect(result.changes.first?.oldState == .needsReview)
        #expect(result.changes.first?.newState == .translated)
        #expect(catalog.stringUnit(forKey: "Delete", language: "ko")?.state == .translated)
    }

    @Test func formatMismatchIsRejectedAndTheRestImports() throws {
        var catalog = try loadFixtureCatalog()
        let xliff = xliffDocument(
            unit("Hello, %@!", source: "Hello, %@!", target: "안녕 %lld!")
                + unit("Settings", source: "Settings", target: "설정")
                + unit("Found %lld songs in %@", source: "Found %1$#@songs@ in %2$@", target: "%2$@에서 찾음"))
        let result = try importing(xliff, into: &catalog)
        #expect(result.changes.map(\.unitID) == ["Settings"])
        #expect(result.rejected.map(\.reason) == [
            "translation has %lld where the source has %@ at argument 1",
            "translation's substitution '%#@songs@' is missing",
        ])
        #expect(result.rejected.map(\.location.line) == [5, 13])
        #expect(catalog.stringUnit(forKey: "Hello, %@!", language: "ko")?.value == "안녕하세요, %@님!")
        #expect(result.text.contains("ko.xliff:5:7: error: App.xcstrings: ko Hello, %@!: translation has %lld where the source has %@ at argument 1"))
    }

    @Test func unknownKeysAndImpossibleVariationsAreReportedNotInvented() throws {
        var catalog = try loadFixtureCatalog()
        let keysBefore = catalog.keys
        let before = catalog.formatted()
        let result = try importing(xliffDocument(
            unit("Not in the catalog", source: "x", target: "y")
                + unit("Hello, %@!|==|plural.seven", source: "Hello, %@!", target: "안녕, %@!")
                + unit("Tap to refresh|==|device.toaster", source: "Tap", target: "탭")
                + unit("Settings|==|substitutions.count.plural.one", source: "Settings", target: "설정")), into: &catalog)
        #expect(result.unknown.map(\.unitID) == [
            "Not in the catalog", "Hello, %@!|==|plural.seven", "Tap to refresh|==|device.toaster",
            "Settings|==|substitutions.count.plural.one",
        ])
        #expect(result.changes.isEmpty)
        #expect(catalog.keys == keysBefore)
        #expect(catalog.formatted() == before)
    }

    @Test func aPluralOrDeviceCaseTheLanguageLacksIsCreated() throws {
        var catalog = try loadFixtureCatalog()
        let result = try importing(xliffDocument(
            unit("Hello, %@!|==|plural.one", source: "Hello, %@!", target: "안녕, %@!")
                + unit("Tap to refresh|==|device.ipad", source: "Tap to refresh", target: "탭")), into: &catalog)
        #expect(result.unknown.isEmpty && result.rejected.isEmpty)
        #expect(result.changes.map(\.unitID) == ["Hello, %@!|==|plural.one", "Tap to refresh|==|device.ipad"])
        // Korean "Hello, %@!" was a plain string: it now varies by plural, as when a translator varies it.
        let korean = try #require(catalog.entry(forKey: "Hello, %@!")?.localization(for: "ko")?.content)
        #expect(korean.stringUnit == nil)
        #expect(korean.variations?.plural?["one"]?.content.stringUnit?.value == "안녕, %@!")
        let ipad = try #require(VariationPath("device.ipad"))
        #expect(catalog.stringUnit(forKey: "Tap to refresh", language: "ko", path: ipad)?.value == "탭")
    }

    @Test func onlyTheFilesTargetLanguageChanges() throws {
        var catalog = try loadFixtureCatalog()
        let result = try importing(
            xliffDocument(unit("Settings", source: "Settings", target: "Einstellungen"), language: "de"), into: &catalog)
        #expect(result.changes.map(\.language) == ["de"])
        #expect(catalog.stringUnit(forKey: "Settings", language: "de")?.value == "Einstellungen")
        #expect(catalog.stringUnit(forKey: "Settings", language: "ko") == nil)
    }

    @Test func filesForAnotherCatalogAreSkipped() throws {
        var catalog = try loadFixtureCatalog()
        let xliff = """
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App/InfoPlist.xcstrings" source-language="en" target-language="ko" datatype="plaintext">
            <body><trans-unit id="Settings"><source>Settings</source><target>잘못</target></trans-unit></body>
          </file>
          <file original="App/App.xcstrings" source-language="en" target-language="ko" datatype="plaintext">
            <body><trans-unit id="Settings"><source>Settings</source><target>설정</target></trans-unit></body>
          </file>
        </xliff>
        """
        // The catalog is App/App.xcstrings under the project root: InfoPlist's <file> never lands in it.
        let result = try XLIFFImporter().importTranslations(
            Array(xliff.utf8), path: "ko.xliff", into: &catalog, catalogOriginal: "App/App.xcstrings")
        #expect(result.skippedFiles.map(\.location.line) == [2])
        #expect(result.skippedFiles.map(\.reason) == ["is for another catalog"])
        #expect(catalog.stringUnit(forKey: "Settings", language: "ko")?.value == "설정")
    }

    @Test func dryRunReportsWithoutChanging() throws {
        var catalog = try loadFixtureCatalog()
        let before = catalog.formatted()
        let result = try importing(
            xliffDocument(unit("Settings", source: "Settings", target: "설정")), into: &catalog, dryRun: true)
        #expect(result.changes.count == 1)
        #expect(catalog.formatted() == before)

        let path = try copyOfFixture("App.xcstrings")
        let xliffPath = path + ".xliff"
        try writeText(xliffPath, xliffDocument(unit("Settings", source: "Settings", target: "설정")))
        let fileBefore = try readBytes(path)
        let commandResult = try XLIFFCommands().importFiles(catalogPath: path, xliffPaths: [xliffPath], dryRun: true)
        #expect(commandResult.changes.count == 1)
        #expect(try readBytes(path) == fileBefore)
    }

    @Test func substitutionCasesImportBackToTheirCatalogForm() throws {
        var catalog = try loadFixtureCatalog()
        let result = try importing(xliffDocument(
            unit("Found %lld songs in %@|==|substitutions.songs.plural.one", source: "%1$lld song", target: "노래 %1$lld곡 (하나)")
                + unit("Found %lld songs in %@", source: "Found %1$#@songs@ in %2$@", target: "%2$@에서 %1$#@songs@을 찾음")),
            into: &catalog)
        #expect(result.rejected.isEmpty)
        let path = try #require(VariationPath("substitutions.songs.plural.one"))
        #expect(catalog.stringUnit(forKey: "Found %lld songs in %@", language: "ko", path: path)?.value == "노래 %arg곡 (하나)")
        #expect(catalog.stringUnit(forKey: "Found %lld songs in %@", language: "ko")?.value == "%2$@에서 %#@songs@을 찾음")
        let substitution = catalog.entry(forKey: "Found %lld songs in %@")?.localization(for: "ko")?.content
            .substitution(named: "songs")
        #expect(substitution?.argumentNumber == 1)
        #expect(substitution?.formatSpecifier == "lld")
    }

    @Test func newLanguageWithSubstitutionCasesGetsTheirSpecifierAndAParentText() throws {
        var catalog = try loadFixtureCatalog()
        _ = try importing(xliffDocument(
            unit("Found %lld songs in %@|==|substitutions.songs.plural.other", source: "%1$lld songs",
                 target: "%1$lld chansons"), language: "fr"), into: &catalog)
        let french = try #require(catalog.entry(forKey: "Found %lld songs in %@")?.localization(for: "fr"))
        #expect(french.content.substitution(named: "songs")?.argumentNumber == 1)
        #expect(french.content.substitution(named: "songs")?.formatSpecifier == "lld")
        #expect(french.content.stringUnit?.value == "Found %1$#@songs@ in %2$@")
        #expect(french.content.stringUnit?.state == .new)
    }

    @Test func anotherToolsFileImports() throws {
        var catalog = try loadFixtureCatalog()
        let result = try XLIFFImporter().importTranslations(
            try readBytes(fixture("weblate-style.xliff")), path: "weblate-style.xliff", into: &catalog,
            catalogOriginal: "Shared/App.xcstrings")
        #expect(result.rejected.isEmpty)
        #expect(result.unknown.isEmpty)
        #expect(result.unchangedCount == 1)
        #expect(Set(result.changes.map(\.unitID)) == ["Done", "Settings", "%lld minutes left|==|plural.one"])
        #expect(catalog.stringUnit(forKey: "Done", language: "ko")?.value == "끝")
        #expect(catalog.stringUnit(forKey: "Done", language: "ko")?.state == .translated)
        #expect(catalog.stringUnit(forKey: "Settings", language: "ko")?.value == "설정 <고급>")
        let one = try #require(VariationPath("plural.one"))
        #expect(catalog.stringUnit(forKey: "%lld minutes left", language: "ko", path: one)?.value == "%lld분 남음")
        #expect(catalog.stringUnit(forKey: "%lld minutes left", language: "ko", path: one)?.state == .needsReview)
    }
}

@Suite struct XLIFFImportReportTests {
    @Test func anIdNamingTwoUnitsIsRejectedNotGuessed() throws {
        // A literal key that looks like another key's variation id: Xcode's own exporter fails on this.
        var catalog = try Catalog(bytes: Array("""
        {"sourceLanguage":"en","strings":{
          "a":{"localizations":{"en":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%lld a"}},
            "other":{"stringUnit":{"state":"translated","value":"%lld as"}}}}}}},
          "a|==|plural.one":{}
        },"version":"1.0"}
        """.utf8), path: "App.xcstrings")
        let before = catalog.formatted()
        let result = try XLIFFImporter().importTranslations(
            Array(xliffDocument(unit("a|==|plural.one", source: "%lld a", target: "%lld b"), language: "fr").utf8),
            path: "fr.xliff", into: &catalog)
        #expect(result.rejected.map(\.reason) == ["the id names both a key and a variation of another key; not imported"])
        #expect(catalog.formatted() == before)
    }

    @Test func textRenderingListsEveryOutcomeWithItsLocation() throws {
        var catalog = try loadFixtureCatalog()
        let result = try XLIFFImporter().importTranslations(Array(xliffDocument(
            unit("Settings", source: "Settings", target: "설정")
                + unit("Hello, %@!", source: "Hello, %@!", target: "안녕 %d")
                + unit("Missing", source: "Missing", target: "없음")).utf8), path: "ko.xliff", into: &catalog,
            catalogOriginal: "App.xcstrings")
        #expect(result.text == """
        ko.xliff:5:7: note: App.xcstrings: ko Settings: (none) -> "설정" [translated]
        ko.xliff:9:7: error: App.xcstrings: ko Hello, %@!: translation has %d where the source has %@ at argument 1
        ko.xliff:13:7: warning: App.xcstrings: ko Missing: no such key or variation in the catalog; not imported
        1 changed, 0 unchanged, 1 rejected, 1 unknown, 0 not to translate

        """)
        // Printed a piece at a time, each whole lines, together the same text.
        var pieces: [String] = []
        result.writeText(pieceSize: 40) { pieces.append($0) }
        #expect(pieces.count == 4)
        #expect(pieces.allSatisfy { $0.hasSuffix("\n") && $0.filter(\.isNewline).count == 1 })
        #expect(pieces.joined() == result.text)
    }
}
