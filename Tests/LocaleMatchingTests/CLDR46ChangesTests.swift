import Testing
@testable import LocaleMatching

/// What moving the locale tables from CLDR 41 to CLDR 46 (the CLDR of the plural rules and of ICU 76.1) changed,
/// one kind of difference per test. Found by comparing the two tables entry by entry; the matching answers were
/// checked against Apple's ualoc_localizationsToUse (ICU 76.1), and the likely subtags against its
/// uloc_addLikelySubtags.
@Suite("What CLDR 46 changed since CLDR 41")
struct CLDR46ChangesTests {
    @Test("The tables are CLDR 46, the plural rules' version")
    func version() {
        #expect(LocaleTables.cldrVersion == "46")
    }

    @Test("Fifteen language codes became aliases", arguments: [
        ("ajp", "apc"), ("ajt", "aeb"), ("gom", "kok"), ("kgm", "plu"), ("lak", "ksp"), ("nom", "cbr"),
        ("pmk", "crr"), ("prp", "gu"), ("smd", "kmb"), ("snb", "iba"), ("szd", "umi"), ("tmk", "tdg"),
        ("tpw", "tpn"), ("xss", "zko"), ("zkb", "kjh"), ("gom-IN", "kok-IN"),
    ])
    func newAliases(input: String, expected: String) throws {
        #expect(try LanguageTag(input).replacingAliases().description == expected)
    }

    @Test("knn (Konkani, individual language) is no longer an alias of kok")
    func knnIsItsOwnLanguage() throws {
        #expect(try LanguageTag("knn").replacingAliases().description == "knn")
        #expect(try LanguageTag("knn").maximized().description == "knn-Deva-IN")
    }

    @Test("Matching follows the new aliases both ways, and no longer joins knn and kok", arguments: [
        MatchCase(["kok"], "gom", ["kok"]),
        MatchCase(["gom"], "kok", ["gom"]),
        MatchCase(["kok", "kok-IN"], "gom-IN", ["kok-IN", "kok"]),
        MatchCase(["apc"], "ajp", ["apc"]),
        MatchCase(["ajp"], "apc", ["ajp"]),
        MatchCase(["plu"], "kgm", ["plu"]),
        MatchCase(["gu", "en"], "prp", ["gu"]),
        MatchCase(["kok"], "knn", []),
        MatchCase(["knn"], "kok", []),
    ])
    func aliasMatching(_ match: MatchCase) throws {
        #expect(try LocaleMatcher.localizations(available: match.available, requested: match.requested) == match.expected)
    }

    @Test("Haitian Creole's parent is fr-HT", arguments: [
        MatchCase(["ht", "fr-HT", "fr"], "ht", ["ht", "fr-HT", "fr"]),
        // Different language codes: the parent orders a chosen ht's fallbacks but does not make fr serve ht.
        MatchCase(["fr-HT", "fr"], "ht", []),
        MatchCase(["ht", "fr"], "ht-HT", ["ht", "fr"]),
    ])
    func haitianParent(_ match: MatchCase) throws {
        #expect(LocaleMatcher.parent(of: "ht") == "fr-HT")
        #expect(try LocaleMatcher.localizations(available: match.available, requested: match.requested) == match.expected)
    }

    @Test("Parents CLDR 46 now lists were already Apple ICU's, so the chains stay", arguments: [
        ("en-ID", ["en-001", "en"]), ("es-JP", ["es-419", "es"]), ("kaa-Latn", []), ("kok-Latn", []),
        ("kxv-Deva", []), ("kxv-Orya", []), ("kxv-Telu", []), ("no-NO", ["no"]),
    ])
    func parentsNowInCLDR(tag: String, ancestors: [String]) {
        #expect(LocaleTables.cldrParents[tag] != nil)
        #expect(LocaleTables.appleLocaleDataParents[tag] == nil)
        var chain: [String] = []
        var current = tag
        while let parent = LocaleMatcher.parent(of: current), chain.count < 10 {
            chain.append(parent)
            current = parent
        }
        #expect(chain == ancestors)
    }

