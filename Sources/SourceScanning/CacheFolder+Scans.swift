import Diagnostics
import SafeFiles

/// Scans and tool comments in the derived-data cache, under `ScanCacheKey`s. A value that does not decode
/// is discarded and read as absent: the caller scans the file again.
extension CacheFolder {
    func scan(
        path: String, contentHash: UInt64, environment: BuildEnvironment, routines: [LocalizationRoutine]
    ) -> Result<SourceScan, InputError>? {
        let key = ScanCacheKey.scan(path: path, contentHash: contentHash, environment: environment, routines: routines)
        guard var reader = value(for: key) else { return nil }
        do {
            let result: Result<SourceScan, InputError> =
                try reader.readBool() ? .success(try SourceScan(from: &reader)) : .failure(try InputError(from: &reader))
            guard reader.isAtEnd else { throw BinaryReader.Malformed() }
            return result
        } catch {
            discard(key)
            return nil
        }
    }

    func store(
        _ result: Result<SourceScan, InputError>, path: String, contentHash: UInt64, environment: BuildEnvironment,
        routines: [LocalizationRoutine]
    ) {
        var writer = BinaryWriter()
        switch result {
        case .success(let scan):
            writer.write(true)
            scan.encode(into: &writer)
        case .failure(let error):
            writer.write(false)
            error.encode(into: &writer)
        }
        store(writer.bytes, for: ScanCacheKey.scan(path: path, contentHash: contentHash, environment: environment, routines: routines))
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
        var writer = BinaryWriter()
        comments.encode(into: &writer, path: path)
        store(writer.bytes, for: ScanCacheKey.toolComments(path: path, contentHash: contentHash))
    }
}
