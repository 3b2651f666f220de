/// The generated tables, read where the program's constant data holds them (the first stage's entries as two
/// seven-bit bytes), so a look-up is three loads and no checks; the bracket slots are the one part filled in.
///
/// `@unchecked Sendable`: the buffers are written only in `init` and never freed or changed after.
final class BidiPropertyTable: @unchecked Sendable {
    static let shared = BidiPropertyTable()

    /// First stage: for each block of code points, its block number's high and low seven bits.
    let blocks: UnsafePointer<UInt8>
    /// Second stage: the property byte (class | bracket flag | mirror flag) of each code point, block after block.
    let values: UnsafePointer<UInt8>
    /// For each BMP code point, 1 + its index in the bracket arrays, or 0: brackets are looked up
    /// for every ON character of a sequence, so the look-up is one load instead of a search.
    let bmpBracketSlots: UnsafeMutablePointer<UInt8>
    /// Canonical closing bracket each bracket pairs with (U+2329/U+232A folded to U+3008/U+3009),
    /// whether it opens, by bracket index.
    let canonicalClosers: UnsafeMutablePointer<UInt32>
    let bracketOpens: UnsafeMutablePointer<Bool>

    private init() {
        let blockCount = 0x110000 >> BidiTables.blockShift
        precondition(BidiTables.stage1.utf8CodeUnitCount == 2 * blockCount, "generated stage-1 table is truncated")
        precondition(
            BidiTables.stage2.utf8CodeUnitCount % (1 << BidiTables.blockShift) == 0, "generated stage-2 table is truncated")
        blocks = BidiTables.stage1.utf8Start
        values = BidiTables.stage2.utf8Start

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

    /// The property byte of a code point; values past U+10FFFF read as left-to-right.
    @inline(__always)
    func properties(of codePoint: UInt32) -> UInt8 {
        guard codePoint < 0x110000 else { return 0 }
        let entry = Int(codePoint >> UInt32(BidiTables.blockShift)) << 1
        let block = Int(blocks[entry]) << 7 | Int(blocks[entry + 1])
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