    @Test("Likely subtags that changed value", arguments: [
        ("gon", "gon-Deva-IN"), ("hif", "hif-Deva-FJ"), ("oui", "oui-Ougr-CN"), ("pap", "pap-Latn-CW"),
        ("prg", "prg-Latn-PL"), ("rif", "rif-Latn-MA"), ("udi", "udi-Cyrl-RU"), ("und-Aghb", "xag-Aghb-AZ"),
        ("und-Arab-TR", "apc-Arab-TR"), ("und-Ougr", "oui-Ougr-CN"), ("yi", "yi-Hebr-UA"), ("ji", "yi-Hebr-UA"),
        // Languages CLDR 41 placed in the unknown region ZZ now have one (some a new script too).
        ("aai", "aai-Latn-PG"), ("dag", "dag-Latn-GH"), ("bji", "bji-Latn-ET"), ("apc", "apc-Arab-SY"),
    ])
    func changedLikelySubtags(input: String, expected: String) throws {
        #expect(try LanguageTag(input).maximized().description == expected)
    }

    @Test("No likely region is the unknown region ZZ any more")
    func noUnknownRegions() {
        for entry in LocaleTables.likelySubtags.entries {
            #expect(!entry.value.hasSuffix("-ZZ"), "\(entry.key) -> \(entry.value)")
        }
    }

    @Test("Keys CLDR 46 dropped: macro-regions take the language of und, the rest maximize as before", arguments: [
        ("und-150", "en-Latn-150"), ("und-015", "en-Latn-015"), ("und-145", "en-Latn-145"),
        ("und-Latn-150", "en-Latn-150"), ("und-AQ", "en-Latn-AQ"), ("und-EU", "en-Latn-EU"),
        ("gom", "kok-Deva-IN"), ("hi-Latn", "hi-Latn-IN"), ("rif-NL", "rif-Latn-NL"),
        // und-Cpmn-CY is gone; the lookup finds und-CY next (ICU, which tries the script first, keeps und).
        ("und-Cpmn-CY", "el-Cpmn-CY"),
    ])
    func droppedLikelySubtags(input: String, expected: String) throws {
        #expect(LocaleTables.likelySubtags[input] == nil)
        #expect(try LanguageTag(input).maximized().description == expected)
    }

    @Test("Languages CLDR 46 added (unknown before, so left as they were)", arguments: [
        ("azb", "azb-Arab-IR"), ("acm", "acm-Arab-IQ"), ("aao", "aao-Arab-DZ"), ("hbo", "hbo-Hebr-IL"),
        ("jpr", "jpr-Hebr-IL"), ("aii", "aii-Syrc-IQ"), ("mid", "mid-Mand-IQ"), ("sam", "sam-Samr-PS"),
        ("obm", "obm-Phnx-JO"), ("pgd", "pgd-Khar-PK"), ("ecy", "ecy-Cprt-CY"), ("xly", "xly-Elym-IR"),
        ("bqb", "bqb-Latn-ID"), ("kxv", "kxv-Latn-IN"), ("zmc", "zmc-Latn-AU"),
    ])
    func newLanguages(input: String, expected: String) throws {
        #expect(try LanguageTag(input).maximized().description == expected)
        #expect(try LanguageTag(input).likelyScript == LanguageTag(expected).script)
    }

    @Test("Now right to left: new languages in right-to-left scripts, and regions whose language is", arguments: [
        "azb", "acm", "aao", "hbo", "jpr", "aii", "mid", "sam", "obm", "pgd", "ecy", "xly", "ajp", "ajt",
        "und-CC", "und-SS",
    ])
    func nowRightToLeft(tag: String) {
        #expect(LocaleMatcher.isRightToLeft(tag))
    }

    @Test("Now left to right: macro-regions whose likely language was Arabic", arguments: ["und-015", "und-145"])
    func nowLeftToRight(tag: String) {
        #expect(!LocaleMatcher.isRightToLeft(tag))
    }

    @Test("Minimizing follows the new likely values", arguments: [
        ("yi-Hebr-UA", "yi"), ("yi-001", "yi-001"), ("pap-CW", "pap"), ("pap-AW", "pap-AW"),
        ("rif-Latn-MA", "rif"), ("rif-Tfng", "rif-Tfng"), ("hif-Deva-FJ", "hif"), ("hif-Latn", "hif-Latn"),
        ("prg-PL", "prg"), ("prg-001", "prg-001"),
    ])
    func minimize(input: String, expected: String) throws {
        #expect(try LanguageTag(input).minimized().description == expected)
    }

    @Test("The language's usual region wins ties with its new likely region", arguments: [
        MatchCase(["pap-AW", "pap-CW"], "pap", ["pap-CW"]),
        MatchCase(["yi-001", "yi-UA"], "yi", ["yi-UA"]),
        MatchCase(["prg-001", "prg-PL"], "prg", ["prg-PL"]),
    ])
    func usualRegion(_ match: MatchCase) throws {
        #expect(try LocaleMatcher.localizations(available: match.available, requested: match.requested) == match.expected)
    }
}
