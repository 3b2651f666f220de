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

    /// `ofRegularFile` of a path given as its UTF-8 bytes.
    static func ofRegularFile(pathBytes: UnsafeRawBufferPointer) -> FileIdentity? {
        guard let status = FileStatus.of(pathBytes: pathBytes), status.type == .regular else { return nil }
        return FileIdentity(status: status)
    }

    /// `ofFolder` of a path given as its UTF-8 bytes.
    static func ofFolder(pathBytes: UnsafeRawBufferPointer) -> FileIdentity? {
        guard let status = FileStatus.of(pathBytes: pathBytes), status.type == .folder else { return nil }
        return FileIdentity(status: status)
    }

    /// The identity of the folder at `path` now (symbolic links followed); nil when it is not a folder.
    public static func ofFolder(path: String) -> FileIdentity? {
        guard let status = FileStatus.of(path: path), status.type == .folder else { return nil }
        return FileIdentity(status: status)
    }

    /// Whether the file last changed more than `margin` before `time` (nanoseconds since 1970): then a write
    /// since could not have kept its times, and its identity vouches for its contents.
    func changed(moreThan margin: Int64, before time: Int64) -> Bool {
        let (limit, overflow) = time.subtractingReportingOverflow(margin)
        return !overflow && latestChangeNanoseconds < limit
    }

    /// The later of the modification and change times, in nanoseconds since 1970; past the year 2262, or
    /// for an identity read from a damaged cache, the largest number (never trusted as old enough).
    var latestChangeNanoseconds: Int64 {
        func nanoseconds(_ seconds: Int, _ nanoseconds: Int) -> Int64 {
            let (scaled, overflow) = Int64(seconds).multipliedReportingOverflow(by: 1_000_000_000)
            let (sum, overflowAgain) = scaled.addingReportingOverflow(Int64(nanoseconds))
            return overflow || overflowAgain ? .max : sum
        }
        return max(
            nanoseconds(modificationSeconds, modificationNanoseconds), nanoseconds(changeSeconds, changeNanoseconds))
    }
}
