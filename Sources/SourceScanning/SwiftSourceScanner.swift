import Diagnostics
import Foundation

/// What one Swift file contains that the checks care about, for one build of it.
public struct SourceScan: Hashable, Sendable {
    public var path: String
    /// Keys in source order; interpolation types are inferred from this file alone.
    public var localizableUses: [LocalizableUse]
    public var timerViews: [TimerView]
    /// Typed declarations, for resolving interpolations in other files of the same target.
    public var declarations: [SymbolDeclaration]
    /// `#if` conditions this build cannot decide; their code was kept.
    public var unknownConditions: [UnknownBuildCondition] = []
    /// `static let name = #bundle` and the like: which bundle `bundle: .name` reads.
    public var bundleAliases: [String: LocalizableUse.BundleReference] = [:]
    /// Parameters of this file's own functions and views that take keys.
    public var localizableParameters: [LocalizableParameter] = []
    /// Every literal without interpolation the build compiles: a key written here may be used in ways
    /// the scanner cannot follow, so it is never called unused.
    public var literalTexts: Set<String> = []
    /// Literals passed to calls of unknown functions, until the target's parameters are known.
    var literalArguments: [LiteralArgument] = []
    /// Types, functions and static members the file declares: code that names one of them reaches this file.
    public var declaredNames: Set<String> = []
    /// Every identifier the file's compiled code mentions.
    public var referencedNames: Set<String> = []
}

/// An `#if` or `#elseif` condition a build cannot decide (a module the SDK table does not know, `arch(…)`),
/// whose code was therefore kept.
public struct UnknownBuildCondition: Hashable, Sendable {
    public var location: SourceLocation
    public var condition: String
}

/// The scans of all Swift files of a target, with interpolations resolved against every file's declarations.
public struct TargetScan: Equatable, Sendable {
    /// One scan per readable, well-formed file, in path order.
    public var files: [SourceScan]
    /// Files that could not be read or lexed, each with its position; the other files were still scanned.
    public var errors: [InputError]
    public var symbols: SymbolTable

    public var localizableUses: [LocalizableUse] { files.flatMap(\.localizableUses) }
    public var literalTexts: Set<String> { files.reduce(into: []) { $0.formUnion($1.literalTexts) } }
    public var timerViews: [TimerView] { files.flatMap(\.timerViews) }
    public var unknownConditions: [UnknownBuildCondition] { files.flatMap(\.unknownConditions) }
}

/// One Swift file, read and lexed once; each build of it (platform, conditions) is scanned from this.
public struct SwiftSourceFile: Sendable {
    public let path: String
    let tokens: [Token]
    let lines: LineTable
    let conditional: ConditionalCompilation

    /// Reads and lexes a file.
    public init(path: String) throws(InputError) {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputError("cannot read Swift file", path: path)
        }
        try self.init(bytes: [UInt8](data), path: path)
    }

    /// Lexes source text; `path` is used for locations and errors.
    public init(source: String, path: String) throws(InputError) {
        try self.init(bytes: Array(source.utf8), path: path)
    }

    init(bytes: [UInt8], path: String) throws(InputError) {
        var lexer = SwiftLexer(bytes: bytes, path: path)
        tokens = try lexer.tokenize()
        lines = LineTable(bytes: bytes)
        conditional = ConditionalCompilation(tokens: tokens)
        self.path = path
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        lines.location(ofOffset: offset, file: path)
    }

    /// Which of the file's `#if` clauses a build compiles; equal selections scan to equal results.
    func selection(in environment: BuildEnvironment) -> ConditionalCompilation.Selection {
        conditional.selection(in: environment)
    }
}

/// Scans Swift source for localizable keys and timer views.
public enum SwiftSourceScanner {
    /// The build assumed when none is given: an iOS app's Release build.
    public static let defaultEnvironment = BuildEnvironment(platform: .iOS)

    /// Scans source text; `path` is used for locations and errors.
    public static func scan(
        source: String, path: String, environment: BuildEnvironment = defaultEnvironment,
        routines: [LocalizationRoutine] = []
    ) throws(InputError) -> SourceScan {
        try scan(SwiftSourceFile(source: source, path: path), environment: environment, routines: routines)
    }

    /// Reads and scans one file.
    public static func scan(
        path: String, environment: BuildEnvironment = defaultEnvironment, routines: [LocalizationRoutine] = []
    ) throws(InputError) -> SourceScan {
        try scan(SwiftSourceFile(path: path), environment: environment, routines: routines)
    }

    static func scan(bytes: [UInt8], path: String, environment: BuildEnvironment = defaultEnvironment) throws(InputError) -> SourceScan {
        try scan(SwiftSourceFile(bytes: bytes, path: path), environment: environment)
    }

