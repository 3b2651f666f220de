import Checks
import Diagnostics
import Foundation
import JSON
import SafeXML
import StringsGuardKit
import _StringsGuardTestSupport

/// A project written into a new temporary folder, file by file, and checked the way `check` does.
struct ProjectFolder {
    let root: String

    init(_ files: [String: String]) throws {
        // As the command line does: its projects may hold property lists.
        SafeXMLTreeReader.install()
        root = try makeTemporaryFolder("stringsguard-kit")
        for (path, text) in files { try write(text, to: path) }
    }

    func write(_ text: String, to path: String) throws {
        let full = root + "/" + path
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: full, atomically: true, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }

    /// The session for the configuration at `config` (relative to the root).
    func session(config: String = ".stringsguard.json", languages: [String] = []) throws -> CheckSession {
        try CheckSession(selection: ProjectSelection(configurationPath: root + "/" + config, languages: languages))
    }

    /// `path:line:column: severity: message [rule]`, paths relative to the root.
    func lines(_ findings: [Finding]) -> [String] {
        findings.map { finding in
            var file = finding.location.file
            if file.hasPrefix(root + "/") { file.removeFirst(root.count + 1) }
            let message = finding.message.replacingOccurrences(of: root + "/", with: "")
            return "\(file):\(finding.location.line):\(finding.location.column): \(finding.severity.rawValue): \(message) [\(finding.rule)]"
        }
    }

    /// A catalog with an `en` source, each key translated into the given languages, and optional comments.
    static func catalog(_ keys: [(key: String, languages: [String], comment: String?)]) -> String {
        var entries: [String] = []
        for (key, languages, comment) in keys {
            var members: [String] = []
            if let comment { members.append("\"comment\" : \(JSONText.quoted(comment))") }
            if !languages.isEmpty {
                let units = languages.map { "\"\($0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(key) (\($0))\" } }" }
                members.append("\"localizations\" : { " + units.joined(separator: ", ") + " }")
            }
            entries.append("    \(JSONText.quoted(key)) : {\n      " + members.joined(separator: ",\n      ") + "\n    }")
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    /// An app without sources and a widget with the sources in Widget/, each with its own catalog.
    static let configuration = """
        {
          "targets": [
            { "name": "App", "role": "app", "catalogs": ["App/Localizable.xcstrings"] },
            { "name": "Widget", "role": "widget", "catalogs": ["Widget/Localizable.xcstrings"], "sources": ["Widget"] }
          ]
        }
        """
}
