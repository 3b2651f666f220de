import Testing
@testable import SafeFiles

/// A writer that numbers strings writes each distinct spelling once and names it by number after; a reader
/// that reads the strings first gives back every value as written.
@Suite struct NumberedStringsTests {
    static let values = [
        "Text", "", "Text", "foregroundColor", "é", "e\u{301}", "é", String(repeating: "long name ", count: 20), "日本語",
        "Text", "a", "ab", "abc", "abcdefg", "abcdefgh", "abcdefghi", "", "😀", String(repeating: "long name ", count: 20),
    ]

    static func written(numbering: Bool) -> [UInt8] {
        var writer = BinaryWriter(numberingStrings: numbering)
        writer.write(UInt64(values.count))
        for (index, value) in values.enumerated() {
            writer.write(value)
            writer.write(index)
        }
        writer.write(Set(["Text", "é", "zeta"]))
        writer.write(Optional("Text"))
        writer.write(String?.none)
        return writer.bytesWithNumberedStrings
    }

    static func read(_ bytes: [UInt8], numbered: Bool) throws(BinaryReader.Malformed) -> ([String], Set<String>, String?, String?) {
        var reader = BinaryReader(bytes)
        if numbered { try reader.readNumberedStrings() }
        var strings: [String] = []
        let count = try reader.readCount()
        for index in 0..<count {
            strings.append(try reader.readString())
            guard try reader.readInt() == index else { throw BinaryReader.Malformed() }
        }
        let set = try reader.readStringSet()
        let some = try reader.readOptionalString()
        let none = try reader.readOptionalString()
        guard reader.isAtEnd else { throw BinaryReader.Malformed() }
        return (strings, set, some, none)
    }

    @Test func everyValueComesBackAsWritten() throws {
        let (strings, set, some, none) = try Self.read(Self.written(numbering: true), numbered: true)
        // Compared by bytes: `==` would pass a canonically equivalent spelling given for another.
        #expect(strings.map { Array($0.utf8) } == Self.values.map { Array($0.utf8) })
        #expect(set == ["Text", "é", "zeta"])
        #expect(some == "Text")
        #expect(none == nil)
        #expect(try Self.read(Self.written(numbering: false), numbered: false).0 == Self.values)
    }

    @Test func eachDistinctSpellingIsWrittenOnce() throws {
        let numbered = Self.written(numbering: true)
        #expect(numbered.count < Self.written(numbering: false).count)
        var reader = BinaryReader(numbered)
        // The two spellings of é are two strings; the repeats of "Text", "" and the long name are not.
        let distinct = Set(Self.values.map { Array($0.utf8) }).count + 1
        #expect(try reader.readCount() == distinct)
        #expect(Self.written(numbering: true) == numbered)
    }

    @Test func aNumberPastTheStringsOrACutIsRefused() throws {
        var writer = BinaryWriter(numberingStrings: true)
        writer.write("only")
        writer.write("only")
        var bytes = writer.bytesWithNumberedStrings
        #expect(bytes.suffix(2) == [0, 0])
        bytes[bytes.count - 1] = 1
        var reader = BinaryReader(bytes)
        try reader.readNumberedStrings()
        #expect(try reader.readString() == "only")
        #expect(throws: BinaryReader.Malformed.self) { _ = try reader.readString() }
        let whole = Self.written(numbering: true)
        for length in 0..<whole.count {
            #expect(throws: BinaryReader.Malformed.self, "cut at \(length)") { _ = try Self.read(Array(whole.prefix(length)), numbered: true) }
        }
    }

    @Test func manyStringsGrowTheTableAndKeepTheirNumbers() throws {
        var writer = BinaryWriter(numberingStrings: true)
        let names = (0..<5_000).map { "name\($0 % 1_700)" }
        for name in names { writer.write(name) }
        var reader = BinaryReader(writer.bytesWithNumberedStrings)
        try reader.readNumberedStrings()
        for name in names { #expect(try reader.readString() == name) }
        #expect(reader.isAtEnd)
    }

    /// The hash reads the last bytes with whole loads; a byte at a time gives the same value.
    @Test func theSeededHashEqualsItsByteLoop() {
        func byteLoop(_ bytes: [UInt8]) -> UInt64 {
            let (multiplier, start) = SeededHash.seed
            var state = start ^ UInt64(bytes.count)
            var index = 0
            while index + 8 <= bytes.count {
                var word: UInt64 = 0
                for offset in 0..<8 { word |= UInt64(bytes[index + offset]) << UInt64(8 * offset) }
                state = SeededHash.fold(state ^ word, multiplier)
                index += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                tail |= UInt64(bytes[index]) &<< shift
                shift &+= 8
                index += 1
            }
            return SeededHash.fold(SeededHash.fold(state ^ tail, multiplier) ^ 0x9E37_79B9_7F4A_7C15, multiplier)
        }
        var generator = SystemRandomNumberGenerator()
        var hashes = Set<UInt64>()
        for length in 0..<70 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
                let hash = bytes.withUnsafeBufferPointer(SeededHash.hash)
                #expect(hash == byteLoop(bytes), "\(bytes)")
                hashes.insert(hash)
            }
        }
        #expect(hashes.count > 1_350)
    }
}
