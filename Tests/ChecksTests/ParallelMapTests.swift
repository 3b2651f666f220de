import Checks
import Foundation
import Testing

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
}
