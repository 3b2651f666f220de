import Diagnostics
import Foundation
import SafeFiles

/// The scans one run decoded from the cache folder, by the bytes they were kept as. The cache keeps a
/// file's scan once per build that compiles it (platform, conditions, linked modules), and a file no `#if`
/// tells apart is kept byte for byte the same under each: IceCubesApp's 424 files were decoded 2,502 times,
/// a quarter of its re-run's instructions. A value equal, byte for byte, to one decoded before is that
/// scan, so it is taken from here rather than decoded again; the bytes are compared, not only their hash.
final class DecodedScans: @unchecked Sendable {
    typealias Decoded = (result: Result<SourceScan, InputError>, answer: InputLog.DerivedAnswer)

    private struct Key: Hashable {
        var path: String
        var contentHash: UInt64
    }

    private let lock = NSLock()
    private var decoded: [Key: [(kept: BinaryReader, scan: Decoded)]] = [:]

    /// The scan decoded before from a value of `path` whose bytes are those `reader` has left to read.
    func scan(path: String, keptAs reader: BinaryReader) -> Decoded? {
        let key = Key(path: path, contentHash: reader.contentHashOfTheRest)
        lock.lock()
        let candidates = decoded[key] ?? []
        lock.unlock()
        return candidates.first { $0.kept.restEquals(reader) }?.scan
    }

    /// Keeps `scan`, decoded from a value of `path` whose bytes are those `reader` has left to read.
    func keep(_ scan: Decoded, path: String, keptAs reader: BinaryReader) {
        let key = Key(path: path, contentHash: reader.contentHashOfTheRest)
        lock.lock()
        defer { lock.unlock() }
        if decoded[key]?.contains(where: { $0.kept.restEquals(reader) }) == true { return }
        decoded[key, default: []].append((reader, scan))
    }
}
