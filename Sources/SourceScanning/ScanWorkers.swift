import Foundation
import SafeFiles

/// The scanner's worker threads: as many as the machine budget allows (two), started once and kept, with
/// a known stack size, so that the bounded recursion of the structure parse has the same room on every
/// platform (a dispatch pool thread has 512 KiB on macOS).
///
/// Each map used to start two threads of its own and split its inputs between them by turns: a project of
/// an app, its extensions and their packages maps each target's files twice (scans, then their resolution),
/// and a timeline of IceCubesApp's re-run showed some hundred threads started and ended, each for a few
/// files, with a core idle while one thread finished its share. Here the items are handed out one at a time
/// as workers free up, from the oldest job first.
final class ScanWorkers: @unchecked Sendable {
    static let shared = ScanWorkers(count: min(2, max(1, ProcessInfo.processInfo.activeProcessorCount)))
    static let stackSize = 4 << 20
    /// About what a worker's share of a large job leaves in its heap for each item (a decoded scan, a file's
    /// resolution): the 5,000-file widget's re-run grew each worker's heap by some 28 MB, a page at a time.
    static let heapBytesPerItem = 12 << 10

    private final class Job: @unchecked Sendable {
        let count: Int
        let body: @Sendable (Int) -> Void
        /// Items handed out, and items done; both under the workers' lock.
        var claimed = 0
        var done = 0
        let finished = DispatchSemaphore(value: 0)

        init(count: Int, body: @escaping @Sendable (Int) -> Void) {
            self.count = count
            self.body = body
        }
    }

    private let condition = NSCondition()
    /// Jobs with items not yet handed out, oldest first.
    private var pending: [Job] = []
    /// Set on the workers' own threads, so that work asked for on one is done there (`isWorkerThread`).
    private var marker = pthread_key_t()

    private let workerCount: Int

    private init(count: Int) {
        workerCount = count
        pthread_key_create(&marker, nil)
        for _ in 0..<count {
            let thread = Thread { [self] in work() }
            thread.stackSize = Self.stackSize
            thread.start()
        }
    }

    /// Whether the calling thread is one of the workers.
    var isWorkerThread: Bool { pthread_getspecific(marker) != nil }

    /// Runs `body` for each index below `count` on the workers, and returns when every one has run.
    /// Not to be called from a worker (`isWorkerThread`): it would wait for work only the workers can do.
    func perform(count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let job = Job(count: count, body: body)
        condition.lock()
        pending.append(job)
        condition.broadcast()
        condition.unlock()
        job.finished.wait()
    }

    private func work() {
        pthread_setspecific(marker, UnsafeRawPointer(bitPattern: 1))
        // glibc opens a thread's heap a page at a time, one `mprotect` each (9,280 calls on the widget's
        // re-run), unless room is taken in large blocks first (`WorkerHeap`): for its share of each large job,
        // as what the last job made stays in the heap.
        var lastJob: ObjectIdentifier?
        condition.lock()
        while true {
            guard let job = pending.first else {
                condition.wait()
                continue
            }
            let index = job.claimed
            job.claimed += 1
            if job.claimed == job.count { pending.removeFirst() }
            condition.unlock()
            if lastJob != ObjectIdentifier(job) {
                lastJob = ObjectIdentifier(job)
                WorkerHeap.makeRoom(forItems: job.count / workerCount, bytesEach: Self.heapBytesPerItem)
            }
            job.body(index)
            condition.lock()
            job.done += 1
            if job.done == job.count { job.finished.signal() }
        }
    }
}
