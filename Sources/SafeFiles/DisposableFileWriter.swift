#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// Writes a file whose loss costs only time (a cache): the bytes go to a temporary file beside it, which is
/// renamed over it, so a reader sees the old file or the new one whole. Unlike `AtomicFileWriter` it takes
/// no lock (two writers: the last rename wins, and each file is whole) and flushes nothing to disk (after a
/// crash the file may be cut short; its reader checks it and starts empty).
public enum DisposableFileWriter {
    public static func write(_ bytes: [UInt8], to path: String) throws(InputError) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        TemporaryFileSweeper.sweep(folder: folder)
        let temporary = try TemporaryFile.create(in: folder, for: name, displayPath: path)
        try writeWhole(bytes, to: temporary.descriptor, path: path)
        guard fchmod(temporary.descriptor, 0o644) == 0 else {
            throw InputError("cannot set permissions: \(systemErrorDescription())", path: path)
        }
        guard rename(temporary.path, path) == 0 else {
            throw InputError("cannot replace the file: \(systemErrorDescription())", path: path)
        }
        temporary.markRenamed()
    }
}
