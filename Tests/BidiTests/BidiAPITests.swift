import Testing
@testable import Bidi

@Suite struct BidiAPITests {
    @Test func classesOfCharacters() throws {
        let expected: [(UInt32, BidiClass)] = [
            (0x0041, .leftToRight), (0x05D0, .rightToLeft), (0x0627, .arabicLetter), (0x0031, .europeanNumber),
            (0x002B, .europeanSeparator), (0x0024, .europeanTerminator), (0x0663, .arabicNumber), (0x002C, .commonSeparator),
            (0x0300, .nonspacingMark), (0x200B, .boundaryNeutral), (0x000A, .paragraphSeparator),
            (0x0009, .segmentSeparator), (0x0020, .whiteSpace), (0x0021, .otherNeutral), (0x202A, .leftToRightEmbedding),
            (0x202D, .leftToRightOverride), (0x202B, .rightToLeftEmbedding), (0x202E, .rightToLeftOverride),
            (0x202C, .popDirectionalFormat), (0x2066, .leftToRightIsolate), (0x2067, .rightToLeftIsolate),
            (0x2068, .firstStrongIsolate), (0x2069, .popDirectionalIsolate),
            // Unassigned code points take the @missing default of their block.
            (0x05EB, .rightToLeft), (0x07B2, .arabicLetter), (0x20C1, .europeanTerminator),
            (0x1E8C5, .rightToLeft), (0xFDD0, .boundaryNeutral), (0xE0080, .boundaryNeutral),
            (0x40000, .leftToRight),
        ]
        for (codePoint, bidiClass) in expected {
            let scalar = try #require(Unicode.Scalar(codePoint))
            #expect(BidiClass(of: scalar) == bidiClass, "U+\(String(codePoint, radix: 16, uppercase: true))")
        }
        #expect(Bidi.unicodeVersion == "15.0.0")
    }

    @Test func abbreviationsRoundTrip() {
        #expect(BidiClass.allCases.count == 23)
        for bidiClass in BidiClass.allCases {
            #expect(BidiClass(abbreviation: bidiClass.abbreviation) == bidiClass)
        }
        #expect(BidiClass(abbreviation: "AL") == .arabicLetter)
        #expect(BidiClass(abbreviation: "XX") == nil)
    }

    @Test func mirroringAndBrackets() {
        #expect(Bidi.mirror(of: "(") == ")")
        #expect(Bidi.mirror(of: "<") == ">")
        #expect(Bidi.mirror(of: "\u{2264}") == "\u{2265}")
        #expect(Bidi.mirror(of: "a") == nil)
        #expect(Bidi.mirror(of: "/") == nil)
        #expect(Bidi.pairedBracket(of: "[")?.pair == "]")
        #expect(Bidi.pairedBracket(of: "[")?.isOpening == true)
        #expect(Bidi.pairedBracket(of: "]")?.isOpening == false)
        #expect(Bidi.pairedBracket(of: "\u{2329}")?.pair == "\u{232A}")
        #expect(Bidi.pairedBracket(of: "<") == nil)
    }

    @Test func generatedBracketTableIsConsistent() throws {
        #expect(BidiTables.bracketCodePoints.count == 128)
        #expect(BidiTables.mirrorCodePoints.count == 428)
        #expect(BidiTables.bracketCodePoints == BidiTables.bracketCodePoints.sorted())
        #expect(BidiTables.mirrorCodePoints == BidiTables.mirrorCodePoints.sorted())
        for (index, codePoint) in BidiTables.bracketCodePoints.enumerated() {
            let scalar = try #require(Unicode.Scalar(codePoint))
            let pair = try #require(Bidi.pairedBracket(of: scalar))
            // Brackets pair both ways, one opening and one closing, and are ON (BidiBrackets.txt).
            #expect(Bidi.pairedBracket(of: pair.pair)?.pair == scalar)
            #expect(Bidi.pairedBracket(of: pair.pair)?.isOpening == !pair.isOpening)
            #expect(pair.isOpening == BidiTables.bracketIsOpening[index])
            #expect(BidiClass(of: scalar) == .otherNeutral)
            #expect(BidiPropertyTable.shared.bracketSlot(of: codePoint) == index)
        }
    }

    @Test func canonicallyEquivalentBracketsPair() {
        // In a right-to-left paragraph, a pair enclosing only L after an L takes L (N0); an unpaired
        // closer between L and the end takes the embedding direction. U+2329/U+232A pair with
        // their canonical equivalents U+3009/U+3008.
        #expect(BidiParagraph("a\u{2329}b\u{3009}", direction: .rtl).levels == [2, 2, 2, 2])
        #expect(BidiParagraph("a\u{3008}b\u{232A}", direction: .rtl).levels == [2, 2, 2, 2])
        #expect(BidiParagraph("a\u{2329}b\u{232A}", direction: .rtl).levels == [2, 2, 2, 2])
        #expect(BidiParagraph("a\u{2329}b)", direction: .rtl).levels == [2, 2, 2, 1])
    }

