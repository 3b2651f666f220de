/// Where each token of a list starts: one bit per byte of the file from the first token on, set where a
/// token starts, with the count of set bits before every block of 512 bits. A token's offset is found by
/// that count (a binary search over the blocks, then at most eight words), so the offsets of a file whose
/// every byte starts a token cost an eighth of a byte each, where a 32-bit offset cost four.
///
/// This works because a list's tokens start at increasing offsets, one token per offset: the lexer reads
/// the file once, front to back, and an interpolation's or a condition's tokens are a list of their own.
struct TokenStarts: Sendable {
    /// The file offset bit 0 stands for: the first token's when the list was made.
    private var base = 0
    private var words: [UInt64] = []
    /// `ranks[b]` is the number of tokens starting before block `b + 1` (block 0 has none before it).
    private var ranks: [UInt32] = []
    private(set) var count = 0

    private static let wordsPerBlock = 8

    init() {}

    /// Room for tokens over `bytes` bytes from the first one, so that a whole file's bits never move.
    mutating func reserveCapacity(bytes: Int) {
        let wordCount = bytes / 64 + 1
        words.reserveCapacity(wordCount)
        ranks.reserveCapacity(wordCount / Self.wordsPerBlock)
    }

    /// Adds a token starting at `offset`, after every token added before.
    @inline(__always)
    mutating func append(offset: Int) {
        if count == 0 { base = offset }
        let bit = offset - base
        let word = bit >> 6
        if word >= words.count { grow(toWord: word) }
        words[word] |= 1 << UInt64(bit & 63)
        count += 1
    }

    /// Adds zero words up to `word`, recording the tokens before each block begun on the way (all of them:
    /// tokens come in order, so none is in a block not yet begun).
    private mutating func grow(toWord word: Int) {
        while words.count <= word {
            if words.count > 0, words.count % Self.wordsPerBlock == 0 { ranks.append(UInt32(truncatingIfNeeded: count)) }
            words.append(0)
        }
    }

    /// The offset of the token at `index` (0 ..< count).
    func offset(ofTokenAt index: Int) -> Int {
        precondition(index >= 0 && index < count, "token index out of range")
        // The last block with at most `index` tokens before it holds the token.
        var low = 0
        var high = ranks.count
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(ranks[middle - 1]) <= index { low = middle } else { high = middle - 1 }
        }
        var remaining = index - (low == 0 ? 0 : Int(ranks[low - 1]))
        var word = low * Self.wordsPerBlock
        while true {
            let bits = words[word]
            let set = bits.nonzeroBitCount
            if remaining < set { return base + word << 6 + Self.position(ofSetBit: remaining, in: bits) }
            remaining -= set
            word += 1
        }
    }

    /// Where the `n`th set bit of `bits` is, counted from the lowest.
    private static func position(ofSetBit n: Int, in bits: UInt64) -> Int {
        var bits = bits
        for _ in 0..<n { bits &= bits &- 1 }
        return bits.trailingZeroBitCount
    }

    /// Removes the tokens that start in each of `spans` (file offsets, in any order).
    mutating func remove(startingIn spans: [Range<Int>]) {
        guard !spans.isEmpty else { return }
        let bitCount = words.count << 6
        for span in spans {
            var bit = max(0, span.lowerBound - base)
            let end = min(bitCount, max(0, span.upperBound - base))
            while bit < end {
                let word = bit >> 6
                let first = bit & 63
                let last = min(64, end - word << 6)
                let width = last - first
                let mask: UInt64 = width == 64 ? ~0 : ((1 << UInt64(width)) - 1) << UInt64(first)
                words[word] &= ~mask
                bit = (word + 1) << 6
            }
        }
        recount()
    }

    private mutating func recount() {
        ranks.removeAll(keepingCapacity: true)
        var total = 0
        for (index, bits) in words.enumerated() {
            if index > 0, index % Self.wordsPerBlock == 0 { ranks.append(UInt32(truncatingIfNeeded: total)) }
            total += bits.nonzeroBitCount
        }
        count = total
    }
}
