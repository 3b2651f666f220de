import Diagnostics
import Foundation
import SafeFiles
import SourceScanning
import StringCatalog

/// One target of the project: its catalogs and the folders (or files) holding its Swift sources, and
/// how it is built: platforms and compilation conditions, the apps that embed it, the local packages it uses.
public struct TargetConfiguration: Sendable, Equatable {
    public var name: String
    public var role: TargetRole
    public var catalogs: [String]
    public var sources: [String]
    /// The platforms the target builds for; iOS when not given.
    public var platforms: [TargetPlatform]
    public var supportsMacCatalyst: Bool
    /// The shipped configuration's compilation conditions (`DEBUG` is not one of them in Release).
    public var compilationConditions: [String]
    /// For a widget: the apps that embed it, whose languages it must ship. Empty: every app.
    public var embeddedIn: [String]
    /// Folders of local Swift packages whose products the target links.
    public var packages: [String]

    public init(
        name: String, role: TargetRole, catalogs: [String], sources: [String], platforms: [TargetPlatform] = [.iOS],
        supportsMacCatalyst: Bool = false, compilationConditions: [String] = [], embeddedIn: [String] = [],
        packages: [String] = []
    ) {
        self.name = name
        self.role = role
        self.catalogs = catalogs
        self.sources = sources
        self.platforms = platforms
        self.supportsMacCatalyst = supportsMacCatalyst
        self.compilationConditions = compilationConditions
        self.embeddedIn = embeddedIn
        self.packages = packages
    }
}

/// How a project is checked: from `.stringsguard.json`, from command-line flags, or from the Xcode project.
public struct Configuration: Sendable {
    public var targets: [TargetConfiguration]
    /// The languages the app ships; nil means every language of the app catalogs.
    public var languages: [String]?
    /// Per-rule severity overrides; a nil value turns the rule off.
    public var severities: [String: Severity?]
    public var baseline: String?
    /// The project's own localization wrappers, as `genstrings -s` names them.
    public var localizationRoutines: [LocalizationRoutine]
    /// For a configuration read from a file: its folder and the current folder, inside which every folder
    /// it names must lie and every walk of one stays. Nil for one made of command-line options.
    public var projectRoot: ProjectRoot?

    public init(
        targets: [TargetConfiguration], languages: [String]? = nil, severities: [String: Severity?] = [:],
        baseline: String? = nil, localizationRoutines: [LocalizationRoutine] = []
    ) {
        self.targets = targets
        self.languages = languages
        self.severities = severities
        self.baseline = baseline
        self.localizationRoutines = localizationRoutines
    }

    public static let defaultFileName = ".stringsguard.json"

