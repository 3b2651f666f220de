#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CFileMapping
import Diagnostics

/// A large file's bytes seen in place, mapped into memory rather than copied: no copy through the kernel,
/// no fault for every page of a heap buffer, no content hash. For a reader that only looks at the bytes
/// while a function runs (`format --check`). The same refusals as `FileContents.read`: only a regular file,
/// opened non-blocking, never more than its kind's limit; a file cut short by another program while it is
/// mapped is an `InputError`, not a crash (the pages past its new end read as zeros, see CFileMapping).
public enum MappedFile {
    /// Below this size a file is read into memory instead: mapping costs more than copying it.
    public static let minimumMappedSize = 64 * 1024

    /// Calls `body` with the bytes of the regular file at `path` (following symbolic links), mapped when the
    /// file is at least `minimumMappedSize` and can be mapped, read otherwise. A missing or unreadable file,
    /// anything but a regular file, or a file over `limits[kind]` is the `InputError` `FileContents.read`
    /// throws. The bytes are valid only inside `body`.
    public static func withBytes<Result>(
        of path: String, kind: FileKind = .catalog, limits: ReadLimits? = nil,
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) throws -> Result {
        try withFile(path, kind: kind, limits: limits, recorded: false) { bytes, _ in try body(bytes) }.get()
    }

    /// `withBytes` for a file a run concludes from (a String Catalog): the replay's log is told of it as
    /// `FileContents.read` tells it (its content hash and identity), and `body` gets the snapshot a later
    /// safe write compares with. A large catalog is then parsed where it lies instead of first being copied
    /// through the kernel into pages the process must fault in, on the one thread that reads it.
    public static func withContents<Result>(
        of path: String, kind: FileKind,
        _ body: (UnsafeBufferPointer<UInt8>, FileSnapshot) throws(InputError) -> Result
    ) throws(InputError) -> Result {
        try withFile(path, kind: kind, limits: nil, recorded: InputLog.isRecording, body).get()
    }

    /// What `withBytes` and `withContents` share: the failures of opening, mapping and reading the file are
    /// thrown, those of `body` returned.
    private static func withFile<Result, Failure: Error>(
        _ path: String, kind: FileKind, limits: ReadLimits?, recorded: Bool,
        _ body: (UnsafeBufferPointer<UInt8>, FileSnapshot) throws(Failure) -> Result
    ) throws(InputError) -> Swift.Result<Result, Failure> {
        func run(_ bytes: UnsafeBufferPointer<UInt8>, _ snapshot: FileSnapshot) -> Swift.Result<Result, Failure> {
            do throws(Failure) { return .success(try body(bytes, snapshot)) } catch { return .failure(error) }
        }
        func record(_ answer: UInt64, identity: FileIdentity? = nil) {
            if recorded { InputLog.record(.contents(path: path, kind: kind), answer, identity: identity) }
        }
        let limit: Int, descriptor: Int32
        do {
            limit = try ReadLimits.limit(for: kind, in: limits)
            descriptor = try FileContents.openRegularFile(path, kind: kind, limit: limit)
        } catch {
            record(InputLog.errorAnswer(error.description))
            throw error
        }
        defer { close(descriptor) }
        // A regular file whose size is not what it holds (some file systems report 0), small files, and
        // anything the checks below refuse: read as every other file is.
        func readWhole() throws(InputError) -> Swift.Result<Result, Failure> {
            do {
                let contents = try FileContents.read(descriptor: descriptor, path: path, kind: kind, limit: limit)
                record(contents.contentHash, identity: contents.snapshot.identity)
                return contents.bytes.withUnsafeBufferPointer { run($0, contents.snapshot) }
            } catch {
                record(InputLog.errorAnswer(error.description))
                throw error
            }
        }
        guard let status = FileStatus.of(descriptor: descriptor) else {
            let error = InputError("cannot read file: \(systemErrorDescription())", path: path)
            record(InputLog.errorAnswer(error.description))
            throw error
        }
        guard status.type == .regular, status.size >= minimumMappedSize, status.size <= limit else { return try readWhole() }
        var slot: Int32 = -1
        guard let address = stringsguard_map_file(descriptor, status.size, &slot) else { return try readWhole() }
        defer { stringsguard_unmap_file(address, status.size, slot) }
        let bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: status.size)
        let snapshot = FileSnapshot(path: path, status: status)
        if recorded { record(contentHash(UnsafeRawBufferPointer(bytes)), identity: snapshot.identity) }
        let result = run(bytes, snapshot)
        // What was read of a file that was cut short, or written in place, while it was read is not the file:
        // neither a verdict nor an error about it (and for the replay's log, a file that changed during the
        // run). An editor that saves by renaming a new file over the old leaves the mapped one as it was.
        let failure: String?
        if stringsguard_mapping_faulted(slot) != 0 {
            failure = "cannot read file: it was cut short or could not be read while it was read"
        } else if let now = FileStatus.of(descriptor: descriptor), !snapshot.hasIdentity(of: now) {
            failure = "cannot read file: it was written while it was read"
        } else {
            failure = nil
        }
        if let failure {
            let error = InputError(failure, path: path)
            record(InputLog.errorAnswer(error.description))
            throw error
        }
        return result
    }
}
