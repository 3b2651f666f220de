import Diagnostics
import JSON
import Testing

@testable import Reporting

/// The reports write bytes with shortcuts for the common case (ASCII indentation, text without control
/// characters, lines read once); each shortcut must give what the general way gives, on the text that
/// makes them differ if anything does.
@Suite struct ByteRenderingTests {
    static let trickyLines = [
        "", "   ", "\t\t", "plain", "  \"key\" : \"value\",", "\t\"é\" : \"ü\"\r", "\u{00A0}nbsp\u{00A0}",
        "  \u{3000}ideographic space\u{3000}  ", "\u{2028}", " \u{85}next line\u{85} ", "e\u{301}\u{301}  ",
        "  \u{301}combining first", "😀 ok 😀", " \u{1C}separator\u{1F} ", "\u{FEFF}bom", "\u{1F}", "x",
    ]

    @Test func trimmingASCIIIndentationByBytesAgreesWithUnicode() {
        for line in Self.trickyLines {
            #expect(String(SourceLines.trimmedPart(of: line)) == SourceLines.trimmedByScalars(line), "\(Array(line.unicodeScalars))")
        }
    }

    @Test func utf16ColumnsCountedOnBytesAgreeWithDecodingThePrefix() {
        for line in Self.trickyLines + ["시작 \"키\"", "a😀b😀c", "\u{10FFFF}z"] {
            let bytes = Array(line.utf8)
            for column in 0...(bytes.count + 3) {
                // The conversion as the strings themselves count it.
                let offset = max(0, column - 1)
                let expected: Int
                if offset > bytes.count {
                    expected = line.utf16.count + 1 + (offset - bytes.count)
                } else {
                    var prefix = offset
                    while prefix > 0, prefix < bytes.count, bytes[prefix] & 0xC0 == 0x80 { prefix -= 1 }
                    expected = String(decoding: bytes[..<prefix], as: UTF8.self).utf16.count + 1
                }
                #expect(SourceLines.utf16Column(ofByteColumn: column, in: line) == expected, "\(line) column \(column)")
            }
        }
    }

