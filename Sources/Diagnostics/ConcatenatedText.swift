extension String {
    /// The parts one after the other, with room for all of them reserved once. Rules build a message and
    /// a fix for each of tens of thousands of findings; string interpolation grows its buffer several
    /// times a message and cost more than the rest of a finding. Inlinable, so the caller's array of
    /// parts can live on the stack.
    @inlinable
    public init(concatenating parts: [String]) {
        var count = 0
        for part in parts { count += part.utf8.count }
        var text = String()
        text.reserveCapacity(count)
        for part in parts { text.append(part) }
        self = text
    }
}
