#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// What a file looked like when it was read, so a later write can refuse to overwrite changes made since.
public struct FileSnapshot: Hashable, Sendable {
    public var path: String
    public var size: Int
    public var modificationSeconds: Int
    public var modificationNanoseconds: Int
    public var inode: UInt64
    /// FNV-1a of the contents: catches a same-size rewrite within the clock's resolution.
    public var contentHash: UInt64

    /// True when the file at `path` still has the same size, time, inode and contents.
    public func matchesFileOnDisk() -> Bool {
        guard let current = try? FileContents.read(path) else { return false }
        return current.snapshot == self
    }
}

/// A file's bytes together with its snapshot.
public struct FileContents: Sendable {
    public var bytes: [UInt8]
    public var snapshot: FileSnapshot

    /// Reads a whole file with POSIX calls; a missing or unreadable file is an `InputError` naming the path.
    public static func read(_ path: String) throws(InputError) -> FileContents {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw InputError("cannot open file: \(systemErrorDescription())", path: path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw InputError("cannot read file: \(systemErrorDescription())", path: path)
        }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw InputError("is a folder, not a file", path: path) }
        var bytes: [UInt8] = []
        var capacity = max(Int(status.st_size), 0) + 1
        bytes.reserveCapacity(capacity)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw InputError("cannot read file: \(systemErrorDescription())", path: path)
            }
            if count == 0 { break }
            if bytes.count + count > capacity {
                capacity *= 2
                bytes.reserveCapacity(capacity)
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
        let snapshot = FileSnapshot(
            path: path, size: bytes.count,
            modificationSeconds: Int(status.modificationTime.seconds),
            modificationNanoseconds: Int(status.modificationTime.nanoseconds),
            inode: UInt64(status.st_ino), contentHash: fnv1a(bytes))
        return FileContents(bytes: bytes, snapshot: snapshot)
    }
}

func fnv1a(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
        hash ^= UInt64(byte)
        hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
}

func systemErrorDescription(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}

extension stat {
    /// The modification time, under the field name each platform uses.
    var modificationTime: (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
        return (Int(st_mtimespec.tv_sec), Int(st_mtimespec.tv_nsec))
        #else
        return (Int(st_mtim.tv_sec), Int(st_mtim.tv_nsec))
        #endif
    }
}

@inline(__always)
private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
