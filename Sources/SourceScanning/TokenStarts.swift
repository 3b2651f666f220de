/// Where each token of a list starts: one bit per byte of the file from the list's start, set where a token
/// starts, and before every four words of bits a header counting the tokens before them. A token's offset
/// is found by the headers (a search from where an even spread of the tokens would put it, then a word
/// picked by the header's counts, then the bit in it), so the offsets of a file whose every byte starts a
/// token cost five thirty-seconds of a byte each, where a 32-bit offset cost four bytes.
///
/// This works because a list's tokens start at increasing offsets, one token per offset: the lexer reads
/// the file once, front to back, and an interpolation's or a condition's tokens are a list of their own.
/// Offsets are read only where a location is made (a use, a declaration, a body's span, a directive).
struct TokenStarts: Sendable {
    /// The file offset bit 0 stands for (where the lexer began the list), then blocks of five: a header and
    /// four words of bits. The header holds the number of tokens before the block from bit 24 up, and in its
    /// three low bytes the number in the block's first one, two and three words: no bit is counted when an
    /// offset is read. One array, the base in it: a list is copied and passed often, and is smaller so.
    private var slots: [UInt64] = []

    private static let wordsPerBlock = 4
    private static let slotsPerBlock = 5
    private static let rankShift: UInt64 = 24

    init() {}

    @inline(__always)
    private func tokensBefore(block: Int) -> Int { Int(slots[1 + block * Self.slotsPerBlock] &>> Self.rankShift) }

    private var base: Int { Int(slots[0]) }

    /// The offset of the token at `index` of the list's `count` tokens.
    func offset(ofTokenAt index: Int, count: Int) -> Int {
        precondition(index >= 0 && index < count, "token index out of range")
        let block = block(holding: index, count: count)
        let header = slots[1 + block * Self.slotsPerBlock]
        var remaining = index - Int(header &>> Self.rankShift)
        // The block's word: the last whose count of tokens before it (0 for the first) is at most `remaining`.
        let beforeSecond = Int(header & 0xFF), beforeThird = Int(header &>> 8 & 0xFF), beforeFourth = Int(header &>> 16 & 0xFF)
        var word = 0
        if beforeFourth <= remaining {
            word = 3
            remaining -= beforeFourth
        } else if beforeThird <= remaining {
            word = 2
            remaining -= beforeThird
        } else if beforeSecond <= remaining {
            word = 1
            remaining -= beforeSecond
        }
        var bits = slots[2 + block * Self.slotsPerBlock + word]
        // The `remaining`th set bit: clear the ones below it.
        while remaining > 0 {
            bits &= bits &- 1
            remaining -= 1
        }
        return base + (block * Self.wordsPerBlock + word) &<< 6 + bits.trailingZeroBitCount
    }

    /// How many tokens start at or before `offset`.
    func tokens(startingAtOrBefore offset: Int) -> Int {
        guard slots.count > 1 else { return 0 }
        let bit = offset - base
        guard bit >= 0 else { return 0 }
        let blocks = (slots.count - 1) / Self.slotsPerBlock
        let word = bit >> 6
        guard word < blocks * Self.wordsPerBlock else {
            // Past the last block: every token.
            let header = slots[1 + (blocks - 1) * Self.slotsPerBlock]
            let lastWord = slots[1 + (blocks - 1) * Self.slotsPerBlock + Self.wordsPerBlock]
            return Int(header &>> Self.rankShift) + Int(header &>> 16 & 0xFF) + lastWord.nonzeroBitCount
        }
        let header = slots[1 + (word >> 2) * Self.slotsPerBlock]
        let wordInBlock = word & 3
        let before = Int(header &>> Self.rankShift) + (wordInBlock == 0 ? 0 : Int(header &>> (8 * UInt64(wordInBlock - 1)) & 0xFF))
        let upToBit = bit & 63 == 63 ? ~UInt64(0) : (1 &<< UInt64(bit & 63 + 1)) &- 1
        return before + (slots[Self.slot(ofWord: word)] & upToBit).nonzeroBitCount
    }

