import Diagnostics
import Foundation

/// Findings rendered in runs on both cores, in their order: with tens of thousands of findings, rendering
/// them one after the other on one core was most of a report's time, and each renders on its own.
enum FindingRuns {
    /// Findings per run: enough to outweigh handing a run to a thread, few enough to share the work evenly.
    static let length = 2048

    /// `transform` of each run, joined in the findings' order (or of whatever is listed per finding).
    static func map<Element: Sendable, Value: Sendable>(
        _ findings: [Element], _ transform: @Sendable (ArraySlice<Element>) -> [Value]
    ) -> [Value] {
        let count = (findings.count + length - 1) / length
        guard count > 1 else { return transform(findings[...]) }
        let results = Results<Value>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { run in
            results.set(run, transform(findings[(run * length)..<min(findings.count, (run + 1) * length)]))
        }
        return results.joined
    }

    /// Each run's values, written by exactly one worker under the lock and read after all have finished.
    private final class Results<Value: Sendable>: @unchecked Sendable {
        private var runs: [[Value]]
        private let lock = NSLock()

        init(count: Int) { runs = Array(repeating: [], count: count) }

        func set(_ run: Int, _ values: [Value]) { lock.withLock { runs[run] = values } }

        var joined: [Value] { lock.withLock { runs.flatMap { $0 } } }
    }
}
