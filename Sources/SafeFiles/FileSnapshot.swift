/// What a file looked like when it was read: a cheap identity (device, inode, size, modification and
/// change times to the nanosecond) that a later write compares just before its rename, so it never
/// replaces a file changed since. A hash of the contents is `FileContents.contentHash`, taken only by
/// what needs one (the cache, the replay's log): hashing every file read cost a check 2–3% of its loading.
public struct FileSnapshot: Hashable, Sendable {
    public var path: String
    public var identity: FileIdentity
    init(path: String, status: FileStatus) {
        self.path = path
        identity = FileIdentity(status: status)
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
