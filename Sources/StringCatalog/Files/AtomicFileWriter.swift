#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// Replaces a file's contents without ever leaving it half written: writes a temporary file in the same
/// folder, flushes it to disk, then renames it over the original. On any failure the original is untouched
/// and the temporary file removed.
public struct AtomicFileWriter: Sendable {
    /// Called after the temporary file is complete and flushed, just before the rename; throwing here
    /// aborts the write. Lets tests prove what a failure at the last moment leaves behind.
    public var beforeRename: (@Sendable (_ temporaryPath: String) throws -> Void)?

    public init(beforeRename: (@Sendable (_ temporaryPath: String) throws -> Void)? = nil) {
        self.beforeRename = beforeRename
    }

    /// Writes `bytes` to `path`. With `expected`, refuses (InputError) when the file on disk no longer
    /// matches what was read. An existing file's permission bits are kept; a new file gets 0644.
    /// Returns the snapshot of what is now on disk.
    @discardableResult
    public func write(_ bytes: [UInt8], to path: String, expected: FileSnapshot? = nil) throws -> FileSnapshot {
        let target = resolvedPath(path)
        if let expected, !expected.matchesFileOnDisk() {
            throw InputError("file changed on disk since it was read; not overwriting it", path: path)
        }
        var mode: mode_t = 0o644
        var existing = stat()
        if stat(target, &existing) == 0 {
            mode = existing.st_mode & 0o7777
        }
        let folder = parentFolder(of: target)
        let name = String(target.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        var template = Array("\(folder)/.\(name).stringsguard-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw InputError("cannot create a temporary file next to it: \(systemErrorDescription())", path: path)
        }
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(truncatingIfNeeded: $0) }, as: UTF8.self)
        var renamed = false
        var closed = false
        defer {
            if !closed { close(descriptor) }
            if !renamed { unlink(temporaryPath) }
        }
        try writeAll(bytes, to: descriptor, path: path)
        guard fchmod(descriptor, mode) == 0 else {
            throw InputError("cannot set permissions: \(systemErrorDescription())", path: path)
        }
        guard fsync(descriptor) == 0 else { throw InputError("cannot flush: \(systemErrorDescription())", path: path) }
        // The renamed file keeps this inode and modification time, so its snapshot needs no reading back.
        var written = stat()
        guard fstat(descriptor, &written) == 0 else {
            throw InputError("cannot read file status: \(systemErrorDescription())", path: path)
        }
        closed = true
        guard close(descriptor) == 0 else { throw InputError("cannot close: \(systemErrorDescription())", path: path) }
        try beforeRename?(temporaryPath)
        // Checked again as late as possible: the window in which another writer's change is lost is tiny.
        if let expected, !expected.matchesFileOnDisk() {
            throw InputError("file changed on disk since it was read; not overwriting it", path: path)
        }
        guard rename(temporaryPath, target) == 0 else {
            throw InputError("cannot replace the file: \(systemErrorDescription())", path: path)
        }
        renamed = true
        syncFolder(folder)
        return FileSnapshot(
            path: expected?.path ?? path, size: Int(written.st_size),
            modificationSeconds: written.modificationTime.seconds,
            modificationNanoseconds: written.modificationTime.nanoseconds, inode: UInt64(written.st_ino),
            contentHash: contentHash(bytes))
    }

    private func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    throw InputError("cannot write: \(systemErrorDescription())", path: path)
                }
                offset += count
            }
        }
    }

    /// Follows a symbolic link so the rename replaces the file it points to, not the link.
    private func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// Makes the rename itself durable; best effort, since some file systems refuse to sync a folder.
    private func syncFolder(_ folder: String) {
        let descriptor = open(folder, O_RDONLY)
        if descriptor >= 0 {
            _ = fsync(descriptor)
            close(descriptor)
        }
    }
}

@inline(__always)
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
