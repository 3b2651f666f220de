import _StringsGuardTestSupport
import Diagnostics
import FormatSpecifiers
import Resolution
import StringCatalog
import Testing

@Suite struct FormattingResolutionTests {
    @Test func everySpecifierKindReachesTheOutputFormatted() throws {
        let arguments = ["-7", "42", "42", "255", "255", "8", "3.14159", "1234.5", "0.0001", "A", "text", "obj",
                         "3.14159", "7", "7", "4096", "-9000000000", "5"]
        let result = try resolve("Specifiers", language: "en", arguments: arguments)
        #expect(result.value
            == "-7|42|42|ff|FF|10|3.141590|1.234500e+03|0.0001|A|text|obj|%| 3.14|7   |007|0x1000|-9000000000|+5")
    }

    @Test func positionalArgumentsFollowTheTranslationsOrder() throws {
        #expect(try resolve("From %@ to %@", language: "en", arguments: ["12:05", "12:30"]).value
            == "From 12:05 to 12:30")
        #expect(try resolve("From %@ to %@", language: "de", arguments: ["12:05", "12:30"]).value
            == "Bis 12:30, ab 12:05")
    }

    @Test func substitutionsWithSeveralPluralArguments() throws {
        let english = try resolve("%lld files in %lld folders", language: "en", arguments: ["1", "3"])
        #expect(english.value == "1 file in 3 folders")
        #expect(english.pluralCategories.mapValues(\.rawValue) == [1: "one", 2: "other"])
        #expect(try resolve("%lld files in %lld folders", language: "en", arguments: ["2", "1"]).value
            == "2 files in 1 folder")

        let russian = try resolve("%lld files in %lld folders", language: "ru", arguments: ["5", "21"])
        #expect(russian.value == "5 файлов в 21 папке")
        #expect(russian.pluralCategories.mapValues(\.rawValue) == [1: "many", 2: "one"])
    }

    @Test func substitutionCaseWithoutItsNumberShiftsNoOtherArgument() throws {
        // Arabic `zero` and `two` cases omit the number: the folders count must still read argument 2.
        let result = try resolve("%lld files in %lld folders", language: "ar", arguments: ["0", "3"])
        #expect(result.value == "لا ملفات في 3 مجلدات")
        #expect(result.pluralCategories.mapValues(\.rawValue) == [1: "zero", 2: "few"])
        #expect(try resolve("%lld files in %lld folders", language: "ar", arguments: ["2", "11"]).value
            == "ملفان في 11 مجلدًا")
    }

    @Test func numberedSubstitutionNextToAnObjectArgument() throws {
        #expect(try resolve("%@ shared %lld photos", language: "en", arguments: ["Anna", "1"]).value
            == "Anna shared 1 photo")
        #expect(try resolve("%@ shared %lld photos", language: "en", arguments: ["Anna", "4"]).value
            == "Anna shared 4 photos")
        let hebrew = try resolve("%@ shared %lld photos", language: "he", arguments: ["Anna", "2"])
        #expect(hebrew.value == "שתי תמונות שותפו על ידי Anna")
        #expect(hebrew.pluralCategories.mapValues(\.rawValue) == [2: "two"])
    }

    @Test func textsThatAreNotFormatsAreShownVerbatim() throws {
        // "50% off" would read as the specifier "% o" if formatted; Xcode only formats interpolated keys.
        #expect(try resolve("50% off", language: "en").value == "50% off")
        #expect(try resolve("50% off", language: "de").value == "50 % Rabatt")
        // An interpolated key's `%%` is a percent sign.
        #expect(try resolve("%lld%% done", language: "en", arguments: ["80"]).value == "80% done")
        #expect(try resolve("%lld%% done", language: "de", arguments: ["80"]).value == "80 % fertig")
    }

    @Test func wrongArgumentIsAnInputErrorAtTheText() throws {
        let error = thrownInputError { _ = try resolve("%lld items", language: "de", arguments: ["abc"]) }
        #expect(error?.message.contains("expects an integer, got 'abc'") == true)
        #expect(error?.message.contains("'%lld items' in 'de'") == true)
        #expect(error?.location?.file.hasSuffix("Widget.xcstrings") == true)
        #expect((error?.location?.line ?? 0) > 1)

        let double = thrownInputError { _ = try resolve("%.1f km", language: "en", arguments: ["far"]) }
        #expect(double?.message.contains("expects a number, got 'far'") == true)
    }

    @Test func missingArgumentsAreInputErrors() throws {
        let none = thrownInputError { _ = try resolve("From %@ to %@", language: "en") }
        #expect(none?.message.contains("needs 2 arguments (%@, %@), got 0") == true)
        let one = thrownInputError { _ = try resolve("%lld files in %lld folders", language: "en", arguments: ["3"]) }
        #expect(one?.message.contains("argument 2 (%lld) is missing") == true)
        let plural = thrownInputError { _ = try resolve("%lld items", language: "ru") }
        #expect(plural?.message.contains("argument 1 (%lld) is missing") == true)
    }

    @Test func extraArgumentsAreIgnoredAsPrintfDoes() throws {
        #expect(try resolve("Hello", language: "de", arguments: ["3"]).value == "Hallo")
    }

    @Test func brokenSubstitutionIsAnInputError() throws {
        let text = """
        {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated",
        "value":"%#@count@ and %#@other@"},"substitutions":{"count":{"argNum":1,"formatSpecifier":"lld",
        "variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%arg things"}}}}}}}}}}}
        """
        let catalog = try Catalog(bytes: Array(text.utf8), path: "Broken.xcstrings")
        let error = thrownInputError {
            _ = try Resolver(catalog: catalog).resolve(
                ResolveRequest(key: "k", languageCode: "en", environment: [:], arguments: ["1", "2"]))
        }
        #expect(error?.message.contains("names no substitution 'other'") == true)
        #expect(error?.location?.file == "Broken.xcstrings")
    }
}
