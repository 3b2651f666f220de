import Diagnostics
import Dispatch
import Foundation
import JSON

/// Decides whether catalog bytes are already exactly what `Catalog.formatted()` would write, without
/// building the model of the whole file or its output: each entry of `strings` is decoded, written on its
/// own and compared with its own bytes in the file, in ranges on both cores, and dropped; the file's
/// beginning and end (the top-level fields, the first entry) are checked by formatting a copy of the file
/// that holds its first entry only. So `format --check` on a formatted catalog costs one read of it and
/// little memory beyond the file's bytes.
///
/// It only ever answers yes: at anything else (an entry written differently, keys out of Finder order, a
/// duplicate key, any error) it gives nil, and the caller formats the whole catalog the plain way, which
/// gives the same verdict or the same first error as before.
enum FormattedCatalogCheck {
    /// Below this many bytes of entries the plain way is as fast.
    static let minimumBytes = 64 * 1024
    static let chunkCount = 8

    /// True when `bytes` are exactly the formatted catalog; nil when the plain way must decide.
    static func isFormatted(_ bytes: [UInt8], path: String) -> Bool? {
        bytes.withUnsafeBufferPointer { buffer in isFormatted(buffer, path: path) }
    }

    static func isFormatted(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Bool? {
        var parser = JSONParser(bytes: bytes, path: path)
        guard let strings = try? parser.stringsObjectOfCatalog(), let entries = verifyEntries(of: strings, in: bytes, path: path)
        else { return nil }
        // The file with its first entry only: its formatting covers every byte outside the entries.
        var firstOnly = Array(bytes[0..<entries.firstEnd])
        firstOnly.append(contentsOf: bytes[entries.lastEnd..<bytes.count])
        guard let catalog = try? Catalog(bytes: firstOnly, path: path), catalog.formatted() == firstOnly else { return nil }
        return true
    }

    /// Where the entries of the `strings` object are: its first key and the offset just after its `{`.
    struct StringsObject {
        var firstKey: Int
        var openingBrace: Int
        var entryIndent: Int
    }

    /// What verifying all entries found: where the first entry's value ends and the last one's.
    struct VerifiedEntries {
        var firstEnd: Int
        var lastEnd: Int
    }

    /// What one range of entries holds once verified, for checks across ranges.
    struct RangeResult {
        var keys: [String]
        var lastEnd: Int
    }

    /// Each range's result; every worker writes only its own slot, read after all have finished.
    struct SharedResults: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
        let slots: UnsafeMutableBufferPointer<RangeResult?>
    }

    static func verifyEntries(of strings: StringsObject, in bytes: UnsafeBufferPointer<UInt8>, path: String) -> VerifiedEntries? {
        guard bytes.count - strings.firstKey >= minimumBytes else { return nil }
        // Xcode's layout: the entries two levels deep, so after a line feed and four spaces.
        let indentStart = strings.firstKey - strings.entryIndent
        guard strings.entryIndent == 2 * CatalogWriter.entryLevel,
            bytes[strings.openingBrace..<indentStart].elementsEqual([0x0A])
        else { return nil }
        var starts = [strings.firstKey]
        let span = bytes.count - strings.firstKey
        for number in 1..<chunkCount {
            let target = max(strings.firstKey + span * number / chunkCount, starts[starts.count - 1] + 1)
            guard let start = CatalogChunkedReader.entryStart(
                in: bytes, from: target, indentStart: indentStart, indent: strings.entryIndent)
            else { break }
            starts.append(start.offset)
        }
        let ends = Array(starts.dropFirst()) + [nil]
        let slots = UnsafeMutableBufferPointer<RangeResult?>.allocate(capacity: starts.count)
        slots.initialize(repeating: nil)
        defer {
            slots.deinitialize()
            slots.deallocate()
        }
        let shared = SharedResults(bytes: bytes, slots: slots)
        let rangeStarts = starts
        DispatchQueue.concurrentPerform(iterations: rangeStarts.count) { number in
            var parser = JSONParser(bytes: shared.bytes, path: path)
            parser.index = rangeStarts[number]
            shared.slots[number] = parser.verifyEntryRange(end: ends[number], path: path)
        }
        var previousKey: String?
        var keys = Set<String>()
        var lastEnd = 0
        for slot in slots {
            guard let result = slot else { return nil }
            // Each range was checked for order on its own; here the key on each side of a cut.
            if let previousKey, let first = result.keys.first, first.localizedStandardCompare(previousKey) == .orderedAscending {
                return nil
            }
            for key in result.keys where !keys.insert(key).inserted { return nil }
            previousKey = result.keys.last
            lastEnd = result.lastEnd
        }
        guard let firstResult = slots[0], firstResult.keys.count >= 1 else { return nil }
        // The first entry's end: found again by reading it (it is small) rather than kept from the workers.
        var parser = JSONParser(bytes: bytes, path: path)
        parser.index = strings.firstKey
        guard (try? parser.parseString()) != nil, parser.skipToValue(), (try? parser.parseValue(depth: 2)) != nil else { return nil }
        return VerifiedEntries(firstEnd: parser.index, lastEnd: lastEnd)
    }
}

