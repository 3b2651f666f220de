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

    /// The scan kept as the bytes `reader` has left to read for `path`: the one decoded before from the same
    /// bytes, or else `decode()`, kept for the next build that asks (nil, a value that does not decode, is not).
    func scan(path: String, keptAs reader: BinaryReader, decode: () -> Decoded?) -> Decoded? {
        let key = Key(path: path, contentHash: reader.contentHashOfTheRest)
        lock.lock()
        let known = decoded[key]?.first { $0.kept.restEquals(reader) }?.scan
        lock.unlock()
        if let known { return known }
        guard let scan = decode() else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if decoded[key]?.contains(where: { $0.kept.restEquals(reader) }) != true { decoded[key, default: []].append((reader, scan)) }
        return scan
    }
}
