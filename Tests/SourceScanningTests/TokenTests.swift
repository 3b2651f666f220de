import Testing
@testable import SourceScanning
import _StringsGuardTestSupport

@Suite struct TokenRemovalTests {
    /// Token `n` has spelling number `n` and starts at offset `3n`.
    private func tokens(_ count: Int) -> TokenStorage {
        var storage = TokenStorage.Builder(base: 0)
        for n in 0..<count { storage.append(Token(kind: .identifier, number: UInt32(n)), at: 3 * n) }
        return storage.finish()
    }

    /// The same removal done by copying the kept slices, as the scan did before it removed in place.
    private func copyingRemoval(_ numbers: [UInt32], _ ranges: [Range<Int>]) -> [UInt32] {
        var result: [UInt32] = []
        var next = 0
        for range in ranges where range.lowerBound >= next {
            result += numbers[next..<range.lowerBound]
            next = range.upperBound
        }
        result += numbers[next...]
        return result
    }

    private func numbers(_ storage: TokenStorage) -> [UInt32] { (0..<storage.count).map { storage[$0].number } }

    @Test(arguments: [
        [], [0..<3], [7..<10], [0..<10], [2..<4, 6..<7], [1..<2, 2..<3, 3..<4],
        // A range that starts inside an earlier one belongs to it: a nested switch inside a dropped clause.
        [1..<8, 2..<5, 6..<9], [4..<4, 5..<6],
    ] as [[Range<Int>]])
    func removesTheRangesAndKeepsTheOrderOfTheRest(ranges: [Range<Int>]) {
        var removed = tokens(10)
        removed.removeTokens(in: ranges)
        #expect(numbers(removed) == copyingRemoval(numbers(tokens(10)), ranges))
        #expect((0..<removed.count).map(removed.offset(at:)) == numbers(removed).map { 3 * Int($0) })
    }

    @Test func leavesASharedCopyUntouched() {
        let original = tokens(6)
        var copy = original
        copy.removeTokens(in: [1..<3])
        #expect(numbers(copy) == [0, 3, 4, 5])
        #expect(numbers(original) == [0, 1, 2, 3, 4, 5])
        #expect((0..<original.count).map(original.offset(at:)) == [0, 3, 6, 9, 12, 15])
    }

    @Test func keepsStringLiteralsAndConditionsOfMovedTokens() throws {
        var lexer = SwiftLexer(bytes: Array("#if DEBUG\nlet a = 1\n#endif\nlet b = \"kept\"\n".utf8), path: "f.swift")
        var lexed = try lexer.tokenize()
        let directive = try #require(lexed.firstIndex { $0.kind == .directive })
        lexed.removeTokens(in: [0..<directive, (directive + 1)..<(directive + 5)])
        #expect(lexed.condition(at: 0)?.spellings == ["DEBUG"])
        #expect(lexed.last.flatMap(lexed.literal(of:))?.staticText == "kept")
    }
}

@Suite struct TokenLayoutTests {
    /// Every token of a file is kept while it is scanned: a field that pads another costs a whole file.
    @Test func aTokenTakesFourBytes() {
        #expect(MemoryLayout<Token>.stride == 4)
    }

    /// A token is a plain value, so a file's tokens are plain arrays the scan reads without reference counting.
    @Test func aTokenHoldsNoReference() {
        #expect(_isPOD(Token.self))
    }

    /// The kind and flag sit below the number, so a token with a small number is its own sixteen-bit form,
    /// and no token is 0xFFFF (kind 7), which marks one kept whole.
    @Test func aTokenWithASmallNumberFitsInSixteenBits() {
        #expect(Token(kind: .directive, number: 4095, isBackticked: true).bits < UInt32(UInt16.max))
        #expect(Token(kind: .identifier, number: 4096).bits > UInt32(UInt16.max))
        let token = Token(kind: .operator, number: 1234, isBackticked: true)
        #expect(token.kind == .operator && token.number == 1234 && token.isBackticked)
        #expect(Token(kind: .identifier, number: UInt32(Token.numberLimit - 1)).number == UInt32(Token.numberLimit - 1))
    }
}

