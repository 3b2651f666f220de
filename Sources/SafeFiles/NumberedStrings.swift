#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The distinct strings a `BinaryWriter` has written, numbered in the order first written, so that each
/// is written once and named by its number after. A source file's scan names the same identifiers many
/// times (IceCubesApp's cached scans: 642,778 strings, 220,808 distinct within their files), and reading
/// each back made a new string. Strings are told apart by their UTF-8 bytes, not by `==`, which merges
/// canonically equivalent spellings: what is read back is each spelling as written.
struct NumberedStrings: Sendable {
    /// Each string's UTF-8 bytes, one after another (comparing with bytes kept in one buffer took fewer
    /// instructions than keeping the strings and asking each for its bytes).
    private(set) var utf8: [UInt8] = []
    private(set) var ends: [Int] = []
    private var hashes: [UInt64] = []
    /// Open addressing, linear probing; -1 is empty. Never more than half full.
    private var slots = [Int32](repeating: -1, count: 256)

    var count: Int { ends.count }

    /// The string's number, numbering it if it has none yet.
    mutating func number(of string: String) -> Int {
        var string = string
        return string.withUTF8 { bytes in
            let hash = SeededHash.hash(bytes)
            let mask = slots.count - 1
            var slot = Int(truncatingIfNeeded: hash) & mask
            while true {
                let index = Int(slots[slot])
                if index < 0 { break }
                if hashes[index] == hash && hasBytes(bytes, at: index) { return index }
                slot = (slot + 1) & mask
            }
            let number = ends.count
            utf8.append(contentsOf: bytes)
            ends.append(utf8.count)
            hashes.append(hash)
            slots[slot] = Int32(number)
            if ends.count * 2 > slots.count { grow() }
            return number
        }
    }

    /// The bytes of string `index`, in place.
    func withBytes<Result>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let start = index == 0 ? 0 : ends[index - 1]
        return utf8.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[start..<ends[index]])) }
    }

    private func hasBytes(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        withBytes(of: index) { kept in
            kept.count == bytes.count && (kept.isEmpty || memcmp(kept.baseAddress!, bytes.baseAddress!, kept.count) == 0)
        }
    }

    private mutating func grow() {
        let size = slots.count * 2
        var grown = [Int32](repeating: -1, count: size)
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & (size - 1)
            while grown[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            grown[slot] = Int32(index)
        }
        slots = grown
    }
}
