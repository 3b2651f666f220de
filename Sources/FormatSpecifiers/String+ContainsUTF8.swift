#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension StringProtocol {
    /// Whether the text's UTF-8 holds `byte` (an ASCII byte, so never part of a longer character).
    /// `utf8.contains` walks the view one code unit at a time through its iterator, which the rules paid
    /// for on every translation of a large catalog; `memchr` reads the contiguous bytes of a native string
    /// many at a time. Inlinable, so that a caller's `String` gets its own copy rather than the generic
    /// one, whose witness-table calls cost more than the search (a tenth of `format-mismatch`).
    @inlinable
    public func containsUTF8(_ byte: UInt8) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return false }
            return memchr(start, Int32(byte), bytes.count) != nil
        }
        return found ?? utf8.contains(byte)
    }
}
