extension Array where Element == Finding {
    /// Findings by file, then line and column; findings at one place keep the order the checks produced
    /// them in, so output never depends on timing. The one order every report uses.
    public var inReportOrder: [Finding] {
        enumerated().sorted { lhs, rhs in
            lhs.element.location == rhs.element.location ? lhs.offset < rhs.offset : lhs.element.location < rhs.element.location
        }.map(\.element)
    }
}
