import Checks
import Diagnostics
import ProjectConfiguration
import SafeFiles
import StringsGuardKit

/// The options every project command shares: which project, and which languages.
struct ProjectOptions: Sendable {
    var configurationPath: String?
    var appCatalogs: [String] = []
    var widgetCatalogs: [String] = []
    var appSources: [String] = []
    var widgetSources: [String] = []
    var languages: [String] = []
    var projectPath: String?

    static let options: [CommandOption<ProjectOptions>] = [
        .value("--config", "FILE", "Configuration file (default: .stringsguard.json here, else the Xcode project here, else one in a folder above).", \.configurationPath),
        .value("--project", "PATH", "Check this .xcodeproj, .xcworkspace or folder with zero configuration.", \.projectPath),
        .repeated("--app", "CATALOG", "An app catalog, without a configuration file (repeatable).", \.appCatalogs),
        .repeated("--widget", "CATALOG", "A widget catalog, without a configuration file (repeatable).", \.widgetCatalogs),
        .repeated("--app-sources", "DIR", "A folder of the app's Swift sources (repeatable).", \.appSources),
        .repeated("--widget-sources", "DIR", "A folder of the widget's Swift sources (repeatable).", \.widgetSources),
        .repeated("--language", "LANG", "Only these languages (repeatable; default: every language the app ships).", \.languages),
    ]

    /// These options as fields of a command's own options.
    static func options<Outer>(in field: WritableKeyPath<Outer, ProjectOptions>, except excluded: Set<String> = []) -> [CommandOption<Outer>] {
        options.filter { !excluded.contains($0.name) }.map { $0.nested(in: field) }
    }

    var selection: ProjectSelection {
        ProjectSelection(
            appCatalogs: appCatalogs, widgetCatalogs: widgetCatalogs, appSources: appSources, widgetSources: widgetSources,
            configurationPath: configurationPath, languages: languages, projectPath: projectPath)
    }

    /// The configuration as discovered, with what the Xcode project says is built.
    func discovered() throws -> DiscoveredConfiguration {
        do {
            let discovered = try ConfigurationDiscovery.configuration(for: selection)
            Terminal.warn(discovered.warnings)
            return discovered
        } catch let conflict as ProjectSelectionConflict {
            throw UsageError(message: conflict.message, command: nil)
        }
    }

    /// The check session these options describe: configuration found, project read, `--language` checked
    /// against the languages the app ships.
    func session(cache: CacheFolder? = nil) throws -> CheckSession {
        let discovered = try discovered()
        let session = CheckSession(discovered: discovered, project: try Self.load(discovered, cache: cache), cache: cache)
        try session.checkLanguages()
        return session
    }

    /// Loads the project; every malformed Swift file is reported, and the run fails on the first.
    static func load(_ discovered: DiscoveredConfiguration, cache: CacheFolder? = nil) throws -> Project {
        do {
            return try ProjectLoading.load(discovered, cache: cache, keepScans: KeptUntilExit.keep)
        } catch let failure as SourceErrors {
            for error in failure.errors.dropFirst() { Terminal.error("\(error)") }
            throw failure.errors[0]
        }
    }
}
