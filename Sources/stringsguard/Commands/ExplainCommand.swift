import Checks
import Diagnostics

/// `stringsguard explain RULE`: a rule's documentation, from the same descriptor the rule carries.
struct ExplainCommand: Command {
    let name = "explain"
    let summary = "Explain a rule: what it finds, why it matters, how to fix it, with examples."
    let usage = "RULE | --list"
    let examples = ["stringsguard explain rtl-timer-digits", "stringsguard explain --list"]
    let options: [OptionSpec] = [.flag("--list", "List every rule as a Markdown table (as in the README).")]

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        if arguments.has("--list") {
            Terminal.write(Self.ruleTable())
            return .clean
        }
        guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
            throw UsageError(message: "name one rule (see 'stringsguard explain --list')", command: name)
        }
        guard let rule = RuleRegistry.descriptor(for: id) else {
            var message = "unknown rule '\(id)'"
            if let close = RuleRegistry.closestRule(to: id) { message += "; did you mean '\(close)'?" }
            throw UsageError(message: message, command: name)
        }
        Terminal.write(Self.explanation(of: rule))
        return .clean
    }

    /// The README's rule table is this text, verbatim; a test keeps the two the same.
    static func ruleTable() -> String {
        var lines = ["| Rule | Default | What it finds |", "|---|---|---|"]
        for rule in RuleRegistry.descriptors {
            lines.append("| `\(rule.id)` | \(rule.defaultSeverity.rawValue) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func explanation(of rule: RuleDescriptor) -> String {
        var out = "\(rule.id) (default: \(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n"
        out += "Why it matters:\n  \(rule.rationale)\n\nHow to fix it:\n  \(rule.howToFix)\n"
        func show(_ example: RuleExample, _ heading: String) {
            out += "\n\(heading): \(example.title)\n"
            let parts = [("app catalog", example.appCatalog), ("widget catalog", example.widgetCatalog), ("widget source", example.widgetSource)]
            for case let (label, text?) in parts {
                let cleaned = RuleExample.markers.reduce(text) { $0.replacingOccurrences(of: $1, with: "") }
                out += "  \(label):\n" + cleaned.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }.joined(separator: "\n") + "\n"
            }
        }
        for example in rule.triggeringExamples { show(example, "Triggers") }
        for example in rule.cleanExamples { show(example, "Does not trigger") }
        return out
    }
}
