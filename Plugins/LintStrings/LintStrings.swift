import Foundation
import PackagePlugin

/// `swift package lint-strings [check options]`: checks the package's strings and prints the findings.
/// It writes nothing, so it asks for no permissions.
@main
struct LintStrings: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "stringsguard").url
        let status = try runTool(tool, ["check"] + arguments, in: context.package.directoryURL)
        if status != 0 {
            Diagnostics.error("stringsguard check found problems (exit status \(status))")
        }
    }
}

func runTool(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    process.currentDirectoryURL = directory
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}
