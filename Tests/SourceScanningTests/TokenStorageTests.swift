import Testing
@testable import SourceScanning
import _StringsGuardTestSupport

/// `TokenStorage` keeps tokens in sixteen or thirty-two bits and their offsets as a bitmap with counts: every
/// token and offset must come back as it went in, after removals too, at any offset a file can have.
@Suite struct TokenStorageTests {

    /// Tokens and offsets, each token made from its position so that it can be checked.
    private struct Expected {
        var tokens: [Token] = []
        var offsets: [Int] = []

        func check(_ storage: TokenStorage, sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(storage.count == tokens.count, sourceLocation: sourceLocation)
            guard storage.count == tokens.count else { return }
            var wrongTokens = 0
            var wrongOffsets = 0
            for index in tokens.indices {
                if storage[index] != tokens[index] { wrongTokens += 1 }
                if storage.offset(at: index) != offsets[index] { wrongOffsets += 1 }
            }
            #expect(wrongTokens == 0, sourceLocation: sourceLocation)
            #expect(wrongOffsets == 0, sourceLocation: sourceLocation)
            // The token at or before every offset from before the first to past the last.
            guard let first = offsets.first, let last = offsets.last else { return }
            var wrongIndices = 0
            var expected = -1
            for offset in max(0, first - 70)...(last + 300) {
                while expected + 1 < offsets.count, offsets[expected + 1] <= offset { expected += 1 }
                if storage.index(ofTokenStartingAtOrBefore: offset) != expected { wrongIndices += 1 }
            }
            #expect(wrongIndices == 0, sourceLocation: sourceLocation)
        }
    }

    private static let kinds: [Token.Kind] = [.identifier, .integer, .float, .string, .punctuation, .operator, .directive]

    /// `count` tokens from `start`, gaps drawn from `gaps`, numbers below `numberLimit`.
    private static func make(
        count: Int, start: Int, gaps: [Int], numberLimit: UInt32, seed: UInt64
    ) -> (TokenStorage.Builder, Expected) {
        var random = SeededGenerator(seed: seed)
        var storage = TokenStorage.Builder(base: start)
        var expected = Expected()
        var offset = start
        for _ in 0..<count {
            let token = Token(
                kind: kinds.randomElement(using: &random)!, number: UInt32.random(in: 0..<numberLimit, using: &random),
                isBackticked: Bool.random(using: &random))
            storage.append(token, at: offset)
            expected.tokens.append(token)
            expected.offsets.append(offset)
            offset += gaps.randomElement(using: &random)!
        }
        return (storage, expected)
    }

    @Test(arguments: [
        // A token every byte (a member chain), every few bytes (code), with long gaps (comments, literals).
        ([1], UInt32(100)), ([1, 2, 3, 7], UInt32(4096)), ([1, 1, 1, 40, 700, 5000], UInt32(4096)),
        ([1, 2, 3], UInt32(1 << 20)), ([1, 513, 70_000], UInt32(1 << 27)),
    ])
    func everyTokenAndOffsetComesBack(gaps: [Int], numberLimit: UInt32) {
        let (storage, expected) = Self.make(count: 20_000, start: 0, gaps: gaps, numberLimit: numberLimit, seed: 1)
        expected.check(storage.finish())
    }

    /// A file's first tokens fit in sixteen bits, a later one does not: those before are moved, once, unchanged.
    @Test func aWideTokenLateInTheFileKeepsTheOnesBefore() {
        var (storage, expected) = Self.make(count: 5_000, start: 3, gaps: [1, 2], numberLimit: 4096, seed: 2)
        let wide = Token(kind: .identifier, number: 70_000)
        storage.append(wide, at: 20_000)
        expected.tokens.append(wide)
        expected.offsets.append(20_000)
        for number in 0..<100 {
            let token = Token(kind: .punctuation, number: UInt32(number))
            storage.append(token, at: 20_001 + number)
            expected.tokens.append(token)
            expected.offsets.append(20_001 + number)
        }
        let finished = storage.finish()
        expected.check(finished)
        #expect(finished.hasWideTokens)
    }

    /// Tokens on both sides of each 64 KiB boundary and of the bitmap's word and block boundaries.
    @Test func offsetsAtBoundaries() {
        var offsets: [Int] = []
        for boundary in [64, 512, 4096, 65_536, 131_072, 1 << 20] {
            offsets += [boundary - 2, boundary - 1, boundary, boundary + 1]
        }
        var builder = TokenStorage.Builder(base: 0)
        for (index, offset) in offsets.enumerated() { builder.append(Token(kind: .integer, number: UInt32(index)), at: offset) }
        let storage = builder.finish()
        #expect((0..<storage.count).map(storage.offset(at:)) == offsets)
        #expect((0..<storage.count).map { storage[$0].number } == offsets.indices.map(UInt32.init))
    }

