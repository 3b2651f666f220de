#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
/// Reads what `BinaryWriter` wrote, in the same order. Running past the end, an over-long number or a
/// length beyond the bytes left throws `Malformed` rather than trapping: a cache file can be anything.
public struct BinaryReader {
    public struct Malformed: Error, Sendable {
        public init() {}
    }

    private let bytes: [UInt8]
    public private(set) var offset: Int
    private let end: Int
    /// Positions written apart from a value (`BinaryWriter.collectedPositions`), handed back in order
    /// where the value holds zeros.
    public var suppliedPositions: [Int]?
    private var nextPosition = 0
    /// The strings a numbering writer wrote first (`readNumberedStrings`); each string after is its number.
    private var numberedStrings: [String] = []
    private var readsNumberedStrings = false

    /// Reads `range` of `bytes` (all of them when nil).
    public init(_ bytes: [UInt8], range: Range<Int>? = nil) {
        self.bytes = bytes
        let range = range ?? 0..<bytes.count
        offset = max(range.lowerBound, 0)
        end = min(range.upperBound, bytes.count)
    }

    public var isAtEnd: Bool { offset >= end }

    /// All the bytes this reader reads a range of, for a value that keeps its part of them unread.
    var allBytes: [UInt8] { bytes }

    /// Calls `body` with the bytes of `range` (a range `readRange` gave) in place.
    func withBytes<Result>(of range: Range<Int>, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let clamped = lower..<max(min(range.upperBound, bytes.count), lower)
        return bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[clamped])) }
    }

    /// The next of `suppliedPositions`.
    public mutating func readSuppliedPosition() throws(Malformed) -> Int {
        guard let supplied = suppliedPositions, nextPosition < supplied.count else { throw Malformed() }
        nextPosition += 1
        return supplied[nextPosition - 1]
    }

    /// Whether every supplied position was taken.
    public var tookEverySuppliedPosition: Bool { nextPosition == (suppliedPositions?.count ?? 0) }

    /// A reader of a range `readRange` gave, sharing the bytes.
    public func reader(of range: Range<Int>) -> BinaryReader { BinaryReader(bytes, range: range) }

    /// `contentHash` of a range `readRange` gave.
    public func contentHash(of range: Range<Int>) -> UInt64 {
        withBytes(of: range) { SafeFiles.contentHash($0) }
    }

    /// `contentHash` of the bytes left to read.
    public var contentHashOfTheRest: UInt64 {
        withBytes(of: offset..<end) { SafeFiles.contentHash($0) }
    }

    /// How many bytes are left to read.
    public var countOfTheRest: Int { max(end - offset, 0) }

    /// Whether the bytes left to read are `other`'s, byte for byte.
    public func restEquals(_ other: BinaryReader) -> Bool {
        guard countOfTheRest == other.countOfTheRest else { return false }
        return withBytes(of: offset..<end) { mine in
            other.withBytes(of: other.offset..<other.end) { theirs in
                mine.count == 0 || memcmp(mine.baseAddress!, theirs.baseAddress!, mine.count) == 0
            }
        }
    }

    public mutating func readUInt() throws(Malformed) -> UInt64 {
        // In the buffer's memory, checked against `end` only: a replay reads tens of thousands of these.
        let (value, next) = bytes.withUnsafeBufferPointer { buffer -> (UInt64, Int) in
            var index = offset
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while index < end, shift < 64 {
                let byte = buffer[index]
                index += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return (value, index) }
                shift += 7
            }
            return (0, -1)
        }
        guard next >= 0 else { throw Malformed() }
        offset = next
        return value
    }

    public mutating func readInt() throws(Malformed) -> Int {
        let raw = try readUInt()
        let signed = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
        guard let value = Int(exactly: signed) else { throw Malformed() }
        return value
    }

    /// A count of elements that follow, each at least `minimumBytes` long: a count the bytes left cannot
    /// hold is refused before anything is reserved for it.
    public mutating func readCount(minimumBytes: Int = 1) throws(Malformed) -> Int {
        let raw = try readUInt()
        guard raw <= UInt64(max(end - offset, 0)) / UInt64(max(minimumBytes, 1)) else { throw Malformed() }
        return Int(raw)
    }

    public mutating func readBool() throws(Malformed) -> Bool {
        guard offset < end, bytes[offset] <= 1 else { throw Malformed() }
        offset += 1
        return bytes[offset - 1] == 1
    }

    public mutating func readFixed() throws(Malformed) -> UInt64 {
        guard end - offset >= 8 else { throw Malformed() }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
        offset += 8
        return value
    }

    /// Reads the distinct strings a writer that numbers strings wrote first
    /// (`BinaryWriter.bytesWithNumberedStrings`): every string read after is one of them, by number.
    public mutating func readNumberedStrings() throws(Malformed) {
        readsNumberedStrings = false
        let count = try readCount()
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count { strings.append(try readString()) }
        numberedStrings = strings
        readsNumberedStrings = true
    }

    public mutating func readString() throws(Malformed) -> String {
        if readsNumberedStrings {
            let number = try readUInt()
            guard number < UInt64(numberedStrings.count) else { throw Malformed() }
            return numberedStrings[Int(number)]
        }
        let count = try readCount()
        let start = offset
        offset += count
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<(start + count)]), as: UTF8.self) }
    }

    public mutating func readOptionalString() throws(Malformed) -> String? {
        try readBool() ? try readString() : nil
    }

    public mutating func readBytes() throws(Malformed) -> [UInt8] {
        let range = try readRange()
        return Array(bytes[range])
    }

    /// Where a run of bytes written with `write(bytes:)` lies, without copying it.
    public mutating func readRange() throws(Malformed) -> Range<Int> {
        let count = try readCount()
        offset += count
        return (offset - count)..<offset
    }

    public mutating func readStringSet() throws(Malformed) -> Set<String> {
        let count = try readCount()
        var strings = Set<String>(minimumCapacity: count)
        for _ in 0..<count { strings.insert(try readString()) }
        return strings
    }

    public mutating func readStrings() throws(Malformed) -> [String] {
        let count = try readCount()
        var strings: [String] = []
        strings.reserveCapacity(count)
        for _ in 0..<count { strings.append(try readString()) }
        return strings
    }

    /// Inlinable so that each caller's element type is specialized: unspecialized, each array looked up its
    /// generic metadata and reserved through the generic entry (1,000 instructions an array, a fifth of
    /// decoding a cached scan).
    @inlinable
    public mutating func readArray<Element>(_ each: (inout BinaryReader) throws(Malformed) -> Element) throws(Malformed) -> [Element] {
        let count = try readCount()
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count { elements.append(try each(&self)) }
        return elements
    }
}
