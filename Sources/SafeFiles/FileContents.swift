#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// A file's bytes together with its snapshot, read by the one reader every file of the tool goes through:
/// only a regular file, opened non-blocking (a FIFO or a device can never make it wait), and never more
/// than its kind's limit, even when the file grows while it is read.
public struct FileContents: Sendable {
    public var bytes: [UInt8] {
        didSet { knownHash = nil }
    }
    public var snapshot: FileSnapshot
    /// The hash of `bytes` when a read already took it (for the replay's log), so the cache takes it once.
    private var knownHash: UInt64?

    public init(bytes: [UInt8], snapshot: FileSnapshot) {
        self.bytes = bytes
        self.snapshot = snapshot
    }

    /// A hash of the bytes read (`contentHash(_:)`), to tell two reads apart when their identities cannot;
    /// taken when asked, or kept from the read when the replay's log took it.
    public var contentHash: UInt64 { knownHash ?? SafeFiles.contentHash(bytes) }

    /// Reads the whole regular file at `path` (following symbolic links). A missing or unreadable file, a
    /// folder, FIFO, socket or device, or a file over `limits[kind]` (default `ReadLimits.current()`) is an
    /// `InputError` naming the path: "is a FIFO, not a regular file". `purpose` tells the replay's log what
    /// the caller keeps of the bytes.
    public static func read(
        _ path: String, kind: FileKind = .catalog, limits: ReadLimits? = nil, purpose: ReadPurpose = .whole
    ) throws(InputError) -> FileContents {
        // Reads with limits of their own are the tool's own files (its cache), not the project's.
        guard limits == nil, InputLog.isRecording else { return try readUnrecorded(path, kind: kind, limits: limits) }
        do {
            var contents = try readUnrecorded(path, kind: kind, limits: nil)
            let hash = contents.contentHash
            contents.knownHash = hash
            InputLog.record(.contents(path: path, kind: kind), hash, identity: contents.snapshot.identity, purpose: purpose)
            return contents
        } catch {
            // A file that cannot be read is no value derived from bytes: any change is one.
            InputLog.record(.contents(path: path, kind: kind), InputLog.errorAnswer(error.description))
            throw error
        }
    }

    /// `read` for a file no `InputLog` needs: the log's own asking again.
    static func readUnrecorded(
        _ path: String, kind: FileKind = .catalog, limits: ReadLimits? = nil
    ) throws(InputError) -> FileContents {
        let limit = try ReadLimits.limit(for: kind, in: limits)
        let descriptor = try openRegularFile(path, kind: kind, limit: limit)
        defer { close(descriptor) }
        return try read(descriptor: descriptor, path: path, kind: kind, limit: limit)
    }

    /// Like `read`, but nil when nothing is at `path` (for files that are optional, such as an Info.plist
    /// a build generates); anything else that is there and is not a readable regular file is still an error.
    public static func readIfPresent(
        _ path: String, kind: FileKind, limits: ReadLimits? = nil
    ) throws(InputError) -> FileContents? {
        if FileStatus.ofLink(path: path) == nil, errno == ENOENT || errno == ENOTDIR {
            if limits == nil { InputLog.record(.kind(path: path), InputLog.kindAnswer(nil)) }
            return nil
        }
        return try read(path, kind: kind, limits: limits)
    }

    /// Opens without ever blocking: the type and size are checked on the path first (so a device is not
    /// even opened), then `O_NONBLOCK` keeps a FIFO swapped in meanwhile from holding the open, and the
    /// descriptor is checked again by `read(descriptor:)`.
    static func openRegularFile(_ path: String, kind: FileKind, limit: Int) throws(InputError) -> Int32 {
        guard let status = FileStatus.of(path: path) else {
            throw InputError("cannot open file: \(systemErrorDescription())", path: path)
        }
        guard status.type == .regular else { throw InputError(status.type.refusal, path: path) }
        try checkSize(status.size, kind: kind, limit: limit, path: path)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw InputError("cannot open file: \(systemErrorDescription())", path: path) }
        return descriptor
    }

    /// Reads an open descriptor to its end, refusing anything but a regular file and stopping one byte past
    /// the limit: a file that keeps growing is refused, not followed.
    static func read(descriptor: Int32, path: String, kind: FileKind, limit: Int) throws(InputError) -> FileContents {
        guard let status = FileStatus.of(descriptor: descriptor) else {
            throw InputError("cannot read file: \(systemErrorDescription())", path: path)
        }
        guard status.type == .regular else { throw InputError(status.type.refusal, path: path) }
        try checkSize(status.size, kind: kind, limit: limit, path: path)
        let ceiling = limit == Int.max ? limit : limit + 1
        var failure: Int32 = 0
        // Straight into the array's storage, sized from fstat (plus one byte, to see the end of file); a file
        // that grew meanwhile is read on in further chunks, up to the ceiling.
        func readChunk(_ wanted: Int) -> [UInt8] {
            [UInt8](unsafeUninitializedCapacity: wanted) { buffer, initialized in
                var count = 0
                while count < wanted {
                    let result = posixRead(descriptor, buffer.baseAddress! + count, wanted - count)
                    if result < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        break
                    }
                    if result == 0 { break }
                    count += result
                }
                initialized = count
            }
        }
        var wanted = min(max(status.size, 0) + 1, ceiling)
        var bytes = readChunk(wanted)
        var lastChunkWasFull = bytes.count == wanted
        while failure == 0, lastChunkWasFull, bytes.count < ceiling {
            wanted = min(1 << 20, ceiling - bytes.count)
            let more = readChunk(wanted)
            lastChunkWasFull = more.count == wanted
            bytes.append(contentsOf: more)
        }
        if failure != 0 {
            throw InputError("cannot read file: \(systemErrorDescription(failure))", path: path)
        }
        if bytes.count > limit {
            throw InputError(
                "grew past the limit of \(ReadLimits.describe(limit)) for \(kind.pluralName) while it was read",
                path: path)
        }
        return FileContents(bytes: bytes, snapshot: FileSnapshot(path: path, status: status))
    }

    private static func checkSize(_ size: Int, kind: FileKind, limit: Int, path: String) throws(InputError) {
        guard size > limit else { return }
        throw InputError(
            "is \(size) bytes, over the limit of \(ReadLimits.describe(limit)) for \(kind.pluralName) "
                + "(--max-file-size or \(ReadLimits.environmentVariable) raises it)",
            path: path)
    }
}

@inline(__always)
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
