import Diagnostics
import StringsGuardKit

/// `stringsguard version` (and `--version`): the tool's name and version, for bug reports and pins.
struct VersionCommand: Command {
    let name = "version"
    let summary = "Print the version."
    let usage = ""
    let examples = ["stringsguard version"]

    func run(_ options: NoOptions) throws -> ExitStatus {
        if let extra = options.positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)'", command: name)
        }
        Terminal.writeLine(ToolVersion.versionLine)
        return .clean
    }
}
