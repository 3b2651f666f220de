extension Array where Element == Finding {
    /// Findings by file, then line and column; findings at one place keep the order the checks produced
    /// them in, so output never depends on timing. The one order every report uses.
    public var inReportOrder: [Finding] {
        // Findings pass through this order several times in a run (after the rules, after suppressions, in
        // each reporter): once in order they are returned as they are, with no sort and no copy.
        guard let order = reportOrder else { return self }
        return order.map { self[$0] }
    }

    /// Puts the findings in report order (`inReportOrder`), moving each once rather than copying it: a
    /// copy retains a finding's seven strings and arrays, and the unsorted array then released them all.
    public mutating func sortInReportOrder() {
        guard let order = reportOrder else { return }
        let count = self.count
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let unsorted = UnsafeMutablePointer<Finding>.allocate(capacity: count)
            unsorted.moveInitialize(from: base, count: count)
            for (place, index) in order.enumerated() {
                // One finding moved as a value (`moveInitialize(from:count:)` called `memcpy` for each).
                (base + place).initialize(to: (unsorted + index).move())
            }
            unsorted.deallocate()
        }
    }

    /// The indices of the findings in report order; nil when they are in it already.
    private var reportOrder: [Int]? {
        if indices.dropFirst().allSatisfy({ !(self[$0].location < self[$0 - 1].location) }) { return nil }
        // Sorted on one integer pair per finding rather than by comparing locations (two strings and two
        // numbers each time): the files are ranked once, in the order `SourceLocation` compares them, and
        // the finding's index breaks ties, so the sort is stable. Indices are sorted rather than the
        // findings themselves, so no finding is moved more than once.
        let rank = Self.fileRanks(of: self)
        var keys: [(place: UInt64, detail: UInt64)] = []
        keys.reserveCapacity(count)
        for index in indices {
            let location = self[index].location
            keys.append((
                UInt64(rank[index]) << 32 | UInt64(Self.ordered(location.line)),
                UInt64(Self.ordered(location.column)) << 32 | UInt64(index)))
        }
        keys.sort { $0 < $1 }
        return keys.map { Int(truncatingIfNeeded: $0.detail & 0xFFFF_FFFF) }
    }

    /// Each finding's file's place among the distinct files, ranked by `<` on paths. Findings come in runs
    /// of one file, so most are ranked without looking their path up.
    private static func fileRanks(of findings: [Finding]) -> [UInt32] {
        var number: [String: Int] = [:]
        var files: [String] = []
        var numbers: [Int] = []
        numbers.reserveCapacity(findings.count)
        var last: (file: String, number: Int)?
        // By index: a `for … in` copied each finding (retaining its strings and arrays) to read its path.
        for index in findings.indices {
            let file = findings[index].location.file
            if let last, last.file == file {
                numbers.append(last.number)
                continue
            }
            let found = number[file] ?? files.count
            if found == files.count {
                number[file] = found
                files.append(file)
            }
            last = (file, found)
            numbers.append(found)
        }
        var rankOfNumber = [UInt32](repeating: 0, count: files.count)
        for (rank, fileNumber) in files.indices.sorted(by: { files[$0] < files[$1] }).enumerated() {
            rankOfNumber[fileNumber] = UInt32(rank)
        }
        return numbers.map { rankOfNumber[$0] }
    }

    /// A line or column (stored in 32 bits) as an unsigned number in the same order.
    private static func ordered(_ value: Int) -> UInt32 {
        UInt32(bitPattern: Int32(truncatingIfNeeded: value)) ^ 0x8000_0000
    }
}
