import Testing
@testable import PluralRules

@Suite struct HandPickedCategoryTests {
    @Test(arguments: [
        ("ar", "0", PluralCategory.zero), ("ar", "1", .one), ("ar", "2", .two), ("ar", "3", .few),
        ("ar", "11", .many), ("ar", "100", .other), ("ar", "103", .few),
        ("ru", "1", .one), ("ru", "21", .one), ("ru", "11", .many), ("ru", "22", .few), ("ru", "1.5", .other),
        ("fr", "0", .one), ("fr", "1.5", .one), ("fr", "2", .other), ("fr", "1000000", .many), ("fr", "1c6", .many),
        ("fr", "1c3", .other),
        ("pt", "1.0", .one), ("pt", "0", .one), ("pt", "2", .other),
        ("pt-PT", "1.0", .other), ("pt-PT", "1", .one), ("pt_PT", "0", .other),
        ("en", "1", .one), ("en", "1.0", .other), ("en", "0", .other),
        ("he", "2", .two), ("he", "20", .other), ("he", "1", .one), ("mt", "2", .two),
        ("de-CH", "1", .one), ("ja", "1", .other), ("xx-unknown", "1", .other),
        ("pl", "5", .many), ("pl", "22", .few), ("pl", "12", .many), ("pl", "1.5", .other),
        ("lv", "0", .zero), ("lv", "0.1", .one), ("lt", "0.1", .many),
    ])
    func cardinal(language: String, number: String, expected: PluralCategory) throws {
        #expect(try PluralRules.category(for: number, language: language) == expected)
    }

    @Test(arguments: [
        ("en", "1", PluralCategory.one), ("en", "2", .two), ("en", "3", .few), ("en", "4", .other),
        ("en", "11", .other), ("en", "12", .other), ("en", "13", .other), ("en", "21", .one), ("en", "22", .two),
        ("en", "23", .few), ("en", "111", .other), ("fr", "1", .one), ("fr", "2", .other), ("it", "8", .many),
        ("sv", "1", .one), ("sv", "11", .other), ("de", "1", .other),
    ])
    func ordinal(language: String, number: String, expected: PluralCategory) throws {
        #expect(try PluralRules.category(for: number, language: language, type: .ordinal) == expected)
    }

    @Test func categoriesAreListedInCLDROrder() {
        #expect(PluralRules.categories(for: "ar") == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.categories(for: "en") == [.one, .other])
        #expect(PluralRules.categories(for: "en", type: .ordinal) == [.one, .two, .few, .other])
        #expect(PluralRules.categories(for: "ja") == [.other])
        #expect(PluralRules.categories(for: "he") == [.one, .two, .other])
        #expect(PluralRules.categories(for: "mt") == [.one, .two, .few, .many, .other])
        #expect(PluralRules.categories(for: "zz") == [.other])
    }

    @Test func appleZeroRuleOnlyForIntegerZeroWhenOffered() throws {
        let withZero: Set<PluralCategory> = [.zero, .one, .other]
        #expect(try PluralRules.category(for: "0", language: "en", availableCategories: withZero) == .zero)
        #expect(try PluralRules.category(for: "0", language: "en", availableCategories: [.one, .other]) == .other)
        #expect(try PluralRules.category(for: "0.0", language: "en", availableCategories: withZero) == .other)
        #expect(try PluralRules.category(for: "1", language: "en", availableCategories: withZero) == .one)
        // French 0 is `one` by CLDR, but the catalog's zero variation wins.
        #expect(try PluralRules.category(for: "0", language: "fr", availableCategories: withZero) == .zero)
        #expect(try PluralRules.category(for: "-0", language: "ru", availableCategories: withZero) == .zero)
    }

