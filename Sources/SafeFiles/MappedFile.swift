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
        let limit = try ReadLimits.limit(for: kind, in: limits)
        let descriptor = try FileContents.openRegularFile(path, kind: kind, limit: limit)
        defer { close(descriptor) }
        guard let status = FileStatus.of(descriptor: descriptor) else {
            throw InputError("cannot read file: \(systemErrorDescription())", path: path)
        }
        // A regular file whose size is not what it holds (some file systems report 0), small files, and
        // anything the checks below refuse: read as every other file is.
        guard status.type == .regular, status.size >= minimumMappedSize, status.size <= limit else {
            let contents = try FileContents.read(descriptor: descriptor, path: path, kind: kind, limit: limit)
            return try contents.bytes.withUnsafeBufferPointer(body)
        }
        var slot: Int32 = -1
        guard let address = stringsguard_map_file(descriptor, status.size, &slot) else {
            let contents = try FileContents.read(descriptor: descriptor, path: path, kind: kind, limit: limit)
            return try contents.bytes.withUnsafeBufferPointer(body)
        }
        defer { stringsguard_unmap_file(address, status.size, slot) }
        let bytes = UnsafeBufferPointer(start: address.assumingMemoryBound(to: UInt8.self), count: status.size)
        let result: Swift.Result<Result, any Error>
        do {
            result = .success(try body(bytes))
        } catch {
            result = .failure(error)
        }
        // What was read of a file that was cut short is not the file: neither a verdict nor an error about it.
        if stringsguard_mapping_faulted(slot) != 0 {
            throw InputError("cannot read file: it was cut short or could not be read while it was read", path: path)
        }
        return try result.get()
    }
}
