#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The temporary files being written right now, in a table a signal handler can read: on SIGINT, SIGTERM
/// or SIGHUP the handler unlinks every live one, puts the default action back and raises the signal
/// again, so an interrupted write leaves neither a temporary file nor a changed original. (SIGKILL cannot
/// be caught; `TemporaryFileSweeper` removes what it leaves.)
///
/// The handler may only make async-signal-safe calls, so the table is fixed memory allocated once: slots
/// of `PATH_MAX` bytes and a state word each. A slot is filled with the signals blocked on this thread,
/// and its state set last; the handler unlinks only slots whose state says live. A path too long for a
/// slot, or a slot table full, is not registered: the sweep still removes that file after a kill.
enum TemporaryFileRegistry {
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]
    private static let slotCount = 64
    private static let slotSize = Int(PATH_MAX) + 1

    private nonisolated(unsafe) static let paths: UnsafeMutablePointer<CChar> = {
        let storage = UnsafeMutablePointer<CChar>.allocate(capacity: slotCount * slotSize)
        storage.initialize(repeating: 0, count: slotCount * slotSize)
        return storage
    }()

    private nonisolated(unsafe) static let states: UnsafeMutablePointer<Int> = {
        let storage = UnsafeMutablePointer<Int>.allocate(capacity: slotCount)
        storage.initialize(repeating: 0, count: slotCount)
        return storage
    }()

    /// Which slots are taken; only ever touched under the lock, never by the handler.
    private static let taken = Protected<(slots: [Bool], handlersInstalled: Bool)>(
        (Array(repeating: false, count: slotCount), false))

    /// Runs `create` (which makes the temporary file and returns its path) with the signals blocked, and
    /// registers the path before they are unblocked: no signal can come between the file existing and
    /// the handler knowing it. Returns the slot, for `unregister`.
    static func create<T>(_ create: () -> (T, path: String)?) -> (T, slot: Int?)? {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for number in signals { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        guard let (value, path) = create() else { return nil }
        return (value, register(path))
    }

    private static func register(_ path: String) -> Int? {
        let utf8 = Array(path.utf8)
        guard utf8.count < slotSize else { return nil }
        return taken.withLock { taken -> Int? in
            if !taken.handlersInstalled {
                installHandlers()
                taken.handlersInstalled = true
            }
            guard let slot = taken.slots.firstIndex(of: false) else { return nil }
            taken.slots[slot] = true
            let start = paths + slot * slotSize
            utf8.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { characters in
                    start.update(from: characters.baseAddress!, count: characters.count)
                }
            }
            start[utf8.count] = 0
            states[slot] = 1
            return slot
        }
    }

    /// Forgets a temporary file once it is renamed or removed.
    static func unregister(_ slot: Int?) {
        guard let slot else { return }
        taken.withLock { taken in
            states[slot] = 0
            taken.slots[slot] = false
        }
    }

    /// Installs the handler for each signal whose action is still the default: a program that ignores
    /// SIGHUP (nohup) or handles SIGINT itself keeps its choice.
    private static func installHandlers() {
        for number in signals {
            let previous = signal(number, removeLiveTemporaryFilesThenReraise)
            if !isDefaultAction(previous) { signal(number, previous) }
        }
    }

    /// Called from the signal handler: async-signal-safe calls only.
    fileprivate static func unlinkLive() {
        for slot in 0..<slotCount where states[slot] == 1 {
            unlink(paths + slot * slotSize)
        }
    }
}

#if canImport(Glibc)
private func isDefaultAction(_ action: __sighandler_t?) -> Bool { action == nil }
#else
private func isDefaultAction(_ action: sig_t?) -> Bool { action == nil }
#endif

private func removeLiveTemporaryFilesThenReraise(_ number: Int32) {
    TemporaryFileRegistry.unlinkLive()
    signal(number, SIG_DFL)
    raise(number)
}