    @Test func printableTextWrittenAsBytesIsTheEscapedText() {
        for text in Self.trickyLines + ["a\nb", "\u{1B}]0;title\u{7}", "\u{7F}", "\u{9F}", "°C", "€", "…", "\\n"] {
            var out = ReportBytes()
            out.appendPrintable(text)
            #expect(out.string == PrintableText.escaped(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func printableTextTestedAndCopiedEightBytesAtATimeIsTheEscapedText() {
        // Each byte that may need an escape at every place of a word, in text long enough for whole words.
        for piece in ["\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}", "–", "é", "😀", "\\"] {
            for offset in 0..<17 {
                let text = String(repeating: "a", count: offset) + piece + String(repeating: "b", count: 16 - offset)
                var out = ReportBytes()
                out.append("x")
                out.appendPrintable(text)
                #expect(out.string == "x" + PrintableText.escaped(text), "\(Array(piece.unicodeScalars)) at \(offset)")
            }
        }
    }

    @Test func jsonStringsWrittenInPlaceAreJSONTextsQuoting() {
        var texts = Self.trickyLines + ["", "\"", "\\", "a\"b", "\u{2028}\u{2029}", "\u{0}\u{1}\u{1F}", "x\u{2028}"]
        for piece in ["\"", "\u{2028}", "\u{1}", "–", "\\"] {
            for offset in 0..<17 {
                texts.append(String(repeating: "a", count: offset) + piece + String(repeating: "b", count: 16 - offset))
            }
        }
        texts.append(String(repeating: "\u{1}", count: 100))
        texts.append(String(repeating: "\u{2028}", count: 50) + String(repeating: "\"", count: 50))
        // Into storage just large enough and into storage shared with a copy: both grow as needed.
        var out = ReportBytes(capacity: 1)
        var expected = ""
        for text in texts {
            let copy = out
            out.appendJSONString(text)
            expected += JSONText.quoted(text)
            #expect(copy.count <= out.count)
        }
        #expect(out.string == expected)
    }

    @Test func partsJoinedAreTheirBytesOneAfterTheOther() {
        var parts: [ReportBytes] = []
        var expected = ""
        for text in ["", "{", "", "ab", "–é\"", "", String(repeating: "x", count: 300), "}"] {
            var part = ReportBytes(capacity: 1)
            part.append(text: text)
            parts.append(part)
            expected += text
        }
        #expect(String(decoding: ReportBytes.joined(parts), as: UTF8.self) == expected)
        #expect(ReportBytes.joined([]).isEmpty)
        #expect(ReportBytes.joined([ReportBytes(), ReportBytes()]).isEmpty)
    }

    @Test func hexAndSeverityWrittenAsBytesAreTheirStrings() {
        for value: UInt64 in [0, 1, 0xF, 0x10, 0xDEAD_BEEF, 0xCBF2_9CE4_8422_2325, .max] {
            var out = ReportBytes()
            out.append(hex16: value)
            #expect(out.string == FNV1a.hex(value))
        }
        for severity in Severity.allCases {
            var out = ReportBytes()
            out.append(severity: severity)
            #expect(out.string == severity.rawValue)
        }
    }

    @Test func aCopyKeepsItsBytesWhenTheOriginalWritesOn() {
        var out = ReportBytes(capacity: 4)
        out.append("abc")
        let copy = out
        out.append("def")
        var other = copy
        other.append("xyz")
        #expect(copy.string == "abc")
        #expect(out.string == "abcdef")
        #expect(other.string == "abcxyz")
        #expect(out.bytes == Array("abcdef".utf8))
    }

    @Test func decimalsAsStringWritesThem() {
        for number in [0, 1, 9, 10, 42, 99_999, -1, -10, Int.max, Int.min] {
            var out = ReportBytes()
            out.append(decimal: number)
            #expect(out.string == String(number))
        }
    }

    @Test func fingerprintFieldsAddedOneByOneHashAsAList() {
        var hash = FNV1a()
        hash.add("missing-translation")
        hash.add(Substring("Localizable.xcstrings"))
        hash.add("")
        #expect(hash.hex == FNV1a.hex(["missing-translation", "Localizable.xcstrings", ""]))
        #expect(FNV1a().hex == FNV1a.hex([]))
    }

    /// Text that every escaping treats specially somewhere: markup, quotes, line breaks, controls, the
    /// noncharacters XML refuses, invisible bidi controls, non-ASCII text and marks that join a quote.
    static let trickyTexts = trickyLines + [
        "a & b < c > d", "\"quoted\" and 'single'", "line\nbreak\r\nwindows\ttab", "\u{0}nul\u{1}\u{1F}",
        "\u{FFFE}\u{FFFF}\u{FFFD}\u{FEFF}", "100% done: yes, no", "%0A already", "\u{2066}⁨ltr\u{2069} \u{200F}rlm",
        "\u{061C}alm قيمة", "“curly” and \"straight\"", "\"\u{301}accent on a quote\"", "\"unclosed", "“unclosed",
        "\"\"", "e\u{301}\"k\"\r\n", "\u{7F}\u{85}\u{2028}", "😀\"😀\"😀", "\u{600}\"prepend\"",
    ]

    @Test func markupEscapedAsBytesIsTheEscapedText() {
        for text in Self.trickyTexts {
            for inAttribute in [true, false] {
                var xml = ReportBytes()
                xml.appendXML(text, inAttribute: inAttribute)
                #expect(xml.string == XML.escaped(text, inAttribute: inAttribute), "\(Array(text.unicodeScalars))")
            }
            var html = ReportBytes()
            html.appendHTML(text)
            #expect(html.string == HTML.escaped(text), "\(Array(text.unicodeScalars))")
            var visible = ReportBytes()
            visible.appendHTMLVisibleControls(text)
            #expect(visible.string == HTML.visibleControls(text), "\(Array(text.unicodeScalars))")
            var data = ReportBytes()
            data.appendGitHubData(text)
            #expect(data.string == GitHubActionsReporter.escapedData(text), "\(Array(text.unicodeScalars))")
            var property = ReportBytes()
            property.appendGitHubProperty(text)
            #expect(property.string == GitHubActionsReporter.escapedProperty(text), "\(Array(text.unicodeScalars))")
        }
    }

    /// The HTML page's messages as the page wrote them character by character before: each quoted text in
    /// its own `<bdi>`; a quote that a mark joins is no quote.
    @Test func htmlMessagesWrittenAsBytesQuoteAsCharactersDo() {
        func byCharacters(_ text: String) -> String {
            var html = ""
            var quoted: String?
            var closing: Character = "\""
            for character in text {
                if var inside = quoted {
                    if character == closing {
                        html += "<bdi dir=\"auto\">\(HTML.visibleControls(inside))</bdi>" + HTML.escaped(String(character))
                        quoted = nil
                    } else {
                        inside.append(character)
                        quoted = inside
                    }
                } else if character == "\"" || character == "\u{201C}" {
                    html += HTML.escaped(String(character))
                    closing = character == "\"" ? "\"" : "\u{201D}"
                    quoted = ""
                } else {
                    html += HTML.escaped(String(character))
                }
            }
            if let inside = quoted { html += HTML.escaped(inside) }
            return html
        }
        let joined = ["\"\u{200D}zwj\"", "\"\u{903}spacing\" mark\"", "🇫🇷\"flag\"", "\r\"cr\"", "“é\u{301}”x", "“\u{301}”\"é\""]
        for text in Self.trickyTexts + joined + ["\"key\" has no de translation", "“Ключ” “x\u{2067}y”", "a\"b\"c\"d"] {
            var out = ReportBytes()
            HTMLReporter.appendMessage(text, to: &out)
            #expect(out.string == byCharacters(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func linesReadOnceAreTheLinesOfTheText() {
        for text in ["", "\n", "a", "a\n", "a\r\nb\r\n\r\n", "\n\nx\ry\n"] {
            let lines = SourceLines.FileLines(utf8: Array(text.utf8))
            let expected = Array(text.utf8).split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
                String(decoding: line.last == 0x0D ? line.dropLast() : line[...], as: UTF8.self)
            }
            #expect((1...lines.count).map { lines.line($0) ?? "?" } == expected, "\(text.debugDescription)")
            #expect(lines.line(0) == nil && lines.line(lines.count + 1) == nil)
        }
        for line in Self.trickyLines {
            #expect(Array(SourceLines.trimmedPart(ofLine: Array(line.utf8)[...])) == Array(SourceLines.trimmedPart(of: line).utf8))
        }
    }

    @Test func validUTF8IsTheTextItDecodesTo() {
        let samples: [[UInt8]] = [
            [], Array("plain ascii text, long enough for words".utf8), Array("é 値 😀 \u{10FFFF}".utf8),
            [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF],
            Array("abcdefgh".utf8) + [0xC3], Array("abcdefgh".utf8) + [0xC3, 0xA9] + Array("abcdefgh".utf8),
            [0xEF, 0xBB, 0xBF, 0x61], [0xF0, 0x9F, 0x98], [0xE0, 0x9F, 0x80], [0xC2, 0x7F],
        ]
        for bytes in samples {
            let decodedTheSame = Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
            #expect(bytes.withUnsafeBufferPointer(SourceLines.isValidUTF8) == decodedTheSame, "\(bytes)")
        }
    }
}

/// Finding-text templates written from their layouts (`TemplateLayouts`: runs escaped once, copied a word
/// at a time) against the byte-by-byte writers kept as the oracle.
@Suite struct TemplateLayoutTests {
    static let templates: [FindingText] = [
        FindingText(template: "\"\u{1}\" has no \u{2} translation"),
        FindingText(template: "\"\u{1}\" has a translation into \u{2} that is new or empty"),
        FindingText(template: "Translate \"\u{1}\" into \u{2}."),
        FindingText(template: "\u{1}\u{2}"),
        FindingText(template: ""),
        FindingText(template: "no gaps at all, and longer than a word \\ with a backslash"),
        FindingText(template: "12345678\u{1}12345678\u{2}1234567"),
        FindingText(template: "\\\"\\\"\u{2}\"\\\"\\"),
        FindingText(template: "the \u{2} translation of \"\u{1}\" needs review: \"\u{4}\"", filling: "", and: ""),
        FindingText(template: "\u{3}\u{4}", filling: "x", and: "y"),
        FindingText(template: "the \u{2} plural \u{3} of \"\u{1}\" needs review: \"\u{4}\"", filling: "plural.one", and: "café \"quoted\""),
        FindingText(template: "\u{4} before \u{3} \u{4}", filling: "1\n2", and: "\u{1B}[31m"),
    ]

