import Foundation
import Testing
@testable import PluralRules

/// Every @integer and @decimal sample CLDR lists for every locale must select the category it is listed under.
/// The samples are read from the JSON data, not from the generated Swift, so the generator is checked too.
@Suite struct CLDRSampleTests {
    static let dataURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Data/plurals-cldr46.json")

    /// Locale → category → rule text, straight from the data file.
    static func rules(_ type: PluralRuleType) throws -> [String: [String: String]] {
        let data = try Data(contentsOf: dataURL)
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return try #require(root[type.rawValue] as? [String: [String: String]])
    }

    /// Expands one sample item: `0~3` → 0 1 2 3; `0.00~0.03` steps by 0.01 keeping two fraction digits.
    static func expand(_ item: String) throws -> [String] {
        let bounds = item.split(separator: "~").map(String.init)
        guard bounds.count == 2 else { return [item] }
        let fractionDigits = bounds[0].split(separator: ".").dropFirst().first?.count ?? 0
        let low = try #require(Int(bounds[0].replacingOccurrences(of: ".", with: "")))
        let high = try #require(Int(bounds[1].replacingOccurrences(of: ".", with: "")))
        #expect(low <= high, "range \(item)")
        return (low...high).map { scaled in
            guard fractionDigits > 0 else { return String(scaled) }
            var digits = String(scaled)
            while digits.count <= fractionDigits { digits = "0" + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -fractionDigits))
            return digits
        }
    }

    /// All samples of a rule text, from after each `@integer`/`@decimal` marker, without the `…` marker.
    static func samples(of ruleText: String) throws -> [String] {
        var result: [String] = []
        for (position, section) in ruleText.components(separatedBy: "@").enumerated() where position > 0 {
            let body = section.drop { $0 != " " }
            for item in body.split(separator: ",") {
                let trimmed = item.trimmingCharacters(in: .whitespaces)
                if trimmed == "…" || trimmed.isEmpty { continue }
                result += try expand(trimmed)
            }
        }
        return result
    }

    func checkAllSamples(_ type: PluralRuleType) throws -> Int {
        var checked = 0
        for (locale, rules) in try Self.rules(type) {
            for (categoryName, text) in rules {
                let expected = try #require(PluralCategory(rawValue: categoryName))
                for sample in try Self.samples(of: text) {
                    let actual = try PluralRules.category(for: sample, language: locale, type: type)
                    #expect(actual == expected, "\(type) \(locale) \(sample)")
                    checked += 1
                }
            }
        }
        return checked
    }

    // Counts made independently with Python from Data/plurals-cldr46.json (ranges expanded, `…` skipped).
    @Test func everyCardinalSampleSelectsItsCategory() throws {
        #expect(try checkAllSamples(.cardinal) == 12262)
    }

    @Test func everyOrdinalSampleSelectsItsCategory() throws {
        #expect(try checkAllSamples(.ordinal) == 2583)
    }

    @Test(arguments: PluralRuleType.allCases)
    func generatedDataMatchesTheJSON(type: PluralRuleType) throws {
        let json = try Self.rules(type)
        #expect(Set(PluralRules.ruleLocales(type: type)) == Set(json.keys))
        for (locale, rules) in json {
            #expect(PluralRules.ruleLocale(for: locale, type: type) == locale)
            let expected = rules.keys.compactMap(PluralCategory.init(rawValue:)).sorted()
            #expect(PluralRules.categories(for: locale, type: type) == expected, "\(locale)")
        }
    }

    /// The quick reads of the `@integer` samples and of the categories give what the full parse holds, for
    /// every locale with rules and for tags that fall back (by truncation, to root, or to nothing known).
    @Test(arguments: PluralRuleType.allCases)
    func integerSampleStartsEqualTheFullParse(type: PluralRuleType) throws {
        for language in PluralRules.ruleLocales(type: type) + ["pt-PT", "fr-CA", "zh-Hant-TW", "sr-Latn", "und", "root", "xx", ""] {
            let quick = PluralRules.integerSampleStarts(for: language, type: type)
            let parsed = PluralRules.ruleSet(for: language, type: type).rules
            #expect(quick.map(\.category) == parsed.map(\.category), "\(language)")
            #expect(quick.map(\.starts) == parsed.map { $0.integerSamples.map(\.start) }, "\(language)")
            #expect(PluralRules.categories(for: language, type: type) == PluralRules.ruleSet(for: language, type: type).categories)
        }
    }

    @Test(arguments: PluralRuleType.allCases)
    func everyGeneratedRuleParses(type: PluralRuleType) throws {
        let table = type == .cardinal ? PluralRuleData.cardinal : PluralRuleData.ordinal
        var parsedRules = 0
        for (locale, sources) in table {
            let ruleSet = try PluralRuleSet(parsing: sources)
            #expect(ruleSet.rules.count == sources.count, "\(locale)")
            #expect(ruleSet.rules.allSatisfy { !$0.integerSamples.isEmpty || !$0.decimalSamples.isEmpty }, "\(locale)")
            parsedRules += ruleSet.rules.count
        }
        #expect(parsedRules == table.values.map(\.count).reduce(0, +))
        #expect(parsedRules > table.count)
    }
}
