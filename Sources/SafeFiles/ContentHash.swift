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
/// bytes however they are cut.
struct ContentHasher {
    private static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    private var count = 0
    /// Bytes of an 8-byte word not yet complete at the end of a piece, low byte first.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    mutating func add(_ raw: UnsafeRawBufferPointer) {
        count += raw.count
        var offset = 0
        while pendingCount > 0, offset < raw.count {
            pending |= UInt64(raw[offset]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            offset += 1
            if pendingCount == 8 {
                mix(pending)
                pending = 0
                pendingCount = 0
            }
        }
        while offset + 8 <= raw.count {
            mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < raw.count {
            pending |= UInt64(raw[offset]) << (8 * UInt64(pendingCount))
            pendingCount += 1
            offset += 1
        }
    }

    private mutating func mix(_ word: UInt64) {
        hash = (hash ^ word) &* Self.multiplier
        hash ^= hash >> 29
    }

    func finish() -> UInt64 {
        var hash = self.hash
        for index in 0..<pendingCount {
            hash = (hash ^ ((pending >> (8 * UInt64(index))) & 0xFF)) &* Self.multiplier
        }
        hash = (hash ^ UInt64(count)) &* Self.multiplier
        return hash ^ (hash >> 32)
    }
}
