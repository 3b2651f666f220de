import JSON
import Checks
import Diagnostics
import Foundation
import Reporting
import StringsGuardKit
import XcodeProject

/// `stringsguard targets`: what zero configuration would check, read from the Xcode project.
struct TargetsCommand: Command {
    let name = "targets"
    let summary = "Print the targets read from the Xcode project here: name, role, catalogs, sources."
    let usage = "[--project PATH] [--format text|json]"
    let discussion = """
        Reads project.pbxproj (every .xcodeproj in the folder, or those of a workspace) and prints each
        app and extension target with its catalogs and Swift files: what `check` uses when there is no
        .stringsguard.json. The JSON form is a starting point for writing one.
        """
    let examples = ["stringsguard targets", "stringsguard targets --project FocusTimer.xcodeproj --format json"]
    let options: [OptionSpec] = [
        .value("--project", "PATH", "A folder, .xcodeproj or .xcworkspace (default: the current folder)."),
        .value("--format", "FORMAT", "text (default) or json."),
    ]

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let targets = try ConfigurationDiscovery.discoveredTargets(in: arguments.value("--project") ?? ".")
        switch arguments.value("--format") ?? "text" {
        case "text":
            guard !targets.isEmpty else {
                Terminal.writeLine("No app or extension targets found.")
                return .clean
            }
            for target in targets {
                Terminal.writeLine("\(target.name) (\(target.role.rawValue), \(target.productType)) in \(target.projectPath)")
                Terminal.writeLine("  catalogs: \(target.catalogs.isEmpty ? "none" : target.catalogs.joined(separator: ", "))")
                if !target.stringsTableFiles.isEmpty {
                    Terminal.writeLine("  strings tables: \(target.stringsTableFiles.joined(separator: ", "))")
                }
                Terminal.writeLine("  Swift sources: \(target.sourceFiles.count)")
            }
            Terminal.writeLine(DiscoveredTarget.summary(of: targets))
        case "json":
            let json = JSONText.object([
                ("targets", .array(targets.map { target in
                    .object([
                        ("name", .string(target.name)), ("role", .string(target.role.rawValue)),
                        ("productType", .string(target.productType)), ("project", .string(target.projectPath)),
                        ("catalogs", .array(target.catalogs.map { .string($0) })),
                        ("sources", .array(target.sourceFiles.map { .string($0) })),
                    ])
                }))
            ])
            Terminal.writeLine(json.rendered())
        case let other:
            throw UsageError(message: "unknown format '\(other)' (expected text or json)", command: name)
        }
        return .clean
    }
}