    /// Scans what one build of a lexed file compiles.
    public static func scan(
        _ file: SwiftSourceFile, environment: BuildEnvironment, routines: [LocalizationRoutine] = []
    ) throws(InputError) -> SourceScan {
        try scan(file, selection: file.selection(in: environment), routines: routines)
    }

    static func scan(
        _ file: SwiftSourceFile, selection: ConditionalCompilation.Selection, routines: [LocalizationRoutine]
    ) throws(InputError) -> SourceScan {
        let compiled = PreviewCode.removed(from: file.conditional.compiledTokens(file.tokens, selection: selection))
        let locate = { (offset: Int) in file.location(ofOffset: offset) }
        let brackets = BracketTable(tokens: compiled)
        let declarations = DeclarationCollector(tokens: compiled, brackets: brackets, locate: locate).collect()
        let nodes: [CallNode]
        do {
            nodes = try StructureParser(tokens: compiled, brackets: brackets).parse()
        } catch {
            let offset = error.tokenIndex < compiled.count ? compiled[error.tokenIndex].offset : 0
            throw InputError("expressions nested too deeply to scan", at: locate(offset))
        }
        var finder = UseFinder(tokens: compiled, brackets: brackets, symbols: SymbolTable(declarations), locate: locate)
        finder.routines = routines
        finder.importsCharts = compiled.indices.dropLast().contains {
            compiled[$0].isIdentifier("import") && compiled[$0 + 1].isIdentifier("Charts")
        }
        finder.run(nodes: nodes)
        let unknown = selection.unknownConditions.map {
            UnknownBuildCondition(location: locate(file.tokens[$0.tokenIndex].offset), condition: $0.condition)
        }
        let collector = LocalizableDeclarationCollector(tokens: compiled, brackets: brackets)
        var scan = SourceScan(
            path: file.path, localizableUses: finder.uses, timerViews: finder.timerViews, declarations: declarations,
            unknownConditions: unknown)
        scan.bundleAliases = collector.bundleAliases()
        scan.localizableParameters = collector.localizableParameters()
        scan.literalArguments = finder.literalArguments
        scan.literalTexts = Set(compiled.lazy.compactMap { $0.literal?.staticText })
        (scan.declaredNames, scan.referencedNames) = Self.names(in: compiled)
        return scan
    }

    /// Names too common to say that one file uses another.
    private static let commonNames: Set<String> = [
        "init", "body", "id", "description", "hash", "main", "shared", "default", "value", "content", "view", "make",
    ]

    private static func names(in tokens: [Token]) -> (declared: Set<String>, referenced: Set<String>) {
        var declared: Set<String> = []
        var referenced: Set<String> = []
        for (index, token) in tokens.enumerated() where token.kind == .identifier {
            referenced.insert(token.text)
            guard index + 1 < tokens.count, tokens[index + 1].kind == .identifier else { continue }
            let name = tokens[index + 1].text
            switch token.text {
            case "struct", "class", "enum", "actor", "protocol", "typealias", "func":
                if !commonNames.contains(name) { declared.insert(name) }
            case "let", "var":
                if index > 0, tokens[index - 1].isIdentifier("static"), !commonNames.contains(name) { declared.insert(name) }
            default:
                break
            }
        }
        return (declared, referenced)
    }

    /// Scans the given files (in the given order), collecting per-file errors instead of stopping,
    /// then resolves interpolation types across all of them.
    public static func scan(
        files paths: [String], environment: BuildEnvironment = defaultEnvironment, routines: [LocalizationRoutine] = []
    ) -> TargetScan {
        let results = ParallelMap.map(paths) { path -> Result<SourceScan, InputError> in
            do throws(InputError) {
                return .success(try scan(path: path, environment: environment, routines: routines))
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
        var aliases: [String: LocalizableUse.BundleReference] = [:]
        for scan in scans { aliases.merge(scan.bundleAliases) { first, _ in first } }
        let parameters = scans.flatMap(\.localizableParameters)
        let parametersByCallee = Dictionary(grouping: parameters, by: \.callee)
        let resolved = scans.map { scan -> SourceScan in
            let fileSymbols = SymbolTable(scan.declarations)
            var copy = scan
            var uses = scan.localizableUses
            if !parametersByCallee.isEmpty {
                let routineUses = scan.literalArguments.filter { argument in
                    parametersByCallee[argument.callee]?.contains(where: argument.matches) ?? false
                }.map(\.use)
                if !routineUses.isEmpty {
                    uses = (uses + routineUses).sorted { $0.location < $1.location }
                }
            }
            copy.literalArguments = []
            copy.localizableUses = uses.map { use in
                var use = use
                if case .alias(let name) = use.bundle { use.bundle = aliases[name] ?? .unknown }
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
