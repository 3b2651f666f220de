import Diagnostics
import Foundation

/// Lexes each Swift file once and scans each distinct build of it once, however many targets and
/// platforms compile it: a file without `#if` is scanned once for the whole project.
public final class SourceScanCache: @unchecked Sendable {
    private struct BuildKey: Hashable {
        var path: String
        var selection: ConditionalCompilation.Selection
        var platform: TargetPlatform
    }

    private let lock = NSLock()
    private var files: [String: Result<SwiftSourceFile, InputError>] = [:]
    private var scans: [BuildKey: Result<SourceScan, InputError>] = [:]
    private let routines: [LocalizationRoutine]

    public init(routines: [LocalizationRoutine] = []) {
        self.routines = routines
    }

    /// One file as one build compiles it.
    public func scan(path: String, environment: BuildEnvironment) -> Result<SourceScan, InputError> {
        let file: SwiftSourceFile
        switch lexed(path) {
        case .success(let lexed): file = lexed
        case .failure(let error): return .failure(error)
        }
        let key = BuildKey(path: path, selection: file.selection(in: environment), platform: environment.platform)
        lock.lock()
        let cached = scans[key]
        lock.unlock()
        if let cached { return cached }
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

    private func lexed(_ path: String) -> Result<SwiftSourceFile, InputError> {
        lock.lock()
        let cached = files[path]
        lock.unlock()
        if let cached { return cached }
        let result = Result { () throws(InputError) -> SwiftSourceFile in try SwiftSourceFile(path: path) }
        lock.lock()
        files[path] = result
        lock.unlock()
        return result
    }
}
