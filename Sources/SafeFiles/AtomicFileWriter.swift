#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// Every write of the tool. A regular file is replaced without ever being left half written: the new
/// bytes go to a temporary file beside it, which gets the original's owner, group, permissions and
/// extended attributes and is flushed to disk, then renamed over it; on any failure, or a signal, the
/// original is untouched and the temporary file removed. The file is held under an exclusive `flock` from
/// before it is read to after the rename, so writers of one file take turns and none loses another's
/// update; just before the rename its identity is compared once more with what was read. A read-only or
/// hard-linked file is refused, a symbolic link is written through (the link stays), a character device
/// or FIFO (`/dev/stdout`) is written straight into and never replaced, anything else is refused.
public struct AtomicFileWriter: Sendable {
    /// Called after the temporary file is complete and flushed, just before the rename; throwing here
    /// aborts the write. Lets tests prove what a failure at the last moment leaves behind.
    public var beforeRename: (@Sendable (_ temporaryPath: String) throws -> Void)?
    /// How long to wait for another process to release its lock on the file, in seconds.
    public var lockTimeout: Double

    public init(beforeRename: (@Sendable (_ temporaryPath: String) throws -> Void)? = nil, lockTimeout: Double = 60) {
        self.beforeRename = beforeRename
        self.lockTimeout = lockTimeout
    }

    /// Writes `bytes` to `path`. With `expected`, refuses (InputError) when the file on disk no longer has
    /// the identity it had when read. A new file gets mode 0644. Returns the snapshot of what is now on
    /// disk, or nil when the bytes went into a device or FIFO.
    @discardableResult
    public func write(_ bytes: [UInt8], to path: String, expected: FileSnapshot? = nil) throws -> FileSnapshot? {
        try write(producing: FileBytesProducer(whole: bytes), to: path, expected: expected)
    }

    /// `write`, with the bytes made a piece at a time while they are written.
    @discardableResult
    public func write(producing producer: FileBytesProducer, to path: String, expected: FileSnapshot? = nil) throws
        -> FileSnapshot?
    {
        switch try WriteDestination.of(path) {
        case .stream:
            try writeStraight(producer, to: path)
            return nil
        case .newFile(let target):
            if expected != nil { throw Self.changedOnDisk(path) }
            return try replace(target, with: producer, displayPath: path, locked: nil, expected: nil)
        case .regularFile(let target):
            let locked = try LockedFile.acquire(target, displayPath: path, timeout: lockTimeout)
            if let expected, !expected.hasIdentity(of: locked.status) { throw Self.changedOnDisk(path) }
            try locked.checkReplaceable(displayPath: path)
            return try replace(target, with: producer, displayPath: path, locked: locked, expected: expected)
        }
    }

    /// A read–modify–write of the regular file at `path` under one lock: reads it (as `kind`, within
    /// `limits`), passes the contents to `transform`, and writes what it returns (nil: write nothing).
    /// Another StringsGuard process updating the same file waits for this one and then reads its result.
    @discardableResult
    public func update(
        _ path: String, kind: FileKind = .catalog, limits: ReadLimits? = nil,
        _ transform: (FileContents) throws -> [UInt8]?
    ) throws -> FileSnapshot? {
        try update(path, kind: kind, limits: limits, producing: { contents in
            try transform(contents).map(FileBytesProducer.init(whole:))
        })
    }

    /// `update`, with the new bytes made a piece at a time while they are written.
    @discardableResult
    public func update(
        _ path: String, kind: FileKind = .catalog, limits: ReadLimits? = nil,
        producing transform: (FileContents) throws -> FileBytesProducer?
    ) throws -> FileSnapshot? {
        let limit = try ReadLimits.limit(for: kind, in: limits)
        let target: String
        switch try WriteDestination.of(path) {
        case .regularFile(let resolved): target = resolved
        case .newFile: throw InputError("cannot open file: \(systemErrorDescription(ENOENT))", path: path)
        case .stream:
            throw InputError((FileStatus.of(path: path)?.type ?? .other).refusal, path: path)
        }
        let locked = try LockedFile.acquire(target, displayPath: path, timeout: lockTimeout)
        let contents = try FileContents.read(descriptor: locked.descriptor, path: path, kind: kind, limit: limit)
        guard let producer = try transform(contents) else { return nil }
        try locked.checkReplaceable(displayPath: path)
        return try replace(target, with: producer, displayPath: path, locked: locked, expected: contents.snapshot)
    }

