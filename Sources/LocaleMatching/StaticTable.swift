/// A lookup table compiled into the binary as one string of `key value` lines (or bare keys, for a set) sorted by
/// key, and searched in place by bisection: nothing is parsed, allocated or hashed when the program starts or on
/// first use. The generated tables of `LocaleTables` are all of this kind.
struct StaticTable: Sendable {
    private let text: StaticString

    /// `text` must hold lines sorted by their UTF-8 bytes up to the first space, each key once.
    init(_ text: StaticString) {
        self.text = text
    }

    /// The value written after `key`, or nil when the table has no such key.
    subscript(key: String) -> String? {
        find(key) { table, line in
            let valueStart = line.keyEnd == line.end ? line.end : line.keyEnd + 1
            return String(decoding: UnsafeBufferPointer(rebasing: table[valueStart..<line.end]), as: UTF8.self)
        }
    }

    /// Whether `key` is in the table.
    func contains(_ key: String) -> Bool {
        find(key) { _, _ in true } ?? false
    }

    /// Every line as key and value (empty for a set), in table order.
    var entries: [(key: String, value: String)] {
        text.withUTF8Buffer { table in
            var found: [(key: String, value: String)] = []
            var start = 0
            while start < table.count {
                let line = Self.line(startingAt: start, in: table)
                let value = line.keyEnd == line.end ? line.end : line.keyEnd + 1
                found.append((String(decoding: UnsafeBufferPointer(rebasing: table[start..<line.keyEnd]), as: UTF8.self),
                              String(decoding: UnsafeBufferPointer(rebasing: table[value..<line.end]), as: UTF8.self)))
                start = line.end + 1
            }
            return found
        }
    }

    /// One line of the table: where its key ends (at the space or the line end) and where the line ends.
    private struct Line {
        let keyEnd: Int
        let end: Int
    }

    private func find<Result>(
        _ key: String, _ body: (UnsafeBufferPointer<UInt8>, Line) -> Result
    ) -> Result? {
        var key = key
        return key.withUTF8 { wanted in
            text.withUTF8Buffer { table in
                // Bisect over byte offsets; `lower` is always the start of a line, and the wanted line, if any,
                // starts in lower..<upper.
                var lower = 0
                var upper = table.count
                while lower < upper {
                    var start = lower + (upper - lower) / 2
                    while start > lower, table[start - 1] != UInt8(ascii: "\n") { start -= 1 }
                    switch Self.compare(wanted, toKeyAt: start, in: table) {
                    case 0: return body(table, Self.line(startingAt: start, in: table))
                    case ..<0: upper = start
                    default: lower = Self.line(startingAt: start, in: table).end + 1
                    }
                }
                return nil
            }
        }
    }

    private static func line(startingAt start: Int, in table: UnsafeBufferPointer<UInt8>) -> Line {
        var index = start
        var keyEnd: Int?
        while index < table.count, table[index] != UInt8(ascii: "\n") {
            if keyEnd == nil, table[index] == UInt8(ascii: " ") { keyEnd = index }
            index += 1
        }
        return Line(keyEnd: keyEnd ?? index, end: index)
    }

    /// `wanted` against the key of the line at `start`, in byte order with a prefix first (the order Python's
    /// `sorted` gives the generator's ASCII keys): negative, zero or positive.
    private static func compare(_ wanted: UnsafeBufferPointer<UInt8>, toKeyAt start: Int,
                                in table: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        while true {
            let position = start + index
            let keyEnded = position == table.count || table[position] == UInt8(ascii: " ")
                || table[position] == UInt8(ascii: "\n")
            if index == wanted.count { return keyEnded ? 0 : -1 }
            if keyEnded { return 1 }
            if wanted[index] != table[position] { return Int(wanted[index]) - Int(table[position]) }
            index += 1
        }
    }
}
