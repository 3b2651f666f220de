import Diagnostics
import Foundation
import SafeFiles

/// What one Swift file contains that the checks care about.
public struct SourceScan: Hashable, Sendable {
    public var path: String
    /// Keys in source order; interpolation types are inferred from this file alone.
    public var localizableUses: [LocalizableUse]
    public var timerViews: [TimerView]
    /// Typed declarations, for resolving interpolations in other files of the same target.
    public var declarations: [SymbolDeclaration]
}

/// The scans of all Swift files of a target, with interpolations resolved against every file's declarations.
public struct TargetScan: Equatable, Sendable {
    /// One scan per readable, well-formed file, in path order.
    public var files: [SourceScan]
    /// Files that could not be read or lexed, each with its position; the other files were still scanned.
    public var errors: [InputError]
    public var symbols: SymbolTable

    public var localizableUses: [LocalizableUse] { files.flatMap(\.localizableUses) }
    public var timerViews: [TimerView] { files.flatMap(\.timerViews) }
}

/// Scans Swift source for localizable keys and timer views.
public enum SwiftSourceScanner {
    /// Scans source text; `path` is used for locations and errors.
    public static func scan(source: String, path: String) throws(InputError) -> SourceScan {
        try scan(bytes: Array(source.utf8), path: path)
    }

    /// Reads and scans one file.
    public static func scan(path: String) throws(InputError) -> SourceScan {
        try scan(bytes: FileContents.read(path, kind: .swiftSource).bytes, path: path)
    }

    static func scan(bytes: [UInt8], path: String) throws(InputError) -> SourceScan {
        var lexer = SwiftLexer(bytes: bytes, path: path)
        let tokens = try lexer.tokenize()
        let locate = { [lexer] (offset: Int) in lexer.location(ofOffset: offset) }
        let brackets = BracketTable(tokens: tokens)
        let declarations = DeclarationCollector(tokens: tokens, brackets: brackets, locate: locate).collect()
        let nodes: [CallNode]
        do {
            nodes = try StructureParser(tokens: tokens, brackets: brackets).parse()
        } catch {
            let offset = error.tokenIndex < tokens.count ? tokens[error.tokenIndex].offset : 0
            throw InputError("expressions nested too deeply to scan", at: locate(offset))
        }
        var finder = UseFinder(tokens: tokens, brackets: brackets, symbols: SymbolTable(declarations), locate: locate)
        finder.run(nodes: nodes)
        return SourceScan(
            path: path, localizableUses: finder.uses, timerViews: finder.timerViews, declarations: declarations)
    }

    /// Scans the given files (in the given order), collecting per-file errors instead of stopping,
    /// then resolves interpolation types across all of them.
    public static func scan(files paths: [String]) -> TargetScan {
        let results = ParallelMap.map(paths) { path -> Result<SourceScan, InputError> in
            do throws(InputError) {
                return .success(try scan(path: path))
            } catch {
                return .failure(error)
            }
        }
        var scans: [SourceScan] = []
        var errors: [InputError] = []
        for result in results {
            switch result {
            case .success(let scan): scans.append(scan)
            case .failure(let error): errors.append(error)
            }
        }
        return resolve(scans, errors: errors)
    }

    /// Resolves each file's unresolved interpolations with the declarations of all files.
    public static func resolve(_ scans: [SourceScan], errors: [InputError] = []) -> TargetScan {
        let symbols = SymbolTable(scans.flatMap(\.declarations))
        let resolved = scans.map { scan -> SourceScan in
            let fileSymbols = SymbolTable(scan.declarations)
            var copy = scan
            copy.localizableUses = scan.localizableUses.map { use in
                var use = use
                use.segments = use.segments.map { segment in
                    guard case .placeholder(var placeholder) = segment, placeholder.specifier == nil,
                        let path = placeholder.referencePath
                    else { return segment }
                    placeholder.specifier = InterpolationTyping.resolve(path: path, file: fileSymbols, target: symbols)
                    return .placeholder(placeholder)
                }
                return use
            }
            return copy
        }
        return TargetScan(files: resolved, errors: errors, symbols: symbols)
    }

    /// Every `.swift` file under a folder, sorted by path; `.build` and hidden folders are skipped.
    public static func swiftFiles(in directory: String) throws(InputError) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InputError("no such folder", path: directory)
        }
        var files: [String] = []
        var pending = [directory]
        // An explicit work list rather than recursion: folder depth is input.
        while let folder = pending.popLast() {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else {
                throw InputError("cannot read folder", path: folder)
            }
            for entry in entries where !entry.hasPrefix(".") {
                let path = folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
                var entryIsDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &entryIsDirectory) else { continue }
                if entryIsDirectory.boolValue {
                    // Symbolic links to folders are not followed, so a link cycle cannot loop forever.
                    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
                    if attributes?[.type] as? FileAttributeType != .typeSymbolicLink {
                        pending.append(path)
                    }
                } else if entry.hasSuffix(".swift") {
                    files.append(path)
                }
            }
        }
        return files.sorted()
    }

    /// Scans every `.swift` file under a folder as one target.
    public static func scanDirectory(_ path: String) throws(InputError) -> TargetScan {
        scan(files: try swiftFiles(in: path))
    }
}

/// Maps over an array on up to two threads (the machine budget), keeping the input order.
/// Own threads with a known stack size rather than a shared pool, so the bounded recursion of the
/// structure parse has the same room on every platform.
enum ParallelMap {
    private final class Results<Output: Sendable>: @unchecked Sendable {
        // Each slot is written by exactly one worker, under the lock, and read after all have finished.
        var slots: [Output?]
        let lock = NSLock()
        init(count: Int) { slots = Array(repeating: nil, count: count) }
    }

    static let workerStackSize = 4 << 20

    static func map<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], workers requested: Int = 2, _ transform: @escaping @Sendable (Input) -> Output
    ) -> [Output] {
        let workers = min(requested, max(1, ProcessInfo.processInfo.activeProcessorCount), inputs.count)
        guard workers > 0 else { return [] }
        let results = Results<Output>(count: inputs.count)
        let finished = DispatchSemaphore(value: 0)
        for worker in 0..<workers {
            let thread = Thread {
                var local: [(Int, Output)] = []
                for index in stride(from: worker, to: inputs.count, by: workers) {
                    local.append((index, transform(inputs[index])))
                }
                results.lock.lock()
                for (index, output) in local { results.slots[index] = output }
                results.lock.unlock()
                finished.signal()
            }
            thread.stackSize = workerStackSize
            thread.start()
        }
        for _ in 0..<workers { finished.wait() }
        return results.slots.compactMap { $0 }
    }
}
