import Dispatch
import Foundation

/// Work started on another thread while the caller goes on; `value()` waits for it to end. It starts when
/// it is made, or, with `startingAfter: n`, once `signal()` has been called `n` times (work that would
/// only slow down what the caller waits for first), or when its value is asked for, whichever comes first.
/// Its result is written before the group is left and read only after waiting for the group, so the
/// result is never read and written at once. Work too small to be worth a thread is done at once, on the
/// caller's (`inBackground: false`).
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchGroup()
    private let lock = NSLock()
    private var pending: (@Sendable () -> Value)?
    private var signalsToStart = 0
    private var result: Value?

    init(inBackground: Bool = true, startingAfter signals: Int = 0, _ work: @escaping @Sendable () -> Value) {
        guard inBackground else {
            result = work()
            return
        }
        finished.enter()
        pending = work
        signalsToStart = signals
        if signals <= 0 { start() }
    }

    /// One of the signals the work waits for; the last one starts it, and any after it do nothing.
    func signal() {
        lock.lock()
        signalsToStart -= 1
        let isLast = signalsToStart == 0
        lock.unlock()
        if isLast { start() }
    }

    /// The work's result, once it has ended (done on the caller's thread if it was still waiting for its
    /// signals).
    func value() -> Value {
        if let work = takePending() {
            result = work()
            finished.leave()
        }
        finished.wait()
        return result!
    }

    private func start() {
        guard let work = takePending() else { return }
        DispatchQueue.global().async {
            self.result = work()
            self.finished.leave()
        }
    }

    /// The work, to the one caller that starts it.
    private func takePending() -> (@Sendable () -> Value)? {
        lock.lock()
        defer { lock.unlock() }
        let work = pending
        pending = nil
        return work
    }
}
