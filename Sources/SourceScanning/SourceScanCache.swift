import Diagnostics
import Foundation

/// Scans each distinct build of each Swift file once, however many targets and platforms compile it: a file
/// without `#if` is scanned once for the whole project.
///
/// Only each file's `#if` structure is kept between scans, not its tokens (about seven times the file's
/// size): a build no earlier scan covered reads and lexes the file again, which only files whose
/// conditions differ between platforms or targets need.
public final class SourceScanCache: @unchecked Sendable {
    private struct BuildKey: Hashable {
        var path: String
        var selection: ConditionalCompilation.Selection
        var platform: TargetPlatform
    }

    private let lock = NSLock()
    private var conditionals: [String: Result<ConditionalCompilation, InputError>] = [:]
    private var scans: [BuildKey: Result<SourceScan, InputError>] = [:]
    private let routines: [LocalizationRoutine]

    public init(routines: [LocalizationRoutine] = []) {
        self.routines = routines
    }

    /// One file as one build compiles it.
    public func scan(path: String, environment: BuildEnvironment) -> Result<SourceScan, InputError> {
        lock.lock()
        let known = conditionals[path]
        lock.unlock()
        switch known {
        case .failure(let error):
            return .failure(error)
        case .success(let conditional):
            let key = BuildKey(path: path, selection: conditional.selection(in: environment), platform: environment.platform)
            if let cached = cachedScan(key) { return cached }
        case nil:
            break
        }
        let file: SwiftSourceFile
        do {
            file = try SwiftSourceFile(path: path)
        } catch {
            store(.failure(error), for: path)
            return .failure(error)
        }
        store(.success(file.conditional), for: path)
        // The key comes from the file just read: if it changed since an earlier read, its tokens and its
        // `#if` structure still agree.
        let key = BuildKey(path: path, selection: file.selection(in: environment), platform: environment.platform)
        if let cached = cachedScan(key) { return cached }
        let result = Result { () throws(InputError) -> SourceScan in
            try SwiftSourceScanner.scan(file, selection: key.selection, platform: key.platform, routines: routines)
        }
        lock.lock()
        scans[key] = result
        lock.unlock()
        return result
    }

    /// Many files of one build, on both cores, in the order given.
    public func scan(paths: [String], environment: BuildEnvironment) -> [Result<SourceScan, InputError>] {
        ParallelMap.map(paths) { [self] path in scan(path: path, environment: environment) }
    }

    private func cachedScan(_ key: BuildKey) -> Result<SourceScan, InputError>? {
        lock.lock()
        defer { lock.unlock() }
        return scans[key]
    }

    private func store(_ conditional: Result<ConditionalCompilation, InputError>, for path: String) {
        lock.lock()
        conditionals[path] = conditional
        lock.unlock()
    }
}
