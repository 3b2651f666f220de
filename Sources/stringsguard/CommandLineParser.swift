import Checks
import Diagnostics

/// One option a command accepts.
struct OptionSpec: Sendable {
    enum Kind: Sendable { case flag, value, repeatedValue }

    var name: String
    var kind: Kind
    var valueName: String = "VALUE"
    var help: String

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .flag, help: help)
    }

    static func value(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .value, valueName: valueName, help: help)
    }

    static func repeated(_ name: String, _ valueName: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, kind: .repeatedValue, valueName: valueName, help: help)
    }
}

/// What a command line said, once checked against the command's options.
struct ParsedArguments: Sendable {
    var flags: Set<String> = []
    var values: [String: [String]] = [:]
    var positionals: [String] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }
    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
}

/// A mistake in how the tool was called: exit status 2, with a hint where one helps.
struct UsageError: Error, CustomStringConvertible {
    var message: String
    var command: String?

    var description: String {
        let help = command.map { "stringsguard help \($0)" } ?? "stringsguard --help"
        return "error: \(message)\nSee '\(help)'."
    }
}

enum CommandLineParser {
    /// Parses `arguments` against `options`. `--name value`, `--name=value` and `--` are understood;
    /// a lone `-` is a positional (standard input where a command accepts it), and so is a negative number
    /// such as `-1` or `-1.5` (no option starts with a digit).
    static func parse(_ arguments: [String], options: [OptionSpec], command: String) throws -> ParsedArguments {
        var parsed = ParsedArguments()
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
            switch option.kind {
            case .flag:
                if inlineValue != nil {
                    throw UsageError(message: "option '\(name)' takes no value", command: command)
                }
                parsed.flags.insert(name)
            case .value, .repeatedValue:
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(message: "option '\(name)' needs a value (\(option.valueName))", command: command)
                }
                if option.kind == .value, parsed.values[name] != nil {
                    throw UsageError(message: "option '\(name)' given more than once", command: command)
                }
                parsed.values[name, default: []].append(value)
            }
        }
        return parsed
    }

    private static func isNegativeNumber(_ argument: String) -> Bool {
        let rest = argument.utf8.dropFirst()
        return rest.first.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
    }
}
