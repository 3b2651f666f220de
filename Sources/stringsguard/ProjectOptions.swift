import ProjectConfiguration
import Checks
import Diagnostics
import StringsGuardKit

/// The options every project command shares, turned into the library's `ProjectSelection`.
enum ProjectOptions {
    static let specs: [OptionSpec] = [
        .value("--config", "FILE", "Configuration file (default: .stringsguard.json in the current folder)."),
        .repeated("--app", "CATALOG", "An app catalog, without a configuration file (repeatable)."),
        .repeated("--widget", "CATALOG", "A widget catalog, without a configuration file (repeatable)."),
        .repeated("--app-sources", "DIR", "A folder of the app's Swift sources (repeatable)."),
        .repeated("--widget-sources", "DIR", "A folder of the widget's Swift sources (repeatable)."),
        .repeated("--language", "LANG", "Only these languages (repeatable; default: every language the app ships)."),
    ]

    static func selection(from arguments: ParsedArguments) -> ProjectSelection {
        ProjectSelection(
            appCatalogs: arguments.all("--app"), widgetCatalogs: arguments.all("--widget"),
            appSources: arguments.all("--app-sources"), widgetSources: arguments.all("--widget-sources"),
            configurationPath: arguments.value("--config"), languages: arguments.all("--language"))
    }

    /// The configuration, and a line saying where it came from when it was discovered rather than named.
    static func configuration(from arguments: ParsedArguments) throws -> (Configuration, note: String?) {
        let discovered = try usage { try ConfigurationDiscovery.configuration(for: selection(from: arguments)) }
        return (discovered.configuration, discovered.note)
    }

    /// The configuration as discovered, with what the Xcode project says is built.
    static func discovered(from arguments: ParsedArguments) throws -> DiscoveredConfiguration {
        try usage { try ConfigurationDiscovery.configuration(for: selection(from: arguments)) }
    }

    /// The check session the options describe: configuration found, project read.
    static func session(from arguments: ParsedArguments) throws -> CheckSession {
        let discovered = try usage { try ConfigurationDiscovery.configuration(for: selection(from: arguments)) }
        for warning in discovered.warnings { Terminal.error("\(warning)".replacingOccurrences(of: ": error: ", with: ": warning: ")) }
        return CheckSession(discovered: discovered, project: try loadProject(discovered))
    }

    /// Loads the project; every malformed Swift file is reported, and the run fails on the first.
    static func loadProject(_ configuration: Configuration) throws -> Project {
        try loadProject(DiscoveredConfiguration(configuration: configuration))
    }

    static func loadProject(_ discovered: DiscoveredConfiguration) throws -> Project {
        do {
            return try ProjectLoading.load(discovered)
        } catch let failure as SourceErrors {
            for error in failure.errors.dropFirst() { Terminal.error("\(error)") }
            throw failure.errors[0]
        }
    }

    private static func usage<Value>(_ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let conflict as ProjectSelectionConflict {
            throw UsageError(message: conflict.message, command: nil)
        }
    }
}
