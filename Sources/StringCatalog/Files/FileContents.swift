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
    /// A hash of the contents: catches a same-size rewrite within the clock's resolution.
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
        // Read straight into the array's storage, sized from fstat (plus one byte, to see the end of file);
        // a file that grew meanwhile is read on in further chunks.
        var failure: Int32 = 0
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
        let firstWanted = max(Int(status.st_size), 0) + 1
        var bytes = readChunk(firstWanted)
        var lastCount = bytes.count
        var wanted = firstWanted
        while failure == 0 && lastCount == wanted {
            wanted = 1 << 20
            let more = readChunk(wanted)
            lastCount = more.count
            bytes.append(contentsOf: more)
        }
        if failure != 0 {
            throw InputError("cannot read file: \(systemErrorDescription(failure))", path: path)
        }
        let snapshot = FileSnapshot(
            path: path, size: bytes.count,
            modificationSeconds: Int(status.modificationTime.seconds),
            modificationNanoseconds: Int(status.modificationTime.nanoseconds),
            inode: UInt64(status.st_ino), contentHash: contentHash(bytes))
        return FileContents(bytes: bytes, snapshot: snapshot)
    }
}

/// A 64-bit hash of the contents, eight bytes at a time (a byte-at-a-time hash costs ~80 ms on a 60 MB
/// catalog). Only detects change, so it need not resist attack.
func contentHash(_ bytes: [UInt8]) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
    bytes.withUnsafeBytes { raw in
        var offset = 0
        while offset + 8 <= raw.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        while offset < raw.count {
            hash = (hash ^ UInt64(raw[offset])) &* multiplier
            offset += 1
        }
    }
    return hash ^ (hash >> 32)
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

/// Whether two paths name the same file: equal as written, or the same device and inode
/// (`Sub/../L.xcstrings` and an absolute path, or a symbolic link and its target).
func isSameFile(_ first: String, _ second: String) -> Bool {
    if first == second { return true }
    var firstStatus = stat()
    var secondStatus = stat()
    guard stat(first, &firstStatus) == 0, stat(second, &secondStatus) == 0 else { return false }
    return firstStatus.st_dev == secondStatus.st_dev && firstStatus.st_ino == secondStatus.st_ino
}
