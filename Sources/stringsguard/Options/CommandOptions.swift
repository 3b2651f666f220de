/// A command's options as one typed value: its fields start at their defaults, the parser sets those the
/// command line names, and the command reads fields, never strings.
protocol CommandOptions: Sendable {
    init()
    static var options: [CommandOption<Self>] { get }
    /// Arguments that are not options (files, a key, a number).
    var positionals: [String] { get set }
}

/// The options of a command that takes none besides `--help`.
struct NoOptions: CommandOptions {
    static var options: [CommandOption<NoOptions>] { [] }
    var positionals: [String] = []
}
