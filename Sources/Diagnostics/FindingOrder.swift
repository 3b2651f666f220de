extension Array where Element == Finding {
    /// Findings by file, then line and column; findings at one place keep the order the checks produced
    /// them in, so output never depends on timing. The one order every report uses.
    public var inReportOrder: [Finding] {
        // Findings pass through this order several times in a run (after the rules, after suppressions, in
        // each reporter): once in order they are returned as they are, with no sort and no copy.
        if indices.dropFirst().allSatisfy({ !(self[$0].location < self[$0 - 1].location) }) { return self }
        // Indices are sorted rather than the findings themselves, so no finding is moved more than once.
        let order = indices.sorted { lhs, rhs in
            self[lhs].location == self[rhs].location ? lhs < rhs : self[lhs].location < self[rhs].location
        }
        return order.map { self[$0] }
    }
}
