import Diagnostics
import Foundation
import StringCatalog

/// What a target does: an app, or a widget (any extension shown outside the app's process counts as one).
public enum TargetRole: String, Sendable, Codable {
    case app, widget
}

/// One target of the project: its catalogs and the folders (or files) holding its Swift sources.
public struct TargetConfiguration: Sendable, Equatable {
    public var name: String
    public var role: TargetRole
    public var catalogs: [String]
    public var sources: [String]

    public init(name: String, role: TargetRole, catalogs: [String], sources: [String]) {
        self.name = name
        self.role = role
        self.catalogs = catalogs
        self.sources = sources
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

    public init(
        targets: [TargetConfiguration], languages: [String]? = nil, severities: [String: Severity?] = [:],
        baseline: String? = nil
    ) {
        self.targets = targets
        self.languages = languages
        self.severities = severities
        self.baseline = baseline
    }

    public static let defaultFileName = ".stringsguard.json"

    /// Reads a configuration file. Paths in it are relative to the file's folder and come back resolved
    /// against it (kept relative when the file is in the current folder, so messages stay short).
    public static func load(path: String) throws(InputError) -> Configuration {
        let root = try JSONReader.parse(contentsOf: path)
        let folder = (path as NSString).deletingLastPathComponent
        let reader = FieldReader(path: path)
        guard let members = root.members else {
            throw reader.error("the configuration must be a JSON object, found \(root.value.kindDescription)", at: root)
        }
        var configuration = Configuration(targets: [])
        for member in members {
            switch member.key {
            case "targets":
                let elements = try reader.array(member.value, field: "targets")
                for (index, element) in elements.enumerated() {
                    configuration.targets.append(
                        try reader.target(element, field: "targets[\(index)]", folder: folder))
                }
            case "languages":
                configuration.languages = try reader.strings(member.value, field: "languages")
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
            default:
                throw InputError(
                    "unknown field '\(member.key)' (expected targets, languages, rules or baseline)",
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
            default:
                throw InputError(
                    "unknown field '\(field)' (expected name, role, catalogs or sources)",
                    at: member.keyPosition.location(in: path))
            }
        }
        guard let name, !name.isEmpty else { throw error("'\(field)' needs a 'name'", at: node) }
        guard let role else { throw error("'\(field)' needs a 'role' (app or widget)", at: node) }
        return TargetConfiguration(name: name, role: role, catalogs: catalogs, sources: sources)
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
            result.append(resolved)
        }
        return result
    }
}
