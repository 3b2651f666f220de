extension String {
    /// The parts one after the other, their bytes written once into a string of the exact size. Rules
    /// build a message and a fix for each of tens of thousands of findings: string interpolation grows its
    /// buffer several times a message (about 5,000 instructions a missing-translation finding), and
    /// appending part by part to a reserved string still cost some 300 instructions a part.
    @inlinable
    public init(concatenating parts: [String]) {
        var count = 0
        for part in parts { count += part.utf8.count }
        self = String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            for part in parts {
                let copied = part.utf8.withContiguousStorageIfAvailable { bytes in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[offset...]).initialize(fromContentsOf: bytes)
                    return bytes.count
                }
                if let copied {
                    offset += copied
                } else {
                    for byte in part.utf8 {
                        buffer[offset] = byte
                        offset += 1
                    }
                }
            }
            return offset
        }
    }
}
