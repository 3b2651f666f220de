import Testing
@testable import StringCatalog

/// `format --check` compares each entry with what the formatter would write instead of formatting the whole
/// catalog: it may only say "formatted" when the whole formatted catalog equals the file, and must leave
/// every other case (any difference, any error) to the plain way.
@Suite struct FormattedCatalogCheckTests {
    /// A formatted catalog large enough to be checked in ranges: every shape of localization the writer
    /// knows, extra fields, escapes, comments and non-ASCII keys in Finder order.
    func formattedCatalog(entries: Int = 3_000) throws -> [UInt8] {
        var lines: [String] = []
        for number in 0..<entries {
            let localizations: String
            switch number % 5 {
            case 0:
                localizations = #"{"de":{"stringUnit":{"state":"translated","value":"Wert \#(number) \"zitiert\"\n"}},"ar":{"stringUnit":{"state":"new","value":"قيمة"}}}"#
            case 1:
                localizations = #"{"pl":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld minuta"}},"few":{"stringUnit":{"state":"translated","value":"%lld minuty"}},"other":{"stringUnit":{"state":"needs_review","value":"%lld minut"}}}}}}"#
            case 2:
                localizations = #"{"fr":{"variations":{"device":{"ipad":{"stringUnit":{"state":"translated","value":"iPad"}},"other":{"stringUnit":{"state":"translated","value":"autre"}}}}}}"#
            case 3:
                localizations = #"{"de":{"stringUnit":{"state":"translated","value":"%#@n@"},"substitutions":{"n":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%arg Tag"}},"other":{"stringUnit":{"state":"translated","value":"%arg Tage"}}}}}}}}"#
            default:
                localizations = #"{"ja":{"stringUnit":{"state":"translated","value":"値"},"futureField":[1,true,null]}}"#
            }
            let comment = number % 3 == 0 ? #""comment":"Shown on screen \#(number)","# : ""
            let state = number % 7 == 0 ? #""extractionState":"manual","# : ""
            lines.append(#""Key \#(number) é":{\#(comment)\#(state)"localizations":\#(localizations)}"#)
        }
        let text = #"{"sourceLanguage":"en","strings":{"# + lines.joined(separator: ",") + #"},"version":"1.1","zzUnknown":{"b":1,"a":2}}"#
        return try Catalog(bytes: Array(text.utf8), path: "Large.xcstrings").formatted()
    }

    /// What the plain way says: formatted, or nil when the bytes are no catalog.
    func plainVerdict(_ bytes: [UInt8]) -> Bool? {
        guard let catalog = try? Catalog(bytes: bytes, path: "Large.xcstrings") else { return nil }
        return catalog.formatted() == bytes
    }

    @Test func aFormattedCatalogIsRecognisedWithoutFormattingIt() throws {
        let bytes = try formattedCatalog()
        #expect(bytes.count > 4 * FormattedCatalogCheck.minimumBytes)
        #expect(FormattedCatalogCheck.isFormatted(bytes, path: "Large.xcstrings") == true)
        let withNewline = try Catalog(bytes: bytes + [0x0A], path: "Large.xcstrings").formatted()
        #expect(withNewline.last == 0x0A)
        #expect(FormattedCatalogCheck.isFormatted(withNewline, path: "Large.xcstrings") == true)
    }

    @Test func aSmallCatalogIsLeftToThePlainWay() throws {
        let bytes = try formattedCatalog(entries: 3)
        #expect(plainVerdict(bytes) == true)
        #expect(FormattedCatalogCheck.isFormatted(bytes, path: "Small.xcstrings") == nil)
    }

    /// Every change of one place, anywhere in the file: the quick check never says "formatted" unless the
    /// plain way does, and says it whenever the change leaves the file formatted.
    @Test func anyChangeIsLeftToThePlainWay() throws {
        let bytes = try formattedCatalog()
        let text = String(decoding: bytes, as: UTF8.self)
        func replacing(_ old: String, with new: String, occurrence: Int) throws -> [UInt8] {
            var ranges: [Range<String.Index>] = []
            var searchStart = text.startIndex
            while let range = text.range(of: old, range: searchStart..<text.endIndex) {
                ranges.append(range)
                searchStart = range.upperBound
            }
            try #require(!ranges.isEmpty, "no \(old) in the catalog")
            let range = ranges[min(occurrence, ranges.count - 1)]
            return Array(text.replacingCharacters(in: range, with: new).utf8)
        }
        let variants: [(String, [UInt8])] = [
            ("space before a colon", try replacing("\" : {", with: "\"  : {", occurrence: 1_700)),
            ("tab as indentation", try replacing("\n      \"localizations\"", with: "\n\t\t\t\"localizations\"", occurrence: 2_200)),
            ("escaped letter", try replacing("Wert 2", with: "\\u0057ert 2", occurrence: 0)),
            ("a state removed", try replacing("\"state\" : \"translated\",\n            \"value\"", with: "\"value\"", occurrence: 500)),
            ("keys out of Finder order", try replacing("Key 1999 é", with: "Key 0000 é", occurrence: 0)),
            ("duplicate key", try replacing("Key 2001 é", with: "Key 2000 é", occurrence: 0)),
            ("first entry changed", try replacing("\"Key 0 é\" : {", with: "\"Key 0 é\":{", occurrence: 0)),
            ("top level changed", try replacing("\"version\" : \"1.1\"", with: "\"version\":\"1.1\"", occurrence: 0)),
            ("unknown field's members out of order", try replacing("\"a\" : 2", with: "\"c\" : 2", occurrence: 0)),
            ("last entry changed", try replacing("\"Shown on screen 2997\"", with: "\"Shown on screen 2997\" ", occurrence: 0)),
            ("broken JSON in the middle", try replacing("\"translated\"", with: "translated", occurrence: 1_200)),
            ("trailing garbage", bytes + Array(" x".utf8)),
            ("comma before the end", try replacing("\n  },\n  \"version\"", with: ",\n  },\n  \"version\"", occurrence: 0)),
            ("same text, another value", try replacing("minuty", with: "minuta", occurrence: 300)),
        ]
        for (name, variant) in variants {
            #expect(variant != bytes, "\(name): the variant must change the file")
            let quick = FormattedCatalogCheck.isFormatted(variant, path: "Large.xcstrings")
            let plain = plainVerdict(variant)
            if quick == true { #expect(plain == true, "\(name): said formatted, but the plain way says \(String(describing: plain))") }
            if plain == true { #expect(quick == true, "\(name): formatted, but left to the plain way") }
        }
    }

    @Test func theFormatterGivesTheSameVerdictAsBefore() throws {
        let folder = try makeTemporaryFolder()
        let clean = "\(folder)/Clean.xcstrings"
        let messy = "\(folder)/Messy.xcstrings"
        let bytes = try formattedCatalog()
        try writeFile(clean, String(decoding: bytes, as: UTF8.self))
        try writeFile(messy, String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\"Key 5 é\" : {", with: "\"Key 5 é\" :{"))
        let report = CatalogFormatter().format(paths: [clean, messy], check: true)
        #expect(report.changedFiles == [messy])
        #expect(report.errors.isEmpty)
    }
}
