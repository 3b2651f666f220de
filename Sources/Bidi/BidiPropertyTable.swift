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
