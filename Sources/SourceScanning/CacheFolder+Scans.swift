import Diagnostics
import SafeFiles

/// Scans and tool comments in the derived-data cache, under `ScanCacheKey`s. A value that does not decode
/// is discarded and read as absent: the caller scans the file again.
extension CacheFolder {
    /// The scan kept for these bytes and build, with its answer for the replay's log
    /// (`SourceScanCache.answer(of:)`). A scan is kept as that answer's bytes (every position written as
    /// zero) followed by the positions, so the answer is read, not computed again.
    /// `build` is `ScanCacheKey.build(_:_:)` of the build and routines.
    /// With `decoded`, a value byte for byte the same as one decoded before in this run is not decoded again.
    func scan(
        path: String, contentHash: UInt64, build: [UInt8], decoded: DecodedScans? = nil
    ) -> (result: Result<SourceScan, InputError>, answer: InputLog.DerivedAnswer)? {
        let key = ScanCacheKey.scan(path: path, contentHash: contentHash, build: build)
        guard let reader = value(for: key) else { return nil }
        let decode = { () -> DecodedScans.Decoded? in
            guard let scan = Self.decodeScan(reader) else {
                self.discard(key)
                return nil
            }
            return scan
        }
        guard let decoded else { return decode() }
        return decoded.scan(path: path, keptAs: reader, decode: decode)
    }

    /// A kept scan and its answer, or nil when the value does not decode.
    private static func decodeScan(_ value: BinaryReader) -> DecodedScans.Decoded? {
        var reader = value
        do {
            let shape = try reader.readRange()
            let count = try reader.readCount()
            var positions: [Int] = []
            positions.reserveCapacity(count)
            for _ in 0..<count { positions.append(try reader.readInt()) }
            guard reader.isAtEnd else { throw BinaryReader.Malformed() }
            var scanReader = reader.reader(of: shape)
            scanReader.suppliedPositions = positions
            try scanReader.readNumberedStrings()
            let result: Result<SourceScan, InputError> = try scanReader.readBool()
                ? .success(try SourceScan(from: &scanReader)) : .failure(try InputError(from: &scanReader))
            guard scanReader.isAtEnd, scanReader.tookEverySuppliedPosition else { throw BinaryReader.Malformed() }
            return (result, InputLog.DerivedAnswer(hash: reader.contentHash(of: shape), positions: positions))
        } catch {
            return nil
        }
    }

    /// Keeps a scan; returns its answer for the replay's log.
    @discardableResult
    func store(
        _ result: Result<SourceScan, InputError>, path: String, contentHash: UInt64, build: [UInt8]
    ) -> InputLog.DerivedAnswer {
        let (bytes, positions) = Self.shape(of: result)
        var writer = BinaryWriter()
        writer.write(bytes: bytes)
        writer.write(UInt64(positions.count))
        for position in positions { writer.write(position) }
        store(writer.bytes, for: ScanCacheKey.scan(path: path, contentHash: contentHash, build: build))
        return InputLog.DerivedAnswer(hash: SafeFiles.contentHash(bytes), positions: positions)
    }

    /// A scan's result written with every position as zero, and those positions in the order written: the
    /// form the cache keeps it in and the replay's log hashes (`SourceScanCache.answer(of:)`). Each distinct
    /// string is written once (a scan names the same identifiers again and again: two thirds of the strings
    /// read back from IceCubesApp's scans repeated one of their file), so reading it makes each string once.
    static func shape(of result: Result<SourceScan, InputError>) -> (bytes: [UInt8], positions: [Int]) {
        var writer = BinaryWriter(numberingStrings: true)
        writer.collectedPositions = []
        switch result {
        case .success(let scan):
            writer.write(true)
            scan.encode(into: &writer)
        case .failure(let error):
            writer.write(false)
            error.encode(into: &writer)
        }
        return (writer.bytesWithNumberedStrings, writer.collectedPositions ?? [])
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

    /// A file's tool comments as the cache keeps them (positions included: a comment's place is what it means).
    static func value(of comments: [StringsGuardComment], path: String) -> [UInt8] {
        var writer = BinaryWriter()
        comments.encode(into: &writer, path: path)
        return writer.bytes
    }
}
