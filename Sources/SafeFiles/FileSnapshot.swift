/// What a file looked like when it was read: a cheap identity (device, inode, size, modification and
/// change times to the nanosecond) that a later write compares just before its rename, so it never
/// replaces a file changed since; and a hash of the contents read.
public struct FileSnapshot: Hashable, Sendable {
    public var path: String
    public var device: UInt64
    public var inode: UInt64
    public var size: Int
    public var modificationSeconds: Int
    public var modificationNanoseconds: Int
    public var changeSeconds: Int
    public var changeNanoseconds: Int
    /// A hash of the bytes read, to tell two reads apart when their identities cannot.
    public var contentHash: UInt64

    init(path: String, status: FileStatus, contentHash: UInt64) {
        self.path = path
        device = status.device
        inode = status.inode
        size = status.size
        (modificationSeconds, modificationNanoseconds) = status.modificationTime
        (changeSeconds, changeNanoseconds) = status.changeTime
        self.contentHash = contentHash
    }

    /// True when the file at `path` still has the identity it had when read; reads no contents.
    public func matchesFileOnDisk() -> Bool {
        guard let current = FileStatus.of(path: path) else { return false }
        return hasIdentity(of: current)
    }

    func hasIdentity(of status: FileStatus) -> Bool {
        status.device == device && status.inode == inode && status.size == size
            && status.modificationTime == (modificationSeconds, modificationNanoseconds)
            && status.changeTime == (changeSeconds, changeNanoseconds)
    }
}
