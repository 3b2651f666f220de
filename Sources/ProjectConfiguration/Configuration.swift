import JSON
import Diagnostics
import Foundation
import SafeFiles
import SourceScanning

/// How a project is checked: from `.stringsguard.json`, from command-line flags, or from the Xcode project.
public struct Configuration: Sendable {
    public var targets: [TargetConfiguration]
    /// The languages the app ships; nil means every language of the app catalogs.
    public var languages: [String]?
    /// Per-rule settings: a severity, or off.
    public var rules: [String: RuleSetting]
    public var baseline: String?
    /// The project's own localization wrappers, as `genstrings -s` names them.
    public var localizationRoutines: [LocalizationRoutine]
    /// Findings the team has decided to live with: a rule, for keys, files or languages.
    public var ignore: [IgnoreEntry]
    /// Where the rules are documented: each rule's `helpUri` in SARIF (`{rule}` is replaced by its ID).
    public var helpURL: String?
    /// Where `languages` is written, for messages about a language in it; nil when not from a file.
    public var languagesLocation: SourceLocation?
    /// For a configuration read from a file: its folder and the current folder, inside which every folder
    /// it names must lie and every walk of one stays. Nil for one made of command-line options.
    public var projectRoot: ProjectRoot?

    public init(
        targets: [TargetConfiguration], languages: [String]? = nil, rules: [String: RuleSetting] = [:],
        baseline: String? = nil, localizationRoutines: [LocalizationRoutine] = [], ignore: [IgnoreEntry] = [],
        helpURL: String? = nil
    ) {
        self.targets = targets
        self.languages = languages
        self.rules = rules
        self.baseline = baseline
        self.localizationRoutines = localizationRoutines
        self.ignore = ignore
        self.helpURL = helpURL
    }

    public static let defaultFileName = ".stringsguard.json"

    /// Reads a configuration file; `knownRules` are the rule IDs its `rules` may name. Paths in it are
    /// relative to the file's folder and come back resolved against it (kept relative when the file is in
    /// the current folder, so messages stay short). A folder it names (`sources`, `packages`) must lie inside
    /// its folder, the current one or the git repository the file is in (a `ci/.stringsguard.json` names
    /// `../App`): `"sources": ["/"]` is refused, not walked. Single files may be anywhere (the build plugin
    /// names them absolutely).
    public static func load(path: String, knownRules: [String]) throws(InputError) -> Configuration {
        let root = try JSONReader.parse(contentsOf: path)
        let folder = (path as NSString).deletingLastPathComponent
        var rootFolders = folder.isEmpty || folder == "." ? ["."] : [folder, "."]
        if let repository = RepositoryRoot.find(from: folder.isEmpty ? "." : folder) { rootFolders.append(repository) }
        let projectRoot = ProjectRoot(rootFolders)
        let reader = ConfigurationFieldReader(path: path, projectRoot: projectRoot)
        guard let members = root.members else {
            throw reader.error("the configuration must be a JSON object, found \(root.value.kindDescription)", at: root)
        }
        var configuration = Configuration(targets: [])
        configuration.projectRoot = projectRoot
        for member in members {
            switch member.key {
            case "targets":
                let elements = try reader.array(member.value, field: "targets")
                for (index, element) in elements.enumerated() {
                    configuration.targets.append(
                        try reader.target(element, field: "targets[\(index)]", folder: folder))
                }
            case "languages":
                configuration.languages = try reader.languages(member.value, field: "languages")
                configuration.languagesLocation = member.keyPosition.location(in: path)
            case "rules":
                guard let rules = member.value.members else {
                    throw reader.error("'rules' must be an object of rule IDs to severities", at: member.value)
                }
                for rule in rules {
                    guard knownRules.contains(rule.key) else {
                        var message = "rules: unknown rule '\(rule.key)'"
                        if let close = Suggestion.closest(to: rule.key, among: knownRules) { message += "; did you mean '\(close)'?" }
                        throw InputError(message, at: rule.keyPosition.location(in: path))
                    }
                    configuration.rules[rule.key] = try reader.ruleSetting(rule.value, field: "rules.\(rule.key)")
                }
            case "baseline":
                configuration.baseline = resolve(try reader.string(member.value, field: "baseline"), in: folder)
            case "localizationRoutines":
                configuration.localizationRoutines = try reader.routines(member.value, field: "localizationRoutines")
            case "ignore":
                for (index, element) in try reader.array(member.value, field: "ignore").enumerated() {
                    configuration.ignore.append(
                        try reader.ignoreEntry(element, field: "ignore[\(index)]", folder: folder, knownRules: knownRules))
                }
            case "helpURL":
                configuration.helpURL = try reader.string(member.value, field: "helpURL")
            default:
                throw InputError(
                    "unknown field '\(member.key)' (expected targets, languages, rules, baseline, localizationRoutines, ignore or helpURL)",
                    at: member.keyPosition.location(in: path))
            }
        }
        guard !configuration.targets.isEmpty else {
            throw InputError("the configuration names no targets ('targets' is missing or empty)", at: root.position.location(in: path))
        }
        return configuration
    }

    static func resolve(_ path: String, in folder: String) -> String {
        if path.hasPrefix("/") || folder.isEmpty || folder == "." { return path }
        return (folder as NSString).appendingPathComponent(path)
    }
}
