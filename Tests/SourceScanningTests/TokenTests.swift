import Testing
@testable import SourceScanning

@Suite struct TokenRemovalTests {
    private func tokens(_ count: Int) -> [Token] {
        (0..<count).map { Token(kind: .identifier, text: "t\($0)", offset: $0) }
    }

    /// The same removal done by copying the kept slices, as the scan did before it removed in place.
    private func copyingRemoval(_ tokens: [Token], _ ranges: [Range<Int>]) -> [String] {
        var result: [Token] = []
        var next = 0
        for range in ranges where range.lowerBound >= next {
            result += tokens[next..<range.lowerBound]
            next = range.upperBound
        }
        result += tokens[next...]
        return result.map(\.text)
    }

    @Test(arguments: [
        [], [0..<3], [7..<10], [0..<10], [2..<4, 6..<7], [1..<2, 2..<3, 3..<4],
        // A range that starts inside an earlier one belongs to it: a nested switch inside a dropped clause.
        [1..<8, 2..<5, 6..<9], [4..<4, 5..<6],
    ] as [[Range<Int>]])
    func removesTheRangesAndKeepsTheOrderOfTheRest(ranges: [Range<Int>]) {
        var removed = tokens(10)
        removed.removeTokens(in: ranges)
        #expect(removed.map(\.text) == copyingRemoval(tokens(10), ranges))
        #expect(removed.map(\.offset) == removed.map { Int($0.text.dropFirst())! })
    }

    @Test func leavesASharedCopyUntouched() {
        let original = tokens(6)
        var copy = original
        copy.removeTokens(in: [1..<3])
        #expect(copy.map(\.text) == ["t0", "t3", "t4", "t5"])
        #expect(original.map(\.text) == ["t0", "t1", "t2", "t3", "t4", "t5"])
    }

    @Test func keepsStringLiteralsAndConditionsOfMovedTokens() throws {
        var lexer = SwiftLexer(bytes: Array("#if DEBUG\nlet a = 1\n#endif\nlet b = \"kept\"\n".utf8), path: "f.swift")
        var lexed = try lexer.tokenize()
        let directive = try #require(lexed.firstIndex { $0.kind == .directive })
        lexed.removeTokens(in: [0..<directive, (directive + 1)..<(directive + 5)])
        #expect(lexed.first?.condition?.map(\.text) == ["DEBUG"])
        #expect(lexed.last?.literal?.staticText == "kept")
    }
}

@Suite struct TokenLayoutTests {
    /// Every token of a file is kept while it is scanned: a field that pads another costs a whole file.
    @Test func aTokenTakesThirtyTwoBytes() {
        #expect(MemoryLayout<Token>.stride == 32)
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
        let declaring = lexed.filter { $0.isDeclarationKeyword(in: [.struct, .let, .func, .initializer]) }.map(\.text)
        // A backticked name spells the word too, as its text did when the lists were of strings.
        #expect(declaring == ["struct", "let", "func", "init"])
        #expect(lexed.first { $0.kind == .string }?.isDeclarationKeyword(in: .struct) == false)
    }
}