    /// The last block with at most `index` tokens before it: searched from where it would be were the tokens
    /// spread evenly (in code, a block or two away), by steps that double, then halving the bounds found.
    private func block(holding index: Int, count: Int) -> Int {
        let blocks = (slots.count - 1) / Self.slotsPerBlock
        var low = 0
        var high = blocks - 1
        let guess = min(high, index * blocks / count)
        var step = 1
        if tokensBefore(block: guess) <= index {
            low = guess
            while low + step <= high {
                if tokensBefore(block: low + step) <= index {
                    low += step
                    step <<= 1
                } else {
                    high = low + step - 1
                    break
                }
            }
        } else {
            high = guess - 1
            while high - step + 1 > low {
                let probe = high - step + 1
                if tokensBefore(block: probe) <= index {
                    low = probe
                    break
                }
                high = probe - 1
                step <<= 1
            }
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if tokensBefore(block: middle) <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Removes the tokens that start in each of `spans` (file offsets, in any order); returns how many are left.
    mutating func remove(startingIn spans: [Range<Int>]) -> Int {
        guard !slots.isEmpty else { return 0 }
        let bitCount = (slots.count - 1) / Self.slotsPerBlock * Self.wordsPerBlock * 64
        let base = self.base
        for span in spans {
            var bit = max(0, span.lowerBound - base)
            let end = min(bitCount, max(0, span.upperBound - base))
            while bit < end {
                let word = bit >> 6
                let first = bit & 63
                let last = min(64, end - word * 64)
                let width = last - first
                let mask: UInt64 = width == 64 ? ~0 : ((1 &<< UInt64(width)) - 1) &<< UInt64(first)
                slots[Self.slot(ofWord: word)] &= ~mask
                bit = (word + 1) * 64
            }
        }
        var total = 0
        for blockStart in stride(from: 1, to: slots.count, by: Self.slotsPerBlock) {
            var header = UInt64(total) &<< Self.rankShift
            var inBlock = 0
            for word in 0..<Self.wordsPerBlock {
                if word > 0 { header |= UInt64(inBlock) &<< (8 * UInt64(word - 1)) }
                inBlock += slots[blockStart + 1 + word].nonzeroBitCount
            }
            slots[blockStart] = header
            total += inBlock
        }
        return total
    }

    @inline(__always)
    private static func slot(ofWord word: Int) -> Int {
        2 + (word >> 2) * slotsPerBlock + (word & 3)
    }

    /// Fills a list's starts in order. The word being filled is kept aside and stored once a token is past
    /// it, so that a token costs a few instructions and no store into the array.
    struct Builder {
        private var starts = TokenStarts()
        private let base: Int
        private(set) var count = 0
        private var pendingWord = 0
        private var pendingBits: UInt64 = 0

        /// Tokens from `base` on: a file offset at or before the first token's.
        init(base: Int) {
            self.base = base
            starts.slots = [UInt64(base)]
        }

        /// Room for tokens over `bytes` bytes from the base, so that a whole file's bits never move.
        mutating func reserveCapacity(bytes: Int) {
            starts.slots.reserveCapacity(1 + (bytes / (64 * TokenStarts.wordsPerBlock) + 1) * TokenStarts.slotsPerBlock)
        }

        /// Adds a token starting at `offset`, after every token added before.
        @inline(__always)
        mutating func append(offset: Int) {
            let bit = offset &- base
            let word = bit &>> 6
            if word != pendingWord {
                store()
                pendingWord = word
            }
            pendingBits |= 1 &<< UInt64(bit & 63)
            count += 1
        }

        /// Stores the pending word, beginning the blocks up to it (a block begun here has no token before it
        /// but those counted already, less the pending word's own), and counts its tokens in the header's
        /// counts of the block's later words.
        private mutating func store() {
            guard pendingBits != 0 else { return }
            let pendingCount = pendingBits.nonzeroBitCount
            let block = pendingWord >> 2
            while starts.slots.count <= 1 + block * TokenStarts.slotsPerBlock {
                starts.slots.append(UInt64(count - pendingCount) &<< TokenStarts.rankShift)
                for _ in 0..<TokenStarts.wordsPerBlock { starts.slots.append(0) }
            }
            let headerSlot = 1 + block * TokenStarts.slotsPerBlock
            let wordInBlock = pendingWord & 3
            var counts: UInt64 = 0
            for later in (wordInBlock + 1)..<TokenStarts.wordsPerBlock {
                counts |= UInt64(pendingCount) &<< (8 * UInt64(later - 1))
            }
            starts.slots[headerSlot] &+= counts
            starts.slots[headerSlot + 1 + wordInBlock] = pendingBits
            pendingBits = 0
        }

        consuming func finish() -> TokenStarts {
            store()
            return starts
        }
    }
}
