import Testing
import LocaleMatching

@Suite("POSIX locale values")
struct POSIXLocaleTests {
    @Test("LANG and LC_ALL values become BCP 47 tags", arguments: [
        ("ko_KR.UTF-8", "ko-KR"),
        ("pt_BR@currency=BRL", "pt-BR"),
        ("de_DE.ISO-8859-15@euro", "de-DE"),
        ("sr_RS@latin", "sr-Latn-RS"),
        ("uz_UZ.UTF-8@cyrillic", "uz-Cyrl-UZ"),
        ("ca_ES@valencia", "ca-ES-valencia"),
        ("en", "en"),
        ("zh_TW.Big5", "zh-TW"),
        ("fr_CA:fr:en", "fr-CA"),
    ])
    func converts(value: String, expected: String) {
        #expect(LocaleMatcher.systemLanguage(fromPOSIXLocale: value) == expected)
    }

    @Test("Values that name no language give nil", arguments: [
        "C", "POSIX", "C.UTF-8", "", ".UTF-8", "@euro", "e_X", "ko_KR UTF-8", ":en",
    ])
    func noLanguage(value: String) {
        #expect(LocaleMatcher.systemLanguage(fromPOSIXLocale: value) == nil)
    }

    @Test("The environment is read in POSIX order: LC_ALL, LC_MESSAGES, LANG")
    func environmentPrecedence() {
        #expect(LocaleMatcher.systemLanguage(environment: ["LANG": "fr_FR.UTF-8"]) == "fr-FR")
        #expect(LocaleMatcher.systemLanguage(environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_AT"]) == "de-AT")
        #expect(LocaleMatcher.systemLanguage(
            environment: ["LANG": "fr_FR.UTF-8", "LC_MESSAGES": "de_AT", "LC_ALL": "ja_JP.eucJP"]) == "ja-JP")
        // An empty variable is unset; a set C locale means no language, without looking further.
        #expect(LocaleMatcher.systemLanguage(environment: ["LC_ALL": "", "LANG": "ko_KR.UTF-8"]) == "ko-KR")
        #expect(LocaleMatcher.systemLanguage(environment: ["LC_ALL": "C", "LANG": "ko_KR.UTF-8"]) == nil)
        #expect(LocaleMatcher.systemLanguage(environment: [:]) == nil)
    }
}
