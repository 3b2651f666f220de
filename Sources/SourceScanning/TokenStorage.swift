/// A list's tokens kept apart from where they start: each token in sixteen bits while every number of the
/// list fits (a file with fewer than 4,096 spellings and as many literals: nearly every file), else in
/// thirty-two, and their offsets in `TokenStarts`. A file whose every byte starts a token (`a.a.a…`, a run
/// of `#` or of `(`) then costs a little over two bytes a byte for its tokens, where the eight-byte tokens
/// with their offsets cost eight: with the file's own bytes, what the scan keeps stays under four times
/// the file.
struct TokenStorage: Sendable {
    private var narrowHeads: [UInt16] = []
    private var wideHeads: [UInt32] = []
    /// Set once a token's bits do not fit in sixteen; from then on every token is in `wideHeads`.
    private(set) var isWide = false
    /// What `reserveCapacity` asked for, kept for the widening.
    private var reservedCount = 0
    private(set) var starts = TokenStarts()

    init() {}

    @inline(__always)
    var count: Int { isWide ? wideHeads.count : narrowHeads.count }

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    subscript(index: Int) -> Token {
        Token(bits: isWide ? wideHeads[index] : UInt32(narrowHeads[index]))
    }

    /// Where the token at `index` starts in the file.
    func offset(at index: Int) -> Int { starts.offset(ofTokenAt: index) }

    /// Room for `count` tokens over `bytes` bytes, reserved and never written until used, so that a whole
    /// file's tokens are never copied to grow.
    mutating func reserveCapacity(_ count: Int, bytes: Int) {
        reservedCount = count
        narrowHeads.reserveCapacity(count)
        starts.reserveCapacity(bytes: bytes)
    }

    /// Adds a token that starts at `offset`, after every token added before.
    @inline(__always)
    mutating func append(_ token: Token, at offset: Int) {
        if isWide {
            wideHeads.append(token.bits)
        } else if token.bits <= UInt32(UInt16.max) {
            narrowHeads.append(UInt16(truncatingIfNeeded: token.bits))
        } else {
            widen()
            wideHeads.append(token.bits)
        }
        starts.append(offset: offset)
    }

    /// Moves the tokens so far to thirty-two bits each, once.
    private mutating func widen() {
        wideHeads.reserveCapacity(max(reservedCount, narrowHeads.count + 1))
        wideHeads.append(contentsOf: narrowHeads.lazy.map { UInt32($0) })
        narrowHeads = []
        isWide = true
    }

    /// Removes the tokens of `ranges` (sorted by their start; a range that starts inside an earlier one is
    /// part of it) in place, as `Array.removeTokens(in:)` does.
    mutating func removeTokens(in ranges: [Range<Int>]) {
        guard !ranges.isEmpty else { return }
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
        if isWide { wideHeads.removeTokens(in: ranges) } else { narrowHeads.removeTokens(in: ranges) }
        starts.remove(startingIn: spans)
    }
}
