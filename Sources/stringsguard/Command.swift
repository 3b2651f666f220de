import Diagnostics
import StringsGuardKit

/// A subcommand: its documentation and options, and what it does with them.
protocol Command: Sendable {
    var name: String { get }
    var summary: String { get }
    /// The arguments after the command name, as `--help` shows them.
    var usage: String { get }
    var discussion: String { get }
    var examples: [String] { get }
    var options: [OptionSpec] { get }
    func run(_ arguments: ParsedArguments) throws -> ExitStatus
}

extension Command {
    var discussion: String { "" }

    var help: String {
        var lines = ["\(summary)", "", "USAGE: stringsguard \(name) \(usage)"]
        if !discussion.isEmpty {
            lines += ["", discussion]
        }
        let allOptions = options + [.flag("--help", "Show this help.")]
        lines += ["", "OPTIONS:"]
        for option in allOptions {
            let left = option.kind == .flag ? option.name : "\(option.name) \(option.valueName)"
            let padded = left.count < 28 ? left + String(repeating: " ", count: 28 - left.count) : left + "  "
            lines.append("  \(padded)\(option.help)")
        }
        if !examples.isEmpty {
            lines += ["", "EXAMPLES:"] + examples.map { "  \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}

/// Every command, in the order `--help` lists them.
let commands: [any Command] = [
    CheckCommand(),
    FormatCommand(),
    GapsCommand(),
    ResolveCommand(),
    PreviewCommand(),
    PluralCommand(),
    VisualCommand(),
    ExportCommand(),
    ImportCommand(),
    SyncCommand(),
    ReportCommand(),
    TargetsCommand(),
    ExplainCommand(),
]

let toolVersion = ToolVersion.current

let overview = """
    stringsguard \(toolVersion): finds what a widget or Live Activity would show wrong in another language,
    before it ships: strings its catalog lacks, languages it would fall back from, plural and format
    mistakes, and timer digits that right-to-left languages reorder or mirror.

    USAGE: stringsguard [COMMAND] [OPTIONS]
    With no command, runs 'check' on the project in the current folder.

    COMMANDS:
    """
