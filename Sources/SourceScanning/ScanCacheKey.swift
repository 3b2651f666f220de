import SafeFiles

/// The keys under which scans are kept in the derived-data cache: each names everything its value is
/// derived from. A scan depends on the file's bytes (its content hash) and path (every location holds
/// it), the whole build environment (a superset of the `#if` selection and platform the scan reads, which
/// would need the file lexed to know) and the configuration's localization routines; the tool's own build
/// is the cache's salt. Nothing else reaches `SwiftSourceScanner.scan`.
enum ScanCacheKey {
    /// `build` is what `build(_:_:)` wrote for the scan's environment and routines.
    static func scan(path: String, contentHash: UInt64, build: [UInt8]) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write("scan")
        writer.write(path)
        writer.writeFixed(contentHash)
        writer.write(bytes: build)
        return writer.bytes
    }

    /// The build and routines a scan depends on besides the file, as bytes: the parameters of the scan's
    /// `.derived` question in the replay's log, from which `build(from:)` scans the file again.
    static func build(_ environment: BuildEnvironment, _ routines: [LocalizationRoutine]) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write(environment.platform.rawValue)
        writer.write(environment.isMacCatalyst)
        writer.write(environment.compilationConditions)
        writer.write(environment.compilationConditionsAreComplete)
        writer.write(environment.languageVersion.map(String.init))
        writer.write(environment.compilerVersion.map(String.init))
        writer.write(environment.linkedModules)
        writer.write(routines) { writer, routine in
            writer.write(routine.name)
            writer.write(routine.keyArgument)
            writer.write(routine.tableArgument != nil)
            writer.write(routine.tableArgument ?? 0)
        }
        return writer.bytes
    }

    /// What `build(_:_:)` wrote.
    static func build(from bytes: [UInt8]) throws(BinaryReader.Malformed) -> (BuildEnvironment, [LocalizationRoutine]) {
        var reader = BinaryReader(bytes)
        guard let platform = TargetPlatform(rawValue: try reader.readString()) else { throw BinaryReader.Malformed() }
        let isMacCatalyst = try reader.readBool()
        let conditions = try reader.readStringSet()
        let conditionsAreComplete = try reader.readBool()
        func version(_ strings: [String]) throws(BinaryReader.Malformed) -> [Int] {
            var numbers: [Int] = []
            for string in strings {
                guard let number = Int(string) else { throw BinaryReader.Malformed() }
                numbers.append(number)
            }
            return numbers
        }
        let languageVersion = try version(try reader.readStrings())
        let compilerVersion = try version(try reader.readStrings())
        let linkedModules = try reader.readStringSet()
        let routines = try reader.readArray { reader throws(BinaryReader.Malformed) -> LocalizationRoutine in
            let name = try reader.readString()
            let keyArgument = try reader.readInt()
            let hasTable = try reader.readBool()
            let table = try reader.readInt()
            return LocalizationRoutine(name: name, keyArgument: keyArgument, tableArgument: hasTable ? table : nil)
        }
        guard reader.isAtEnd else { throw BinaryReader.Malformed() }
        let environment = BuildEnvironment(
            platform: platform, isMacCatalyst: isMacCatalyst, compilationConditions: conditions,
            compilationConditionsAreComplete: conditionsAreComplete, languageVersion: languageVersion,
            compilerVersion: compilerVersion, linkedModules: linkedModules)
        return (environment, routines)
    }

    /// A file's `// stringsguard:` comments depend on its bytes and path alone.
    static func toolComments(path: String, contentHash: UInt64) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write("comments")
        writer.write(path)
        writer.writeFixed(contentHash)
        return writer.bytes
    }
}
