import Testing
@testable import StringCatalog

/// `SubstitutionPaths` hands out the paths of substitutions' cases again: the leaves collected through it
/// are the localization's own `stringUnitLeaves`, whatever came before, and the same array once equal.
@Suite struct SubstitutionPathsTests {
    /// Substitutions in different orders, with different case sets (an Arabic plural's six beside two), a
    /// device group beside a plural, a case that is itself varied, a name past 15 bytes, one without
    /// variations, and a localization that only varies.
    static let catalog = """
        {"sourceLanguage":"en","strings":{
        "%lld of %lld":{"localizations":{
          "en":{"stringUnit":{"state":"translated","value":"%#@count@ of %#@total@"},"substitutions":{
            "count":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
              "one":{"stringUnit":{"state":"translated","value":"%arg item"}},
              "other":{"stringUnit":{"state":"translated","value":"%arg items"}}}}},
            "total":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
              "other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}},
          "ar":{"stringUnit":{"state":"translated","value":"%#@count@ من %#@total@"},"substitutions":{
            "count":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
              "few":{"stringUnit":{"state":"translated","value":"%arg a"}},
              "many":{"stringUnit":{"state":"translated","value":"%arg b"}},
              "one":{"stringUnit":{"state":"translated","value":"%arg c"}},
              "other":{"stringUnit":{"state":"translated","value":"%arg d"}},
              "two":{"stringUnit":{"state":"translated","value":"%arg e"}},
              "zero":{"stringUnit":{"state":"translated","value":"%arg f"}}}}},
            "total":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
              "other":{"stringUnit":{"state":"translated","value":"%arg"}}}}}}},
          "de":{"stringUnit":{"state":"translated","value":"%#@total@ / %#@count@"},"substitutions":{
            "total":{"argNum":2,"formatSpecifier":"lld","variations":{"plural":{
              "one":{"stringUnit":{"state":"translated","value":"%arg"}},
              "other":{"stringUnit":{"state":"translated","value":"%arg"}}}}},
            "count":{"argNum":1,"formatSpecifier":"lld","variations":{
              "device":{"ipad":{"variations":{"plural":{
                "one":{"stringUnit":{"state":"translated","value":"%arg Ding"}},
                "other":{"stringUnit":{"state":"translated","value":"%arg Dinge"}}}}},
                "other":{"stringUnit":{"state":"translated","value":"%arg Dinge"}}},
              "plural":{"one":{"stringUnit":{"state":"translated","value":"%arg Sache"}}}}}}},
          "fr":{"stringUnit":{"state":"translated","value":"%#@a_substitution_name_past_fifteen_bytes@"},"substitutions":{
            "a_substitution_name_past_fifteen_bytes":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
              "one":{"stringUnit":{"state":"translated","value":"%arg"}},
              "other":{"stringUnit":{"state":"translated","value":"%arg"}}}}},
            "bare":{"argNum":2,"formatSpecifier":"lld"}}},
          "ja":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld / %lld"}}}}}}}
        },"version":"1.0"}
        """

    static func described(_ leaves: [StringUnitLeaf]) -> [String] { leaves.map { "\($0.path) \($0.unit.value)" } }

    @Test func leavesThroughSharedPathsAreEachLocalizationsOwnInAnyOrder() throws {
        let catalog = try Catalog(bytes: Array(Self.catalog.utf8), path: "paths.xcstrings")
        let localizations = try #require(catalog.entries.first?.localizations)
        // Every order of the localizations once forwards, once backwards, and each twice over.
        let forwards = Array(localizations.indices)
        for order in [forwards, forwards.reversed(), forwards + forwards] {
            var paths = SubstitutionPaths()
            for index in order {
                var leaves: [StringUnitLeaf] = []
                localizations[index].content.appendStringUnitLeaves(to: &leaves, reusing: &paths)
                #expect(Self.described(leaves) == Self.described(localizations[index].content.stringUnitLeaves))
                #expect(leaves.map(\.path) == localizations[index].content.stringUnitLeaves.map(\.path))
            }
        }
    }

    @Test func anEqualCaseGetsTheKeptPathAndManySubstitutionsStillComeOutRight() throws {
        let catalog = try Catalog(bytes: Array(Self.catalog.utf8), path: "paths.xcstrings")
        let localizations = try #require(catalog.entries.first?.localizations)
        var paths = SubstitutionPaths()
        var first: [StringUnitLeaf] = []
        var second: [StringUnitLeaf] = []
        localizations[0].content.appendStringUnitLeaves(to: &first, reusing: &paths)
        localizations[0].content.appendStringUnitLeaves(to: &second, reusing: &paths)
        // The second collection shares the first's arrays: the same storage, not only equal values.
        for (one, other) in zip(first, second) {
            #expect(one.path.components.withUnsafeBufferPointer { $0.baseAddress }
                == other.path.components.withUnsafeBufferPointer { $0.baseAddress })
        }
        // More substitutions and cases than are kept: the rest are made afresh, equal all the same.
        let many = (0..<40).map { index in
            Substitution(
                name: "s\(index)",
                variations: Variations(groups: [
                    VariationGroup(kind: VariationKind.plural, cases: (0..<6).map { number in
                        VariationCase(
                            name: VariationKind.pluralCategories[number],
                            content: LocalizedContent(stringUnit: StringUnit(value: "%arg \(index).\(number)")))
                    })
                ]))
        }
        let content = LocalizedContent(stringUnit: StringUnit(value: "x"), substitutions: many)
        for _ in 0..<2 {
            var leaves: [StringUnitLeaf] = []
            content.appendStringUnitLeaves(to: &leaves, reusing: &paths)
            #expect(Self.described(leaves) == Self.described(content.stringUnitLeaves))
            #expect(leaves.count == 1 + 40 * 6)
        }
    }

    @Test func variesIsWhetherTheContentHasVariationsOrSubstitutions() throws {
        let catalog = try Catalog(bytes: Array(Self.catalog.utf8), path: "paths.xcstrings")
        let complete = try Catalog.load(path: fixturePath("complete.xcstrings"))
        for entry in catalog.entries + complete.entries {
            guard let localizations = entry.localizations else { continue }
            localizations.withUnsafeBufferPointer { list in
                for index in list.indices {
                    let content = list[index].content
                    #expect(Localization.varies(list, at: index) == (content.variations != nil || content.substitutions != nil))
                }
            }
        }
    }

    @Test func aPathPrintsItsComponentsJoinedByDots() {
        #expect(VariationPath.root.description == "")
        #expect(VariationPath([.variation(kind: "plural", name: "one")]).description == "plural.one")
        #expect(VariationPath([.substitution("n"), .variation(kind: "plural", name: "few")]).description
            == "substitutions.n.plural.few")
        #expect(VariationPath([.variation(kind: "", name: "")]).description == ".")
        #expect(VariationPath([.substitution("")]).description == "substitutions.")
        #expect(VariationPath([.variation(kind: "device", name: "iPad é"), .substitution("名")]).description
            == "device.iPad é.substitutions.名")
    }
}
