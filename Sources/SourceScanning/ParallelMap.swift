import Foundation

/// Maps over an array on the scanner's worker threads (`ScanWorkers`), keeping the input order.
enum ParallelMap {
    /// Below this many inputs (a build phase's handful of files) they are mapped on the calling thread:
    /// handing them to the workers took longer than scanning them, a tenth of a small project's `check`.
    static let inputsWorthThreads = 16

    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        // On a worker already (a transform that maps in turn), the work stays on it: waiting there for the
        // other workers could leave none free to do it.
        if inputs.count < inputsWorthThreads || ScanWorkers.shared.isWorkerThread { return inputs.map(transform) }
        let results = Results<Output>(count: inputs.count)
        ScanWorkers.shared.perform(count: inputs.count) { index in
            let output = transform(inputs[index])
            results.lock.lock()
            results.slots[index] = output
            results.lock.unlock()
        }
        var slots = results.slots
        results.slots = []
        // Moved, not copied: a scan is a large value, and each copy retained every string and array it holds.
        return slots.indices.map { slots[$0].take()! }
    }

    private final class Results<Output: Sendable>: @unchecked Sendable {
        // Each slot is written by exactly one worker, under the lock, and read after all have finished.
        var slots: [Output?]
        let lock = NSLock()
        init(count: Int) { slots = Array(repeating: nil, count: count) }
    }
}
