import _StringsGuardTestSupport
import Diagnostics
import Resolution
import StringCatalog
import Testing

@Suite struct DeviceTests {
    @Test("A device case when present, else `other`", arguments: [
        (DeviceClass.iphone, "Tap to start on iPhone"), (.mac, "Click to start"), (.ipad, "Tap to start"),
        (.ipod, "Tap to start"), (.applewatch, "Tap to start"), (.applevision, "Tap to start"),
    ])
    func deviceCase(device: DeviceClass, value: String) throws {
        let result = try resolve("Tap to start", language: "en", device: device)
        #expect(result.value == value)
        #expect(result.device == device)
    }

    @Test func deviceMissingWithoutOtherFallsBackToTheNextLanguage() throws {
        // German has only an iphone case: on iPad there is nothing to show in German.
        #expect(try resolve("Tap to start", language: "de", device: .iphone).value == "Tippen zum Starten")
        let ipad = try resolve("Tap to start", language: "de", device: .ipad)
        #expect(ipad.servedLanguage == "en")
        #expect(ipad.fallback == ["de", "en"])
        #expect(ipad.value == "Tap to start")
        #expect(ipad.servedFromFallback)
    }

    @Test func deviceCaseHoldingPlurals() throws {
        #expect(try resolve("%lld photos", language: "en", device: .mac, arguments: ["1"]).value == "Click to see 1 photo")
        let phone = try resolve("%lld photos", language: "en", device: .iphone, arguments: ["5"])
        #expect(phone.value == "Tap to see 5 photos")
        #expect(phone.pluralCategories[1]?.rawValue == "other")
    }

    @Test func unknownDeviceIsAnInputError() {
        let error = thrownInputError { _ = try DeviceClass(parsing: "ipod2") }
        #expect(error?.message == "unknown device 'ipod2'; expected one of: iphone, ipad, ipod, mac, applewatch, appletv, applevision")
        #expect((try? DeviceClass(parsing: "iPad")) == .ipad)
    }
}

@Suite struct RenderingTests {
    @Test func jsonRenderingIsExact() throws {
        let result = try resolve("%lld files in %lld folders", language: "ru-RU", arguments: ["2", "5"])
        #expect(result.renderJSON() == """
            {
              "key": "%lld files in %lld folders",
              "value": "2 файла в 5 папках",
              "requestedLanguage": "ru-RU",
              "servedLanguage": "ru",
              "pluralCategories": {
                "1": "few",
                "2": "many"
              },
              "device": "iphone"
            }
            """)
    }

    @Test func jsonEscapesAndEmptyCollections() {
        let result = ResolvedString(
            key: "say \"hi\"\\\n", value: "tab\there\u{1}\u{2028}", requestedLanguage: "en", servedLanguage: "en",
            fallback: [], pluralCategories: [:], device: .ipad, keyFound: false, servedFromFallback: true)
        #expect(result.renderJSON() == #"""
            {
              "key": "say \"hi\"\\\n",
              "value": "tab\there\u0001\u2028",
              "requestedLanguage": "en",
              "servedLanguage": "en",
              "fallback": [],
              "pluralCategories": {},
              "device": "ipad"
            }
            """#)
    }

    @Test func jsonListsAFallbackOnlyWhenThereWasOne() throws {
        let fellBack = try resolve("Upgrade", language: "pt-PT")
        #expect(fellBack.fellBack)
        #expect(fellBack.renderJSON().contains(#""fallback": ["#))
        let direct = try resolve("%lld files in %lld folders", language: "ru-RU", arguments: ["2", "5"])
        #expect(!direct.fellBack && direct.fallbackNote == nil)
        #expect(!direct.renderJSON().contains("fallback"))
    }

    @Test func textModeSaysWhenItFellBack() throws {
        let result = try resolve("Upgrade", language: "pt-PT")
        #expect(result.fallbackNote == "note: \"Upgrade\" is shown in en, not pt-PT (tried: pt-PT → en)")
        // A missing key has its own warning, not this note.
        let missing = ResolvedString(
            key: "Nope", value: "Nope", requestedLanguage: "de", servedLanguage: "en", fallback: ["en"],
            pluralCategories: [:], device: .iphone, keyFound: false, servedFromFallback: true)
        #expect(missing.fallbackNote == nil)
    }

    @Test func textRenderingNamesTheFallback() throws {
        let result = try resolve("Upgrade", language: "pt-PT")
        #expect(result.renderText() == """
            key:       Upgrade
            value:     Upgrade
            requested: pt-PT
            served:    en (fallback)
            tried:     pt-PT → en
            device:    iphone
            """)
    }
}

@Suite struct PreviewTests {
    static let catalogText = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld items" : {
              "localizations" : {
                "de" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel gesamt" } } } } }
              }
            },
            "Done" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Fertig" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } }
              }
            },
            "From %@ to %@" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Bis %2$@,\\nab %1$@" } }
              }
            },
            "Upgrade now" : { }
          },
          "version" : "1.0"
        }
        """

    func preview(arguments: [String] = []) throws -> CatalogPreview {
        let catalog = try Catalog(bytes: Array(Self.catalogText.utf8), path: "Preview.xcstrings")
        return try Resolver(catalog: catalog).preview(
            PreviewRequest(languageCode: "de-AT", environment: [:], arguments: arguments))
    }

    @Test func withoutArgumentsSpecifiersStayAsWritten() throws {
        #expect(try preview().renderText() == """
            Preview for de-AT on iphone: 4 keys
            KEY            LANGUAGE  FALLBACK  VALUE
            %lld items     de                  %lld Artikel gesamt
            Done           de                  Fertig
            From %@ to %@  de                  Bis %2$@,\\nab %1$@
            Upgrade now    en        fallback  Upgrade now
            """)
    }

    @Test func argumentsFormatTheKeysTheyFit() throws {
        let rows = try preview(arguments: ["1"]).rows
        #expect(rows.map(\.value) == ["1 Artikel", "Fertig", "Bis %2$@,\nab %1$@", "Upgrade now"])
        #expect(rows.map(\.isFormatted) == [true, false, false, false])
        #expect(rows.map(\.servedFromFallback) == [false, false, false, true])

        let times = try preview(arguments: ["12:05", "12:30"]).rows
        #expect(times[2].value == "Bis 12:30,\nab 12:05")
        #expect(times[0].value == "%lld Artikel gesamt")  // "12:05" is no integer: left as written
    }

    @Test func previewOfTheWidgetCatalogCoversEveryKey() throws {
        let catalog = try widgetCatalog()
        let preview = try Resolver(catalog: catalog).preview(PreviewRequest(languageCode: "ar", environment: [:]))
        #expect(preview.rows.map(\.key) == catalog.keys)
        let row = try #require(preview.rows.first { $0.key == "%lld files in %lld folders" })
        #expect(row.value == "%lld ملف في %lld مجلد")
        #expect(row.servedLanguage == "ar")
        #expect(preview.rows.first { $0.key == "Upgrade" }?.servedFromFallback == true)
    }

    @Test func malformedLanguageCodeIsAnInputError() throws {
        let catalog = try Catalog(bytes: Array(Self.catalogText.utf8), path: "Preview.xcstrings")
        let error = thrownInputError { _ = try Resolver(catalog: catalog).preview(PreviewRequest(languageCode: "d", environment: [:])) }
        #expect(error?.message.contains("invalid language code") == true)
    }
}
