/// The generated tables decoded once into flat memory, so a look-up is two loads and no checks.
///
/// `@unchecked Sendable`: the buffers are written only in `init` and never freed or changed after.
final class BidiPropertyTable: @unchecked Sendable {
    static let shared = BidiPropertyTable()

    /// First stage: block number for each block of code points.
    let blocks: UnsafeMutablePointer<UInt16>
    /// Second stage: the property byte (class | bracket flag | mirror flag) of each code point, block after block.
    let values: UnsafeMutablePointer<UInt8>
    let blockCount: Int
    /// For each BMP code point, 1 + its index in the bracket arrays, or 0: brackets are looked up
    /// for every ON character of a sequence, so the look-up is one load instead of a search.
    let bmpBracketSlots: UnsafeMutablePointer<UInt8>
    /// Canonical closing bracket each bracket pairs with (U+2329/U+232A folded to U+3008/U+3009),
    /// whether it opens, by bracket index.
    let canonicalClosers: UnsafeMutablePointer<UInt32>
    let bracketOpens: UnsafeMutablePointer<Bool>

    private init() {
        let blockCount = 0x110000 >> BidiTables.blockShift
        self.blockCount = blockCount
        let blocks = UnsafeMutablePointer<UInt16>.allocate(capacity: blockCount)
        var blockIndex = 0
        for line in BidiTables.stage1Hex {
            line.withUTF8Buffer { bytes in
                var offset = 0
                while offset + 4 <= bytes.count, blockIndex < blockCount {
                    var value: UInt16 = 0
                    for digit in bytes[offset..<offset + 4] { value = value << 4 | UInt16(Self.hexValue(digit)) }
                    blocks[blockIndex] = value
                    blockIndex += 1
                    offset += 4
                }
            }
        }
        precondition(blockIndex == blockCount, "generated stage-1 table is truncated")
        let valueCount = BidiTables.stage2Hex.reduce(0) { $0 + $1.utf8CodeUnitCount / 2 }
        let values = UnsafeMutablePointer<UInt8>.allocate(capacity: valueCount)
        var valueIndex = 0
        for line in BidiTables.stage2Hex {
            line.withUTF8Buffer { bytes in
                var offset = 0
                while offset + 2 <= bytes.count {
                    values[valueIndex] = Self.hexValue(bytes[offset]) << 4 | Self.hexValue(bytes[offset + 1])
                    valueIndex += 1
                    offset += 2
                }
            }
        }
        self.blocks = blocks
        self.values = values

        let bracketCount = BidiTables.bracketCodePoints.count
        precondition(bracketCount < 255, "bracket slots are one byte")
        bmpBracketSlots = .allocate(capacity: 0x10000)
        bmpBracketSlots.initialize(repeating: 0, count: 0x10000)
        canonicalClosers = .allocate(capacity: bracketCount)
        bracketOpens = .allocate(capacity: bracketCount)
        for index in 0..<bracketCount {
            let codePoint = BidiTables.bracketCodePoints[index]
            let opens = BidiTables.bracketIsOpening[index]
            if codePoint < 0x10000 { bmpBracketSlots[Int(codePoint)] = UInt8(index + 1) }
            bracketOpens[index] = opens
            canonicalClosers[index] = Self.canonicalBracket(opens ? BidiTables.bracketPairs[index] : codePoint)
        }
    }

    /// U+2329/U+232A are canonically equivalent to U+3008/U+3009 and pair with them (BD16).
    static func canonicalBracket(_ codePoint: UInt32) -> UInt32 {
        switch codePoint {
        case 0x2329: return 0x3008
        case 0x232A: return 0x3009
        default: return codePoint
        }
    }

    /// The index of a paired bracket in the bracket arrays, or nil.
    @inline(__always)
    func bracketSlot(of codePoint: UInt32) -> Int? {
        if codePoint < 0x10000 {
            let slot = Int(bmpBracketSlots[Int(codePoint)])
            return slot == 0 ? nil : slot - 1
        }
        return bracketIndex(of: codePoint)
    }

    private static func hexValue(_ digit: UInt8) -> UInt8 {
        digit <= UInt8(ascii: "9") ? digit &- UInt8(ascii: "0") : digit &- UInt8(ascii: "A") &+ 10
    }

    /// The property byte of a code point; values past U+10FFFF read as left-to-right.
    @inline(__always)
    func properties(of codePoint: UInt32) -> UInt8 {
        guard codePoint < 0x110000 else { return 0 }
        let block = Int(blocks[Int(codePoint >> UInt32(BidiTables.blockShift))])
        return values[block << BidiTables.blockShift | Int(codePoint & BidiTables.blockMask)]
    }

    func bracketIndex(of codePoint: UInt32) -> Int? {
        Self.search(BidiTables.bracketCodePoints, codePoint)
    }

    func mirrorGlyph(of codePoint: UInt32) -> UInt32? {
        Self.search(BidiTables.mirrorCodePoints, codePoint).map { BidiTables.mirrorGlyphs[$0] }
    }

    private static func search(_ sorted: [UInt32], _ key: UInt32) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == key ? low : nil
    }
}
