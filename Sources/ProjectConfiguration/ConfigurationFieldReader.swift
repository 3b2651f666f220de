import Diagnostics
import Foundation
import JSON
import SafeFiles
import SourceScanning

/// Reads typed fields out of the configuration file's JSON, naming the field and its position on any mistake.
struct ConfigurationFieldReader {
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

    func strings(_ node: JSONNode, field: String) throws(InputError) -> [String] {
        var result: [String] = []
        for (index, element) in try array(node, field: field).enumerated() {
            result.append(try string(element, field: "\(field)[\(index)]"))
        }
        return result
    }

    func ruleSetting(_ node: JSONNode, field: String) throws(InputError) -> RuleSetting {
        let text = try string(node, field: field)
        guard let setting = RuleSetting(text) else {
            throw error("'\(field)' must be error, warning, note or off, found '\(text)'", at: node)
        }
        return setting
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

    /// `{ "rule": "unused-key", "keys": ["debug.*"], "files": ["Widget/**"], "languages": ["ar"] }`: at least
    /// one of keys, files and languages, each a non-empty list (a rule alone is `rules: {…: "off"}`).
    func ignoreEntry(_ node: JSONNode, field: String, folder: String, knownRules: [String]) throws(InputError) -> IgnoreEntry {
        guard let members = node.members else {
            throw error("'\(field)' must be an object, found \(node.value.kindDescription)", at: node)
        }
        var entry = IgnoreEntry(rule: "", folder: folder, location: node.position.location(in: path))
        for member in members {
            let memberField = "\(field).\(member.key)"
            switch member.key {
            case "rule":
                let rule = try string(member.value, field: memberField)
                guard knownRules.contains(rule) else {
                    var message = "'\(memberField)': unknown rule '\(rule)'"
                    if let close = Suggestion.closest(to: rule, among: knownRules) { message += "; did you mean '\(close)'?" }
                    throw error(message, at: member.value)
                }
                entry.rule = rule
            case "keys": entry.keys = try nonEmptyStrings(member.value, field: memberField)
            case "files": entry.files = try nonEmptyStrings(member.value, field: memberField)
            case "languages": entry.languages = try nonEmptyStrings(member.value, field: memberField)
            default:
                throw InputError(
                    "unknown field '\(memberField)' (expected rule, keys, files or languages)",
                    at: member.keyPosition.location(in: path))
            }
        }
        guard !entry.rule.isEmpty else { throw error("'\(field)' needs a 'rule'", at: node) }
        guard !entry.keys.isEmpty || !entry.files.isEmpty || !entry.languages.isEmpty else {
            throw error(
                "'\(field)' needs keys, files or languages (to turn '\(entry.rule)' off everywhere, set \"rules\": {\"\(entry.rule)\": \"off\"})",
                at: node)
        }
        return entry
    }

    private func nonEmptyStrings(_ node: JSONNode, field: String) throws(InputError) -> [String] {
        let values = try strings(node, field: field)
        guard !values.isEmpty else { throw error("'\(field)' must list at least one pattern", at: node) }
        for (index, value) in values.enumerated() where value.isEmpty {
            throw error("'\(field)[\(index)]' must not be empty", at: node.elements?[index] ?? node)
        }
        return values
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
            guard let target = PathKind(path: resolved)?.target else {
                throw error("'\(field)[\(index)]': no such file or folder '\(resolved)'", at: element)
            }
            let isDirectory = target == .folder
            if let directory, directory != isDirectory {
                throw error("'\(field)[\(index)]': '\(resolved)' is \(isDirectory ? "a folder" : "a file"), expected \(directory ? "a folder" : "a catalog file")", at: element)
            }
            if isDirectory, !projectRoot.contains(resolved) {
                throw error("'\(field)[\(index)]': the folder '\(resolved)' lies outside the project root (\(projectRoot)); not walked", at: element)
            }
            result.append(resolved)
        }
        return result
    }
}
