/// Names numbered in the order first asked, for a pass that asks about the same names many times (which
/// members code reaches). A `Set<String>` hashed each name with SipHash at every ask, grew from empty,
/// and compared strings along its probe runs: 650 instructions an insert, a fifth of a large project's run.
/// Here a name's hash is computed once an ask by a multiply-and-fold over its UTF-8 words with a seed chosen
/// per process (so no source can be written to make every name collide), slots keep the full hash, and two
/// names are compared only when their hashes are equal.
public struct NameTable: Sendable {
    public private(set) var names: [String] = []
    private var hashes: [UInt64] = []
    /// Open addressing, linear probing; -1 is empty. Never more than half full.
    private var slots: [Int32]
    private var mask: Int

    public init(minimumCapacity: Int = 0) {
        var size = 64
        while size < minimumCapacity * 2 { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
        mask = size - 1
        names.reserveCapacity(minimumCapacity)
        hashes.reserveCapacity(minimumCapacity)
    }

    public var count: Int { names.count }

    /// The name's number, numbering it if it has none yet.
    public mutating func number(of name: String) -> Int {
        let hash = Self.hash(name)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { break }
            if hashes[index] == hash && names[index] == name { return index }
            slot = (slot + 1) & mask
        }
        let number = names.count
        names.append(name)
        hashes.append(hash)
        slots[slot] = Int32(number)
        if names.count * 2 > slots.count { grow() }
        return number
    }

    /// The name's number, or nil when it was never numbered.
    public func existingNumber(of name: String) -> Int? {
        let hash = Self.hash(name)
        var slot = Int(truncatingIfNeeded: hash) & mask
        while true {
            let index = Int(slots[slot])
            if index < 0 { return nil }
            if hashes[index] == hash && names[index] == name { return index }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let size = slots.count * 2
        var grown = [Int32](repeating: -1, count: size)
        let newMask = size - 1
        for (index, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & newMask
            while grown[slot] >= 0 { slot = (slot + 1) & newMask }
            grown[slot] = Int32(index)
        }
        slots = grown
        mask = newMask
    }

    /// Read where the name lies (a small name is spilled to the stack), without the copy `withUTF8` needs a
    /// variable for: copying retained and released the name's storage at every ask.
    public static func hash(_ name: String) -> UInt64 {
        if let hash = name.utf8.withContiguousStorageIfAvailable(SeededHash.hash) { return hash }
        var name = name
        return name.withUTF8(SeededHash.hash)
    }
}

