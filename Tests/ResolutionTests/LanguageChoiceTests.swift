import _StringsGuardTestSupport
import Diagnostics
import Resolution
import StringCatalog
import Testing

@Suite struct LanguageChoiceTests {
    @Test("The requested language picks the catalog language Apple's bundle matching picks", arguments: [
        ("de", "de", "Hallo"),
        ("de-AT", "de", "Hallo"),
        ("pt-PT", "pt-PT", "Olá, está bem?"),
        ("pt-BR", "pt-BR", "Olá, tudo bem?"),
        ("pt", "pt-BR", "Olá, tudo bem?"),
        ("pt-AO", "pt-PT", "Olá, está bem?"),
        ("pt_PT", "pt-PT", "Olá, está bem?"),
        ("en-AU", "en", "Hello"),
        ("ar-EG", "ar", "مرحبا"),
        ("iw", "he", "שלום"),
    ])
    func languageTable(requested: String, served: String, value: String) throws {
        let result = try resolve("Hello", language: requested)
        #expect(result.servedLanguage == served)
        #expect(result.value == value)
        #expect(!result.servedFromFallback)
        #expect(result.fallback == [served])
        #expect(result.keyFound)
    }

    @Test func unmatchedLanguageFallsBackToTheDevelopmentLanguage() throws {
        let result = try resolve("Hello", language: "ja")
        #expect(result.requestedLanguage == "ja")
        #expect(result.servedLanguage == "en")
        #expect(result.value == "Hello")
        #expect(result.fallback == ["en"])
        #expect(result.servedFromFallback)
    }

    @Test func keyMissingInTheMatchedLanguageFallsBackPerKey() throws {
        // pt-PT has no "Upgrade": the widget shows the development language, not Brazilian Portuguese.
        let result = try resolve("Upgrade", language: "pt-PT")
        #expect(result.fallback == ["pt-PT", "en"])
        #expect(result.servedLanguage == "en")
        #expect(result.value == "Upgrade")
        #expect(result.servedFromFallback)
        #expect(try resolve("Upgrade", language: "pt-BR").value == "Atualizar")
    }

    @Test func translationInStateNewIsNotServed() throws {
        // Not translated yet: the widget falls back, exactly as `widget-missing-translation` reports.
        let result = try resolve("Hello", language: "fr")
        #expect(result.servedLanguage == "en")
        #expect(result.value == "Hello")
        #expect(result.fallback == ["fr", "en"])
        #expect(result.servedFromFallback)
    }

    @Test func keyWithoutLocalizationsShowsTheKeyInTheSourceLanguage() throws {
        let result = try resolve("Hidden key", language: "de")
        #expect(result.keyFound)
        #expect(result.servedLanguage == "en")
        #expect(result.value == "Hidden key")
        #expect(result.fallback == ["de", "en"])
    }

    @Test func emptyLanguageCodeUsesTheGivenSystemLocale() throws {
        let result = try resolve("Hello", language: "", systemLocale: "de-CH", environment: ["LANG": "pt_PT.UTF-8"])
        #expect(result.requestedLanguage == "de-CH")
        #expect(result.servedLanguage == "de")
        #expect(try resolve("Hello", systemLocale: "pt_BR.UTF-8").servedLanguage == "pt-BR")
    }

    @Test func emptyLanguageCodeWithoutSystemLocaleReadsTheEnvironment() throws {
        let result = try resolve("Hello", environment: ["LANG": "pt_PT.UTF-8"])
        #expect(result.requestedLanguage == "pt-PT")
        #expect(result.value == "Olá, está bem?")
        // LC_ALL wins over LANG.
        #expect(try resolve("Hello", environment: ["LC_ALL": "ru_RU.UTF-8", "LANG": "de_DE.UTF-8"]).servedLanguage == "ru")
    }

