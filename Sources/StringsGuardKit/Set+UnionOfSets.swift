extension Set {
    /// `formUnion` of another set, hashing only the smaller set's elements into the larger one's storage:
    /// joining each target's texts into the project's hashed every text of every target again (a tenth of
    /// Home Assistant's re-run), where the first target's, the largest, can be taken whole.
    mutating func formUnion(set other: Set<Element>) {
        guard other.count > count else {
            formUnion(other)
            return
        }
        var larger = other
        larger.formUnion(self)
        self = larger
    }
}
