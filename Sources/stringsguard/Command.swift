import Diagnostics
import StringsGuardKit

/// A subcommand: its documentation, its typed options, and what it does with them.
protocol Command: Sendable {
    associatedtype Options: CommandOptions
    var name: String { get }
    var summary: String { get }
    /// The arguments after the command name, as `--help` shows them.
    var usage: String { get }
    var discussion: String { get }
    var examples: [String] { get }
    func run(_ options: Options) throws -> ExitStatus
}

extension Command {
    var discussion: String { "" }

    /// Parses the arguments after the command's name into its options, then runs it.
    func run(arguments: [String]) throws -> ExitStatus {
        try run(CommandLineParser.parse(arguments, into: Options.self, command: name))
    }

    var help: String {
        var lines = ["\(summary)", "", "USAGE: stringsguard \(name) \(usage)"]
        if !discussion.isEmpty {
            lines += ["", discussion]
        }
        lines += ["", "OPTIONS:"]
        let rows = Options.options.map { option in
            (option.synopsis, option.choices.map { "\(option.help) One of: \($0.joined(separator: ", "))." } ?? option.help)
        } + [("--help", "Show this help.")]
        for (left, help) in rows {
            let padded = left.count < 28 ? left + String(repeating: " ", count: 28 - left.count) : left + "  "
            lines.append("  \(padded)\(help)")
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
    InitCommand(),
    ExplainCommand(),
    VersionCommand(),
]

let toolVersion = ToolVersion.current

let overview = """
    stringsguard \(toolVersion): finds what a widget or Live Activity would show wrong in another language,
    before it ships: strings its catalog lacks, languages it would fall back from, plural and format
    mistakes, and timer digits that right-to-left languages reorder or mirror.

    USAGE: stringsguard [COMMAND] [OPTIONS]
    With no command, runs 'check' on the project in the current folder. Every command also takes
    --max-file-size SIZE (512M, 2G…): the largest file it reads (default per kind; see the README).

    COMMANDS:
    """
