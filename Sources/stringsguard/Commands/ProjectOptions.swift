import Checks
import Diagnostics
import Foundation
import XcodeProject

/// The options every project command shares, and how they become a configuration: flags first, then
/// `--config`, then `.stringsguard.json` in the current folder, then the Xcode project found there.
enum ProjectOptions {
    static let specs: [OptionSpec] = [
        .value("--config", "FILE", "Configuration file (default: .stringsguard.json in the current folder)."),
        .repeated("--app", "CATALOG", "An app catalog, without a configuration file (repeatable)."),
        .repeated("--widget", "CATALOG", "A widget catalog, without a configuration file (repeatable)."),
        .repeated("--app-sources", "DIR", "A folder of the app's Swift sources (repeatable)."),
        .repeated("--widget-sources", "DIR", "A folder of the widget's Swift sources (repeatable)."),
        .repeated("--language", "LANG", "Only these languages (repeatable; default: every language the app ships)."),
    ]

    /// The configuration, and a line saying where it came from when it was discovered rather than named.
    static func configuration(from arguments: ParsedArguments) throws -> (Configuration, note: String?) {
        var (configuration, note) = try baseConfiguration(from: arguments)
        let languages = arguments.all("--language")
        if !languages.isEmpty { configuration.languages = languages }
        return (configuration, note)
    }

    private static func baseConfiguration(from arguments: ParsedArguments) throws -> (Configuration, note: String?) {
        let apps = arguments.all("--app"), widgets = arguments.all("--widget")
        if !apps.isEmpty || !widgets.isEmpty {
            if arguments.value("--config") != nil {
                throw UsageError(message: "use either --config or --app/--widget, not both", command: nil)
            }
            var targets: [TargetConfiguration] = []
            if !apps.isEmpty {
                targets.append(TargetConfiguration(name: "app", role: .app, catalogs: try existing(apps, "--app"), sources: try existing(arguments.all("--app-sources"), "--app-sources")))
            }
            if !widgets.isEmpty {
                targets.append(TargetConfiguration(name: "widget", role: .widget, catalogs: try existing(widgets, "--widget"), sources: try existing(arguments.all("--widget-sources"), "--widget-sources")))
            }
            return (Configuration(targets: targets), nil)
        }
        if let path = arguments.value("--config") {
            return (try Configuration.load(path: path), nil)
        }
        if FileManager.default.fileExists(atPath: Configuration.defaultFileName) {
            return (try Configuration.load(path: Configuration.defaultFileName), nil)
        }
        let noConfiguration = InputError(
            "no configuration: found no \(Configuration.defaultFileName), no --app/--widget, and no Xcode project with app or widget targets here",
            path: FileManager.default.currentDirectoryPath)
        guard let projects = try? ProjectDiscovery.projectPaths(in: "."), !projects.isEmpty else { throw noConfiguration }
        let discovered = try discoveredTargets(in: ".")
        let targets = discovered.compactMap { target -> TargetConfiguration? in
            switch target.role {
            case .app: return TargetConfiguration(name: target.name, role: .app, catalogs: target.catalogs, sources: target.sourceFiles)
            case .widget: return TargetConfiguration(name: target.name, role: .widget, catalogs: target.catalogs, sources: target.sourceFiles)
            // Other extensions (share, notification service) do not show widget strings; the summary line
            // names exactly the targets checked. A configuration can still give them the widget role.
            case .otherExtension, .other: return nil
            }
        }
        guard !targets.isEmpty else { throw noConfiguration }
        return (Configuration(targets: targets), DiscoveredTarget.summary(of: discovered))
    }

    static func discoveredTargets(in folder: String) throws -> [DiscoveredTarget] {
        try ProjectDiscovery.discoverTargets(in: folder).map { target in
            var target = target
            target.catalogs = target.catalogs.map(relativeToCurrentFolder)
            target.sourceFiles = target.sourceFiles.map(relativeToCurrentFolder)
            target.projectPath = relativeToCurrentFolder(target.projectPath)
            return target
        }
    }

    private static func existing(_ paths: [String], _ option: String) throws -> [String] {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw InputError("no such file or folder (given to \(option))", path: path)
        }
        return paths
    }

    /// Shorter paths in messages: relative to the current folder when inside it.
    static func relativeToCurrentFolder(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        return path
    }

    /// Loads the project and fails on malformed Swift sources, which would otherwise hide keys.
    static func loadProject(_ configuration: Configuration) throws -> Project {
        let project = try Project.load(configuration)
        if let first = project.sourceErrors.first {
            for error in project.sourceErrors.dropFirst() { Terminal.error("\(error)") }
            throw first
        }
        return project
    }
}