    @Test func rulesAreSafeToUseFromManyTasks() async throws {
        let languages = ["ar", "ru", "pl", "cy", "ga", "fr", "pt-PT", "en", "sl", "lt"]
        let results = await withTaskGroup(of: [PluralCategory].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    languages.map { (try? PluralRules.category(for: "3", language: $0)) ?? .other }
                }
            }
            var all: [[PluralCategory]] = []
            for await result in group { all.append(result) }
            return all
        }
        let expected = try languages.map { try PluralRules.category(for: "3", language: $0) }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
        #expect(expected == [.few, .few, .few, .few, .few, .other, .other, .other, .few, .few])
    }

    @Test func invalidNumberThrows() {
        #expect(throws: PluralOperandsError.self) { try PluralRules.category(for: "abc", language: "en") }
    }
}

@Suite struct LanguageLookupTests {
    @Test(arguments: [
        ("pt-PT", "pt_PT"), ("pt_PT", "pt_PT"), ("PT-pt", "pt_PT"), ("pt-BR", "pt"), ("pt", "pt"),
        ("de-CH", "de"), ("zh-Hant-TW", "zh"), ("zh_Hans", "zh"), ("sr-Latn", "sr"), ("sr-Latn-ME", "sr"),
        ("en-US-u-ca-gregory", "en"), ("en_US@calendar=gregorian", "en"), ("he", "he"), ("iw", "iw"),
        ("xx", "root"), ("", "root"), ("und", "root"), ("und-PT", "root"), ("root", "root"), ("yue-Hant-HK", "yue"),
    ])
    func cardinalRuleLocale(language: String, expected: String) {
        #expect(PluralRules.ruleLocale(for: language) == expected)
    }

    @Test func ordinalFallsBackSeparately() {
        #expect(PluralRules.ruleLocale(for: "pt-PT", type: .ordinal) == "pt")
        #expect(PluralRules.ruleLocale(for: "ak", type: .ordinal) == "root")
        #expect(PluralRules.ruleLocale(for: "ak", type: .cardinal) == "ak")
    }
}

@Suite struct PluralOperandsTests {
    @Test(arguments: [
        ("1", "1", "", 0), ("1.0", "1", "0", 0), ("-2.50", "2", "50", 0), ("007", "7", "", 0), ("0.00", "0", "00", 0),
        ("1c6", "1000000", "", 6), ("1.1c6", "1100000", "", 6), ("1.0000001c6", "1000000", "1", 6),
        ("1.0001c3", "1000", "1", 3), ("2e3", "2000", "", 3), ("12345678901234567890123", "12345678901234567890123", "", 0),
    ])
    func digitsAndExponent(text: String, integer: String, fraction: String, exponent: Int) throws {
        let operands = try PluralOperands(text)
        #expect(operands.integerDigits == integer)
        #expect(operands.fractionDigits == fraction)
        #expect(operands.exponent == exponent)
    }

    @Test func operandValues() throws {
        let operands = try PluralOperands("1.230")
        #expect(operands.v == 3)
        #expect(operands.w == 2)
        #expect(operands.value(of: .f).description == "230")
        #expect(operands.value(of: .t).description == "23")
        #expect(operands.value(of: .i).description == "1")
        #expect(operands.value(of: .n).hasFraction)
        #expect(try !PluralOperands("1.00").value(of: .n).hasFraction)
        #expect(operands.n == 1.23)
    }

    @Test func hugeNumbersUseExactRemainders() throws {
        // 10^22 + 1: a Double would lose the final 1; ru picks `one` for n % 10 = 1 and n % 100 != 11.
        #expect(try PluralRules.category(for: "10000000000000000000001", language: "ru") == .one)
        #expect(try PluralRules.category(for: "10000000000000000000011", language: "ru") == .many)
    }

    @Test(arguments: [
        ("", 0), ("abc", 0), ("1.", 2), (".5", 0), ("1,5", 1), ("1e", 2), (" 1", 0), ("1 ", 1), ("--1", 1),
        ("1e-3", 2), ("1e99999", 6), ("١", 0),
    ])
    func rejectsNonNumbers(text: String, offset: Int) {
        #expect(throws: PluralOperandsError.self) { try PluralOperands(text) }
        do {
            _ = try PluralOperands(text)
        } catch {
            #expect(error.offset == offset, "\(text): \(error)")
        }
    }
}

