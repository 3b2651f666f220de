import JSON
import SafeFiles
import Diagnostics
import Dispatch

/// Decodes the entries of a large `strings` object on several threads: the object is cut into byte ranges
/// at entry boundaries, each range is read and decoded by its own parser, and the entries are joined in
/// file order. Entries are independent, so the only shared state is where each range starts (its line).
///
/// The cut points come from a cheap guess (a line holding only the entries' indentation and a key, after a
/// comma), which the reading then proves: each range must end exactly where the next one starts, at the key
/// after a comma. Anything short of that (a wrong guess, any error, a duplicate key) gives nil, and the
/// caller reads the object in order; so errors, and which one comes first, are always the sequential ones.
enum CatalogChunkedReader {
    /// Below this size the threads cost more than they save.
    static let minimumBytes = 64 * 1024
    /// More ranges than cores, so a thread slowed by other work on the machine does not hold up the rest.
    static let chunkCount = 8
    /// About what the model decoded from a range takes in memory, for each byte of the range (a 51 MB
    /// catalog's model is some 70 MB): the room each thread makes before decoding one (`WorkerHeap`).
    static let modelBytesPerByte = 2

    /// Where one range starts: the offset of its first key, and the line state of the parser there.
    struct ChunkStart {
        var offset: Int
        var lineStart: Int
        var line = 0
    }

    /// What reading one range left: its entries, and the parser's state after it (used for the last range).
    struct ChunkResult {
        var entries: [CatalogEntry]
        var index: Int
        var line: Int
        var lineStart: Int
    }

    /// The bytes and the results shared with the worker threads; each worker writes only its own slot, and
    /// the caller reads them only after all workers are done.
    struct SharedBuffers: @unchecked Sendable {
        let bytes: UnsafeBufferPointer<UInt8>
        let newlineCounts: UnsafeMutableBufferPointer<Int>
        let results: UnsafeMutableBufferPointer<ChunkResult?>
    }

    /// The entries of the `strings` object whose first key `parser` stands on (its `{` and the white space
    /// after it already read); on success `parser` is left after the closing `}`.
    static func readEntries(_ parser: inout JSONParser) -> [CatalogEntry]? {
        let bytes = parser.bytes
        guard bytes.count - parser.index >= minimumBytes, parser.index < bytes.count,
            bytes[parser.index] == UInt8(ascii: "\"")
        else { return nil }
        // The entries' indentation is whatever precedes the first key on its line.
        let indentStart = parser.lineStart
        let indent = parser.index - indentStart
        for offset in indentStart..<parser.index where bytes[offset] != 0x20 && bytes[offset] != 0x09 { return nil }

        var starts = [ChunkStart(offset: parser.index, lineStart: parser.lineStart, line: parser.line)]
        let span = bytes.count - parser.index
        for number in 1..<chunkCount {
            let target = max(parser.index + span * number / chunkCount, starts[starts.count - 1].offset + 1)
            guard let start = entryStart(in: bytes, from: target, indentStart: indentStart, indent: indent) else {
                break
            }
            starts.append(start)
        }
        if starts.count < 2 { return nil }

        let newlineCounts = UnsafeMutableBufferPointer<Int>.allocate(capacity: starts.count)
        let results = UnsafeMutableBufferPointer<ChunkResult?>.allocate(capacity: starts.count)
        results.initialize(repeating: nil)
        newlineCounts.initialize(repeating: 0)
        defer {
            results.deinitialize()
            results.deallocate()
            newlineCounts.deallocate()
        }
        let shared = SharedBuffers(bytes: bytes, newlineCounts: newlineCounts, results: results)
        let ends = starts.dropFirst().map(\.offset) + [bytes.count]

        // First the lines: each range's first line is the first range's plus the line feeds before it.
        let startOffsets = starts.map(\.offset)
        DispatchQueue.concurrentPerform(iterations: starts.count - 1) { number in
            shared.newlineCounts[number] = countLineFeeds(in: shared.bytes, from: startOffsets[number], to: ends[number])
        }
        for number in 1..<starts.count { starts[number].line = starts[number - 1].line + newlineCounts[number - 1] }

        let path = parser.path
        let chunkStarts = starts
        DispatchQueue.concurrentPerform(iterations: chunkStarts.count) { number in
            // Every location decoded holds the path, so each retains it: with one shared string the threads
            // contend for its reference count. A copy of its own per range keeps each thread's counting to
            // itself (measured ~5% faster on two cores); the text, and so every location, is the same.
            WorkerHeap.makeRoom(bytes: (ends[number] - chunkStarts[number].offset) * modelBytesPerByte)
            let ownPath = String(decoding: Array(path.utf8), as: UTF8.self)
            var chunkParser = JSONParser(bytes: shared.bytes, path: ownPath)
            chunkParser.index = chunkStarts[number].offset
            chunkParser.line = chunkStarts[number].line
            chunkParser.lineStart = chunkStarts[number].lineStart
            let isLast = number == chunkStarts.count - 1
            shared.results[number] = try? chunkParser.parseEntryRange(
                decoder: CatalogDecoder(path: ownPath), end: isLast ? nil : ends[number])
        }

        guard results.allSatisfy({ $0 != nil }) else { return nil }
        let entries = joined(results)
        // Each range was read on its own, so duplicates across ranges are only found here.
        var keys = Set<String>(minimumCapacity: entries.count)
        for entry in entries where !keys.insert(entry.key).inserted { return nil }
        guard let last = results[results.count - 1] else { return nil }
        parser.index = last.index
        parser.line = last.line
        parser.lineStart = last.lineStart
        return entries
    }

