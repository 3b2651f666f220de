import Checks
import Diagnostics
import Foundation
import SafeFiles
import SafeXML
import StringsGuardKit

/// Runs one invocation and returns its exit status; every error becomes one line on standard error.
func runStringsGuard(_ arguments: [String]) -> ExitStatus {
    // A temporary file older than this run, left by a killed one, is swept by the next write.
    TemporaryFileSweeper.noteRunStart()
    // Workspaces, Info.plists and .stringsdict files are read through libxml2.
    SafeXMLTreeReader.install()
    var arguments = arguments
    do {
        arguments = try withGlobalOptionsApplied(arguments)
    } catch {
        return fail(with: error)
    }
    if arguments.first == "--version" || arguments.first == "-V" {
        Terminal.writeLine(ToolVersion.versionLine)
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
        return try command.run(arguments: arguments)
    } catch {
        return fail(with: error)
    }
}

/// `--max-file-size SIZE`, accepted by every command: the largest file any reader reads (as
/// STRINGSGUARD_MAX_FILE_SIZE sets it). Returns the arguments without it.
func withGlobalOptionsApplied(_ arguments: [String]) throws -> [String] {
    var remaining: [String] = []
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        if argument == "--" {
            remaining += arguments[(index - 1)...]
            break
        }
        var value: String?
        if argument == "--max-file-size" {
            guard index < arguments.count else { throw UsageError(message: "option '--max-file-size' needs a value (SIZE)", command: nil) }
            value = arguments[index]
            index += 1
        } else if argument.hasPrefix("--max-file-size=") {
            value = String(argument.dropFirst("--max-file-size=".count))
        } else {
            remaining.append(argument)
            continue
        }
        guard let text = value, let bytes = ReadLimits.parseSize(text) else {
            throw UsageError(message: "--max-file-size must be a size such as 512M, 2G or 65536, not '\(value ?? "")'", command: nil)
        }
        ReadLimits.setCurrent(ReadLimits(everyKind: bytes))
    }
    return remaining
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
