#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `stat` with the fields SafeFiles needs under one spelling on Linux and Darwin.
struct FileStatus {
    var raw: stat

    var type: FileType { FileType(mode: raw.st_mode) }
    var device: UInt64 { UInt64(truncatingIfNeeded: raw.st_dev) }
    var inode: UInt64 { UInt64(truncatingIfNeeded: raw.st_ino) }
    var size: Int { Int(raw.st_size) }
    var linkCount: Int { Int(raw.st_nlink) }
    var owner: uid_t { raw.st_uid }
    var group: gid_t { raw.st_gid }
    /// Permission bits, with setuid, setgid and sticky.
    var permissions: mode_t { raw.st_mode & 0o7777 }

    var modificationTime: (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
        return (Int(raw.st_mtimespec.tv_sec), Int(raw.st_mtimespec.tv_nsec))
        #else
        return (Int(raw.st_mtim.tv_sec), Int(raw.st_mtim.tv_nsec))
        #endif
    }

    /// The inode change time: no call a user can make sets it back, so it sees a rewrite that restored the
    /// modification time.
    var changeTime: (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
        return (Int(raw.st_ctimespec.tv_sec), Int(raw.st_ctimespec.tv_nsec))
        #else
        return (Int(raw.st_ctim.tv_sec), Int(raw.st_ctim.tv_nsec))
        #endif
    }

    /// `stat` (following symbolic links); nil with `errno` set when it fails.
    static func of(path: String) -> FileStatus? {
        var raw = stat()
        return stat(path, &raw) == 0 ? FileStatus(raw: raw) : nil
    }

    /// `stat` of a path given as its UTF-8 bytes (as a log holds it), without making a string of it; nil
    /// also for bytes holding a NUL, which no path does.
    static func of(pathBytes: UnsafeRawBufferPointer) -> FileStatus? {
        if pathBytes.contains(0) { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: pathBytes.count + 1) { buffer in
            guard let base = buffer.baseAddress else { return nil }
            if let source = pathBytes.baseAddress { UnsafeMutableRawPointer(base).copyMemory(from: source, byteCount: pathBytes.count) }
            base[pathBytes.count] = 0
            var raw = stat()
            return stat(base, &raw) == 0 ? FileStatus(raw: raw) : nil
        }
    }

    /// `lstat`: a symbolic link itself, not what it names.
    static func ofLink(path: String) -> FileStatus? {
        var raw = stat()
        return lstat(path, &raw) == 0 ? FileStatus(raw: raw) : nil
    }

    static func of(descriptor: Int32) -> FileStatus? {
        var raw = stat()
        return fstat(descriptor, &raw) == 0 ? FileStatus(raw: raw) : nil
    }

    func isSameFile(as other: FileStatus) -> Bool {
        device == other.device && inode == other.inode
    }

    /// The same file, not written to or changed in any way since `other` was taken.
    func isUnchanged(since other: FileStatus) -> Bool {
        isSameFile(as: other) && size == other.size && modificationTime == other.modificationTime
            && changeTime == other.changeTime
    }
}
