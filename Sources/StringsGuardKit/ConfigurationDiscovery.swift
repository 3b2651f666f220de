import ProjectConfiguration
import Checks
import Diagnostics
import Foundation
import SafeFiles
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
    /// `--language`: the languages the run is limited to (checked against those the app ships).
    public var languageFilter: [String] = []
    /// The configuration file's `languages`, before `--language` replaced them.
    public var fileLanguages: [String]?
    /// The configuration file read, when there was one.
    public var configurationFile: String?
    /// The Xcode project, when the configuration came from it.
    var project: DiscoveredProject?

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
/// line; the configuration file named; the Xcode project named with `--project`; `.stringsguard.json` in
/// the folder; the Xcode project in the folder; `.stringsguard.json` in a folder above, up to the
/// repository's root (outside a repository, only the folder itself is looked in). A folder with its own
/// Xcode project is a project of its own: a configuration above it is not used for it.
public enum ConfigurationDiscovery {
    public static func configuration(
        for selection: ProjectSelection, in folder: String = FileManager.default.currentDirectoryPath,
        repositoryRoot: String? = nil
    ) throws -> DiscoveredConfiguration {
        // Checked first: a wrong --language is the mistake to report, whatever else the folder holds.
        try LanguageCodeCheck.validated(selection.languages)
        var discovered = try baseConfiguration(for: selection, in: folder, repositoryRoot: repositoryRoot)
        discovered.fileLanguages = discovered.configuration.languages
        if !selection.languages.isEmpty { discovered.configuration.languages = selection.languages }
        discovered.languageFilter = selection.languages
        return discovered
    }

    /// `.stringsguard.json` in `folder` or the nearest folder above it, up to `repositoryRoot` (found from
    /// git when not given); nil when there is none. Only `folder` itself when it is in no repository.
    public static func configurationFile(from folder: String, repositoryRoot: String? = nil) -> String? {
        let workingFolder = FileManager.default.currentDirectoryPath
        let start = PathRelativiser.absolute(folder, base: workingFolder)
        let root = (repositoryRoot ?? RepositoryRoot.find(from: start)).map { PathRelativiser.absolute($0, base: workingFolder) }
        var current = start
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + Configuration.defaultFileName
            if PathKind.exists(candidate) { return candidate }
            guard let root, current != root, current != "/", current.hasPrefix(root == "/" ? "/" : root + "/") else { return nil }
            current = (current as NSString).deletingLastPathComponent
            if current.isEmpty { current = "/" }
        }
    }

    private static func baseConfiguration(
        for selection: ProjectSelection, in folder: String, repositoryRoot: String?
    ) throws -> DiscoveredConfiguration {
        if selection.namesCatalogs {
            if selection.configurationPath != nil {
                throw ProjectSelectionConflict(message: "use either --config or --app/--widget, not both")
            }
            if selection.projectPath != nil {
                throw ProjectSelectionConflict(message: "use either --project or --app/--widget, not both")
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
            if selection.projectPath != nil {
                throw ProjectSelectionConflict(message: "use either --config or --project, not both")
            }
            return try fromFile(path)
        }
        if let project = selection.projectPath {
            return try fromXcodeProject(at: project, folder: folder, noProject: InputError(
                "no app or widget targets in this Xcode project (see 'stringsguard targets --project …')", path: project))
        }
        let here = (folder as NSString).appendingPathComponent(Configuration.defaultFileName)
        if PathKind.exists(here) {
            return try fromFile(displayPath(here, folder: folder))
        }
        let noConfiguration = InputError(
            "no configuration: found no \(Configuration.defaultFileName) here or above (up to the repository's root), no --app/--widget, and no Xcode project with app or widget targets here"
                + (ProjectDiscovery.generatedProjectHint(in: folder).map { "; " + $0 } ?? ""),
            path: folder)
        if let projects = try? ProjectDiscovery.projectPaths(in: folder), !projects.isEmpty {
            return try fromXcodeProject(at: folder, folder: folder, noProject: noConfiguration)
        }
        if let above = configurationFile(from: folder, repositoryRoot: repositoryRoot) {
            let shown = displayPath(above, folder: folder)
            var discovered = try fromFile(shown)
            discovered.note = "Using \(shown)"
            return discovered
        }
        throw noConfiguration
    }

    private static func fromFile(_ path: String) throws -> DiscoveredConfiguration {
        var discovered = DiscoveredConfiguration(configuration: try Configuration.load(path: path, knownRules: RuleRegistry.ids))
        discovered.configurationFile = path
        return discovered
    }

    /// Zero configuration from an Xcode project: its app and widget targets with what they build.
    private static func fromXcodeProject(at path: String, folder: String, noProject: InputError) throws -> DiscoveredConfiguration {
        let current = FileManager.default.currentDirectoryPath
        let project = try discoverProject(in: path)
        // Other extensions (share, notification service) do not show widget strings; the summary line
        // names exactly the targets checked. A configuration can still give them the widget role.
        // Paths stay readable from the current folder, where every file is read.
        let relativiser = PathRelativiser(folder: current)
        let plan = ProjectPlan(discovered: project, relativiser: relativiser)
        guard !plan.targets.isEmpty else { throw noProject }
        var discovered = DiscoveredConfiguration(
            configuration: Configuration(targets: plan.targets.map(\.configuration)),
            note: DiscoveredTarget.summary(of: project.targets.map { target in
                var target = target
                target.projectPath = relativiser.relative(target.projectPath)
                return target
            }))
        discovered.plan = plan
        discovered.warnings = plan.warnings
        discovered.project = project
        return discovered
    }

    /// Relative to the current folder when `folder` is it (messages stay short), else absolute.
    private static func displayPath(_ path: String, folder: String) -> String {
        let current = FileManager.default.currentDirectoryPath
        guard PathRelativiser.absolute(folder, base: current) == current else { return path }
        return PathRelativiser.relative(PathRelativiser.absolute(path, base: current), to: current)
    }

    /// The Xcode projects in `path` as `check` reads them (the same root, so the same `warnings`), with
    /// the targets' paths relative to `folder` where they are inside it.
    public static func discoveredProject(
        in path: String, relativeTo folder: String = FileManager.default.currentDirectoryPath
    ) throws -> DiscoveredProject {
        let relativiser = PathRelativiser(folder: folder)
        var project = try discoverProject(in: path)
        project.targets = project.targets.map { target in
            var target = target
            target.catalogs = target.catalogs.map(relativiser.relative)
            target.stringsTableFiles = target.stringsTableFiles.map(relativiser.relative)
            target.sourceFiles = target.sourceFiles.map(relativiser.relative)
            target.missingSourceFiles = target.missingSourceFiles.map(relativiser.relative)
            target.projectPath = relativiser.relative(target.projectPath)
            return target
        }
        return project
    }

    /// The projects in `path`, the current folder spelled `.`: what is left out is then said to lie
    /// outside "the current folder", in the same words by every command.
    static func discoverProject(in path: String) throws -> DiscoveredProject {
        let current = FileManager.default.currentDirectoryPath
        return try ProjectDiscovery.discoverProject(in: PathRelativiser.absolute(path, base: current) == current ? "." : path)
    }

    private static func existing(_ paths: [String], _ option: String) throws(InputError) -> [String] {
        for path in paths where !PathKind.exists(path) {
            throw InputError("no such file or folder (given to \(option))", path: path)
        }
        return paths
    }
}
