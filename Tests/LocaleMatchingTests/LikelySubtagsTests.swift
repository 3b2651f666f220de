import Testing
@testable import LocaleMatching

@Suite("Aliases, likely subtags and right-to-left languages")
struct LikelySubtagsTests {
    @Test("Deprecated and legacy language codes are replaced (CLDR languageAlias)", arguments: [
        ("iw", "he"), ("in", "id"), ("ji", "yi"), ("jw", "jv"), ("tl", "fil"), ("mo", "ro"),
        ("iw-IL", "he-IL"), ("sh", "sr-Latn"), ("sh-BA", "sr-Latn-BA"), ("he", "he"), ("no", "no"),
    ])
    func aliases(input: String, expected: String) throws {
        #expect(try LanguageTag(input).replacingAliases().description == expected)
    }

    @Test("Likely subtags fill in script and region", arguments: [
        ("zh-HK", "zh-Hant-HK"), ("zh-TW", "zh-Hant-TW"), ("zh-CN", "zh-Hans-CN"), ("zh", "zh-Hans-CN"),
        ("zh-Hant", "zh-Hant-TW"), ("pt", "pt-Latn-BR"), ("sr", "sr-Cyrl-RS"), ("sr-ME", "sr-Latn-ME"),
        ("en", "en-Latn-US"), ("iw", "he-Hebr-IL"), ("und-IR", "fa-Arab-IR"), ("ks", "ks-Arab-IN"),
        ("ca-ES-valencia", "ca-Latn-ES-valencia"),
    ])
    func maximize(input: String, expected: String) throws {
        #expect(try LanguageTag(input).maximized().description == expected)
    }

    @Test("Minimizing keeps only what the likely subtags do not imply", arguments: [
        ("zh-Hant-TW", "zh-TW"), ("zh-Hans-CN", "zh"), ("pt-Latn-BR", "pt"), ("pt-PT", "pt-PT"),
        ("en-US", "en"), ("it-CH", "it-CH"), ("sr-Latn-RS", "sr-Latn"), ("es-419", "es-419"),
    ])
    func minimize(input: String, expected: String) throws {
        #expect(try LanguageTag(input).minimized().description == expected)
    }

    @Test("The script accessor gives only the written script; likelyScript fills it in")
    func scripts() throws {
        #expect(try LanguageTag("sr").script == nil)
        #expect(try LanguageTag("sr").likelyScript == "Cyrl")
        #expect(try LanguageTag("sr-Latn").likelyScript == "Latn")
        #expect(try LanguageTag("zh-HK").likelyScript == "Hant")
        #expect(try LanguageTag("qqq").likelyScript == nil)
    }

    @Test("Right-to-left languages", arguments: [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ps", "sd", "syr", "ug", "ur", "yi",
        "az-Arab", "pa-Arab", "ks", "ar-EG", "HE_il", "ff-Adlm", "nqo", "uz-Arab",
    ])
    func rightToLeft(tag: String) {
        #expect(LocaleMatcher.isRightToLeft(tag))
    }

    @Test("Left-to-right languages and non-tags", arguments: [
        "en", "ku", "az", "pa", "sd-Deva", "ks-Deva", "zh-Hant", "ja", "ff", "uz", "", "e", "ar--EG",
    ])
    func leftToRight(tag: String) {
        #expect(!LocaleMatcher.isRightToLeft(tag))
    }

    @Test("The right-to-left scripts were derived from the UCD")
    func rightToLeftScripts() {
        for script in ["Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm"] {
            #expect(LocaleTables.rightToLeftScripts.contains(script))
        }
        for script in ["Latn", "Cyrl", "Deva", "Hans", "Hant", "Grek", "Osge"] {
            #expect(!LocaleTables.rightToLeftScripts.contains(script))
        }
    }
}
