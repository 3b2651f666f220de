/// A fast 64-bit hash of a file's bytes (not cryptographic): two reads of one file compare equal, and a
/// change of any byte or of the length changes it, with overwhelming likelihood.
public func contentHash(_ bytes: [UInt8]) -> UInt64 {
    bytes.withUnsafeBytes(contentHash)
}

/// `contentHash` of bytes in place: a part of a larger buffer is hashed without copying it out.
public func contentHash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
    var hasher = ContentHasher()
    hasher.add(bytes)
    return hasher.finish()
}

/// `contentHash` over bytes given a piece at a time, as a file is written: the same value for the same
/// bytes however they are cut. Four lanes each take every fourth 8-byte word of each 32-byte block, so
/// their multiplications run side by side (one lane took 1.6 instructions a byte, in a serial chain: a
/// replay's megabyte log was hashed twice per run); the lanes and the last bytes are folded at the end.
struct ContentHasher {
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    private static let blockSize = 32
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
        0xcbf2_9ce4_8422_2325, 0x8422_2325_cbf2_9ce4, 0x6c62_272e_07bb_0142, 0x07bb_0142_6c62_272e)
    private var count = 0
    /// The bytes of a block not yet complete at the end of a piece, in order.
    private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var pendingCount = 0

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    mutating func add(_ raw: UnsafeRawBufferPointer) {
        count += raw.count
        var offset = 0
        while pendingCount > 0, offset < raw.count {
            setPending(byte: raw[offset], at: pendingCount)
            pendingCount += 1
            offset += 1
            if pendingCount == Self.blockSize {
                mix(pending)
                pending = (0, 0, 0, 0)
                pendingCount = 0
            }
        }
        while offset + Self.blockSize <= raw.count {
            mix((
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)),
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)),
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)),
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))))
            offset += Self.blockSize
        }
        while offset < raw.count {
            setPending(byte: raw[offset], at: pendingCount)
            pendingCount += 1
            offset += 1
        }
    }

    private mutating func setPending(byte: UInt8, at index: Int) {
        let value = UInt64(byte) << (8 * UInt64(index % 8))
        switch index / 8 {
        case 0: pending.0 |= value
        case 1: pending.1 |= value
        case 2: pending.2 |= value
        default: pending.3 |= value
        }
    }

    private mutating func mix(_ block: (UInt64, UInt64, UInt64, UInt64)) {
        lanes.0 = Self.mixed(lanes.0, block.0)
        lanes.1 = Self.mixed(lanes.1, block.1)
        lanes.2 = Self.mixed(lanes.2, block.2)
        lanes.3 = Self.mixed(lanes.3, block.3)
    }

    private static func mixed(_ lane: UInt64, _ word: UInt64) -> UInt64 {
        let hash = (lane ^ word) &* multiplier
        return hash ^ (hash >> 29)
    }

    func finish() -> UInt64 {
        var hash = Self.mixed(Self.mixed(Self.mixed(lanes.0, lanes.1), lanes.2), lanes.3)
        for index in 0..<pendingCount {
            let word: UInt64
            switch index / 8 {
            case 0: word = pending.0
            case 1: word = pending.1
            case 2: word = pending.2
            default: word = pending.3
            }
            hash = (hash ^ ((word >> (8 * UInt64(index % 8))) & 0xFF)) &* Self.multiplier
        }
        hash = (hash ^ UInt64(count)) &* Self.multiplier
        return hash ^ (hash >> 32)
    }
}
