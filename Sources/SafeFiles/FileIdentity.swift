#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file as `stat` sees it, without its contents: device, inode, size, and the modification and change
/// times to the nanosecond, as git's index records them. A file written since has another identity, except
/// when the write kept its size and fell in the same tick of the file system's clock as the one before
/// (`ContentHashIndex` does not trust an identity that recent).
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int
    public var modificationSeconds: Int
    public var modificationNanoseconds: Int
    public var changeSeconds: Int
    public var changeNanoseconds: Int

    public init(
        device: UInt64, inode: UInt64, size: Int, modificationSeconds: Int, modificationNanoseconds: Int,
        changeSeconds: Int, changeNanoseconds: Int
    ) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modificationSeconds = modificationSeconds
        self.modificationNanoseconds = modificationNanoseconds
        self.changeSeconds = changeSeconds
        self.changeNanoseconds = changeNanoseconds
    }

    init(status: FileStatus) {
        let modification = status.modificationTime
        let change = status.changeTime
        self.init(
            device: status.device, inode: status.inode, size: status.size, modificationSeconds: modification.seconds,
            modificationNanoseconds: modification.nanoseconds, changeSeconds: change.seconds,
            changeNanoseconds: change.nanoseconds)
    }

    /// The identity of the regular file at `path` now (symbolic links followed); nil when nothing is there or
    /// it is not a regular file, whose reading `FileContents` refuses with the reason.
    public static func ofRegularFile(path: String) -> FileIdentity? {
        guard let status = FileStatus.of(path: path), status.type == .regular else { return nil }
        return FileIdentity(status: status)
    }

    /// The identity of the folder at `path` now (symbolic links followed); nil when it is not a folder.
    public static func ofFolder(path: String) -> FileIdentity? {
        guard let status = FileStatus.of(path: path), status.type == .folder else { return nil }
        return FileIdentity(status: status)
    }

    /// The later of the modification and change times, in nanoseconds since 1970.
    var latestChangeNanoseconds: Int64 {
        max(
            Int64(modificationSeconds) * 1_000_000_000 + Int64(modificationNanoseconds),
            Int64(changeSeconds) * 1_000_000_000 + Int64(changeNanoseconds))
    }
}
