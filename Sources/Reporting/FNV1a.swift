/// FNV-1a, 64 bits: a fingerprint identical on every machine and run (Swift's `Hasher` is seeded per process).
enum FNV1a {
    /// The fields hashed with a unit separator between them, as 16 lowercase hex digits.
    static func hex(_ fields: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for (index, field) in fields.enumerated() {
            if index > 0 { hash = (hash ^ 0x1F) &* 0x0000_0100_0000_01B3 }
            for byte in field.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