    @Test func emptyLanguageCodeWithNothingElseUsesTheDevelopmentLanguage() throws {
        let result = try resolve("Hello", environment: [:])
        #expect(result.requestedLanguage == "en")
        #expect(result.servedLanguage == "en")
        #expect(!result.servedFromFallback)
        #expect(try resolve("Hello", environment: ["LANG": "C.UTF-8"]).requestedLanguage == "en")
        #expect(try resolve("Hello", systemLocale: "POSIX").requestedLanguage == "en")
    }

    @Test func languageCodeWinsOverTheSystemLocale() throws {
        let result = try resolve("Hello", language: "he", systemLocale: "de", environment: ["LANG": "ru_RU"])
        #expect(result.requestedLanguage == "he")
        #expect(result.value == "שלום")
    }

    @Test func missingKeyShowsTheKeyItselfAndIsReported() throws {
        let result = try resolve("No such key", language: "de")
        #expect(!result.keyFound)
        #expect(result.value == "No such key")
        #expect(result.servedLanguage == "en")
        #expect(result.servedFromFallback)
        #expect(result.renderText().contains("the catalog has no key 'No such key'"))
        // A missing key that is a format still formats, as String(localized:) does with its default value.
        #expect(try resolve("%lld new badges", language: "de", arguments: ["4"]).value == "4 new badges")
    }

    @Test("Malformed language codes and system locales are input errors", arguments: [
        ("en_US!", nil as String?), ("e", nil), ("en-USA", nil), ("", "de DE"),
    ])
    func malformedLanguage(code: String, systemLocale: String?) throws {
        let error = thrownInputError { _ = try resolve("Hello", language: code, systemLocale: systemLocale) }
        #expect(error != nil)
        #expect(error?.description.contains("invalid") == true)
    }

    @Test func malformedCatalogLanguageIsReportedAtItsLocation() throws {
        let text = #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"en!x":{"stringUnit":{"state":"translated","value":"x"}}}}}}"#
        let catalog = try Catalog(bytes: Array(text.utf8), path: "Bad.xcstrings")
        let error = thrownInputError {
            _ = try Resolver(catalog: catalog).resolve(ResolveRequest(key: "a", languageCode: "de", environment: [:]))
        }
        #expect(error?.location?.file == "Bad.xcstrings")
        #expect(error?.location?.line == 1)
        #expect(error?.message.contains("en!x") == true)
    }
}

@Suite struct ResolverSweepTests {
    @Test func candidatesEndWithTheSourceLanguage() throws {
        let resolver = try Resolver(catalog: widgetCatalog())
        let pt = try resolver.candidateLanguages(for: "pt-PT")
        #expect(pt.candidates == ["pt-PT", "en"])
        #expect(pt.bestMatch == "pt-PT")
        let japanese = try resolver.candidateLanguages(for: "ja")
        #expect(japanese.candidates == ["en"])
        #expect(japanese.bestMatch == nil)
    }

    @Test func everyKeyLanguageAndDeviceResolvesOrGivesAnInputError() throws {
        let catalog = try widgetCatalog()
        let resolver = Resolver(catalog: catalog)
        let argumentSets: [[String]] = [[], ["0"], ["1", "2"], ["abc", "12:05"], ["2.5", "7", "3"]]
        var resolvedCount = 0
        for key in catalog.keys {
            for language in catalog.languages + ["", "ja", "pt-AO"] {
                for device in DeviceClass.allCases {
                    for arguments in argumentSets {
                        do {
                            let result = try resolver.resolve(ResolveRequest(
                                key: key, languageCode: language, environment: [:], device: device,
                                arguments: arguments))
                            #expect(result.fallback.last == result.servedLanguage)
                            #expect(!result.value.isEmpty)
                            resolvedCount += 1
                        } catch {
                            // Only argument problems may fail, always with a message naming the key.
                            #expect(error.message.contains("'\(key)'"))
                        }
                    }
                }
            }
        }
        #expect(resolvedCount > catalog.keys.count * 10)
    }
}
