import PluralRules
import Testing

@testable import Checks

/// `plural-missing-category` asks for the categories with a sample below a million; it reads a sample of up
/// to six digits as below a million without parsing it. For every CLDR locale, that is what parsing every
/// sample and taking the smallest says.
@Suite struct RequiredPluralCategoriesTests {
    static func byParsingEverySample(_ language: String) -> [String] {
        PluralRules.integerSampleStarts(for: language).filter { rule in
            let smallest = rule.starts.compactMap { try? PluralOperands($0).n }.min()
            return smallest.map { $0 < 1_000_000 } ?? true
        }.map(\.category.rawValue)
    }

    @Test func everyLocaleRequiresWhatParsingEverySampleRequires() {
        let locales = PluralRules.ruleLocales(type: .cardinal)
        #expect(locales.count > 100)
        for locale in locales + ["fr", "es-MX", "pt-PT", "it", "en", "ar", "ru", "zh-Hant", "xx"] {
            #expect(PluralMissingCategory.requiredCategories(for: locale) == Self.byParsingEverySample(locale), "\(locale)")
        }
        // The categories CLDR selects only from a million on are left out.
        #expect(PluralMissingCategory.requiredCategories(for: "fr") == ["one", "other"])
    }
}