    static let fillings: [String?] = [
        nil, "", "key", "de", "a \"quoted\" key with a \\ in it", "line\nbreak", "tab\there", "\u{7F}", "\u{85}",
        "\u{2028}", "emoji 😀 and é", String(repeating: "long ", count: 40), "\u{1}\u{2}\u{3}",
    ]

    static func parts(_ text: FindingText) -> (UnsafeBufferPointer<UInt8>, String?, String?) {
        let (bytes, first, second) = text.templateParts!
        return (bytes, first, second)
    }

    @Test func jsonFromTheLayoutsIsTheByteByByteJSON() {
        // One writer for all, so later findings reuse the layouts the first made.
        var out = ReportBytes(capacity: 1)
        var oracle = ReportBytes(capacity: 1)
        for _ in 0..<2 {
            for text in Self.templates {
                for key in Self.fillings {
                    for language in [nil, "pt-BR", "a\"b"] {
                        let (bytes, first, second) = Self.parts(text)
                        let bound = text.utf8CountBound(key: key, language: language)
                        let before = out.count
                        out.appendJSONString(text, key: key, language: language)
                        oracle.appendJSONStringByteByByte(
                            template: bytes, first: first, second: second, key: key, language: language, bound: bound)
                        #expect(out.count - before <= JSONText.quotedCapacity(bound))
                    }
                }
            }
        }
        #expect(out.string == oracle.string)
        // The written text is the text the finding reads, quoted.
        var single = ReportBytes()
        single.appendJSONString(Self.templates[0], key: "Pause \"now\"", language: "de")
        #expect(single.string == JSONText.quoted("\"Pause \"now\"\" has no de translation"))
    }

