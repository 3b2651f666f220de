import Diagnostics

/// A mistake in how the tool was called: exit status 2, with a hint where one helps.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    var command: String?

    var description: String {
        let help = command.map { "stringsguard help \($0)" } ?? "stringsguard --help"
        // The message quotes what was typed (`unknown option '…'`), which may hold a control character.
        return "error: \(PrintableText.escaped(message))\nSee '\(help)'."
    }
}

enum CommandLineParser {
    /// Parses `arguments` into a command's options. `--name value`, `--name=value` and `--` are understood;
    /// a lone `-` is a positional (standard input where a command accepts it), and so is a negative number
    /// such as `-1` or `-1.5` (no option starts with a digit).
    static func parse<Options: CommandOptions>(_ arguments: [String], into _: Options.Type, command: String) throws -> Options {
        let options = Options.options
        var parsed = Options()
        var seen: Set<String> = []
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" || isNegativeNumber(argument) {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name }) else {
                var message = "unknown option '\(name)'"
                if let suggestion = Suggestion.closest(to: name, among: options.map(\.name)) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; to give an argument that starts with '-', put '--' before it"
                }
                throw UsageError(message: message, command: command)
            }
            let value: String
            switch option.kind {
            case .flag:
                if inlineValue != nil { throw UsageError(message: "option '\(name)' takes no value", command: command) }
                value = ""
            case .value, .repeated:
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "option '\(name)' needs a value (\(option.valueName))", command: command)
                }
                if option.kind == .value, seen.contains(name) {
                    throw UsageError(message: "option '\(name)' given more than once", command: command)
                }
            }
            seen.insert(name)
            do throws(UsageProblem) {
                try option.store(&parsed, value)
            } catch {
                throw UsageError(message: error.message, command: command)
            }
        }
        return parsed
    }

    private static func isNegativeNumber(_ argument: String) -> Bool {
        let rest = argument.utf8.dropFirst()
        return rest.first.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
    }
}
