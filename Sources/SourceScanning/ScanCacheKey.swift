import SafeFiles

/// The keys under which scans are kept in the derived-data cache: each names everything its value is
/// derived from. A scan depends on the file's bytes (its content hash) and path (every location holds
/// it), the whole build environment (a superset of the `#if` selection and platform the scan reads, which
/// would need the file lexed to know) and the configuration's localization routines; the tool's own build
/// is the cache's salt. Nothing else reaches `SwiftSourceScanner.scan`.
enum ScanCacheKey {
    static func scan(
        path: String, contentHash: UInt64, environment: BuildEnvironment, routines: [LocalizationRoutine]
    ) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write("scan")
        writer.write(path)
        writer.writeFixed(contentHash)
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

    /// A file's `// stringsguard:` comments depend on its bytes and path alone.
    static func toolComments(path: String, contentHash: UInt64) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write("comments")
        writer.write(path)
        writer.writeFixed(contentHash)
        return writer.bytes
    }
}