    /// The ranges' entries in file order, moved rather than copied: each range's entries are popped from
    /// its end into their places, the last range's first, so no entry is retained for the join and released
    /// again with the ranges (a copy was a retain and a release for each of an entry's strings and arrays,
    /// on one thread while the other waited). Sized exactly: one entry past an estimate would double the
    /// array the model keeps to the end.
    private static func joined(_ results: UnsafeMutableBufferPointer<ChunkResult?>) -> [CatalogEntry] {
        let total = results.reduce(0) { $0 + ($1?.entries.count ?? 0) }
        return [CatalogEntry](unsafeUninitializedCapacity: total) { buffer, initialized in
            var end = total
            for number in results.indices.reversed() {
                while let entry = results[number]?.entries.popLast() {
                    end -= 1
                    (buffer.baseAddress! + end).initialize(to: entry)
                }
            }
            initialized = total
        }
    }

    /// The first place at or after `offset` that looks like the start of an entry: a line feed, the
    /// entries' indentation, a quote, with a comma as the last thing before the line feed. A line feed is
    /// never inside a JSON string (it would have to be escaped), so this needs no knowledge of the text before.
    static func entryStart(
        in bytes: UnsafeBufferPointer<UInt8>, from offset: Int, indentStart: Int, indent: Int
    ) -> ChunkStart? {
        var cursor = offset
        while cursor < bytes.count {
            guard bytes[cursor] == 0x0A else {
                cursor += 1
                continue
            }
            let keyOffset = cursor + 1 + indent
            if keyOffset < bytes.count && bytes[keyOffset] == UInt8(ascii: "\"")
                && bytes[cursor + 1..<keyOffset].elementsEqual(bytes[indentStart..<indentStart + indent])
            {
                var before = cursor - 1
                while before > 0 && (bytes[before] == 0x20 || bytes[before] == 0x09 || bytes[before] == 0x0D) {
                    before -= 1
                }
                if bytes[before] == UInt8(ascii: ",") { return ChunkStart(offset: keyOffset, lineStart: cursor + 1) }
            }
            cursor += 1
        }
        return nil
    }

    /// Line feeds in `bytes[from..<to]`, sixteen bytes at a time: each lane of `lanes` counts the line
    /// feeds it saw, and is emptied into `count` before it can overflow (255).
    static func countLineFeeds(in bytes: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        var count = 0
        var cursor = from
        let raw = UnsafeRawBufferPointer(bytes)
        let lineFeed = SIMD16<UInt8>(repeating: 0x0A)
        let one = SIMD16<UInt8>(repeating: 1)
        let zero = SIMD16<UInt8>(repeating: 0)
        while cursor + 16 <= to {
            var lanes = zero
            var rounds = 0
            while rounds < 255 && cursor + 16 <= to {
                let block = raw.loadUnaligned(fromByteOffset: cursor, as: SIMD16<UInt8>.self)
                lanes &+= one.replacing(with: zero, where: block .!= lineFeed)
                cursor += 16
                rounds += 1
            }
            count += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
        }
        while cursor < to {
            if bytes[cursor] == 0x0A { count += 1 }
            cursor += 1
        }
        return count
    }
}

extension JSONParser {
    /// Reads and decodes entries from `index` (a key) up to `end`, which must be exactly the key after a
    /// comma; with `end` nil, up to and including the object's closing `}`. Nil when that does not hold.
    mutating func parseEntryRange(
        decoder: CatalogDecoder, end: Int?
    ) throws(InputError) -> CatalogChunkedReader.ChunkResult? {
        var entries: [CatalogEntry] = []
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let keyPosition = positionHere()
            let key = try parseString()
            guard skipToValue() else { return nil }
            guard let entry = try parseEntry(key: key, keyPosition: keyPosition, decoder: decoder) else { return nil }
            entries.append(entry)
            guard let more = memberSeparator() else { return nil }
            if more {
                if let end {
                    if index == end { break }
                    if index > end { return nil }
                }
            } else {
                guard end == nil else { return nil }
                break
            }
        }
        return CatalogChunkedReader.ChunkResult(entries: entries, index: index, line: line, lineStart: lineStart)
    }
}