    /// Reads a configuration file. Paths in it are relative to the file's folder and come back resolved
    /// against it (kept relative when the file is in the current folder, so messages stay short). A folder
    /// it names (`sources`, `packages`) must lie inside its folder or the current one: `"sources": ["/"]`
    /// is refused, not walked. Single files may be anywhere (the build plugin names them absolutely).
    public static func load(path: String) throws(InputError) -> Configuration {
        let root = try JSONReader.parse(contentsOf: path)
        let folder = (path as NSString).deletingLastPathComponent
        let projectRoot = ProjectRoot(folder.isEmpty || folder == "." ? ["."] : [folder, "."])
        let reader = FieldReader(path: path, projectRoot: projectRoot)
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
            case "rules":
                guard let rules = member.value.members else {
                    throw reader.error("'rules' must be an object of rule IDs to severities", at: member.value)
                }
                for rule in rules {
                    guard RuleRegistry.descriptor(for: rule.key) != nil else {
                        var message = "rules: unknown rule '\(rule.key)'"
                        if let close = RuleRegistry.closestRule(to: rule.key) { message += "; did you mean '\(close)'?" }
                        throw InputError(message, at: rule.keyPosition.location(in: path))
                    }
                    configuration.severities[rule.key] = try reader.severity(rule.value, field: "rules.\(rule.key)")
                }
            case "baseline":
                configuration.baseline = resolve(try reader.string(member.value, field: "baseline"), in: folder)
            case "localizationRoutines":
                configuration.localizationRoutines = try reader.routines(member.value, field: "localizationRoutines")
            default:
                throw InputError(
                    "unknown field '\(member.key)' (expected targets, languages, rules, baseline or localizationRoutines)",
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

/// Reads typed fields out of the configuration's JSON, naming the field and its position on any mistake.
private struct FieldReader {
    let path: String
    let projectRoot: ProjectRoot

    func error(_ message: String, at node: JSONNode) -> InputError {
        InputError(message, at: node.position.location(in: path))
    }

    func string(_ node: JSONNode, field: String) throws(InputError) -> String {
        guard let string = node.string else {
            throw error("'\(field)' must be a string, found \(node.value.kindDescription)", at: node)
        }
        return string
    }

    func array(_ node: JSONNode, field: String) throws(InputError) -> [JSONNode] {
        guard let elements = node.elements else {
            throw error("'\(field)' must be an array, found \(node.value.kindDescription)", at: node)
        }
        return elements
    }

    func strings(_ node: JSONNode, field: String) throws(InputError) -> [String] {
        var result: [String] = []
        for (index, element) in try array(node, field: field).enumerated() {
            result.append(try string(element, field: "\(field)[\(index)]"))
        }
        return result
    }

    /// Strings that are each a language tag (`LanguageCodeCheck`).
    func languages(_ node: JSONNode, field: String) throws(InputError) -> [String] {
        var result: [String] = []
        for (index, element) in try array(node, field: field).enumerated() {
            let code = try string(element, field: "\(field)[\(index)]")
            if let problem = LanguageCodeCheck.problem(with: code) {
                throw error("'\(field)[\(index)]': '\(code)' is not a language tag (\(problem))", at: element)
            }
            result.append(code)
        }
        return result
    }

    func severity(_ node: JSONNode, field: String) throws(InputError) -> Severity? {
        let text = try string(node, field: field)
        if text == "off" { return nil }
        guard let severity = Severity(rawValue: text) else {
            throw error("'\(field)' must be error, warning, note or off, found '\(text)'", at: node)
        }
        return severity
    }

    func target(_ node: JSONNode, field: String, folder: String) throws(InputError) -> TargetConfiguration {
        guard let members = node.members else {
            throw error("'\(field)' must be an object, found \(node.value.kindDescription)", at: node)
        }
        var name: String?
        var role: TargetRole?
        var catalogs: [String] = []
        var sources: [String] = []
        var platforms: [TargetPlatform] = [.iOS]
        var supportsMacCatalyst = false
        var conditions: [String] = []
        var embeddedIn: [String] = []
        var packages: [String] = []
        for member in members {
            let field = "\(field).\(member.key)"
            switch member.key {
            case "name":
                name = try string(member.value, field: field)
            case "role":
                let text = try string(member.value, field: field)
                switch text {
                case "app": role = .app
                case "widget", "extension": role = .widget
                default: throw error("'\(field)' must be 'app' or 'widget', found '\(text)'", at: member.value)
                }
            case "catalogs":
                catalogs = try existingPaths(member.value, field: field, folder: folder, directory: false)
            case "sources":
                sources = try existingPaths(member.value, field: field, folder: folder, directory: nil)
            case "platforms":
                platforms = []
                for (index, element) in try array(member.value, field: field).enumerated() {
                    let text = try string(element, field: "\(field)[\(index)]")
                    if text == "macCatalyst" {
                        supportsMacCatalyst = true
                        continue
                    }
                    guard let platform = TargetPlatform(rawValue: text) else {
                        let names = TargetPlatform.allCases.map(\.rawValue).joined(separator: ", ")
                        throw error("'\(field)[\(index)]' must be one of \(names) or macCatalyst, found '\(text)'", at: element)
                    }
                    platforms.append(platform)
                }
                if platforms.isEmpty { platforms = [.iOS] }
            case "compilationConditions":
                conditions = try strings(member.value, field: field)
            case "embeddedIn":
                embeddedIn = try strings(member.value, field: field)
            case "packages":
                packages = try existingPaths(member.value, field: field, folder: folder, directory: true)
            default:
                throw InputError(
                    "unknown field '\(field)' (expected name, role, catalogs, sources, platforms, compilationConditions, embeddedIn or packages)",
                    at: member.keyPosition.location(in: path))
            }
        }
        guard let name, !name.isEmpty else { throw error("'\(field)' needs a 'name'", at: node) }
        guard let role else { throw error("'\(field)' needs a 'role' (app or widget)", at: node) }
        return TargetConfiguration(
            name: name, role: role, catalogs: catalogs, sources: sources, platforms: platforms,
            supportsMacCatalyst: supportsMacCatalyst, compilationConditions: conditions, embeddedIn: embeddedIn,
            packages: packages)
    }

    /// `["L10n.tr", ".localized", { "name": "Strings.tr", "keyArgument": 2, "tableArgument": 1 }]`
    func routines(_ node: JSONNode, field: String) throws(InputError) -> [LocalizationRoutine] {
        var result: [LocalizationRoutine] = []
        for (index, element) in try array(node, field: field).enumerated() {
            let elementField = "\(field)[\(index)]"
            if let name = element.string {
                guard !name.isEmpty else { throw error("'\(elementField)' must name a function or '.member'", at: element) }
                result.append(LocalizationRoutine(name: name))
                continue
            }
            guard let members = element.members else {
                throw error("'\(elementField)' must be a name or an object, found \(element.value.kindDescription)", at: element)
            }
            var routine = LocalizationRoutine(name: "")
            for member in members {
                switch member.key {
                case "name": routine.name = try string(member.value, field: "\(elementField).name")
                case "keyArgument": routine.keyArgument = try position(member.value, field: "\(elementField).keyArgument")
                case "tableArgument": routine.tableArgument = try position(member.value, field: "\(elementField).tableArgument")
                default:
                    throw InputError(
                        "unknown field '\(elementField).\(member.key)' (expected name, keyArgument or tableArgument)",
                        at: member.keyPosition.location(in: path))
                }
            }
            guard !routine.name.isEmpty else { throw error("'\(elementField)' needs a 'name'", at: element) }
            result.append(routine)
        }
        return result
    }

    private func position(_ node: JSONNode, field: String) throws(InputError) -> Int {
        guard case .number(let text) = node.value, let value = Int(text), value >= 1, value <= 16 else {
            throw error("'\(field)' must be an argument position from 1 to 16", at: node)
        }
        return value
    }

    /// `directory`: true for folders only, false for files only, nil for either.
    private func existingPaths(_ node: JSONNode, field: String, folder: String, directory: Bool?) throws(InputError) -> [String] {
        var result: [String] = []
        for (index, element) in try array(node, field: field).enumerated() {
            let relative = try string(element, field: "\(field)[\(index)]")
            let resolved = Configuration.resolve(relative, in: folder)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
                throw error("'\(field)[\(index)]': no such file or folder '\(resolved)'", at: element)
            }
            if let directory, directory != isDirectory.boolValue {
                throw error("'\(field)[\(index)]': '\(resolved)' is \(isDirectory.boolValue ? "a folder" : "a file"), expected \(directory ? "a folder" : "a catalog file")", at: element)
            }
            if isDirectory.boolValue, !projectRoot.contains(resolved) {
                throw error("'\(field)[\(index)]': the folder '\(resolved)' lies outside the project root (\(projectRoot)); not walked", at: element)
            }
            result.append(resolved)
        }
        return result
    }
}
