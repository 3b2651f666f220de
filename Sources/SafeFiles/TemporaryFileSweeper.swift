#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the temporary files a killed write left (SIGKILL cannot be caught): before each write, every
/// `.NAME.stringsguard-XXXXXX` in the folder written to that is a regular file owned by this user, last
/// changed before this run began, and not locked. A live writer holds an exclusive lock on its temporary
/// file from the moment it exists until it is renamed, so a sweep never takes a file still being written,
/// even by a run that began earlier.
public enum TemporaryFileSweeper {
    /// The marker in every temporary file's name: `.Localizable.xcstrings.stringsguard-a1B2c3`.
    public static let marker = ".stringsguard-"

    /// When this run began, as far as sweeping goes: set once, before the first write.
    private static let runStart = Protected<(seconds: Int, nanoseconds: Int)?>(nil)

    /// Notes the time this run began, if not yet noted; the first write calls it, and so may a program at
    /// its start.
    public static func noteRunStart() {
        runStart.withLock { start in
            guard start == nil else { return }
            var now = timespec()
            clock_gettime(CLOCK_REALTIME, &now)
            start = (Int(now.tv_sec), Int(now.tv_nsec))
        }
    }

    /// Whether `name` has the shape of one of our temporary files.
    public static func isTemporaryName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let markerBytes = Array(marker.utf8)
        let randomCount = 6
        guard bytes.count >= 2 + markerBytes.count + randomCount, bytes[0] == UInt8(ascii: ".") else { return false }
        let markerStart = bytes.count - randomCount - markerBytes.count
        return Array(bytes[markerStart..<bytes.count - randomCount]) == markerBytes
            && bytes[(bytes.count - randomCount)...].allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            }
    }

    /// Removes the stale temporary files in `folder`; returns their names. Best effort: a file it cannot
    /// examine is left.
    @discardableResult
    public static func sweep(folder: String) -> [String] {
        noteRunStart()
        guard let start = runStart.withLock({ $0 }) else { return [] }
        return sweep(folder: folder, changedBefore: start)
    }

    /// The sweep, with the time a file must have last changed before to count as left by an earlier run.
    static func sweep(folder: String, changedBefore start: (seconds: Int, nanoseconds: Int)) -> [String] {
        var removed: [String] = []
        // The tool's own folder, never the project's: nothing a replay's log needs.
        for name in (FolderListing.unrecordedEntries(of: folder) ?? []).map(\.name) {
            guard isTemporaryName(name) else { continue }
            let path = folder == "/" ? "/" + name : folder + "/" + name
            if removeIfStale(path, before: start) { removed.append(name) }
        }
        return removed
    }

    private static func removeIfStale(_ path: String, before start: (seconds: Int, nanoseconds: Int)) -> Bool {
        guard let status = FileStatus.ofLink(path: path), status.type == .regular, status.owner == geteuid(),
              status.modificationTime < start, status.changeTime < start
        else { return false }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        guard let opened = FileStatus.of(descriptor: descriptor), opened.isSameFile(as: status),
              flock(descriptor, LOCK_EX | LOCK_NB) == 0
        else { return false }
        return unlink(path) == 0
    }
}
