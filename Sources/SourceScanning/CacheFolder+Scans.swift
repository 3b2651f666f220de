import Diagnostics
import SafeFiles

/// Scans and tool comments in the derived-data cache, under `ScanCacheKey`s. A value that does not decode
/// is discarded and read as absent: the caller scans the file again.
extension CacheFolder {
    /// The scan kept for these bytes and build, with the hash of its value (`SourceScanCache.scanAnswer`).
    func scan(
        path: String, contentHash: UInt64, environment: BuildEnvironment, routines: [LocalizationRoutine]
    ) -> (result: Result<SourceScan, InputError>, answer: UInt64)? {
        let key = ScanCacheKey.scan(path: path, contentHash: contentHash, environment: environment, routines: routines)
        guard var reader = value(for: key) else { return nil }
        let answer = InputLog.isRecording ? reader.hashOfRemainingBytes : 0
        do {
            let result: Result<SourceScan, InputError> =
                try reader.readBool() ? .success(try SourceScan(from: &reader)) : .failure(try InputError(from: &reader))
            guard reader.isAtEnd else { throw BinaryReader.Malformed() }
            return (result, answer)
        } catch {
            discard(key)
            return nil
        }
    }

    /// Keeps a scan; returns the hash of the value kept (`SourceScanCache.scanAnswer`).
    @discardableResult
    func store(
        _ result: Result<SourceScan, InputError>, path: String, contentHash: UInt64, environment: BuildEnvironment,
        routines: [LocalizationRoutine]
    ) -> UInt64 {
        let value = Self.value(of: result)
        store(value, for: ScanCacheKey.scan(path: path, contentHash: contentHash, environment: environment, routines: routines))
        return SafeFiles.contentHash(value)
    }

    /// A scan's result as the cache keeps it.
    static func value(of result: Result<SourceScan, InputError>) -> [UInt8] {
        var writer = BinaryWriter()
        switch result {
        case .success(let scan):
            writer.write(true)
            scan.encode(into: &writer)
        case .failure(let error):
            writer.write(false)
            error.encode(into: &writer)
        }
        return writer.bytes
    }

    /// The `// stringsguard:` comments of the file at `path` with these contents, when kept.
    public func toolComments(path: String, contentHash: UInt64) -> [StringsGuardComment]? {
        let key = ScanCacheKey.toolComments(path: path, contentHash: contentHash)
        guard var reader = value(for: key) else { return nil }
        do {
            let comments = try [StringsGuardComment](from: &reader, path: path)
            guard reader.isAtEnd else { throw BinaryReader.Malformed() }
            return comments
        } catch {
            discard(key)
            return nil
        }
    }

    public func store(toolComments comments: [StringsGuardComment], path: String, contentHash: UInt64) {
        store(Self.value(of: comments, path: path), for: ScanCacheKey.toolComments(path: path, contentHash: contentHash))
    }

    /// A file's tool comments as the cache keeps them.
    static func value(of comments: [StringsGuardComment], path: String) -> [UInt8] {
        var writer = BinaryWriter()
        comments.encode(into: &writer, path: path)
        return writer.bytes
    }
}
