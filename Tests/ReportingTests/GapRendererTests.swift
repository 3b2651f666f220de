import Diagnostics
import Reporting
import Testing

/// The `gaps` renderers: a plural key shows its source forms, a stale key is listed once for every language.
@Suite struct GapRendererTests {
    static let report = GapReport(
        coverage: [
            CoverageRow(target: "App", language: "pl", total: 2, translated: 1, needsReview: 0, new: 0, missing: 1),
            CoverageRow(target: "App", language: "uk", total: 2, translated: 0, needsReview: 0, new: 1, missing: 1),
        ],
        gaps: [
            .init(status: "missing", target: "App", language: "pl", key: "%lld new posts",
                  sourceForms: ["%lld new post", "%lld new posts"], comment: "Badge", location: SourceLocation(file: "App.xcstrings", line: 4, column: 5)),
            .init(status: "missing", target: "App", language: "uk", key: "%lld new posts",
                  sourceForms: ["%lld new post", "%lld new posts"], comment: "Badge", location: SourceLocation(file: "App.xcstrings", line: 4, column: 5)),
            .init(status: "new", target: "App", language: "uk", key: "Done", sourceForms: ["Done"], comment: nil,
                  location: SourceLocation(file: "App.xcstrings", line: 20, column: 9)),
            .init(status: "stale", target: "App", language: nil, key: "Old, \"quoted\"", sourceForms: ["Old, \"quoted\""],
                  comment: nil, location: SourceLocation(file: "App.xcstrings", line: 30, column: 5)),
        ])

    @Test func textShowsSourceFormsAndStaleKeysOnce() {
        let text = GapTextRenderer().render(Self.report)
        #expect(text == """
        App — pl: 50% (1 of 2 usable; 1 missing, 0 new, 0 to review)
          missing      "%lld new posts"  App.xcstrings:4:5
                       source: %lld new post / %lld new posts
                       comment: Badge
        App — uk: 0% (0 of 2 usable; 1 missing, 1 new, 0 to review)
          missing      "%lld new posts"  App.xcstrings:4:5
                       source: %lld new post / %lld new posts
                       comment: Badge
          new          "Done"  App.xcstrings:20:9
        App — stale in every language (remove, or use again):
          stale        "Old, "quoted""  App.xcstrings:30:5

        """)
    }

    @Test func csvLeavesAStaleKeysLanguageEmpty() {
        let lines = GapCSVRenderer().render(Self.report).components(separatedBy: "\r\n")
        #expect(lines[1] == "App,pl,missing,%lld new posts,%lld new post / %lld new posts,Badge,App.xcstrings,4,50%")
        #expect(lines[4] == #"App,,stale,"Old, ""quoted""","Old, ""quoted""",,App.xcstrings,30,"#)
        #expect(lines.count == 6)
    }

    @Test func jsonListsTheFormsAndANullLanguage() {
        let json = GapJSONRenderer().render(Self.report)
        #expect(json.contains("""
              "sourceForms": [
                "%lld new post",
                "%lld new posts"
              ],
        """))
        #expect(json.contains(#""language": null,"#))
        #expect(json.components(separatedBy: #""status": "stale""#).count == 2)
    }

    @Test func markdownHasOneStaleSection() {
        let markdown = GapMarkdownRenderer().render(Self.report)
        #expect(markdown.components(separatedBy: "stale in every language").count == 2)
        #expect(markdown.contains("| missing | %lld new posts | %lld new post / %lld new posts | Badge |"))
    }

    @Test func oneLanguageLeavesOutOtherLanguagesAndStaleKeys() {
        let polish = Self.report.only(language: "pl")
        #expect(polish.coverage.map(\.language) == ["pl"])
        #expect(polish.gaps.map(\.key) == ["%lld new posts"])
        #expect(Self.report.staleOnly.gaps.map(\.status) == ["stale"])
    }
}
