import Dispatch

/// Work started on another thread when it is made, while the caller goes on; `value()` waits for it to end.
/// Its result is written before the group is left and read only after waiting for the group, so the one
/// unguarded variable is never read and written at once. Work too small to be worth a thread is done at
/// once, on the caller's (`inBackground: false`).
final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let finished = DispatchGroup()
    private var result: Value?

    init(inBackground: Bool = true, _ work: @escaping @Sendable () -> Value) {
        guard inBackground else {
            result = work()
            return
        }
        finished.enter()
        DispatchQueue.global().async {
            self.result = work()
            self.finished.leave()
        }
    }

    /// The work's result, once it has ended.
    func value() -> Value {
        finished.wait()
        return result!
    }
}
