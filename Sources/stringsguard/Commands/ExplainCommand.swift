import Checks
import Reporting
import Diagnostics

/// `stringsguard explain RULE`: a rule's documentation, from the same descriptor the rule carries.
struct ExplainCommand: Command {
    struct Options: CommandOptions {
        var list = false
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            [.flag("--list", "List every rule as a Markdown table (as in the README).", \.list)]
        }
    }

    let name = "explain"
    let summary = "Explain a rule: what it finds, why it matters, how to fix it, with examples."
    let usage = "RULE | --list"
    let examples = ["stringsguard explain rtl-timer-digits", "stringsguard explain --list"]

    func run(_ options: Options) throws -> ExitStatus {
        if options.list {
            Terminal.write(RuleDocumentation.markdownTable(of: RuleRegistry.descriptors))
            return .clean
        }
        guard options.positionals.count == 1, let id = options.positionals.first else {
            throw UsageError(message: "name one rule (see 'stringsguard explain --list')", command: name)
        }
        guard let rule = RuleRegistry.descriptor(for: id) else {
            var message = "unknown rule '\(id)'"
            if let close = RuleRegistry.closestRule(to: id) { message += "; did you mean '\(close)'?" }
            throw UsageError(message: message, command: name)
        }
        Terminal.write(RuleDocumentation.text(of: rule))
        return .clean
    }
}
