#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// A regular file held open under an exclusive advisory lock (`flock`), for a read–modify–write that no
/// other StringsGuard process can interleave with. The lock is on the inode, and a writer replaces the
/// inode with a rename, so after waiting for the lock this checks the path still names the inode it
/// locked, and starts over on the new one when it does not.
final class LockedFile {
    let path: String
    let descriptor: Int32
    /// The locked file's status when the lock was taken.
    let status: FileStatus

    private init(path: String, descriptor: Int32, status: FileStatus) {
        self.path = path
        self.descriptor = descriptor
        self.status = status
    }

    deinit { close(descriptor) }

    /// Opens and locks the regular file at `path` (already resolved from any symbolic link), waiting up to
    /// `timeout` seconds for another process to release it. `displayPath` names the file in errors.
    static func acquire(_ path: String, displayPath: String, timeout: Double) throws(InputError) -> LockedFile {
        let deadline = monotonicSeconds() + timeout
        while true {
            guard let before = FileStatus.of(path: path) else {
                throw InputError("cannot open file: \(systemErrorDescription())", path: displayPath)
            }
            guard before.type == .regular else { throw InputError(before.type.refusal, path: displayPath) }
            let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
            guard descriptor >= 0 else {
                throw InputError("cannot open file: \(systemErrorDescription())", path: displayPath)
            }
            guard let opened = FileStatus.of(descriptor: descriptor), opened.type == .regular else {
                let type = FileStatus.of(descriptor: descriptor)?.type ?? .other
                close(descriptor)
                throw InputError(type.refusal, path: displayPath)
            }
            do {
                try lock(descriptor, until: deadline, timeout: timeout, displayPath: displayPath)
            } catch {
                close(descriptor)
                throw error
            }
            // Status read again under the lock: what the previous holder wrote is what we start from.
            if let current = FileStatus.of(path: path), let locked = FileStatus.of(descriptor: descriptor),
               current.isSameFile(as: locked) {
                return LockedFile(path: path, descriptor: descriptor, status: locked)
            }
            close(descriptor)
            if monotonicSeconds() > deadline {
                throw InputError("kept being replaced while waiting to lock it; not writing it", path: displayPath)
            }
        }
    }

    private static func lock(_ descriptor: Int32, until deadline: Double, timeout: Double, displayPath: String) throws(InputError) {
        var pause: UInt32 = 1_000
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            guard code == EWOULDBLOCK || code == EAGAIN else {
                throw InputError("cannot lock it: \(systemErrorDescription(code))", path: displayPath)
            }
            if monotonicSeconds() > deadline {
                throw InputError(
                    "another process has held a lock on it for \(describe(seconds: timeout)); not writing it",
                    path: displayPath)
            }
            // Polled rather than blocking in flock, so the wait has a bound.
            usleep(pause)
            pause = min(pause * 2, 20_000)
        }
    }

    /// Refuses a file that must not be replaced by a rename: one without any write permission (even for
    /// root, who could), one this user may not write, and one with other hard links, which a rename
    /// would leave holding the old contents.
    func checkReplaceable(displayPath: String) throws(InputError) {
        let mode = String(status.permissions, radix: 8)
        let shownMode = String(repeating: "0", count: max(0, 4 - mode.count)) + mode
        if status.permissions & 0o222 == 0 {
            throw InputError("is read-only (mode \(shownMode)); not replacing it", path: displayPath)
        }
        if access(path, W_OK) != 0 {
            throw InputError(
                "is not writable by this user (mode \(shownMode)): \(systemErrorDescription()); not replacing it",
                path: displayPath)
        }
        if status.linkCount > 1 {
            throw InputError(
                "has \(status.linkCount) hard links, which replacing it would split; not replacing it",
                path: displayPath)
        }
    }
}

/// "60 seconds", "0.25 seconds", "1 second".
private func describe(seconds: Double) -> String {
    let number = seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
    return number == "1" ? "1 second" : "\(number) seconds"
}

/// Seconds on a clock that never jumps, for timeouts.
private func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