extension JSONParser {
    /// Reads the top level of a catalog up to its `strings` object and stops at its first key; throws or
    /// gives nil for anything else (no `strings` object, an empty one).
    mutating func stringsObjectOfCatalog() throws(InputError) -> FormattedCatalogCheck.StringsObject? {
        try checkStartOfDocument()
        guard bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        skipWhitespace()
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let key = try parseString()
            guard skipToValue() else { return nil }
            if key == "strings" {
                guard bytes[index] == UInt8(ascii: "{") else { return nil }
                let openingBrace = index + 1
                index += 1
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
                return FormattedCatalogCheck.StringsObject(
                    firstKey: index, openingBrace: openingBrace, entryIndent: index - lineStartOffset(before: index))
            }
            _ = try parseValue(depth: 1)
            guard memberSeparator() == true else { return nil }
        }
    }

    /// The offset just after the line feed before `offset` (or 0).
    func lineStartOffset(before offset: Int) -> Int {
        var cursor = offset
        while cursor > 0 && bytes[cursor - 1] != 0x0A { cursor -= 1 }
        return cursor
    }

    /// Decodes each entry from `index` (a key) up to `end` (the key after a comma; nil: to the end of the
    /// object), writes it as the formatter would and compares that with its bytes, and checks the bytes
    /// between entries and the keys' order. Nil at the first difference or anything unexpected.
    mutating func verifyEntryRange(end: Int?, path: String) -> FormattedCatalogCheck.RangeResult? {
        let decoder = CatalogDecoder(path: path)
        var writer = CatalogWriter()
        var scanner = FormattedEntryScanner(bytes)
        var keys: [String] = []
        let separator: [UInt8] = [UInt8(ascii: ","), 0x0A] + Array(repeating: 0x20, count: 2 * CatalogWriter.entryLevel)
        while true {
            let start = index
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = try? parseString() else { return nil }
            if let previous = keys.last, key.localizedStandardCompare(previous) == .orderedAscending { return nil }
            keys.append(key)
            scanner.index = start
            if scanner.entryMember() {
                index = scanner.index
            } else {
                // A shape the scanner leaves to the model, or a difference: decoded and written to decide.
                guard skipToValue(), let entry = try? parseEntry(key: key, keyPosition: position(at: start), decoder: decoder)
                else { return nil }
                writer.output.bytes.removeAll(keepingCapacity: true)
                writer.writeEntryMember(entry)
                let written = writer.output.bytes
                guard written.count == index - start,
                    written.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes.baseAddress! + start, $0.count) == 0 })
                else { return nil }
            }
            let valueEnd = index
            guard let more = memberSeparator() else { return nil }
            if !more {
                guard end == nil else { return nil }
                return FormattedCatalogCheck.RangeResult(keys: keys, lastEnd: valueEnd)
            }
            guard index - valueEnd == separator.count, bytes[valueEnd..<index].elementsEqual(separator) else { return nil }
            if let end {
                if index == end { return FormattedCatalogCheck.RangeResult(keys: keys, lastEnd: valueEnd) }
                if index > end { return nil }
            }
        }
    }
}
