import Diagnostics
import Foundation
import SafeFiles

/// Scans each distinct build of each Swift file once, however many targets and platforms compile it: a file
/// without `#if` is scanned once for the whole project.
///
/// Only each file's `#if` structure is kept between scans, not its tokens (two bytes a token and a bit a byte,
/// up to twice the file's size): a build no earlier scan covered reads and lexes the file again, which only files
/// whose conditions differ between platforms or targets need.
///
/// With a `CacheFolder`, a scan an earlier run kept for the same bytes, path, build and routines is used
/// instead of reading and scanning the file; when the folder's index vouches for the file's hash, the file
/// is not even read.
public final class SourceScanCache: @unchecked Sendable {
    private struct BuildKey: Hashable {
        var path: String
        /// Of the bytes scanned, when they were read for the cache folder (whose values must match them).
        var contentHash: UInt64?
        var selection: ConditionalCompilation.Selection
        var platform: TargetPlatform
    }

    private let lock = NSLock()
    /// Each file's `#if` structure, with the hash of the bytes it was lexed from when known.
    private var conditionals: [String: (contentHash: UInt64?, structure: Result<ConditionalCompilation, InputError>)] = [:]
    private var scans: [BuildKey: Result<SourceScan, InputError>] = [:]
    private let routines: [LocalizationRoutine]
    private let folder: CacheFolder?
    /// Scans taken from the folder, by path and build: several targets compiling a file decode it once.
    private var kept: [KeptKey: Result<SourceScan, InputError>] = [:]
    /// Each build asked for, numbered, with its cache parameters: hashing an environment (its sets of
    /// conditions and linked modules) and writing its parameters was done for every file (5,000 times on a
    /// 5,000-file widget, 0.02 s), where a build's files are asked together.
    private var builds: [BuildEnvironment: KnownBuild] = [:]
    /// What this run decoded from the folder, shared between builds that kept a file's scan alike.
    private let decoded = DecodedScans()

    private struct KnownBuild {
        var number: Int
        /// `ScanCacheKey.build(_:_:)` of the environment and this cache's routines.
        var parameters: [UInt8]
    }

    private struct KeptKey: Hashable {
        var path: String
        var build: Int
    }

    public init(routines: [LocalizationRoutine] = [], folder: CacheFolder? = nil) {
        self.routines = routines
        self.folder = folder
    }

    /// One file as one build compiles it.
    public func scan(path: String, environment: BuildEnvironment) -> Result<SourceScan, InputError> {
        guard folder != nil else { return scanReading(path: path, environment: environment, contents: nil) }
        return scan(path: path, environment: environment, build: known(environment))
    }

    private func known(_ environment: BuildEnvironment) -> KnownBuild {
        lock.lock()
        defer { lock.unlock() }
        if let known = builds[environment] { return known }
        let known = KnownBuild(number: builds.count, parameters: ScanCacheKey.build(environment, routines))
        builds[environment] = known
        return known
    }

    private func scan(path: String, environment: BuildEnvironment, build: KnownBuild) -> Result<SourceScan, InputError> {
        guard let folder else { return scanReading(path: path, environment: environment, contents: nil) }
        let keptKey = KeptKey(path: path, build: build.number)
        lock.lock()
        let known = kept[keptKey]
        lock.unlock()
        if let known { return known }
        // The file is read for its scan alone, and the scan is recorded: an edit the scan does not see (a
        // comment, code it records nothing of) leaves the last run's outcome standing (`InputLog`).
        if let hash = folder.hashes.knownHash(path: path, kind: .swiftSource, purpose: .derivation),
           let (result, answer) = folder.scan(path: path, contentHash: hash, build: build.parameters, decoded: decoded)
        {
            record(answer, path: path, build: build)
            return remember(result, for: keptKey)
        }
        let contents: FileContents
        do {
            contents = try FileContents.read(path, kind: .swiftSource, purpose: .derivation)
        } catch {
            // A file that cannot be read says so each time; nothing about it is kept.
            return scanReading(path: path, environment: environment, contents: nil)
        }
        let hash = contents.contentHash
        folder.hashes.record(contents, hash: hash)
        if let (result, answer) = folder.scan(path: path, contentHash: hash, build: build.parameters, decoded: decoded) {
            record(answer, path: path, build: build)
            return remember(result, for: keptKey)
        }
        let result = scanReading(path: path, environment: environment, contents: contents)
        let answer = folder.store(result, path: path, contentHash: hash, build: build.parameters)
        record(answer, path: path, build: build)
        return remember(result, for: keptKey)
    }

    // MARK: In the replay's log

    /// The name of a scan's `.derived` question in the replay's log.
    public static let scanDerivation = "scan"

    private func record(_ answer: InputLog.DerivedAnswer, path: String, build: KnownBuild) {
        guard InputLog.isRecording else { return }
        InputLog.recordDerived(
            path: path, kind: .swiftSource, derivation: Self.scanDerivation, parameters: build.parameters, answer: answer)
    }

