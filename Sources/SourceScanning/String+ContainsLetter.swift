extension StringProtocol {
    /// Whether any scalar is alphabetic (a word's letter in any script). An ASCII scalar is one exactly when
    /// it is in A–Z or a–z, answered without looking up its Unicode properties, which most keys and
    /// translations of a check would otherwise do for every character. Inlinable: specialized for the
    /// caller's `String`, not walked through the generic view's witness table.
    @inlinable
    public var containsLetter: Bool {
        unicodeScalars.contains { scalar in
            scalar.isASCII ? (scalar.value | 0x20) >= 0x61 && (scalar.value | 0x20) <= 0x7A : scalar.properties.isAlphabetic
        }
    }
}
