#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `bytes` over the start of the file at `path` in place — same inode, size unchanged when `bytes`
/// is as long as the file — and sets its access and modification times back to what they were, so only
/// its change time tells: the edit a stat-keyed cache must still notice. False when any step failed.
public func rewriteInPlaceKeepingTimes(_ path: String, with bytes: [UInt8]) -> Bool {
    var before = stat()
    guard stat(path, &before) == 0 else { return false }
    let descriptor = open(path, O_WRONLY)
    guard descriptor >= 0 else { return false }
    defer { close(descriptor) }
    let written = bytes.withUnsafeBytes { buffer in
        buffer.isEmpty ? 0 : write(descriptor, buffer.baseAddress!, buffer.count)
    }
    #if canImport(Darwin)
    var times = [before.st_atimespec, before.st_mtimespec]
    #else
    var times = [before.st_atim, before.st_mtim]
    #endif
    return written == bytes.count && futimens(descriptor, &times) == 0
}
