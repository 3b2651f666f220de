@testable import Checks
import Diagnostics
import StringCatalog
import StringsGuardKit
import Testing

/// The facts every rule reads are the catalog's own answers, and a rule finds the same whether it runs
/// inside `Checker` (facts made once, on both cores) or on its own (facts made on the spot).
@Suite struct CatalogFactsTests {
    /// Plain and empty units, every state, a plural, a device case with a plural inside, a substitution, a
    /// string set, a key without words, a stale key and a localization with nothing in it.
    static let catalog = """
        {"sourceLanguage":"en","strings":{
        "Paused":{"localizations":{
          "de":{"stringUnit":{"state":"translated","value":"Pausiert"}},
          "fr":{"stringUnit":{"state":"needs_review","value":""}},
          "ja":{"stringUnit":{"state":"new","value":"一時停止"}},
          "ar":{"stringUnit":{"state":"needs_review","value":"متوقف"}},
          "he":{}}},
        "%lld minutes":{"localizations":{
          "en":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%lld minute"}},
            "other":{"stringUnit":{"state":"translated","value":"%lld minutes"}}}}},
          "de":{"variations":{"device":{"ipad":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"needs_review","value":"eine Minute"}},
            "other":{"stringUnit":{"state":"translated","value":"%lld Minuten"}}}}},
            "other":{"stringUnit":{"state":"translated","value":"%lld Min."}}}}}}},
        "Time left: %lld":{"localizations":{
          "fr":{"stringUnit":{"state":"translated","value":"Reste %#@minutes@"},
            "substitutions":{"minutes":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
              "one":{"stringUnit":{"state":"new","value":"%arg minute"}},
              "other":{"stringUnit":{"state":"translated","value":"%arg minutes"}}}}}}}}},
        "Start %@":{"localizations":{"fr":{"stringSet":{"state":"translated","values":["Démarrer %@"]}}}},
        "%@ • %@":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"%@ • %@"}}}},
        "Stale":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"translated","value":"Alt"}}}}
        },"version":"1.0"}
        """

    static func project() throws -> (Project, ExampleProject) {
        let example = try ExampleProject(RuleExample("facts", appCatalog: catalog))
        return (try ProjectLoading.load(example.configuration), example)
    }

    @Test func eachLocalizationsFactsAreTheCatalogsOwnAnswers() throws {
        let (project, example) = try Self.project()
        defer { example.removeFiles() }
        let loaded = project.catalogs[0]
        let facts = CatalogFacts.all(in: project, parallel: true)[0]
        #expect(facts.entries.count == loaded.catalog.entries.count)
        for (entry, entryFacts) in zip(loaded.catalog.entries, facts.entries) {
            #expect(entryFacts.isReachable == project.isReachable(entry, in: loaded))
            let checked = entryFacts.isReachable && entry.needsTranslation
            let sourceTexts = entry.sourceTexts(sourceLanguage: loaded.catalog.sourceLanguage)
            #expect(entryFacts.hasTextToTranslate == (checked && sourceTexts.contains(where: CatalogEntry.hasWords)))
            let localizations = entry.localizations ?? []
            #expect(entryFacts.localizations.map(\.index) == Array(localizations.indices))
            #expect(entryFacts.source?.index == localizations.firstIndex { $0.language == loaded.catalog.sourceLanguage })
            for (localization, fact) in zip(localizations, entryFacts.localizations) {
                #expect(fact.language == localization.language)
                #expect(loaded.languages[fact.languageIndex] == localization.language)
                var leaves: [String] = []
                entryFacts.forEachLeaf(of: fact, in: entry) { leaves.append("\($0.path) \($0.unit.value)") }
                #expect(leaves == localization.content.stringUnitLeaves.map { "\($0.path) \($0.unit.value)" })
                var inPlace: [String] = []
                entryFacts.forEachLeafInPlace(of: fact, in: entry) { inPlace.append("\($0.pointee.path) \($0.pointee.unit.value)") }
                #expect(inPlace == leaves)
                // The same read through a pointer to the entry, as the rules that walk entries in place do.
                var throughPointer: [String] = []
                withUnsafePointer(to: entry) { entry in
                    entryFacts.forEachLeafInPlace(of: fact, in: entry) {
                        throughPointer.append("\($0.pointee.path) \($0.pointee.unit.value)")
                    }
                }
                #expect(throughPointer == leaves)
                #expect(entryFacts.hasText(fact, in: entry)
                    == localization.content.stringUnitLeaves.contains { !$0.unit.value.isEmpty })
            }
            // What `missing-translation` marks of each language, and clears after (one more index than there
            // are languages: it is passed over).
            var isUsable = [Bool](repeating: false, count: loaded.languages.count)
            entryFacts.markUsableLanguages(in: &isUsable)
            #expect(isUsable == loaded.languages.indices.map { entryFacts.status(forLanguageAt: $0).isUsable })
            entryFacts.clearUsableLanguages(in: &isUsable)
            #expect(!isUsable.contains(true))
            var shorter = [Bool](repeating: false, count: max(0, loaded.languages.count - 1))
            entryFacts.markUsableLanguages(in: &shorter)
            #expect(shorter == shorter.indices.map { entryFacts.status(forLanguageAt: $0).isUsable })
            for (index, language) in loaded.languages.enumerated() {
                #expect(entryFacts.status(forLanguageAt: index) == entry.assessment(for: language).status)
                let assessment = entryFacts.assessment(forLanguageAt: index, in: entry)
                #expect(assessment.status == entry.assessment(for: language).status)
                #expect(assessment.location == entry.assessment(for: language).location)
                // What `missing-translation` reads of a language it reports: the same place, and whether missing.
                if !assessment.status.isUsable {
                    let unusable = entryFacts.unusableTranslation(forLanguageAt: index, in: entry)
                    #expect(unusable.isMissing == (assessment.status == .missing))
                    #expect(unusable.location == assessment.location)
                    let throughPointer = withUnsafePointer(to: entry) {
                        entryFacts.unusableTranslation(forLanguageAt: index, in: $0)
                    }
                    #expect(throughPointer.isMissing == unusable.isMissing)
                    #expect(throughPointer.location == unusable.location)
                }
            }
        }
        // An empty value and an empty localization are new; a review counts as usable.
        let paused = try #require(loaded.catalog.entries.firstIndex { $0.key == "Paused" })
        #expect(facts.entries[paused].localizations.map(\.status) == [.translated, .new, .new, .needsReview, .new])
    }

    @Test func everyRuleFindsTheSameAloneAsInsideTheChecker() throws {
        let (project, example) = try Self.project()
        defer { example.removeFiles() }
        var total = 0
        for rule in RuleRegistry.rules {
            var alone = RuleOutput()
            rule.check(project, into: &alone)
            let inChecker = Checker(rules: [rule]).run(project).findings
            #expect(Set(alone.findings) == Set(inChecker), "\(rule.descriptor.id)")
            #expect(alone.findings.count == inChecker.count, "\(rule.descriptor.id)")
            total += inChecker.count
        }
        #expect(total > 10)
    }
}