    @Test func paragraphFromText() {
        let hebrew = BidiParagraph("אב(ג)")
        #expect(hebrew.paragraphLevel == 1)
        #expect(hebrew.levels == [1, 1, 1, 1, 1])
        #expect(hebrew.visualOrder() == [4, 3, 2, 1, 0])
        #expect(hebrew.visualString() == "(ג)בא")

        let mixed = BidiParagraph("abc אבג def", direction: .auto)
        #expect(mixed.paragraphLevel == 0)
        #expect(mixed.visualString() == "abc גבא def")
        #expect(BidiParagraph("abc", direction: .rtl).paragraphLevel == 1)
        #expect(BidiParagraph("123").paragraphLevel == 0)
        #expect(BidiParagraph("").visualOrder().isEmpty)
    }

    @Test func removedCharactersHaveNoLevel() {
        let paragraph = BidiParagraph("a\u{202B}b\u{202C}c", direction: .ltr)
        #expect(paragraph.levels == [0, nil, 2, nil, 0])
        #expect(paragraph.visualOrder() == [0, 2, 4])
        #expect(paragraph.visualString() == "abc")
    }

    @Test func utf16InputCountsCodePoints() {
        let text = "a😀א"
        let paragraph = BidiParagraph(utf16: Array(text.utf16), direction: .auto)
        #expect(paragraph.scalars == Array(text.unicodeScalars))
        #expect(paragraph.levels.count == 3)
        #expect(paragraph == BidiParagraph(text))
        let unpaired = BidiParagraph(utf16: [0x61, 0xD800, 0x5D0], direction: .ltr)
        #expect(unpaired.scalars == ["a", "\u{FFFD}", "\u{05D0}"])
    }

    @Test func paragraphSeparatorEndsEmbeddingsButNotTheParagraph() {
        // The level comes from the first strong character of the whole text; B takes that level.
        let paragraph = BidiParagraph("\u{05D0}\u{202A}b\nc", direction: .auto)
        #expect(paragraph.paragraphLevel == 1)
        #expect(paragraph.levels == [1, nil, 2, 1, 2])
    }

    @Test func resolverReuseGivesTheSameResults() {
        let resolver = BidiResolver()
        let long = Array(String(repeating: "abc אבג (123) ", count: 50).unicodeScalars)
        let short: [Unicode.Scalar] = Array("\u{05D0} 12".unicodeScalars)
        resolver.resolve(long, direction: .rtl)
        #expect(resolver.levels == BidiParagraph(long, direction: .rtl).levels)
        resolver.resolve(short, direction: .auto)
        #expect(resolver.count == 4)
        #expect(resolver.levels == BidiParagraph(short).levels)
        var order = [99, 98]
        resolver.visualOrder(into: &order)
        #expect(order == [2, 3, 1, 0])
        #expect(resolver.withVisualOrder { Array($0) } == order)
    }

    @Test func embeddingDepthStopsAt125() {
        let opening = [Unicode.Scalar](repeating: "\u{202A}", count: 130)
        let closing = [Unicode.Scalar](repeating: "\u{202C}", count: 130)
        let paragraph = BidiParagraph(opening + ["a", "\u{05D0}"] + closing, direction: .ltr)
        // LRE goes 2, 4 ... 124; the next would be 126 > 125 and overflows.
        #expect(paragraph.levels[130] == 124)
        #expect(paragraph.levels[131] == 125)
        let isolates = [Unicode.Scalar](repeating: "\u{2067}", count: 200) + ["a"]
        #expect(BidiParagraph(isolates, direction: .ltr).levels.last == 126)
    }

    @Test func bracketStackStopsAt63() {
        // After a right-to-left letter, pairs enclosing one take R. 63 openers fit; the 64th stops
        // pairing for the rest of the sequence, so the closers stay neutral and take L.
        func levels(openers: Int) -> [UInt8?] {
            let text = String(repeating: "(", count: openers) + "\u{05D0}" + String(repeating: ")", count: openers)
            return BidiParagraph("\u{05D0} " + text, direction: .ltr).levels
        }
        #expect(levels(openers: 63).last == 1)
        #expect(levels(openers: 64).last == 0)
    }
}

@Suite struct BidiTextTests {
    @Test func splitsAtParagraphSeparatorsAndKeepsEachWithItsParagraph() {
        let text = BidiText("ab\r\nאב\u{2029}12\n", direction: .auto)
        #expect(text.paragraphStarts == [0, 4, 7])
        #expect(text.paragraphs.map(\.paragraphLevel) == [0, 1, 0])
        #expect(text.paragraphs.map(\.scalars.count) == [4, 3, 3])
        #expect(text.visualLines() == ["ab", "בא", "12"])
    }

    @Test func oneParagraphIsExactlyABidiParagraph() {
        for sample in ["abc \u{2067}אבג\u{2069} d", "ab \u{202B}12", "", "\u{202B}\u{202C}", "12:05 – 12:30"] {
            for direction in BidiDirection.allCases {
                let paragraph = BidiParagraph(sample, direction: direction)
                let text = BidiText(sample, direction: direction)
                #expect(text.paragraphs == [paragraph])
                #expect(text.levels == paragraph.levels)
                #expect(text.visualOrder() == paragraph.visualOrder())
                #expect(text.visualLines() == [paragraph.visualString()])
            }
        }
    }

    @Test func ordersAreOffsetByTheParagraphStart() {
        let text = BidiText("אב\nab", direction: .rtl)
        // Each paragraph is displayed on its own line: the second starts at index 3.
        #expect(text.visualOrder() == [2, 1, 0, 3, 4])
        #expect(text.levels == [1, 1, 1, 2, 2])
    }
}
