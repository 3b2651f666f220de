import Diagnostics

/// One option of a command, bound to the field of the command's options struct it fills: the parser, the
/// help and the error messages all come from this one declaration.
struct CommandOption<Options>: @unchecked Sendable {
    let name: String
    let kind: CommandOptionKind
    let valueName: String
    let help: String
    /// The values a value option accepts, for help and for the one message every command gives otherwise.
    let choices: [String]?
    let store: (inout Options, String) throws(UsageProblem) -> Void

    init(
        name: String, kind: CommandOptionKind, valueName: String, help: String, choices: [String]?,
        store: @escaping (inout Options, String) throws(UsageProblem) -> Void
    ) {
        self.name = name
        self.kind = kind
        self.valueName = valueName
        self.help = help
        self.choices = choices
        self.store = store
    }

    /// `--dry-run`: true when given.
    static func flag(_ name: String, _ help: String, _ field: WritableKeyPath<Options, Bool>) -> CommandOption {
        CommandOption(name: name, kind: .flag, valueName: "", help: help, choices: nil) { options, _ in options[keyPath: field] = true }
    }

    /// `--config FILE`: at most once.
    static func value(_ name: String, _ valueName: String, _ help: String, _ field: WritableKeyPath<Options, String?>) -> CommandOption {
        CommandOption(name: name, kind: .value, valueName: valueName, help: help, choices: nil) { options, value in
            options[keyPath: field] = value
        }
    }

    /// `--language LANG`, repeatable; the values in order.
    static func repeated(_ name: String, _ valueName: String, _ help: String, _ field: WritableKeyPath<Options, [String]>) -> CommandOption {
        CommandOption(name: name, kind: .repeated, valueName: valueName, help: help, choices: nil) { options, value in
            options[keyPath: field].append(value)
        }
    }

    /// `--format FORMAT` and other closed sets: one of `choices`, else one message naming them all.
    static func choice(
        _ name: String, _ valueName: String, _ help: String, among choices: [String], _ field: WritableKeyPath<Options, String>
    ) -> CommandOption {
        CommandOption(name: name, kind: .value, valueName: valueName, help: help, choices: choices) { options, value throws(UsageProblem) in
            guard choices.contains(value) else {
                var message = "unknown \(valueName.lowercased()) '\(value)' for \(name); expected one of: \(choices.joined(separator: ", "))"
                if let close = Suggestion.closest(to: value, among: choices) { message += " (did you mean '\(close)'?)" }
                throw UsageProblem(message)
            }
            options[keyPath: field] = value
        }
    }

    /// `--width N`: a whole number no smaller than `minimum`.
    static func number(
        _ name: String, _ valueName: String, _ help: String, minimum: Int = 0, _ field: WritableKeyPath<Options, Int?>
    ) -> CommandOption {
        CommandOption(name: name, kind: .value, valueName: valueName, help: help, choices: nil) { options, value throws(UsageProblem) in
            guard let number = Int(value), number >= minimum else {
                throw UsageProblem("\(name) takes a whole number of at least \(minimum), not '\(value)'")
            }
            options[keyPath: field] = number
        }
    }

    /// The same option, filling a field of a struct nested in another command's options.
    func nested<Outer>(in field: WritableKeyPath<Outer, Options>) -> CommandOption<Outer> {
        let store = self.store
        let nestedStore: (inout Outer, String) throws(UsageProblem) -> Void = { outer, value throws(UsageProblem) in
            try store(&outer[keyPath: field], value)
        }
        return CommandOption<Outer>(
            name: name, kind: kind, valueName: valueName, help: help, choices: choices, store: nestedStore)
    }

    /// How the option reads in help: `--format FORMAT`, or `--dry-run`.
    var synopsis: String { kind == .flag ? name : "\(name) \(valueName)" }
}

/// A mistake in one option's value, before the parser knows which command to name.
struct UsageProblem: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
