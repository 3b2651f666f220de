import Testing
@testable import LocaleMatching

/// One matching case: the catalog's languages, the requested language, the expected choice best first.
/// Expected answers were checked against Apple's ualoc_localizationsToUse (Apple ICU 76.1).
struct MatchCase: CustomTestStringConvertible, Sendable {
    let available: [String]
    let requested: String
    let expected: [String]

    init(_ available: [String], _ requested: String, _ expected: [String]) {
        self.available = available
        self.requested = requested
        self.expected = expected
    }

    var testDescription: String { "\(requested) in \(available)" }
}

@Suite("Choosing a catalog language")
struct LocaleMatcherTests {
    @Test("The reference table", arguments: [
        MatchCase(["pt", "pt-BR"], "pt-PT", ["pt"]),
        MatchCase(["pt", "pt-BR", "pt-PT"], "pt-PT", ["pt-PT", "pt"]),
        MatchCase(["en", "en-GB"], "en-AU", ["en-GB", "en"]),
        MatchCase(["zh-Hans", "zh-Hant"], "zh-HK", ["zh-Hant"]),
        MatchCase(["nb", "en"], "no", ["nb"]),
        MatchCase(["he", "en"], "iw", ["he"]),
        MatchCase(["es", "es-419"], "es-MX", ["es-419", "es"]),
        MatchCase(["en", "fr"], "de", []),
    ])
    func referenceTable(_ match: MatchCase) throws {
        #expect(try LocaleMatcher.localizations(available: match.available, requested: match.requested) == match.expected)
    }

