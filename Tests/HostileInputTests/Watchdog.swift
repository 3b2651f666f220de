import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Kills a process still running after `CommandRunner.hangLimit` seconds, and says whether it did.
final class Watchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var fired = false
    private var done = false

    init(process: Process) {
        let pid = process.processIdentifier
        DispatchQueue.global().asyncAfter(deadline: .now() + CommandRunner.hangLimit) { [self] in
            lock.withLock {
                guard !done else { return }
                fired = true
                kill(pid, SIGKILL)
            }
        }
    }

    func finish() -> Bool {
        lock.withLock {
            done = true
            return fired
        }
    }
}
