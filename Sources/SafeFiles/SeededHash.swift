/// A 64-bit hash of short byte runs (names, identifiers) for tables that hash many of them: a
/// multiply-and-fold over the bytes' 8-byte words, with a seed chosen per process so that no input can be
/// written to make every name collide. Not stable across runs: never store it.
/// Inlinable: callers hash in loops, where a call per name showed.
public enum SeededHash {
    @usableFromInline static let seed: (multiplier: UInt64, start: UInt64) = {
        var generator = SystemRandomNumberGenerator()
        return (generator.next() | 1, generator.next())
    }()

    @inlinable
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let (multiplier, start) = seed
        var state = start ^ UInt64(bytes.count)
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        while index + 8 <= bytes.count {
            state = fold(state ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)), multiplier)
            index += 8
        }
        // The last bytes, low first, as whole loads rather than one at a time (a byte loop was a third of
        // the hash of a short name): the same value either way.
        let remaining = bytes.count - index
        var tail: UInt64 = 0
        if remaining > 0 && bytes.count >= 8 {
            let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
            tail = last &>> UInt64(64 - 8 * remaining)
        } else if remaining > 0 {
            var shift: UInt64 = 0
            if remaining & 4 != 0 {
                tail = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt32.self)))
                index += 4
                shift = 32
            }
            if remaining & 2 != 0 {
                tail |= UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt16.self))) &<< shift
                index += 2
                shift += 16
            }
            if remaining & 1 != 0 { tail |= UInt64(raw[index]) &<< shift }
        }
        return fold(fold(state ^ tail, multiplier) ^ 0x9E37_79B9_7F4A_7C15, multiplier)
    }

    /// The high and low halves of the full product, exclusive-ored: every bit of each input moves both.
    @usableFromInline @inline(__always)
    static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }
}
