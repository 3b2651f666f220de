extension Array where Element: FixedWidthInteger {
    /// Removes the tokens of `ranges` (sorted by their start; a range that starts inside an earlier one is
    /// part of it) in place: the scan drops previews and unavailable widget families from a file's only
    /// copy of its compiled tokens, rather than holding a second and a third copy at once. The elements are
    /// tokens' bits (`TokenStorage`).
    mutating func removeTokens(in ranges: [Range<Int>]) {
        guard !ranges.isEmpty else { return }
        var write = 0
        var read = 0
        func keep(upTo end: Int) {
            while read < end {
                if write != read { self[write] = self[read] }
                write += 1
                read += 1
            }
        }
        for range in ranges where range.lowerBound >= read {
            keep(upTo: range.lowerBound)
            read = range.upperBound
        }
        keep(upTo: count)
        removeLast(count - write)
    }
}

extension TokenList {
    /// Removes the tokens of `ranges` in place, as `Array.removeTokens(in:)` does.
    mutating func removeTokens(in ranges: [Range<Int>]) {
        storage.removeTokens(in: ranges)
    }
}
