import Checks
import Diagnostics
import StringsGuardKit
import Testing

/// What `unknown-catalog-value` says and suggests for each kind of value, and that a run limited to some
/// languages reports only theirs. Where the findings land is proven by the rule's own examples.
@Suite struct UnknownCatalogValueRuleTests {
    static let catalog = """
        {"sourceLanguage":"en","strings":{
        "Paused":{"localizations":{
          "de":{"stringUnit":{"state":"translatd","value":"Pausiert"}},
          "fr":{"stringUnit":{"state":"need_review","value":"En pause"}},
          "ja":{"stringUnit":{"state":"reviewed","value":"一時停止"}}}},
        "Tap to start":{"localizations":{"fr":{"variations":{"device":{
          "ipone":{"stringUnit":{"state":"translated","value":"Touchez"}},
          "toaster":{"stringUnit":{"state":"translated","value":"Grillez"}},
          "other":{"stringUnit":{"state":"translated","value":"Commencer"}}}}}}}},"version":"1.0"}
        """

    static func findings(languages: [String]? = nil) throws -> [Finding] {
        let project = try ExampleProject(RuleExample("every kind", appCatalog: catalog, languages: languages))
        defer { project.removeFiles() }
        return Checker(rules: [UnknownCatalogValue()]).run(try ProjectLoading.load(project.configuration)).findings
    }

    @Test func eachValueIsNamedWithTheFixXcodesSpellingSuggests() throws {
        let said = try Self.findings().map { "\($0.location.line):\($0.location.column) \($0.language ?? "") \($0.message) | \($0.fix ?? "")" }
        #expect(said == [
            #"3:31 de the de translation of "Paused" has the state "translatd", which Xcode does not write; it is read as translated | Write the state "translated" (or "needs_review" if the translation is not checked yet)."#,
            #"4:31 fr the fr translation of "Paused" has the state "need_review", which Xcode does not write; it is read as translated | Write the state "needs_review"."#,
            #"5:31 ja the ja translation of "Paused" has the state "reviewed", which Xcode does not write; it is read as translated | Write one of the states Xcode writes: "translated", "needs_review" or "new"."#,
            #"7:3 fr the fr translation of "Tap to start" has a device case "ipone", which no device chooses; it is never shown | Rename the case "ipone" to "iphone", or remove it."#,
            #"8:3 fr the fr translation of "Tap to start" has a device case "toaster", which no device chooses; it is never shown | Rename the case to one of iphone, ipad, ipod, mac, applewatch, appletv, applevision, other, or remove it."#,
        ])
        #expect(try Self.findings().allSatisfy { $0.severity == .warning && $0.rule == "unknown-catalog-value" })
    }

    @Test func aRunLimitedToSomeLanguagesReportsOnlyTheirs() throws {
        #expect(try Self.findings(languages: ["de"]).map(\.language) == ["de"])
        #expect(try Self.findings(languages: ["ko"]).isEmpty)
    }
}
