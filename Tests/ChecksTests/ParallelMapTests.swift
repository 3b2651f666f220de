import Checks
import Foundation
import Testing
import SafeFiles

/// `parallelMap` gives the same values in the same order on both cores and in order on one thread, which
/// small projects (a build phase) use to skip starting threads.
@Suite struct ParallelMapTests {
    @Test func bothWaysKeepTheInputOrder() {
        let numbers = Array(0..<500)
        let expected = numbers.map { $0 * $0 - 7 }
        #expect(parallelMap(numbers) { $0 * $0 - 7 } == expected)
        #expect(parallelMap(numbers, inParallel: false) { $0 * $0 - 7 } == expected)
    }

    @Test func inOrderRunsEveryTransformOnTheCallingThread() {
        let caller = pthread_self()
        let onCaller = parallelMap(Array(0..<50), inParallel: false) { _ in pthread_equal(pthread_self(), caller) != 0 }
        #expect(onCaller == Array(repeating: true, count: 50))
    }

    @Test func costliestFirstKeepsTheInputOrderInItsOutput() {
        let numbers = Array(0..<300)
        let expected = numbers.map { $0 * 3 + 1 }
        let costly = parallelMap(numbers, costliestFirst: { $0 % 7 }) { $0 * 3 + 1 }
        #expect(costly == expected)
        #expect(parallelMap(numbers, inParallel: false, costliestFirst: { $0 % 7 }) { $0 * 3 + 1 } == expected)
    }

    @Test func theCostliestStartFirstAndEqualCostsInTurn() {
        #expect(costliestFirstOrder([1, 16, 3, 16, 1, 5]) == [1, 3, 5, 2, 0, 4])
        #expect(costliestFirstOrder([]) == [])
        #expect(costliestFirstOrder([2, 2, 2]) == [0, 1, 2])
    }

    /// The checker hands its rules to `parallelMap` by their `relativeCost`: the costliest of the registry
    /// are among the first started, so that a short rule, not a long one, is the last on its core.
    @Test func theRegistrysCostliestRulesStartFirst() {
        let order = costliestFirstOrder(RuleRegistry.rules.map { type(of: $0).relativeCost })
        let firstTwo = order.prefix(2).map { RuleRegistry.rules[$0].descriptor.id }
        #expect(firstTwo == [FormatMismatch.id, WidgetMissingKey.id])
    }
}
