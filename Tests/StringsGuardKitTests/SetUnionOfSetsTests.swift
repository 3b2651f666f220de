import Testing

@testable import StringsGuardKit

/// Joining two sets by hashing the smaller into the larger gives the union, whichever is larger.
@Suite struct SetUnionOfSetsTests {
    @Test func theUnionOfTwoSetsIsTheUnionWhicheverIsLarger() {
        let sets: [Set<String>] = [
            [], ["a"], ["a", "b", "c"], Set((0..<300).map { "text \($0)" }), Set((250..<260).map { "text \($0)" } + ["z"]),
        ]
        for first in sets {
            for second in sets {
                var joined = first
                joined.formUnion(set: second)
                #expect(joined == first.union(second))
                #expect(joined.count == first.count + second.subtracting(first).count)
            }
        }
    }
}