    /// The permission bits the replacement gets: the original's, without setuid and setgid when its owner
    /// or group could not be kept (they would grant another user's rights).
    public static func replacementPermissions(original: mode_t, ownerAndGroupKept: Bool) -> mode_t {
        ownerAndGroupKept ? original & 0o7777 : original & 0o1777
    }

    private func replace(
        _ target: String, with producer: FileBytesProducer, displayPath: String, locked: LockedFile?,
        expected: FileSnapshot?
    ) throws -> FileSnapshot {
        let folder = parentFolder(of: target)
        TemporaryFileSweeper.sweep(folder: folder)
        let name = String(target.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        let temporary = try TemporaryFile.create(in: folder, for: name, displayPath: displayPath)
        try producer.deliver { piece in
            try writeWhole(piece, to: temporary.descriptor, path: displayPath)
        }
        // The data first, while the file is still plainly ours: a kill during the long flush leaves a
        // temporary file this user's next run sweeps.
        guard fsync(temporary.descriptor) == 0 else {
            throw InputError("cannot flush: \(systemErrorDescription())", path: displayPath)
        }
        var mode: mode_t = 0o644
        if let original = locked?.status {
            let kept = keepOwnerAndGroup(of: original, on: temporary.descriptor)
            try ExtendedAttributes.copy(from: locked!.descriptor, to: temporary.descriptor, displayPath: displayPath)
            mode = Self.replacementPermissions(original: original.permissions, ownerAndGroupKept: kept)
        }
        guard fchmod(temporary.descriptor, mode) == 0 else {
            throw InputError("cannot set permissions: \(systemErrorDescription())", path: displayPath)
        }
        guard fsync(temporary.descriptor) == 0 else {
            throw InputError("cannot flush: \(systemErrorDescription())", path: displayPath)
        }
        try beforeRename?(temporary.path)
        // Checked again as late as possible: the window in which a change by a program that takes no lock
        // is lost is this check and the rename.
        if let locked {
            guard let current = FileStatus.of(path: target), current.isSameFile(as: locked.status),
                  expected?.hasIdentity(of: current) ?? current.isUnchanged(since: locked.status)
            else { throw Self.changedOnDisk(displayPath) }
        } else if FileStatus.ofLink(path: target) != nil {
            throw InputError("was created by another program while being written; not replacing it", path: displayPath)
        }
        guard rename(temporary.path, target) == 0 else {
            throw InputError("cannot replace the file: \(systemErrorDescription())", path: displayPath)
        }
        temporary.markRenamed()
        syncFolder(folder)
        // The renamed file keeps this inode; its status after the rename (which changes its ctime) is what a
        // later read sees, so the snapshot needs no reading back.
        guard let written = FileStatus.of(descriptor: temporary.descriptor) else {
            throw InputError("cannot read file status: \(systemErrorDescription())", path: displayPath)
        }
        return FileSnapshot(path: expected?.path ?? displayPath, status: written)
    }

    /// Gives the replacement the original's owner and group (root can; another user can set a group it
    /// belongs to). Returns whether both were kept.
    private func keepOwnerAndGroup(of original: FileStatus, on descriptor: Int32) -> Bool {
        guard let current = FileStatus.of(descriptor: descriptor) else { return false }
        if current.owner == original.owner, current.group == original.group { return true }
        if fchown(descriptor, original.owner, original.group) == 0 { return true }
        if current.group != original.group { _ = fchown(descriptor, uid_t.max, original.group) }
        return false
    }

    /// Into a character device or FIFO: opened without blocking (a FIFO nobody reads is refused rather
    /// than waited on), then written like a terminal.
    private func writeStraight(_ producer: FileBytesProducer, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENXIO { throw InputError("is a FIFO that nothing is reading; not writing to it", path: path) }
            throw InputError("cannot open file: \(systemErrorDescription())", path: path)
        }
        defer { close(descriptor) }
        guard let status = FileStatus.of(descriptor: descriptor),
              status.type == .characterDevice || status.type == .fifo
        else { throw InputError("changed while being opened; not writing to it", path: path) }
        let flags = fcntl(descriptor, F_GETFL)
        _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK)
        try producer.deliver { piece in try writeWhole(piece, to: descriptor, path: path) }
    }

    private static func changedOnDisk(_ path: String) -> InputError {
        InputError("file changed on disk since it was read; not overwriting it", path: path)
    }

    private func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// Makes the rename itself durable; best effort, since some file systems refuse to sync a folder.
    private func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_CLOEXEC)
        if descriptor >= 0 {
            _ = fsync(descriptor)
            close(descriptor)
        }
    }
}
