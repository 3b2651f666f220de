import Diagnostics
import StringCatalog
import Testing

@Suite struct UnknownCatalogValueTests {
    @Test func statesAndDeviceNamesXcodeDoesNotWriteAreFoundWithTheirPlaces() throws {
        let text = """
            {"sourceLanguage":"en","strings":{
            "a":{"localizations":{"de":{"stringUnit":{"state":"translatd","value":"x"}}}},
            "b":{"localizations":{"fr":{"variations":{"device":{
              "iphone":{"stringUnit":{"state":"translated","value":"y"}},
              "toaster":{"variations":{"plural":{"other":{"stringUnit":{"state":"reviewed","value":"z"}}}}}}}}}},
            "c":{"localizations":{"de":{"stringUnit":{"state":"stale","value":"w"}},"ja":{"stringUnit":{"state":"needs_review","value":"v"}}}}
            },"version":"1.0"}
            """
        let catalog = try Catalog(bytes: Array(text.utf8), path: "L.xcstrings")
        #expect(catalog.unknownStates == [
            UnknownCatalogValue(kind: .state, value: "translatd", key: "a", language: "de", location: SourceLocation(file: "L.xcstrings", line: 2, column: 51)),
            UnknownCatalogValue(kind: .state, value: "reviewed", key: "b", language: "fr", location: SourceLocation(file: "L.xcstrings", line: 5, column: 69)),
        ])
        #expect(catalog.unknownDeviceNames == [
            UnknownCatalogValue(kind: .device, value: "toaster", key: "b", language: "fr", location: SourceLocation(file: "L.xcstrings", line: 5, column: 3)),
        ])
        #expect(catalog.unknownValues.map(\.value) == ["translatd", "toaster", "reviewed"])
    }

    @Test func aSourceLanguageThatIsNoTagIsRefusedWhereItIs() {
        #expect(throws: InputError(#"sourceLanguage 'x y' is not a language tag (contains " "; only letters, digits, '-' and '_' are allowed)"#,
                                   at: SourceLocation(file: "L.xcstrings", line: 1, column: 19))) {
            _ = try Catalog(bytes: Array(#"{"sourceLanguage":"x y","strings":{},"version":"1.0"}"#.utf8), path: "L.xcstrings")
        }
    }
}