@Suite struct DeclarationKeywordTests {
    private static let words: [(String, DeclarationKeywords)] = [
        ("struct", .struct), ("class", .class), ("enum", .enum), ("actor", .actor), ("protocol", .protocol),
        ("typealias", .typealias), ("extension", .extension), ("func", .func), ("var", .var), ("let", .let),
        ("case", .case), ("init", .initializer), ("subscript", .subscript),
    ]

    @Test func eachWordIsNamedAndNothingElseIs() {
        for (text, word) in Self.words {
            #expect(DeclarationKeywords(spelling: text) == word, "\(text)")
        }
        for text in ["", "va", "vars", "Struct", "structs", "funcs", "enums", "actors", "protocols", "initial", "subscripts", "lets", "ca"] {
            #expect(DeclarationKeywords(spelling: text).isEmpty, "\(text)")
        }
    }

    @Test func onlyAnIdentifierIsADeclarationKeyword() throws {
        var lexer = SwiftLexer(bytes: Array(#"struct A { let b = "struct"; func `init`() {} }"#.utf8), path: "f.swift")
        let lexed = try lexer.tokenize()
        let declaring = lexed.filter { $0.isDeclarationKeyword(in: [.struct, .let, .func, .initializer]) }.map(lexed.text(of:))
        // A backticked name spells the word too, as its text did when the lists were of strings.
        #expect(declaring == ["struct", "let", "func", "init"])
        #expect(lexed.first { $0.kind == .string }?.isDeclarationKeyword(in: .struct) == false)
    }
}

@Suite struct WordTests {
    @Test func everySpellingIsDistinctAndFindsItsWord() {
        #expect(Set(Word.allCases.map(\.spelling)).count == Word.allCases.count)
        for word in Word.allCases {
            #expect(Word(spelling: word.spelling) == word, "\(word.spelling)")
        }
        #expect(Word(spelling: "Texts") == nil)
    }

    /// `isKeyword` tests a range of numbers: the keywords must be exactly the words in it.
    @Test func theKeywordRangeIsSwiftsKeywords() throws {
        for keyword in swiftKeywords {
            #expect(Word(spelling: keyword) != nil, "\(keyword)")
        }
        var lexer = SwiftLexer(bytes: Array(Word.allCases.map(\.spelling).joined(separator: "\n").utf8), path: "w.swift")
        let lexed = try lexer.tokenize()
        let keywords = lexed.filter(\.isKeyword).map(lexed.text(of:))
        #expect(Set(keywords) == swiftKeywords)
        #expect(keywords.count == swiftKeywords.count)
    }

    /// The calls the use finder looks up by number: a name missing from the words would never be found.
    @Test func everyCallTheUseFinderLooksUpIsAWord() {
        let names = Array(UseFinder.keyInitializers.keys) + Array(UseFinder.labelledKeyArguments.keys)
            + Array(UseFinder.keyModifiers.keys)
        for name in names {
            #expect(Word(spelling: name) != nil, "\(name)")
        }
    }

    /// Each file numbers the scanner's words first, so a token spelling one compares equal to it.
    @Test func aTokenSpellingAWordIsThatWord() throws {
        var lexer = SwiftLexer(bytes: Array("Text(\"a\") .padding ( systemSmall".utf8), path: "w.swift")
        let lexed = try lexer.tokenize()
        #expect(lexed[0].isIdentifier(.text))
        #expect(lexed[1].isPunctuation(.openParen))
        #expect(!lexed[2].spells(.text) && lexed[2].word == nil)
        #expect(lexed[4].isPunctuation(.dot))
        #expect(lexed[5].word == nil)
        #expect(lexed.text(5) == "padding")
        #expect(lexed[7].isIdentifier(.systemSmall))
    }
}

@Suite struct SpellingTableTests {
    private func number(_ table: inout SpellingTable, _ text: String, next: UInt32) -> (UInt32, Bool) {
        var text = text
        return text.withUTF8 { table.number(of: $0, next: next) }
    }

    private func existing(_ table: SpellingTable, _ text: String) -> UInt32? {
        var text = text
        return text.withUTF8 { table.existingNumber(of: $0) }
    }

    /// Numbers follow first appearance, whatever the slots; switching to SipHash (as a long probe does)
    /// keeps every number.
    @Test func numbersFollowFirstAppearanceThroughGrowthAndTheSwitch() {
        var table = SpellingTable()
        let names = (0..<5_000).map { "name\($0)" } + ["", "a", "ab", "abcdefgh", "abcdefghi", "é", "🙂🙂"]
        for (index, name) in names.enumerated() {
            #expect(number(&table, name, next: UInt32(index)) == (UInt32(index), true))
        }
        for (index, name) in names.enumerated() where index % 7 == 0 {
            #expect(number(&table, name, next: 99_999) == (UInt32(index), false))
        }
        table.switchToSipHash()
        for (index, name) in names.enumerated() {
            #expect(existing(table, name) == UInt32(index))
        }
        #expect(existing(table, "name5000") == nil)
        #expect(number(&table, "name5000", next: UInt32(names.count)) == (UInt32(names.count), true))
    }
}

@Suite struct InnermostBodyTests {
    /// Bodies nested or apart, as bracket pairs are, some found twice; positions everywhere around them.
    private static func bodies(seed: UInt64) -> [(name: String, start: Int, end: Int)] {
        var generator = SeededGenerator(seed: seed)
        var bodies: [(name: String, start: Int, end: Int)] = []
        var open: [Int] = []
        for position in 0..<200 {
            if generator.next() % 3 == 0 {
                open.append(position)
            } else if let start = open.popLast(), generator.next() % 2 == 0 {
                bodies.append(("b\(bodies.count)", start, position))
                if generator.next() % 5 == 0 { bodies.append(("twice\(bodies.count)", start, position)) }
            }
        }
        return bodies.shuffled(using: &generator)
    }

    /// What the scan did for each use: filter the bodies holding it, the latest start, the first of equals.
    private static func filtered(_ bodies: [(name: String, start: Int, end: Int)], _ position: Int) -> String? {
        bodies.filter { $0.start <= position && position < $0.end }.max { $0.start < $1.start }?.name
    }

    @Test(arguments: 0..<40 as Range<UInt64>)
    func theSweepFindsWhatFilteringFound(seed: UInt64) {
        let bodies = Self.bodies(seed: seed)
        let positions = (0..<220).map { ($0 * 7919 + Int(seed)) % 220 }
        #expect(SwiftSourceScanner.innermost(bodies, at: positions) == positions.map { Self.filtered(bodies, $0) })
    }
}

@Suite struct DeclaringWordTests {
    /// A token's declaring word comes from a switch on its number: it must name the words the spelling does.
    @Test func everyWordDeclaresWhatItsSpellingDoes() throws {
        let every: DeclarationKeywords = [
            .struct, .class, .enum, .actor, .protocol, .typealias, .extension, .func, .var, .let, .case, .initializer, .subscript,
        ]
        let identifiers = Word.allCases.filter { $0.spelling.first.map { $0.isLetter || $0 == "_" } ?? false }
        var lexer = SwiftLexer(bytes: Array(identifiers.map(\.spelling).joined(separator: " ").utf8), path: "w.swift")
        let lexed = try lexer.tokenize()
        #expect(lexed.count == identifiers.count)
        for (token, word) in zip(lexed, identifiers) {
            let spelled = DeclarationKeywords(spelling: word.spelling)
            for bit in 0..<13 {
                let one = DeclarationKeywords(rawValue: 1 << bit)
                #expect(token.isDeclarationKeyword(in: one) == !spelled.isDisjoint(with: one), "\(word.spelling)")
            }
            #expect(token.isDeclarationKeyword(in: every) == !spelled.isEmpty, "\(word.spelling)")
        }
    }
}
