import Resolution
import StringCatalog
import Testing

/// `preview` on a terminal: one line per key, every line within the width, long keys and values cut with
/// `…`, wide characters counted as two cells; JSON has everything whole.
@Suite struct PreviewFittingTests {
    static let catalogText = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "A very long key that says a great deal more than any column could ever hold" : {
              "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "とても長いキーの訳文で、端末の幅を超えてしまうほど長い文です" } } }
            },
            "Line\\nbreak" : {
              "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "改行\\nあり" } } }
            },
            "OK" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "OK" } } } }
          },
          "version" : "1.0"
        }
        """

    func preview() throws -> CatalogPreview {
        let catalog = try Catalog(bytes: Array(Self.catalogText.utf8), path: "Long.xcstrings")
        return try Resolver(catalog: catalog).preview(PreviewRequest(languageCode: "ja", environment: [:]))
    }

    /// Terminal cells: CJK characters take two.
    func cells(_ line: Substring) -> Int {
        line.unicodeScalars.reduce(0) { $0 + (($1.value >= 0x3000 && $1.value <= 0x9FFF) || ($1.value >= 0xFF00 && $1.value <= 0xFF60) ? 2 : 1) }
    }

    @Test(arguments: [40, 60, 80])
    func everyLineFitsTheWidth(width: Int) throws {
        let text = try preview().renderText(width: width)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 5)  // header, column titles, one line per key
        for line in lines { #expect(cells(line) <= width, "\(cells(line)) cells: \(line)") }
        // The long key is cut with … in its column; its long value is cut at the end of the line.
        let key = try #require(lines[2].split(separator: " ", maxSplits: 1).first.map { _ in lines[2].prefix { $0 != "…" } })
        #expect(key.hasPrefix("A ") && lines[2].contains("…"))
        #expect(lines[2].hasSuffix("…"))
        #expect(lines[4].hasPrefix("OK "))
    }

    @Test func withoutAWidthNothingIsCutAndJSONIsWhole() throws {
        let preview = try preview()
        #expect(!preview.renderText().contains("…"))
        let json = preview.renderJSON()
        #expect(json.contains(#""key": "A very long key that says a great deal more than any column could ever hold""#))
        #expect(json.contains(#""value": "改行\nあり""#))
        #expect(json.contains(#""fallback": false"#))
    }
}
