import Foundation
import PackagePlugin

/// Runs `stringsguard check` on a target's catalogs and Swift sources as part of every build, so an
/// error-severity finding fails the build. The catalogs, the configuration and the sources are declared
/// inputs and a stamp file the output, so the build system re-runs the check only when one of them changes.
@main
struct StringsGuardBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [PackagePlugin.Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try checkCommands(
            tool: context.tool(named: "stringsguard").url,
            workDirectory: context.pluginWorkDirectoryURL,
            projectDirectory: context.package.directoryURL,
            targetName: target.name,
            files: target.sourceFiles.map(\.url))
    }
}

/// The build command both the package and the Xcode flavours of the plugin run; none for a target
/// without Swift sources, which the source scanner has nothing to read in.
///
/// A `.stringsguard.json` beside the package or project is used as it is. Without one, a configuration
/// naming only this target is written to the plugin's work folder: the target is checked as a widget,
/// because a package target's resources (like a widget's) are a bundle of their own, so every key its
/// sources show must be in its own catalogs.
func checkCommands(
    tool: URL, workDirectory: URL, projectDirectory: URL, targetName: String, files: [URL]
) throws -> [PackagePlugin.Command] {
    let catalogs = files.filter { $0.pathExtension == "xcstrings" }
    let sources = files.filter { $0.pathExtension == "swift" }
    guard !sources.isEmpty else { return [] }

    let userConfiguration = projectDirectory.appendingPathComponent(".stringsguard.json")
    let configuration: URL
    if FileManager.default.fileExists(atPath: userConfiguration.path) {
        configuration = userConfiguration
    } else {
        configuration = workDirectory.appendingPathComponent("stringsguard-\(targetName).json")
        let target = GeneratedConfiguration.Target(
            name: targetName, role: "widget", catalogs: catalogs.map(\.path), sources: sources.map(\.path))
        try GeneratedConfiguration(targets: [target]).write(to: configuration)
    }
    // The stamp is an empty Swift file: the build system compiles it into the module (adding nothing)
    // and so runs the check before compiling. A stamp of any other type would be copied into the
    // target's resource bundle and ship with the app.
    let stamp = workDirectory.appendingPathComponent("StringsGuardCheckStamp.swift")
    // What the check derives from unchanged files is kept between builds, in the plugin's own folder.
    let cache = workDirectory.appendingPathComponent("stringsguard-cache")
    return [
        .buildCommand(
            displayName: "StringsGuard: checking strings of \(targetName)",
            executable: tool,
            arguments: [
                "check", "--config", configuration.path, "--format", "xcode", "--stamp", stamp.path, "--cache-dir", cache.path,
            ],
            inputFiles: catalogs + sources + [configuration],
            outputFiles: [stamp])
    ]
}

/// The `.stringsguard.json` the plugin writes for a target when the project has none of its own.
struct GeneratedConfiguration: Encodable {
    struct Target: Encodable {
        var name: String
        var role: String
        var catalogs: [String]
        var sources: [String]
    }

    var targets: [Target]

    /// Writes only when the text changes: the file is an input of the check, and rewriting it
    /// unchanged on every build would make the check run on every build.
    func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(self)
        if let existing = try? Data(contentsOf: url), existing == data { return }
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension StringsGuardBuildPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [PackagePlugin.Command] {
            try checkCommands(
                tool: context.tool(named: "stringsguard").url,
                workDirectory: context.pluginWorkDirectoryURL,
                projectDirectory: context.xcodeProject.directoryURL,
                targetName: target.displayName,
                files: target.inputFiles.map(\.url))
        }
    }
#endif
