import _StringsGuardTestSupport
import Diagnostics
import Foundation
import StringCatalog
import Testing

@testable import XLIFF

/// Files that try to read outside themselves, blow up memory, or are simply broken: each is refused with a
/// positioned InputError, quickly, and the catalog is left alone.
@Suite struct XLIFFHostileInputTests {
    private func importError(_ xliff: String) throws -> (InputError?, Catalog, [UInt8]) {
        var catalog = try loadFixtureCatalog()
        let before = catalog.formatted()
        let error = thrownInputError {
            _ = try XLIFFImporter().importTranslations(Array(xliff.utf8), path: "evil.xliff", into: &catalog)
        }
        return (error, catalog, before)
    }

    @Test func doctypeIsRefused() throws {
        let (error, catalog, before) = try importError(
            "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff>\n" + xliffDocument(unit("Settings", source: "S", target: "T")))
        #expect(error?.message == "a DOCTYPE declaration is not allowed in this file")
        #expect(error?.location?.line == 2)
        #expect(catalog.formatted() == before)
    }

    @Test func externalEntityIsNeverRead() throws {
        let folder = try temporaryFolder()
        let secretPath = folder + "/secret.txt"
        let marker = "MARKER-\(UUID().uuidString)"
        try writeText(secretPath, marker)
        let xliff = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE xliff [<!ENTITY secret SYSTEM "file://\(secretPath)">]>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="App.xcstrings" source-language="en" target-language="ko" datatype="plaintext">
            <body><trans-unit id="Settings"><source>Settings</source><target>&secret;</target></trans-unit></body>
          </file>
        </xliff>
        """
        let (error, catalog, before) = try importError(xliff)
        let refused = try #require(error)
        #expect(refused.location?.line == 2)
        #expect(!refused.description.contains(marker))
        #expect(!utf8(catalog.formatted()).contains(marker))
        #expect(catalog.formatted() == before)
    }

    @Test func undeclaredEntityReferenceIsRefused() throws {
        let (error, _, _) = try importError(xliffDocument(unit("Settings", source: "S", target: "&xxe;")))
        #expect(error?.message.contains("xxe") == true)
        #expect(error?.location?.line == 7)
    }

    @Test func billionLaughsFailsFast() throws {
        var declarations = "<!ENTITY lol0 \"lol\">"
        for level in 1...10 {
            declarations += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        let xliff = "<?xml version=\"1.0\"?>\n<!DOCTYPE xliff [\(declarations)]>\n"
            + xliffDocument(unit("Settings", source: "S", target: "&lol10;"))
        let clock = ContinuousClock()
        var result: (InputError?, Catalog, [UInt8])?
        let elapsed = try clock.measure { result = try importError(xliff) }
        #expect(result?.0 != nil)
        #expect(result?.1.formatted() == result?.2)
        #expect(elapsed < .seconds(1))
    }

    @Test func malformedXMLHasLineAndColumn() throws {
        let xliff = xliffDocument("""
              <trans-unit id="Settings">
                <source>Settings</source>
                <target>설정</targe>
              </trans-unit>
        """)
        let (error, _, _) = try importError(xliff)
        let location = try #require(error?.location)
        #expect(error?.message.hasPrefix("malformed XML:") == true)
        #expect(location.file == "evil.xliff")
        #expect(location.line == 7)
        #expect(location.column > 1)
    }

    @Test func notXLIFFOrWrongVersionIsAnInputError() throws {
        let (notXLIFF, _, _) = try importError("<plist version=\"1.0\"><dict/></plist>")
        #expect(notXLIFF?.message == "not an XLIFF file: the root element is <plist>")
        let (version2, _, _) = try importError(
            "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\"></xliff>")
        #expect(version2?.message == "XLIFF version 2.0 is not supported; export XLIFF 1.2")
        let (noLanguage, _, _) = try importError(
            "<xliff version=\"1.2\">\n<file original=\"App.xcstrings\" source-language=\"en\"><body/></file></xliff>")
        #expect(noLanguage?.message == "<file> has no target-language; give --language L")
        #expect(noLanguage?.location?.line == 2)
        let (otherSource, _, _) = try importError(
            "<xliff version=\"1.2\">\n<file original=\"App.xcstrings\" source-language=\"de\" target-language=\"ko\"><body/></file></xliff>")
        #expect(otherSource?.message == "source-language 'de' does not match the catalog's source language 'en'")
        var catalog = try loadFixtureCatalog()
        let regional = try XLIFFImporter().importTranslations(
            Array(xliffDocument(unit("Settings", source: "Settings", target: "설정")).replacingOccurrences(
                of: "source-language=\"en\"", with: "source-language=\"en-US\"").utf8),
            path: "ko.xliff", into: &catalog)
        #expect(regional.changes.count == 1)
    }
}