    @Test("Regional and script fallbacks", arguments: [
        // Plain pt means Brazilian Portuguese, so it beats pt-PT for a Brazilian request.
        MatchCase(["pt", "pt-PT"], "pt-BR", ["pt"]),
        // Brazilian Portuguese is a last resort for a European request, better than the development language.
        MatchCase(["pt-BR"], "pt-PT", ["pt-BR"]),
        MatchCase(["pt-BR", "en"], "pt-PT", ["pt-BR"]),
        MatchCase(["pt-BR", "pt"], "pt-PT", ["pt"]),
        MatchCase(["pt"], "pt-MO", ["pt"]),
        MatchCase(["pt", "pt-PT"], "pt-MO", ["pt-PT", "pt"]),
        MatchCase(["zh-Hans", "zh-Hant"], "zh-Hans-CN", ["zh-Hans"]),
        MatchCase(["zh-Hans", "zh-Hant"], "zh-CN", ["zh-Hans"]),
        MatchCase(["zh-Hans", "zh-Hant"], "zh", ["zh-Hans"]),
        MatchCase(["zh-Hans", "zh-Hant"], "zh-TW", ["zh-Hant"]),
        MatchCase(["zh-Hans", "zh-Hant"], "zh-SG", ["zh-Hans"]),
        MatchCase(["zh-Hans", "zh-Hant"], "zh-Hant-MO", ["zh-Hant"]),
        MatchCase(["zh-HK"], "zh-Hant", ["zh-HK"]),
        MatchCase(["zh-Hant-HK", "zh-Hant"], "zh-MO", ["zh-Hant-HK", "zh-Hant"]),
        MatchCase(["zh-CN", "zh-TW", "zh-HK"], "zh-Hant-HK", ["zh-HK", "zh-TW"]),
        MatchCase(["zh-Hans", "zh-Hant", "zh-Hant-HK"], "zh-HK", ["zh-Hant-HK", "zh-Hant"]),
        // Hong Kong falls back to Traditional, never to the language alone.
        MatchCase(["zh"], "zh-HK", []),
        MatchCase(["zh-Hans"], "zh-Hant", []),
        MatchCase(["en", "en-GB"], "en-US", ["en"]),
        MatchCase(["en", "en-GB"], "en-IN", ["en-GB", "en"]),
        MatchCase(["en-AU", "en"], "en-NZ", ["en-AU", "en"]),
        MatchCase(["en", "en-GB", "en-AU"], "en-GB", ["en-GB", "en"]),
        MatchCase(["en-GB"], "en", ["en-GB"]),
        // Parents that come from Apple's ICU locale data rather than CLDR.
        MatchCase(["en", "en-GB"], "en-FR", ["en-GB", "en"]),
        MatchCase(["en", "en-GB"], "en-DE", ["en-GB", "en"]),
        MatchCase(["en", "en-GB"], "en-TH", ["en"]),
        MatchCase(["es", "es-419"], "es-AW", ["es-419", "es"]),
        // Found by comparison with ualoc_localizationsToUse: regions with no likely-subtags entry still have
        // Apple ICU parents (Caribbean Spanish and es-CA go to es-419), and ICU's newer locales whose script
        // is not the language's usual one stop at the root (kxv-Deva, ber-Latn).
        MatchCase(["es-419", "es"], "es-TC", ["es-419", "es"]),
        MatchCase(["es-MX", "es"], "es-CA", ["es-MX", "es"]),
        MatchCase(["es-IC", "es-VC"], "es-NI", ["es-VC"]),
        MatchCase(["kxv-Orya", "kxv"], "kxv-Deva", []),
        MatchCase(["ber-Tfng-MA"], "ber-Latn-MA", []),
        MatchCase(["zh-Hans"], "zh-Latn", []),
        MatchCase(["es-419", "es"], "es-ES", ["es"]),
        // es-MX is a sibling of es-AR under es-419, no closer than plain es.
        MatchCase(["es", "es-MX"], "es-AR", ["es"]),
        MatchCase(["es", "es-419", "es-MX"], "es-AR", ["es-419", "es"]),
        MatchCase(["es"], "es-419", ["es"]),
        // sr-Latn's parent is root in CLDR: it never falls back to Cyrillic sr, nor the other way.
        MatchCase(["sr"], "sr-Latn", []),
        MatchCase(["sr-Latn"], "sr", []),
        MatchCase(["sr-Latn", "sr"], "sr-Latn-RS", ["sr-Latn"]),
        MatchCase(["sr"], "sr-ME", ["sr"]),
        MatchCase(["ko"], "ko-KR", ["ko"]),
        MatchCase(["fr"], "fr-CA", ["fr"]),
        MatchCase(["fr-CA"], "fr", ["fr-CA"]),
        // The language's usual region wins over another region of the same language.
        MatchCase(["it-CH", "it-IT"], "it", ["it-IT"]),
        MatchCase(["da", "en"], "nb", []),
    ])
    func fallbacks(_ match: MatchCase) throws {
        #expect(try LocaleMatcher.localizations(available: match.available, requested: match.requested) == match.expected)
    }

    @Test("Aliases match both ways and the catalog's own spelling is returned", arguments: [
        MatchCase(["iw"], "he", ["iw"]),
        MatchCase(["in", "en"], "id", ["in"]),
        MatchCase(["id"], "in", ["id"]),
        MatchCase(["ji"], "yi", ["ji"]),
        MatchCase(["jv"], "jw", ["jv"]),
        MatchCase(["fil"], "tl", ["fil"]),
        MatchCase(["tl"], "fil", ["tl"]),
        MatchCase(["ro"], "mo", ["ro"]),
        MatchCase(["no"], "nb", ["no"]),
        MatchCase(["nb"], "nn", ["nb"]),
        MatchCase(["nn"], "no", ["nn"]),
        MatchCase(["no-NO", "nb"], "no", ["nb"]),
        MatchCase(["nb-NO", "nn"], "no-NO", ["nb-NO"]),
        MatchCase(["zh-TW"], "zh-Hant", ["zh-TW"]),
        MatchCase(["zh-CN", "zh-TW"], "zh", ["zh-CN"]),
    ])
    func aliases(_ match: MatchCase) throws {
        #expect(try LocaleMatcher.localizations(available: match.available, requested: match.requested) == match.expected)
    }