    @Test func printableTextFromTheLayoutsIsTheByteByByteText() {
        var out = ReportBytes(capacity: 1)
        for text in Self.templates {
            for key in Self.fillings {
                for language in [nil, "pt-BR", "x\ny"] {
                    let (bytes, first, second) = Self.parts(text)
                    var oracle = ReportBytes()
                    let plain = oracle.appendPrintableByteByByte(
                        template: bytes, first: first, second: second, key: key, language: language,
                        bound: text.utf8CountBound(key: key, language: language))
                    var whole = ReportBytes()
                    var pieces: [UInt8] = []
                    text.forEachPiece(key: key, language: language) { pieces.append(contentsOf: $0) }
                    whole.appendPrintable(String(decoding: pieces, as: UTF8.self))
                    let before = out.count
                    out.appendPrintable(text, key: key, language: language)
                    let written = String(decoding: out.bytes[before...], as: UTF8.self)
                    #expect(written == whole.string)
                    if plain { #expect(written == oracle.string) }
                }
            }
        }
    }

    @Test func layoutsAreRecordsOfRunsAndGaps() {
        let template: StaticString = "a\"b\u{1}\\\u{2}"
        let bytes = UnsafeBufferPointer(start: template.utf8Start, count: template.utf8CodeUnitCount)
        #expect(TemplateLayouts.laidOut(bytes, json: true) == [4, 1] + Array("a\\\"b".utf8) + [2, 2] + Array("\\\\".utf8) + [0, 0])
        #expect(TemplateLayouts.laidOut(bytes, json: false) == [3, 1] + Array("a\"b".utf8) + [1, 2] + Array("\\".utf8) + [0, 0])
        // A run longer than a record's length byte holds is not laid out: such a template is written the
        // byte-by-byte way.
        let long = [UInt8](repeating: UInt8(ascii: "\""), count: 200)
        long.withUnsafeBufferPointer { long in
            #expect(TemplateLayouts.laidOut(long, json: false) != nil)
            #expect(TemplateLayouts.laidOut(long, json: true) == nil)
            var layouts = TemplateLayouts()
            #expect(layouts.layout(of: long, json: true) == nil)
            #expect(layouts.layout(of: long, json: false) == 0)
        }
    }

    @Test func layoutsAreKeptForTheFirstTemplatesOnlyAndFoundAgain() {
        // Templates are told apart by where their bytes are: the same bytes at 70 places are 70 templates.
        let storage = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 70 * 4)
        defer { storage.deallocate() }
        storage.initialize(repeating: UInt8(ascii: "x"))
        var layouts = TemplateLayouts()
        var offsets: [Int?] = []
        for index in 0..<70 {
            offsets.append(layouts.layout(of: UnsafeBufferPointer(rebasing: storage[(index * 4)..<(index * 4 + 4)]), json: index % 2 == 0))
        }
        #expect(offsets.prefix(TemplateLayouts.most).allSatisfy { $0 != nil })
        #expect(offsets.dropFirst(TemplateLayouts.most).allSatisfy { $0 == nil })
        #expect(Set(offsets.compactMap { $0 }).count == TemplateLayouts.most)
        for index in 0..<TemplateLayouts.most {
            let again = layouts.layout(of: UnsafeBufferPointer(rebasing: storage[(index * 4)..<(index * 4 + 4)]), json: index % 2 == 0)
            #expect(again == offsets[index])
        }
        // The same place in the other form is another layout (and there is no room for it).
        #expect(layouts.layout(of: UnsafeBufferPointer(rebasing: storage[0..<4]), json: false) == nil)
    }
}

/// Rule names, languages and targets quoted once and copied after (`RecurringJSONStrings`).
@Suite struct RecurringJSONStringsTests {
    @Test func recurringTextsAreQuotedAsJSONTextQuotesThem() {
        let recurring = RecurringJSONStrings()
        var out = ReportBytes(capacity: 1)
        var expected = ""
        // Short strings (their bits are their bytes), long ones sharing storage, equal ones made apart, ones
        // needing escapes, and more texts than are kept, some too long to keep.
        let long = String(repeating: "target \"é\" ", count: 3)
        var texts = ["missing-translation", "de", "pt-BR", "", "a\"b\\c\n", long, long, "de", "😀 app"]
        texts.append(String(decoding: Array("missing-translation".utf8), as: UTF8.self))
        texts += (0..<60).map { "language number \($0) with a long name" }
        texts.append(String(repeating: "x", count: RecurringJSONStrings.longest + 1))
        for round in 0..<3 {
            for text in texts.shuffled() {
                recurring.append(text, to: &out)
                expected += JSONText.quoted(text)
            }
            #expect(recurring.count == RecurringJSONStrings.most, "round \(round)")
        }
        #expect(out.string == expected)
    }
}
