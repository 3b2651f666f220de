import Foundation
import PackagePlugin

/// `swift package lint-strings [--target NAME …] [check options]`: checks the package's strings and prints
/// the findings. It writes nothing in the package, so it asks for no permissions.
///
/// With a `.stringsguard.json` (or `--config`, `--app`, `--widget`), `check` reads the project from those.
/// Otherwise, or with `--target`, every target with a catalog (or each named one) is checked as its own
/// bundle, the way the build plugin checks it.
@main
struct LintStrings: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let checkArguments = extractor.remainingArguments
        let root = context.package.directoryURL
        let namesProject = checkArguments.contains { ["--config", "--app", "--widget"].contains($0) }
        if namesProject && !targetNames.isEmpty {
            Diagnostics.error("use either --target or --config/--app/--widget, not both")
            return
        }
        var toolArguments = ["check"]

        let hasConfiguration = FileManager.default.fileExists(
            atPath: root.appendingPathComponent(".stringsguard.json").path)
        if !targetNames.isEmpty || (!namesProject && !hasConfiguration) {
            let targets = try (targetNames.isEmpty ? context.package.targets : context.package.targets(named: targetNames))
                .compactMap { $0 as? SourceModuleTarget }
                .filter { !targetNames.isEmpty || $0.sourceFiles.contains { $0.url.pathExtension == "xcstrings" } }
            guard !targets.isEmpty else {
                Diagnostics.error(
                    "no .stringsguard.json in \(root.path) and no target with an .xcstrings catalog to check")
                return
            }
            let configuration = context.pluginWorkDirectoryURL.appendingPathComponent("stringsguard-package.json")
            try GeneratedConfiguration(targets: targets.map { target in
                let files = target.sourceFiles.map(\.url)
                return GeneratedConfiguration.Target(
                    name: target.name, role: "widget",
                    catalogs: files.filter { $0.pathExtension == "xcstrings" }.map(\.path),
                    sources: files.filter { $0.pathExtension == "swift" }.map(\.path))
            }).write(to: configuration)
            toolArguments += ["--config", configuration.path]
        }

        let status = try runTool(context.tool(named: "stringsguard").url, toolArguments + checkArguments, in: root)
        if status != 0 {
            Diagnostics.error("stringsguard check found problems (exit status \(status))")
        }
    }
}

/// The configuration written for the package's targets when it has none of its own. The build plugin
/// has its twin: a plugin can depend on no library, so plugins share no code.
struct GeneratedConfiguration: Encodable {
    struct Target: Encodable {
        var name: String
        var role: String
        var catalogs: [String]
        var sources: [String]
    }

    var targets: [Target]

    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}

/// Runs the tool in `directory`, its output going straight to the plugin's, and returns its exit status.
func runTool(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}
