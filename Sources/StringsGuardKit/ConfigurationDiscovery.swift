import Checks
import Diagnostics
import Foundation
import XcodeProject

/// A configuration, and a line saying where it came from when it was discovered rather than named.
public struct DiscoveredConfiguration: Sendable {
    public var configuration: Configuration
    /// For example "Checking app FocusTimer and widget FocusTimerWidgets from FocusTimer.xcodeproj".
    public var note: String?
    /// What the Xcode project says is built, when the configuration came from it.
    var plan: ProjectPlan?
    /// Things left out while reading the project (an unreadable package manifest), one line each.
    public var warnings: [InputError] = []

    public init(configuration: Configuration, note: String? = nil) {
        self.configuration = configuration
        self.note = note
    }

    /// Every catalog of the project once, in the order targets list them: the targets' own, then their
    /// frameworks' and packages' (which translators localize too).
    public var catalogPaths: [String] {
        var paths: [String] = []
        let modules = plan.map { plan in plan.targets.flatMap { plan.modules(of: $0).flatMap(\.catalogs) } }
        for path in modules ?? configuration.targets.flatMap(\.catalogs) where !paths.contains(path) { paths.append(path) }
        return paths
    }
}

/// Options that contradict each other, such as a configuration file and catalogs on the command line.
public struct ProjectSelectionConflict: Error, Sendable, Equatable {
    public var message: String
}

/// Finds the configuration a project command runs with, in this order: catalogs named on the command
/// line, the configuration file named, `.stringsguard.json` in the folder, the Xcode project in the folder.
public enum ConfigurationDiscovery {
    public static func configuration(
        for selection: ProjectSelection, in folder: String = FileManager.default.currentDirectoryPath
    ) throws -> DiscoveredConfiguration {
        // Checked first: a wrong --language is the mistake to report, whatever else the folder holds.
        try LanguageCodeCheck.validated(selection.languages)
        var discovered = try baseConfiguration(for: selection, in: folder)
        if !selection.languages.isEmpty { discovered.configuration.languages = selection.languages }
        return discovered
    }

    private static func baseConfiguration(for selection: ProjectSelection, in folder: String) throws -> DiscoveredConfiguration {
        if selection.namesCatalogs {
            if selection.configurationPath != nil {
                throw ProjectSelectionConflict(message: "use either --config or --app/--widget, not both")
            }
            var targets: [TargetConfiguration] = []
            if !selection.appCatalogs.isEmpty {
                targets.append(TargetConfiguration(
                    name: "app", role: .app, catalogs: try existing(selection.appCatalogs, "--app"),
                    sources: try existing(selection.appSources, "--app-sources")))
            }
            if !selection.widgetCatalogs.isEmpty {
                targets.append(TargetConfiguration(
                    name: "widget", role: .widget, catalogs: try existing(selection.widgetCatalogs, "--widget"),
                    sources: try existing(selection.widgetSources, "--widget-sources")))
            }
            return DiscoveredConfiguration(configuration: Configuration(targets: targets))
        }
        if let path = selection.configurationPath {
            return DiscoveredConfiguration(configuration: try Configuration.load(path: path))
        }
        if FileManager.default.fileExists(atPath: Configuration.defaultFileName) {
            return DiscoveredConfiguration(configuration: try Configuration.load(path: Configuration.defaultFileName))
        }
        let noConfiguration = InputError(
            "no configuration: found no \(Configuration.defaultFileName), no --app/--widget, and no Xcode project with app or widget targets here",
            path: folder)
        guard let projects = try? ProjectDiscovery.projectPaths(in: "."), !projects.isEmpty else { throw noConfiguration }
        let project = try ProjectDiscovery.discoverProject(in: ".")
        // Other extensions (share, notification service) do not show widget strings; the summary line
        // names exactly the targets checked. A configuration can still give them the widget role.
        let plan = ProjectPlan(discovered: project, relativiser: PathRelativiser(folder: folder))
        guard !plan.targets.isEmpty else { throw noConfiguration }
        var discovered = DiscoveredConfiguration(
            configuration: Configuration(targets: plan.targets.map(\.configuration)),
            note: DiscoveredTarget.summary(of: project.targets.map { target in
                var target = target
                target.projectPath = PathRelativiser(folder: folder).relative(target.projectPath)
                return target
            }))
        discovered.plan = plan
        discovered.warnings = plan.warnings
        return discovered
    }

    /// The targets of the Xcode projects in `path`, with paths relative to `folder` where they are inside it.
    public static func discoveredTargets(
        in path: String, relativeTo folder: String = FileManager.default.currentDirectoryPath
    ) throws -> [DiscoveredTarget] {
        let relativiser = PathRelativiser(folder: folder)
        return try ProjectDiscovery.discoverTargets(in: path).map { target in
            var target = target
            target.catalogs = target.catalogs.map(relativiser.relative)
            target.sourceFiles = target.sourceFiles.map(relativiser.relative)
            target.projectPath = relativiser.relative(target.projectPath)
            return target
        }
    }

    private static func existing(_ paths: [String], _ option: String) throws(InputError) -> [String] {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw InputError("no such file or folder (given to \(option))", path: path)
        }
        return paths
    }
}
