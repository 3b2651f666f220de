import _StringsGuardTestSupport
import Resolution
import StringCatalog
import Testing

@Suite struct PluralResolutionTests {
    @Test("Plural cases follow each language's CLDR rules", arguments: [
        ("en", "1", "1 item", "one"), ("en", "2", "2 items", "other"),
        ("ar", "0", "لا عناصر", "zero"), ("ar", "1", "عنصر واحد", "one"), ("ar", "2", "عنصران", "two"),
        ("ar", "3", "3 عناصر", "few"), ("ar", "103", "103 عناصر", "few"), ("ar", "11", "11 عنصرًا", "many"),
        ("ar", "100", "100 عنصر", "other"),
        ("ru", "1", "1 предмет", "one"), ("ru", "21", "21 предмет", "one"), ("ru", "3", "3 предмета", "few"),
        ("ru", "5", "5 предметов", "many"), ("ru", "11", "11 предметов", "many"),
        ("he", "1", "פריט אחד", "one"), ("he", "2", "שני פריטים", "two"), ("he", "3", "3 פריטים", "other"),
        ("de", "1", "1 Artikel", "one"), ("de", "7", "7 Artikel (mehrere)", "other"),
    ])
    func pluralCategories(language: String, number: String, value: String, category: String) throws {
        let result = try resolve("%lld items", language: language, arguments: [number])
        #expect(result.value == value)
        #expect(result.pluralCategories.mapValues(\.rawValue) == [1: category])
    }

    @Test func zeroCaseTakesIntegerZeroEvenWhereTheLanguageHasNoZeroCategory() throws {
        // English has no `zero` category; Apple's catalog rule still uses the `zero` case for 0.
        let zero = try resolve("%lld messages", language: "en", arguments: ["0"])
        #expect(zero.value == "No messages")
        #expect(zero.pluralCategories[1]?.rawValue == "zero")
        #expect(try resolve("%lld messages", language: "en", arguments: ["1"]).value == "1 message")
        // Without a zero case English 0 is `other`.
        #expect(try resolve("%lld items", language: "en", arguments: ["0"]).value == "0 items")
    }

    @Test func zeroWithFractionDigitsIsNotTheIntegerZero() throws {
        // `%.1f` shows 0 as "0.0": not the integer 0, so English takes `other`…
        let english = try resolve("%.1f km", language: "en", arguments: ["0"])
        #expect(english.value == "0.0 kilometers")
        #expect(english.pluralCategories[1]?.rawValue == "other")
        // …while Arabic's own rule (n = 0) still says zero.
        let arabic = try resolve("%.1f km", language: "ar", arguments: ["0"])
        #expect(arabic.value == "لا مسافة")
        #expect(arabic.pluralCategories[1]?.rawValue == "zero")
    }

    @Test func numberIsReadAsDisplayed() throws {
        // "1.0" has a visible fraction digit: English and European Portuguese say `other`, Brazilian `one`.
        #expect(try resolve("%.1f km", language: "en", arguments: ["1"]).value == "1.0 kilometers")
        #expect(try resolve("%.1f km", language: "pt-BR", arguments: ["1"]).value == "1.0 quilômetro")
        #expect(try resolve("%.1f km", language: "pt-PT", arguments: ["1"]).value == "1.0 quilómetros")
        #expect(try resolve("%.1f km", language: "pt-PT", arguments: ["2.5"]).value == "2.5 quilómetros")
        #expect(try resolve("%.1f km", language: "ar", arguments: ["2"]).value == "كيلومتران")
    }

    @Test func missingCategoryFallsBackToOther() throws {
        // The Russian variation lacks nothing, but pt-BR lists only one/other: 1000000 is `many` in pt.
        let result = try resolve("%lld items", language: "pt-BR", arguments: ["1000000"])
        #expect(result.value == "1000000 itens")
        #expect(result.pluralCategories[1]?.rawValue == "other")
    }

    @Test func pluralLookupForTheCommandLine() throws {
        #expect(try PluralLookup.category(number: "1", language: "en") == .one)
        #expect(try PluralLookup.category(number: "1.0", language: "en") == .other)
        #expect(try PluralLookup.category(number: "1.0", language: "pt") == .one)
        #expect(try PluralLookup.category(number: "1.0", language: "pt-PT") == .other)
        #expect(try PluralLookup.category(number: "2", language: "en", ordinal: true) == .two)
        #expect(try PluralLookup.category(number: "3", language: "ar") == .few)
        // No zero rule here: it belongs to a variation, not to the language.
        #expect(try PluralLookup.category(number: "0", language: "en") == .other)
        #expect(thrownInputError { _ = try PluralLookup.category(number: "abc", language: "en") }?.message.contains("abc") == true)
        #expect(thrownInputError { _ = try PluralLookup.category(number: "1", language: "en_US!") } != nil)
    }
}

@Suite struct PluralArgumentChoiceTests {
    @Test func casesWrittenInWordsVaryOnTheKeysNumber() throws {
        let text = """
            {"sourceLanguage":"en","strings":{"%@ has %lld tasks":{"localizations":{"en":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"One task left"}},
            "other":{"stringUnit":{"state":"translated","value":"Several tasks left"}}}}}}}}}
            """
        let catalog = try Catalog(bytes: Array(text.utf8), path: "Words.xcstrings")
        func value(_ count: String) throws -> ResolvedString {
            try Resolver(catalog: catalog).resolve(ResolveRequest(
                key: "%@ has %lld tasks", languageCode: "en", environment: [:], arguments: ["Anna", count]))
        }
        #expect(try value("1").value == "One task left")
        #expect(try value("1").pluralCategories.mapValues(\.rawValue) == [2: "one"])
        #expect(try value("4").value == "Several tasks left")
    }

    @Test func localizationPluralVariesOnTheFirstNumericArgument() throws {
        let text = """
            {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%1$@: %2$lld song"}},
            "other":{"stringUnit":{"state":"translated","value":"%1$@: %2$lld songs"}}}}}}}}}
            """
        let catalog = try Catalog(bytes: Array(text.utf8), path: "Songs.xcstrings")
        let result = try Resolver(catalog: catalog).resolve(ResolveRequest(
            key: "k", languageCode: "en", environment: [:], arguments: ["Mix", "1"]))
        #expect(result.value == "Mix: 1 song")
        #expect(result.pluralCategories.mapValues(\.rawValue) == [2: "one"])
    }
}