    /// An interpolation or a condition far into a large file: its bits start at its first token, so the
    /// list costs its own span, and offsets near the lexer's 2 GiB limit come back whole.
    @Test func aListFarIntoTheFileCostsOnlyItsSpan() {
        let start = Int(Int32.max) - 10_000
        let (builder, expected) = Self.make(count: 4_000, start: start, gaps: [1, 2], numberLimit: 300, seed: 3)
        let storage = builder.finish()
        expected.check(storage)
        #expect(storage.offset(at: storage.count - 1) < Int(Int32.max))
    }

    /// A file at the sources' 16 MB limit whose every byte starts a token, with its builds' removals.
    @Test func aWholeFileAtTheSizeLimit() {
        let size = 16 * 1024 * 1024
        var builder = TokenStorage.Builder(base: 0)
        builder.reserveCapacity(size, bytes: size)
        for offset in 0..<size { builder.append(Token(kind: .punctuation, number: UInt32(offset & 1)), at: offset) }
        var storage = builder.finish()
        #expect(storage.count == size)
        for index in [0, 1, 63, 64, 511, 512, 65_535, 65_536, size / 2, size - 2, size - 1] {
            #expect(storage.offset(at: index) == index)
            #expect(storage[index].number == UInt32(index & 1))
        }
        storage.removeTokens(in: [0..<10, 65_530..<65_540, (size - 5)..<size])
        #expect(storage.count == size - 25)
        #expect(storage.offset(at: 0) == 10)
        #expect(storage.offset(at: 65_519) == 65_529)
        #expect(storage.offset(at: 65_520) == 65_540)
        #expect(storage.offset(at: storage.count - 1) == size - 6)
    }

    /// Random removals, as `#if` clauses, previews and widget families are removed, checked against removing
    /// from the plain arrays.
    @Test(arguments: [UInt64(4), 5, 6, 7])
    func randomRemovalsKeepTheRestInPlace(seed: UInt64) {
        let numberLimit: UInt32 = seed % 2 == 0 ? 4096 : 1 << 20
        let (builder, made) = Self.make(count: 6_000, start: 17, gaps: [1, 1, 3, 90, 1_000], numberLimit: numberLimit, seed: seed)
        var storage = builder.finish()
        var expected = made
        var random = SeededGenerator(seed: seed &* 31)
        for _ in 0..<4 {
            var ranges: [Range<Int>] = []
            var cursor = 0
            while cursor < storage.count {
                let start = cursor + Int.random(in: 0..<400, using: &random)
                let end = min(storage.count, start + Int.random(in: 0..<200, using: &random))
                guard start < storage.count else { break }
                ranges.append(start..<end)
                // Now and then a range inside the last one, which belongs to it.
                if end - start > 4, Bool.random(using: &random) { ranges.append((start + 1)..<(end - 1)) }
                cursor = end
            }
            storage.removeTokens(in: ranges)
            var kept = Expected()
            var next = 0
            for range in ranges where range.lowerBound >= next {
                kept.tokens += expected.tokens[next..<range.lowerBound]
                kept.offsets += expected.offsets[next..<range.lowerBound]
                next = range.upperBound
            }
            kept.tokens += expected.tokens[next...]
            kept.offsets += expected.offsets[next...]
            expected = kept
            expected.check(storage)
        }
    }

    /// Lexed offsets: the main list's, an interpolation's and a condition's, each where its token is written.
    @Test func lexedListsGiveTheirTokensOffsets() throws {
        let source = "#if os(iOS)\nlet t = a.b.c\nlet s = \"x \\(t.count + 1) y\"\n#endif\n"
        var lexer = SwiftLexer(bytes: Array(source.utf8), path: "f.swift")
        let lexed = try lexer.tokenize()
        let bytes = Array(source.utf8)
        func written(_ list: TokenList) -> [String] {
            list.indices.map { index in
                let offset = list.offset(at: index)
                let text = list[index].kind == .string ? "\"" : list.text(index)
                return String(decoding: bytes[offset..<min(bytes.count, offset + text.utf8.count)], as: UTF8.self)
            }
        }
        let expectedMain = lexed.indices.map { lexed[$0].kind == .string ? "\"" : lexed.text($0) }
        #expect(written(lexed) == expectedMain)
        let condition = try #require(lexed.condition(at: 0))
        #expect(condition.spellings == ["os", "(", "iOS", ")"])
        #expect(written(condition) == ["os", "(", "iOS", ")"])
        let literal = try #require(lexed.firstIndex { $0.kind == .string }.flatMap(lexed.literal))
        let inner = lexed.sublist(try #require(literal.interpolatedTokens.first))
        #expect(inner.spellings == ["t", ".", "count", "+", "1"])
        #expect(written(inner) == ["t", ".", "count", "+", "1"])
    }

    /// A member chain lexes to a token at every byte after `let c = `, and they all fit in sixteen bits.
    @Test func aMemberChainIsATokenAByte() throws {
        let source = "let c = a" + String(repeating: ".a", count: 50_000)
        var lexer = SwiftLexer(bytes: Array(source.utf8), path: "f.swift")
        let lexed = try lexer.tokenize()
        #expect(lexed.count == 3 + 100_001)
        #expect((3..<lexed.count).allSatisfy { lexed.offset(at: $0) == $0 + 5 })
        #expect(!lexed.storage.hasWideTokens)
    }
}
