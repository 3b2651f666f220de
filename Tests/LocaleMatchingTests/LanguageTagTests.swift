import Testing
@testable import LocaleMatching

@Suite("Language tags")
struct LanguageTagTests {
    @Test("BCP 47 and ICU spellings come out in canonical form", arguments: [
        ("zh_Hant_HK", "zh-Hant-HK"),
        ("zh-hant-hk", "zh-Hant-HK"),
        ("en-us", "en-US"),
        ("EN_us", "en-US"),
        ("PT_pt", "pt-PT"),
        ("sr-Latn-RS", "sr-Latn-RS"),
        ("sr_lATN_rs", "sr-Latn-RS"),
        ("es-419", "es-419"),
        ("ca-ES-VALENCIA", "ca-ES-valencia"),
        ("de-CH-1901", "de-CH-1901"),
        ("fil", "fil"),
        ("en-US-x-twain", "en-US"),
        ("en-x-a-b", "en"),
        ("de-DE-u-co-phonebk", "de-DE"),
        ("ja-JP-u-ca-japanese-x-private", "ja-JP"),
        ("en-a-bbb-b-ccc", "en"),
    ])
    func canonicalForm(input: String, expected: String) throws {
        #expect(try LanguageTag(input).description == expected)
    }

    @Test("Subtags are split into language, script, region and variants")
    func accessors() throws {
        let hongKong = try LanguageTag("zh_hant_hk")
        #expect(hongKong.languageOnly == "zh")
        #expect(hongKong.script == "Hant")
        #expect(hongKong.region == "HK")
        #expect(hongKong.variants.isEmpty)

        let valencian = try LanguageTag("ca-es-valencia")
        #expect(valencian.languageOnly == "ca")
        #expect(valencian.script == nil)
        #expect(valencian.region == "ES")
        #expect(valencian.variants == ["valencia"])

        let latinAmerican = try LanguageTag("es-419")
        #expect(latinAmerican.languageOnly == "es")
        #expect(latinAmerican.script == nil)
        #expect(latinAmerican.region == "419")
    }

    @Test("Tags that differ only in case or separator are equal")
    func equality() throws {
        #expect(try LanguageTag("PT_pt") == LanguageTag("pt-PT"))
        #expect(try LanguageTag("zh-Hant") != LanguageTag("zh-Hans"))
    }

    @Test("Malformed tags are rejected with a message naming the problem", arguments: [
        ("", "empty"),
        ("e", "singleton"),
        ("123", "must be letters"),
        ("en--US", "empty subtag"),
        ("en-", "empty subtag"),
        ("-en", "empty subtag"),
        ("en_US_", "empty subtag"),
        ("fr-Çà", "non-ASCII"),
        ("日本語", "non-ASCII"),
        ("en US", "only letters, digits"),
        ("en.UTF-8", "only letters, digits"),
        ("abcd", "2-3 or 5-8 letters"),
        ("en-abcdefghi", "longer than 8"),
        ("x-private", "singleton"),
        ("i-klingon", "singleton"),
        ("en-US-x", "no subtags after it"),
        ("en-u", "no subtags after it"),
        ("en-US-US", "unexpected subtag \"US\""),
        ("en-12", "unexpected subtag \"12\""),
        ("en-Latn-Latn", "unexpected subtag \"Latn\""),
        ("en-USA", "\"USA\" is not a region"),
        ("zh-yue-HK", "yue, not zh-yue"),
    ])
    func malformed(input: String, reasonFragment: String) {
        do {
            let tag = try LanguageTag(input)
            Issue.record("\"\(input)\" was accepted as \(tag)")
        } catch {
            #expect(error.tag == input)
            #expect(error.reason.contains(reasonFragment), "reason was: \(error.reason)")
            #expect(error.description.hasPrefix("invalid language tag \"\(input)\": "))
        }
    }

    @Test("A very long input is rejected without parsing it")
    func overlong() {
        let input = String(repeating: "en-", count: 100) + "US"
        #expect(throws: LanguageTagError.self) { try LanguageTag(input) }
    }
}
