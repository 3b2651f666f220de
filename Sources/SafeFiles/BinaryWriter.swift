/// Values written as bytes for a cache file, read back by `BinaryReader`: unsigned numbers as LEB128
/// varints, strings and byte runs with their length first. No self-description: reader and writer agree
/// on the order, and a cache says which format version wrote it.
public struct BinaryWriter: Sendable {
    public private(set) var bytes: [UInt8] = []
    /// When set, each position in a file (a location's line and column) is collected here and written as
    /// zeros: the bytes then tell what a value holds apart from where in its file it was found.
    public var collectedPositions: [Int]?
    /// When set, each string is written as its number among the distinct strings written
    /// (`NumberedStrings`), and `bytesWithNumberedStrings` puts the strings before the values.
    private var numberedStrings: NumberedStrings?

    public init() {}

    /// A writer that writes each distinct string once: for a value that repeats names, read back by a
    /// reader that reads the strings first (`BinaryReader.readNumberedStrings`).
    public init(numberingStrings: Bool) {
        if numberingStrings { numberedStrings = NumberedStrings() }
    }

    /// What was written, with the distinct strings first when they were numbered (their count, then each
    /// with its length), as `BinaryReader.readNumberedStrings` reads them.
    public var bytesWithNumberedStrings: [UInt8] {
        guard let numberedStrings else { return bytes }
        var table = BinaryWriter()
        table.bytes.reserveCapacity(numberedStrings.utf8.count + 2 * numberedStrings.count + 8 + bytes.count)
        table.write(UInt64(numberedStrings.count))
        for index in 0..<numberedStrings.count {
            numberedStrings.withBytes(of: index) { utf8 in
                table.write(UInt64(utf8.count))
                table.bytes.append(contentsOf: utf8)
            }
        }
        table.bytes.append(contentsOf: bytes)
        return table.bytes
    }

    /// A writer with room for `capacity` bytes: one that writes about as much as an earlier file holds
    /// grows no buffer (each doubling copied what was written and faulted in new pages).
    public init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    public mutating func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// A signed number, zigzag-coded so that small negative numbers stay short.
    public mutating func write(_ value: Int) {
        let signed = Int64(value)
        write(UInt64(bitPattern: (signed << 1) ^ (signed >> 63)))
    }

    public mutating func write(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    /// Eight bytes, low first: a hash, which a varint would only lengthen.
    public mutating func writeFixed(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    public mutating func write(_ value: String) {
        if numberedStrings != nil {
            write(UInt64(numberedStrings!.number(of: value)))
            return
        }
        var value = value
        value.withUTF8 { utf8 in
            write(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    public mutating func write(_ value: String?) {
        write(value != nil)
        if let value { write(value) }
    }

    public mutating func write(bytes run: [UInt8]) {
        write(UInt64(run.count))
        bytes.append(contentsOf: run)
    }

    /// Bytes without their length: a signature the reader compares at a place it knows.
    public mutating func write(signature run: [UInt8]) {
        bytes.append(contentsOf: run)
    }

    /// Bytes copied from another buffer as they are, without their length (a part of a log written before).
    public mutating func write(slice: ArraySlice<UInt8>) {
        bytes.append(contentsOf: slice)
    }

    /// The `contentHash` of the bytes written from `start` on, hashed in place.
    public func contentHash(from start: Int) -> UInt64 {
        bytes.withUnsafeBytes { SafeFiles.contentHash(UnsafeRawBufferPointer(rebasing: $0[start...])) }
    }

    /// Strings of a set, sorted: equal sets give equal bytes.
    public mutating func write(_ strings: Set<String>) {
        write(UInt64(strings.count))
        for string in strings.sorted() { write(string) }
    }

    public mutating func write(_ strings: [String]) {
        write(UInt64(strings.count))
        for string in strings { write(string) }
    }

    public mutating func write<Element>(_ elements: [Element], _ each: (inout BinaryWriter, Element) -> Void) {
        write(UInt64(elements.count))
        for element in elements { each(&self, element) }
    }
}
