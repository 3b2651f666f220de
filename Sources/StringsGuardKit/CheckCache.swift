import Foundation
import SafeFiles

/// The derived-data cache of `check --cache-dir`, salted with the build of the tool that runs: the version,
/// and the identity of the executable file (device, inode, size, times), since a rebuilt tool of the same
/// version may scan differently. Nil when the executable cannot be found: nothing then says which build
/// wrote a value. The user is in the salt too: a file another user could read, and this one cannot, is
/// never taken from the cache in place of the error reading it gives.
public enum CheckCache {
    public static func open(folder: String) -> CacheFolder? {
        guard let salt = salt() else { return nil }
        return CacheFolder(folder: folder, salt: salt)
    }

    /// Writes what the run derived, and the outcome with the log of its questions when the run can be
    /// replayed: two files, written at once when the cache is large (Home Assistant's is 14 MB, as long to
    /// write again as the log of its 3,000 files' questions).
    public static func save(
        _ cache: CacheFolder, keeping replay: (outcome: CheckOutcome, log: InputLog)?, in folder: String, key: [UInt8]
    ) {
        let writes: [@Sendable () -> Void] = [
            { cache.save() },
            { if let replay { CheckReplay.keep(replay.outcome, log: replay.log, in: folder, key: key) } },
        ]
        if cache.bytesRead >= CacheFolder.bytesWorthReadingApart {
            DispatchQueue.concurrentPerform(iterations: writes.count) { writes[$0]() }
        } else {
            for write in writes { write() }
        }
    }

    static func salt() -> [UInt8]? {
        guard let executable = RunningExecutable.path, let identity = FileIdentity.ofRegularFile(path: executable) else {
            return nil
        }
        var writer = BinaryWriter()
        writer.write(ToolVersion.versionLine)
        writer.write(UInt64(geteuid()))
        writer.write(identity)
        return writer.bytes
    }
}
