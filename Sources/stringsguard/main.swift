import Checks
import Diagnostics
import Foundation

/// Runs one invocation and returns its exit status; every error becomes one line on standard error.
func runStringsGuard(_ arguments: [String]) -> ExitStatus {
    var arguments = arguments
    if arguments.first == "--version" || arguments.first == "-V" {
        Terminal.writeLine("stringsguard \(toolVersion)")
        return .clean
    }
    if arguments.first == "--help" || arguments.first == "-h" || arguments.first == "help" && arguments.count == 1 {
        let width = commands.map(\.name.count).max() ?? 0
        let list = commands.map { "  \($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.summary)" }
        Terminal.writeLine(overview + "\n" + list.joined(separator: "\n") + "\n\nSee 'stringsguard help COMMAND' for a command's options and examples.")
        return .clean
    }
    if arguments.first == "help" {
        guard let command = commands.first(where: { $0.name == arguments[1] }) else {
            return fail(with: unknownCommand(arguments[1]))
        }
        Terminal.writeLine(command.help)
        return .clean
    }
    let command: any Command
    if let first = arguments.first, !first.hasPrefix("-") {
        guard let named = commands.first(where: { $0.name == first }) else {
            return fail(with: unknownCommand(first))
        }
        command = named
        arguments.removeFirst()
    } else {
        command = CheckCommand()
    }
    if arguments.contains("--help") || arguments.contains("-h") {
        Terminal.writeLine(command.help)
        return .clean
    }
    do {
        let parsed = try CommandLineParser.parse(arguments, options: command.options, command: command.name)
        return try command.run(parsed)
    } catch {
        return fail(with: error)
    }
}

func unknownCommand(_ name: String) -> UsageError {
    var message = "unknown command '\(name)'"
    if let suggestion = Suggestion.closest(to: name, among: commands.map(\.name)) {
        message += "; did you mean '\(suggestion)'?"
    }
    return UsageError(message: message, command: nil)
}

func fail(with error: any Error) -> ExitStatus {
    Terminal.error("\(error)")
    return .inputError
}

exit(runStringsGuard(Array(CommandLine.arguments.dropFirst())).rawValue)
