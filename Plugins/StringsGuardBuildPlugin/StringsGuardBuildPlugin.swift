import Foundation
import PackagePlugin

/// Runs `stringsguard check` on a target's catalogs and Swift sources as part of every build.
/// The catalogs, the configuration and the sources are declared inputs and a stamp file the output,
/// so the build system re-runs the check only when one of them changes.
@main
struct StringsGuardBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [PackagePlugin.Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        let configuration = context.package.directoryURL.appending(path: ".stringsguard.json")
        return [
            try checkCommand(
                tool: context.tool(named: "stringsguard").url,
                workDirectory: context.pluginWorkDirectoryURL,
                targetName: target.name,
                files: files,
                configuration: FileManager.default.fileExists(atPath: configuration.path) ? configuration : nil)
        ]
    }
}

/// The one build command both the package and the Xcode flavours of the plugin run.
func checkCommand(
    tool: URL, workDirectory: URL, targetName: String, files: [URL], configuration: URL?
) throws -> PackagePlugin.Command {
    let catalogs = files.filter { $0.pathExtension == "xcstrings" }
    let sources = files.filter { $0.pathExtension == "swift" }
    let stamp = workDirectory.appending(path: "\(targetName).stringsguard-stamp")
    var arguments = ["check", "--format", "xcode", "--stamp", stamp.path]
    if let configuration {
        arguments += ["--config", configuration.path]
    } else {
        // Without a configuration the target is checked as a widget would be: every key its
        // sources use must be in its own catalogs, translated.
        arguments += catalogs.flatMap { ["--widget", $0.path] }
        arguments += sources.flatMap { ["--widget-sources", $0.path] }
    }
    return .buildCommand(
        displayName: "StringsGuard: checking strings of \(targetName)",
        executable: tool,
        arguments: arguments,
        inputFiles: catalogs + sources + (configuration.map { [$0] } ?? []),
        outputFiles: [stamp])
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension StringsGuardBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [PackagePlugin.Command] {
            let configuration = context.xcodeProject.directoryURL.appending(path: ".stringsguard.json")
            return [
                try checkCommand(
                    tool: context.tool(named: "stringsguard").url,
                    workDirectory: context.pluginWorkDirectoryURL,
                    targetName: target.displayName,
                    files: target.inputFiles.map(\.url),
                    configuration: FileManager.default.fileExists(atPath: configuration.path) ? configuration : nil)
            ]
        }
    }
#endif
