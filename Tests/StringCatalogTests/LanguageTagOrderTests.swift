import Foundation
import Testing
@testable import StringCatalog

/// `LanguageTagOrder` must give exactly Foundation's Finder order wherever it answers: checked over every
/// language tag the CLDR tables know, the sample project's catalogs and hand-made hard cases.
@Suite struct LanguageTagOrderTests {
    static let repositoryRoot: String = {
        let thisFile = "\(#filePath)"
        var folder = String(thisFile[..<thisFile.lastIndex(of: "/")!])
        for _ in 0..<2 { folder = String(folder[..<folder.lastIndex(of: "/")!]) }
        return folder
    }()

    /// Tags that tempt a simple comparison into mistakes: scripts, regions written with digits, `_` and
    /// `-` against letters and digits, numbers of different lengths, case, prefixes.
    static let hardCases = [
        "zh-Hans", "zh-Hant", "zh-HK", "zh", "zh-Hans-HK", "zh_Hans", "zh-hant", "zhHans",
        "es-419", "es_419", "es-41", "es-4190", "es-42", "es-9", "es419", "es-", "es_", "es",
        "en", "en-GB", "en-US", "en_GB", "en-gb", "EN", "en-001", "en-150", "en-1", "en-2", "en-10",
        "a1", "a2", "a10", "a9b", "a10b", "a-1", "a_1", "a1-", "a1_", "aa", "ab", "a", "b", "z", "zz", "Z",
        "pt-BR", "pt-PT", "pt", "pt-br", "sr-Latn", "sr-Cyrl", "sr", "az-Arab", "az", "und", "root",
        "de-CH-1996", "de-CH-1901", "de-1996", "x-private", "i-klingon", "sgn-BE-FR", "0", "1", "9", "10",
        "123456789012345", "99", "-", "_", "--", "__", "-_", "_-", "001", "01", "es-0419", "en-01", "a0", "a00b",
    ]

    static func cldrTags() throws -> [String] {
        var tags: Set<String> = []
        for file in ["locales-cldr46.json", "plurals-cldr46.json"] {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(repositoryRoot)/Data/\(file)"))
            let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for (_, table) in root {
                guard let table = table as? [String: Any] else { continue }
                for (key, value) in table {
                    tags.insert(key)
                    if let value = value as? String { tags.insert(value) }
                }
            }
        }
        return tags.filter(CatalogEncoder.isPlainLanguageTag).sorted()
    }

    static func sampleCatalogTags() throws -> [String] {
        var tags: Set<String> = []
        for path in ["Strings/FocusTimer/Localizable.xcstrings", "Strings/FocusTimerWidgets/Localizable.xcstrings"] {
            tags.formUnion(try Catalog.load(path: "\(repositoryRoot)/\(path)").languages)
        }
        return tags.sorted()
    }

    /// Finder order as an explicit English locale gives it, whatever the machine's current locale.
    static func englishOrder(_ left: String, _ right: String) -> ComparisonResult {
        left.compare(right, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering],
                     range: nil, locale: Locale(identifier: "en_001"))
    }

    /// Keeps the first tag of each group that ties (which the fast order declines to order).
    static func withoutTies(_ tags: [String]) -> [String] {
        var seen: Set<[UInt64]> = []
        return tags.filter { seen.insert(LanguageTagOrder.collationKey($0)!).inserted }
    }

    @Test func everyCLDRTagSortsAsFoundationSortsIt() throws {
        let tags = Self.withoutTies(try Self.cldrTags() + Self.sampleCatalogTags() + Self.hardCases)
        #expect(tags.count > 5_000)
        let fast = try #require(LanguageTagOrder.orderedIgnoringLocale(tags.shuffled(), tag: { $0 }))
        let english = tags.sorted { Self.englishOrder($0, $1) == .orderedAscending }
        #expect(fast == english)
        if LanguageTagOrder.currentLocaleCollatesTagsAsRoot {
            // Where the fast order is used, it replaces exactly this.
            #expect(fast == CatalogEncoder.finderOrdered(tags.sorted(), key: { $0 }))
        }
    }

    @Test func everyPairOfHardCasesComparesAsFoundationDoes() {
        for left in Self.hardCases {
            for right in Self.hardCases where left != right {
                let english = Self.englishOrder(left, right)
                let current = left.localizedStandardCompare(right)
                guard let fast = LanguageTagOrder.orderedIgnoringLocale([left, right], tag: { $0 }) else {
                    // Declined: only for ties, which Foundation breaks by its own rule.
                    #expect(LanguageTagOrder.collationKey(left) == LanguageTagOrder.collationKey(right),
                            "\(left) \(right)")
                    continue
                }
                let expected = english == .orderedAscending ? [left, right] : [right, left]
                #expect(fast == expected, "\(left) \(right)")
                if LanguageTagOrder.currentLocaleCollatesTagsAsRoot {
                    #expect(fast == (current == .orderedAscending ? [left, right] : [right, left]), "\(left) \(right)")
                }
            }
        }
    }

    @Test func tiesAndOddTagsAreLeftToFoundation() {
        #expect(LanguageTagOrder.orderedIgnoringLocale(["zh-Hans", "zh-hans"], tag: { $0 }) == nil)
        #expect(LanguageTagOrder.orderedIgnoringLocale(["es-419", "es-0419"], tag: { $0 }) == nil)
        #expect(LanguageTagOrder.orderedIgnoringLocale(["de", "fr.x"], tag: { $0 }) == nil)
        #expect(LanguageTagOrder.orderedIgnoringLocale(["de", "x1234567890123456"], tag: { $0 }) == nil)
        #expect(LanguageTagOrder.collationKey("") == nil)
        // With a tie the whole list goes to Foundation, and comes out as before.
        let tied = ["zh-hans", "de", "zh-Hans", "ar"]
        #expect(CatalogEncoder.languageOrdered(tied, language: { $0 }) == CatalogEncoder.finderOrdered(tied, key: { $0 }))
    }

    @Test func theSampleCatalogsKeepTheirLanguageOrder() throws {
        let tags = try Self.sampleCatalogTags()
        #expect(tags.contains("zh-Hans") && tags.contains("pt-BR"))
        for rotation in 0..<tags.count {
            let rotated = Array(tags[rotation...] + tags[..<rotation])
            #expect(CatalogEncoder.languageOrdered(rotated, language: { $0 })
                    == CatalogEncoder.finderOrdered(rotated, key: { $0 }))
        }
    }

    @Test func onlyEnglishCOrPOSIXLocaleVariablesLetTheFastOrderAnswer() {
        func answers(_ variables: [String: String]) -> Bool {
            LanguageTagOrder.localeVariablesNameRootCollation { variables[$0] }
        }
        #expect(answers([:]))
        #expect(answers(["LANG": "C.UTF-8"]))
        #expect(answers(["LANG": "en_US.UTF-8", "LC_ALL": "POSIX", "LANGUAGE": "en_GB:en"]))
        #expect(answers(["LC_ALL": ""]))
        #expect(!answers(["LANG": "da_DK.UTF-8"]))
        #expect(!answers(["LANG": "C.UTF-8", "LC_COLLATE": "cs_CZ.UTF-8"]))
        #expect(!answers(["LANGUAGE": "en:lt"]))
        #expect(!answers(["LC_MESSAGES": "english"]))
    }
}