@Suite struct PluralRuleParserTests {
    func category(_ source: String, _ number: String) throws -> Bool {
        try PluralRule(category: .one, source: source).matches(PluralOperands(number))
    }

    @Test func operatorsAndPrecedence() throws {
        // `and` binds tighter: true or (false and false).
        #expect(try category("n = 1 or n = 2 and n = 3", "1"))
        #expect(try !category("n = 1 or n = 2 and n = 3", "2"))
        #expect(try category("n is 3", "3"))
        #expect(try category("n is not 3", "4"))
        #expect(try category("n mod 10 in 2..4", "23"))
        #expect(try category("n % 10 not in 2..4", "25"))
        #expect(try category("n != 1,3..5", "2"))
        #expect(try !category("n != 1,3..5", "4"))
        #expect(try category("n within 1..2", "1.5"))
        #expect(try !category("n in 1..2", "1.5"))
        #expect(try category("n not within 1..2", "2.5"))
        #expect(try category("c = 3", "1c3"))
        #expect(try category("e != 0..5", "1e6"))
        #expect(try category("w = 1 and t = 5 and f = 50 and v = 2", "0.50"))
        #expect(try category("", "17"))
        #expect(try category("   @integer 1", "17"))
    }

    @Test func samplesAreKept() throws {
        let rule = try PluralRule(category: .few, source: "n % 10 = 3 @integer 3, 13~23, … @decimal 3.0~3.5, 1.1c3, …")
        #expect(rule.integerSamples == [PluralSampleRange(start: "3", end: nil), PluralSampleRange(start: "13", end: "23")])
        #expect(rule.decimalSamples == [PluralSampleRange(start: "3.0", end: "3.5"), PluralSampleRange(start: "1.1c3", end: nil)])
    }

    @Test(arguments: [
        ("x = 1", 1, "expected an operand"),
        ("n = ", 5, "expected a number"),
        ("n == 1", 4, "expected a number"),
        ("n = 1 and", 10, "expected an operand"),
        ("n = 1 xor n = 2", 7, "expected 'and', 'or'"),
        ("n % 0 = 1", 5, "modulus must not be zero"),
        ("n = 5..2", 5, "is empty"),
        ("n not is 1", 7, "expected 'in' or 'within'"),
        ("n < 1", 3, "unexpected character '<'"),
        ("n = 99999999999999999999", 5, "number too large"),
        ("n = 1 @integr 1", 7, "expected '@integer' or '@decimal'"),
        ("n = 1 @integer 1.5", 16, "has a fraction"),
        ("n = 1 @decimal 1.5 @integer 1", 20, "must come before"),
        ("n = 1 @integer 1, …, 2", 20, "must end the sample list"),
        ("n = 1 @integer 5~2", 18, "descends"),
        ("n = 1 @decimal 0.0~1.55", 20, "differ in precision"),
        ("n = 1 @integer 1x", 17, "unexpected text"),
        ("n = 1 @integer ,", 16, "expected a sample number"),
        ("n", 2, "expected an operator"),
        ("n is 1..2", 7, "expected 'and', 'or'"),
    ])
    func syntaxErrorsCarryTheColumn(source: String, column: Int, message: String) {
        do {
            _ = try PluralRule(category: .one, source: source)
            Issue.record("'\(source)' parsed")
        } catch {
            #expect(error.column == column, "\(source): \(error)")
            #expect(error.message.contains(message), "\(source): \(error)")
        }
    }

    @Test func duplicateCategoryIsRejected() {
        #expect(throws: PluralRuleSyntaxError.self) {
            try PluralRuleSet(parsing: [(.one, "n = 1"), (.one, "n = 2")])
        }
    }
}