    /// A scan with its positions apart, as the cache keeps it: an edit that only moves what the scan found
    /// (an empty line above it) gives the same hash.
    static func answer(of result: Result<SourceScan, InputError>) -> InputLog.DerivedAnswer {
        let (bytes, positions) = CacheFolder.shape(of: result)
        return InputLog.DerivedAnswer(hash: contentHash(bytes), positions: positions)
    }

    /// What a scan's `.derived` question gets of a file's bytes, for the build and routines its parameters
    /// name.
    public static let scanAnswer: InputLog.Derivation = { bytes, path, parameters in
        guard let (environment, routines) = try? ScanCacheKey.build(from: parameters) else { return nil }
        let result: Result<SourceScan, InputError>
        do throws(InputError) {
            let file = try SwiftSourceFile(bytes: bytes, path: path)
            let selection = file.selection(in: environment)
            result = .success(try SwiftSourceScanner.scan(consume file, selection: selection, platform: environment.platform, routines: routines))
        } catch {
            result = .failure(error)
        }
        return answer(of: result)
    }

    /// The name of a file's tool comments' `.derived` question in the replay's log.
    public static let toolCommentsDerivation = "tool comments"

    /// Records what a file read with `ReadPurpose.derivation` holds of `// stringsguard:` comments.
    public static func recordToolComments(_ comments: [StringsGuardComment], path: String) {
        guard InputLog.isRecording else { return }
        InputLog.recordDerived(
            path: path, kind: .swiftSource, derivation: toolCommentsDerivation, parameters: [],
            answer: InputLog.DerivedAnswer(hash: contentHash(CacheFolder.value(of: comments, path: path))))
    }

    /// What a tool comments' `.derived` question gets of a file's bytes, given how the run finds them.
    public static func toolCommentsAnswer(
        finding comments: @escaping @Sendable (_ bytes: [UInt8], _ path: String) -> [StringsGuardComment]
    ) -> InputLog.Derivation {
        { bytes, path, _ in InputLog.DerivedAnswer(hash: contentHash(CacheFolder.value(of: comments(bytes, path), path: path))) }
    }

    private func remember(_ result: Result<SourceScan, InputError>, for key: KeptKey) -> Result<SourceScan, InputError> {
        lock.lock()
        kept[key] = result
        lock.unlock()
        return result
    }

    /// The scan without the folder: from `contents` when the file was just read, else reading it. With
    /// `contents`, what this run knows of the file is used only when it came from the same bytes, as the
    /// result is kept under their hash.
    private func scanReading(path: String, environment: BuildEnvironment, contents: FileContents?) -> Result<SourceScan, InputError> {
        lock.lock()
        var known = conditionals[path]
        lock.unlock()
        // Only a run with the cache folder reads the file here (without, `SwiftSourceFile` reads it).
        let contentHash = contents.map(\.contentHash)
        if contentHash != nil, known?.contentHash != contentHash { known = nil }
        switch known?.structure {
        case .failure(let error):
            return .failure(error)
        case .success(let conditional):
            let key = BuildKey(
                path: path, contentHash: known?.contentHash, selection: conditional.selection(in: environment),
                platform: environment.platform)
            if let cached = cachedScan(key) { return cached }
        case nil:
            break
        }
        let file: SwiftSourceFile
        do throws(InputError) {
            if let contents {
                file = try SwiftSourceFile(bytes: contents.bytes, path: path)
            } else {
                file = try SwiftSourceFile(path: path)
            }
        } catch {
            store(.failure(error), contentHash: contentHash, for: path)
            return .failure(error)
        }
        store(.success(file.conditional), contentHash: contentHash, for: path)
        // The key comes from the file just read: if it changed since an earlier read, its tokens and its
        // `#if` structure still agree.
        let key = BuildKey(
            path: path, contentHash: contentHash, selection: file.selection(in: environment),
            platform: environment.platform)
        if let cached = cachedScan(key) { return cached }
        // The file is handed over (its last use), so the scan compiles its tokens in place.
        let result: Result<SourceScan, InputError>
        do throws(InputError) {
            result = .success(try SwiftSourceScanner.scan(consume file, selection: key.selection, platform: key.platform, routines: routines))
        } catch {
            result = .failure(error)
        }
        lock.lock()
        scans[key] = result
        lock.unlock()
        return result
    }

    /// Many files of one build, on both cores, in the order given.
    public func scan(paths: [String], environment: BuildEnvironment) -> [Result<SourceScan, InputError>] {
        guard folder != nil else {
            return ParallelMap.map(paths) { [self] path in scanReading(path: path, environment: environment, contents: nil) }
        }
        let build = known(environment)
        return ParallelMap.map(paths) { [self] path in scan(path: path, environment: environment, build: build) }
    }

    private func cachedScan(_ key: BuildKey) -> Result<SourceScan, InputError>? {
        lock.lock()
        defer { lock.unlock() }
        return scans[key]
    }

    private func store(_ conditional: Result<ConditionalCompilation, InputError>, contentHash: UInt64?, for path: String) {
        lock.lock()
        conditionals[path] = (contentHash, conditional)
        lock.unlock()
    }
}
