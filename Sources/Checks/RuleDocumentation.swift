/// A rule's documentation as people read it: the README's rule table and `stringsguard explain`'s text,
/// both from the descriptors the rules carry, so they cannot drift.
public enum RuleDocumentation {
    /// The README's rule table: one row per rule, in registry order.
    public static func markdownTable(of rules: [RuleDescriptor]) -> String {
        var lines = ["| Rule | Default | What it finds |", "|---|---|---|"]
        for rule in rules {
            lines.append("| `\(rule.id)` | \(rule.defaultSeverity.rawValue) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a rule finds, why, how to fix it, and its examples with their markers removed.
    public static func explanation(of rule: RuleDescriptor) -> String {
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