    @Test("Case and separators do not matter, spellings are kept")
    func spelling() throws {
        #expect(try LocaleMatcher.localizations(available: ["pt", "pt-PT"], requested: "PT_pt") == ["pt-PT", "pt"])
        #expect(try LocaleMatcher.localizations(available: ["pt", "pt_PT"], requested: "pt-pt") == ["pt_PT", "pt"])
        #expect(try LocaleMatcher.localizations(available: ["EN", "en_gb"], requested: "en_AU") == ["en_gb", "EN"])
    }

    @Test("An exact match for a later preference beats a regional fallback of the same language")
    func laterExactPreference() throws {
        let chosen = try LocaleMatcher.localizations(
            available: ["fr-FR", "fr-CH"], preferredLanguages: ["fr-CA", "fr-CH", "fr-FR"])
        #expect(chosen == ["fr-CH"])
        let single = try LocaleMatcher.localizations(available: ["fr-FR", "fr-CH"], requested: "fr-CA")
        #expect(single == ["fr-FR"])
    }

    @Test("The first preference any catalog language fits decides")
    func preferenceOrder() throws {
        #expect(try LocaleMatcher.localizations(available: ["en", "fr"], preferredLanguages: ["de", "fr", "en"]) == ["fr"])
        #expect(try LocaleMatcher.localizations(available: ["pt-BR", "en"], preferredLanguages: ["pt-PT", "en"]) == ["en"])
        #expect(try LocaleMatcher.localizations(available: ["en"], preferredLanguages: []) == [])
    }

    @Test("zxx marks a catalog without linguistic content and is chosen when nothing else fits")
    func noLinguisticContent() throws {
        #expect(try LocaleMatcher.localizations(available: ["en", "zxx"], requested: "ja") == ["zxx"])
        #expect(try LocaleMatcher.localizations(available: ["en", "zxx"], requested: "en") == ["en"])
    }

    @Test("A malformed tag is reported, naming the tag")
    func malformed() {
        #expect(throws: LanguageTagError(tag: "en--US", reason: "has an empty subtag")) {
            try LocaleMatcher.localizations(available: ["en"], requested: "en--US")
        }
        #expect(throws: LanguageTagError(tag: "e", reason: "starts with the singleton \"e\" instead of a language subtag")) {
            try LocaleMatcher.localizations(available: ["en", "e"], requested: "en")
        }
    }

    @Test("Parent chains follow Apple, then CLDR, then truncation", arguments: [
        ("es-MX", ["es-419", "es"]),
        ("es-AR", ["es-419", "es"]),
        ("en-AU", ["en-GB", "en-001", "en"]),
        ("en-IN", ["en-GB", "en-001", "en"]),
        ("en-NZ", ["en-AU", "en-GB", "en-001", "en"]),
        ("en-BE", ["en-150", "en-GB", "en-001", "en"]),
        ("en-US", ["en"]),
        ("zh-Hant-HK", ["zh-HK", "zh-Hant", "zh-TW"]),
        ("zh-Hant-MO", ["zh-Hant-HK", "zh-HK", "zh-Hant", "zh-TW"]),
        ("zh-Hans-CN", ["zh-Hans", "zh"]),
        ("pt-MO", ["pt-PT", "pt"]),
        ("nb", ["no"]),
        ("sr-Latn-RS", ["sr-Latn"]),
        ("az-Arab", []),
        ("en-FR", ["en-150", "en-GB", "en-001", "en"]),
        ("en-TH", ["en-001", "en"]),
        ("zh-Latn", []),
        ("ca-ES-valencia", ["ca-ES", "ca"]),
    ])
    func parentChain(tag: String, ancestors: [String]) {
        var chain: [String] = []
        var current = tag
        while let parent = LocaleMatcher.parent(of: current), chain.count < 10 {
            chain.append(parent)
            current = parent
        }
        #expect(chain == ancestors)
    }

    @Test("The generated tables carry their data versions")
    func tableVersions() {
        #expect(LocaleTables.cldrVersion == "46")
        #expect(LocaleTables.likelySubtags["und"] == "en-Latn-US")
        #expect(LocaleTables.languageAliases["iw"] == "he")
    }
}
