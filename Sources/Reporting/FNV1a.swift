/// FNV-1a, 64 bits: a fingerprint identical on every machine and run (Swift's `Hasher` is seeded per process).
struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325
    private var fieldCount = 0

    /// The fields hashed with a unit separator between them, as 16 lowercase hex digits.
    static func hex(_ fields: [String]) -> String {
        var hash = FNV1a()
        for field in fields { hash.add(field) }
        return hash.hex
    }

    /// Adds one field, after a unit separator when it is not the first: the same value as `hex` of the
    /// fields, without an array of them.
    mutating func add(_ field: some StringProtocol) {
        if fieldCount > 0 { value = (value ^ 0x1F) &* 0x0000_0100_0000_01B3 }
        fieldCount += 1
        // Over the contiguous bytes where the string has them (iterating a UTF-8 view costs several times more).
        let hashed: UInt64? = field.utf8.withContiguousStorageIfAvailable { bytes in
            var value = self.value
            for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return value
        }
        if let hashed {
            value = hashed
        } else {
            for byte in field.utf8 { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
    }

    /// `add` of the text these UTF-8 bytes are.
    mutating func add(bytes field: some Collection<UInt8>) {
        if fieldCount > 0 { value = (value ^ 0x1F) &* 0x0000_0100_0000_01B3 }
        fieldCount += 1
        for byte in field { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }

    /// The value as 16 lowercase hex digits.
    var hex: String { Self.hex(value) }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
