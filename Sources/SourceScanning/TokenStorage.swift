/// A list's tokens kept apart from where they start: each token in sixteen bits, and the offsets in
/// `TokenStarts`. A file whose every byte starts a token (`a.a.a…`, a run of `#` or of `(`) then costs a
/// little over two bytes a byte for its tokens, where eight-byte tokens with their offsets cost eight: with
/// the file's own bytes, what the scan keeps stays under four times the file.
///
/// A token whose number does not fit (a file with more than about 3,900 spellings of its own, or 4,096
/// literals) is kept whole in a second array, as long as the first, made only for such a file; its
/// sixteen bits say so with 0xFFFF, which no token is (its kind would be 7). Reading a token is then one
/// load and one comparison, as the scan reads tokens more often than anything else.
struct TokenStorage: Sendable {
    private var units: [UInt16] = []
    /// Empty, or one token per unit: those that do not fit in sixteen bits.
    private var wideTokens: [UInt32] = []
    private var starts = TokenStarts()

    private static let wideMarker = UInt16.max

    init() {}

    @inline(__always)
    var count: Int { units.count }

    var isEmpty: Bool { units.isEmpty }

    /// Whether some token did not fit in sixteen bits.
    var hasWideTokens: Bool { !wideTokens.isEmpty }

    @inline(__always)
    subscript(index: Int) -> Token {
        let unit = units[index]
        return unit != Self.wideMarker ? Token(bits: UInt32(unit)) : wideToken(at: index)
    }

    /// Out of line, so that every place that reads a token stays small.
    @inline(never)
    private func wideToken(at index: Int) -> Token { Token(bits: wideTokens[index]) }

    /// Where the token at `index` starts in the file.
    func offset(at index: Int) -> Int { starts.offset(ofTokenAt: index, count: units.count) }

    /// The index of the last token that starts at or before `offset`; -1 when none does.
    func index(ofTokenStartingAtOrBefore offset: Int) -> Int {
        units.isEmpty ? -1 : starts.tokens(startingAtOrBefore: offset) - 1
    }

    /// Removes the tokens of `ranges` (sorted by their start; a range that starts inside an earlier one is
    /// part of it) in place, as `Array.removeTokens(in:)` does.
    mutating func removeTokens(in ranges: [Range<Int>]) {
        guard !ranges.isEmpty, !units.isEmpty else { return }
        // Where the removed tokens start, found before any is removed: from the first one's offset up to
        // the offset of the first token kept after them.
        var spans: [Range<Int>] = []
        var read = 0
        for range in ranges where range.lowerBound >= read {
            if !range.isEmpty {
                spans.append(offset(at: range.lowerBound)..<(range.upperBound < count ? offset(at: range.upperBound) : Int.max))
            }
            read = range.upperBound
        }
        units.removeTokens(in: ranges)
        if !wideTokens.isEmpty { wideTokens.removeTokens(in: ranges) }
        let left = starts.remove(startingIn: spans)
        assert(left == units.count, "every token has its start")
    }

    /// Fills a list in order (the lexer).
    struct Builder {
        private var units: [UInt16] = []
        private var wideTokens: [UInt32] = []
        /// Whether `wideTokens` is kept (a flag, not its count: the lexer asks at every token).
        private var hasWideTokens = false
        private var reservedCount = 0
        private var starts: TokenStarts.Builder

        /// Tokens from `base` on: a file offset at or before the first token's.
        init(base: Int) {
            starts = TokenStarts.Builder(base: base)
        }

        /// Room for `count` tokens over `bytes` bytes, reserved and never written until used, so that a whole
        /// file's tokens are never copied to grow.
        mutating func reserveCapacity(_ count: Int, bytes: Int) {
            reservedCount = count
            units.reserveCapacity(count)
            starts.reserveCapacity(bytes: bytes)
        }

        /// Adds a token that starts at `offset`, after every token added before.
        @inline(__always)
        mutating func append(_ token: Token, at offset: Int) {
            if token.bits < UInt32(TokenStorage.wideMarker) {
                units.append(UInt16(truncatingIfNeeded: token.bits))
                if hasWideTokens { wideTokens.append(0) }
            } else {
                if !hasWideTokens {
                    wideTokens.reserveCapacity(max(reservedCount, units.count + 1))
                    wideTokens.append(contentsOf: repeatElement(0, count: units.count))
                    hasWideTokens = true
                }
                units.append(TokenStorage.wideMarker)
                wideTokens.append(token.bits)
            }
            starts.append(offset: offset)
        }

        consuming func finish() -> TokenStorage {
            var storage = TokenStorage()
            storage.units = units
            storage.wideTokens = wideTokens
            storage.starts = starts.finish()
            return storage
        }
    }
}
