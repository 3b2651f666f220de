/// What a file looked like when it was read: a cheap identity (device, inode, size, modification and
/// change times to the nanosecond) that a later write compares just before its rename, so it never
/// replaces a file changed since; and a hash of the contents read.
public struct FileSnapshot: Hashable, Sendable {
    public var path: String
    public var identity: FileIdentity
    /// A hash of the bytes read, to tell two reads apart when their identities cannot.
    public var contentHash: UInt64

    init(path: String, status: FileStatus, contentHash: UInt64) {
        self.path = path
        identity = FileIdentity(status: status)
        self.contentHash = contentHash
    }

    /// True when the file at `path` still has the identity it had when read; reads no contents.
    public func matchesFileOnDisk() -> Bool {
        guard let current = FileStatus.of(path: path) else { return false }
        return hasIdentity(of: current)
    }

    /// The size read.
    public var size: Int { identity.size }

    func hasIdentity(of status: FileStatus) -> Bool {
        FileIdentity(status: status) == identity
    }
}
