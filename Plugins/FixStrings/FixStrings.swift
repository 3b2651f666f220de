import Foundation
import PackagePlugin

/// `swift package fix-strings`: rewrites the package's catalogs in Xcode's formatting and, where the
/// configuration names an app and a widget, copies into the widget catalog what its sources need.
@main
struct FixStrings: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "stringsguard").url
        let root = context.package.directoryURL
        let catalogs = context.package.targets
            .compactMap { $0 as? SourceModuleTarget }
            .flatMap { $0.sourceFiles(withSuffix: "xcstrings").map(\.url.path) }
        if !catalogs.isEmpty {
            let status = try runTool(tool, ["format"] + catalogs, in: root)
            if status != 0 { Diagnostics.error("stringsguard format failed (exit status \(status))") }
        }
        if FileManager.default.fileExists(atPath: root.appending(path: ".stringsguard.json").path) {
            let status = try runTool(tool, ["sync"] + arguments, in: root)
            if status != 0 { Diagnostics.error("stringsguard sync failed (exit status \(status))") }
        }
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
