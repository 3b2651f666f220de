import Diagnostics
import StringsGuardKit

/// `stringsguard init`: writes `.stringsguard.json` from the Xcode project, to adjust by hand.
struct InitCommand: Command {
    struct Options: CommandOptions {
        var project: String?
        var force = false
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            [
                .value("--project", "PATH", "A folder, .xcodeproj or .xcworkspace (default: the current folder).", \.project),
                .flag("--force", "Replace a .stringsguard.json that is already here.", \.force),
            ]
        }
    }

    let name = "init"
    let summary = "Write .stringsguard.json from the Xcode project: the targets zero configuration checks."
    let usage = "[--project PATH] [--force]"
    let discussion = """
        Names each app and widget target with its catalogs, its Swift sources, and what differs from the
        defaults (platforms, compilation conditions, the apps that embed a widget, local packages), so
        that `check` with the file checks what it checks without one. Refuses to replace a configuration
        unless --force.
        """
    let examples = ["stringsguard init", "stringsguard init --project App/App.xcodeproj --force"]

    func run(_ options: Options) throws -> ExitStatus {
        if let extra = options.positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)'", command: name)
        }
        let (path, template) = try ConfigurationTemplate.write(projectPath: options.project, replacing: options.force)
        Terminal.warn(template.warnings)
        Terminal.writeLine("Wrote \(path): \(template.targets.joined(separator: ", ")).")
        for line in template.omitted { Terminal.error("note: \(line)") }
        return .clean
    }
}
