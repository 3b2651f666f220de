import Diagnostics
import Foundation

/// A rule's documentation as people read it, from the descriptor the rule carries: the text `explain`
/// prints, the same in Markdown (SARIF's `help.markdown`, which code scanning shows beside an alert), the
/// README's rule table, and its page under a documentation base.
public enum RuleDocumentation {
    /// The README's rule table (`explain --list`): one row per rule, in the order given.
    public static func markdownTable(of rules: [RuleDescriptor]) -> String {
        var lines = ["| Rule | Default | What it finds |", "|---|---|---|"]
        for rule in rules {
            lines.append("| `\(rule.id)` | \(rule.defaultSeverity.rawValue) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What `stringsguard explain RULE` prints: summary, why it matters, how to fix it, the examples.
    public static func text(of rule: RuleDescriptor) -> String {
        var out = "\(rule.id) (default: \(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n"
        out += "Why it matters:\n  \(rule.rationale)\n\nHow to fix it:\n  \(rule.howToFix)\n"
        for example in rule.triggeringExamples { out += textExample(example, heading: "Triggers") }
        for example in rule.cleanExamples { out += textExample(example, heading: "Does not trigger") }
        return out
    }

    /// The same content in Markdown: headings, and each example's files in fenced code blocks.
    public static func markdown(of rule: RuleDescriptor) -> String {
        var out = "**\(rule.id)** (default: \(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n"
        out += "## Why it matters\n\n\(rule.rationale)\n\n## How to fix it\n\n\(rule.howToFix)\n"
        if !rule.triggeringExamples.isEmpty {
            out += "\n## Triggers\n"
            for example in rule.triggeringExamples { out += markdownExample(example) }
        }
        if !rule.cleanExamples.isEmpty {
            out += "\n## Does not trigger\n"
            for example in rule.cleanExamples { out += markdownExample(example) }
        }
        return out
    }

    /// The rule's page under a documentation base: `{rule}` in the base is replaced by the rule ID; a base
    /// ending in `/` or `#` gets the ID appended; any other base gets `#ID` (an anchor on one page).
    public static func helpURI(base: String, rule id: String) -> String {
        if base.contains("{rule}") { return base.replacingOccurrences(of: "{rule}", with: id) }
        if base.hasSuffix("/") || base.hasSuffix("#") { return base + id }
        return base + "#" + id
    }

    private static func parts(of example: RuleExample) -> [(label: String, text: String, language: String)] {
        let parts = [
            ("app catalog", example.appCatalog, "json"), ("widget catalog", example.widgetCatalog, "json"),
            ("widget source", example.widgetSource, "swift"),
        ]
        return parts.compactMap { label, text, language in
            text.map { (label, withoutMarkers($0), language) }
        }
    }

    /// The text without the markers of `RuleExample.markers`, removed as bytes: a digit, U+FE0F and U+20E3.
    /// (Foundation's `replacingOccurrences` took about a million instructions an example, and SARIF
    /// describes every rule with its examples in each report: 88 M of a report's instructions.)
    static func withoutMarkers(_ text: String) -> String {
        let keycap: [UInt8] = [0xEF, 0xB8, 0x8F, 0xE2, 0x83, 0xA3]
        let utf8 = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count)
        var index = 0
        while index < utf8.count {
            if (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(utf8[index]), index + 7 <= utf8.count,
                utf8[(index + 1)..<(index + 7)].elementsEqual(keycap)
            {
                index += 7
                continue
            }
            out.append(utf8[index])
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func textExample(_ example: RuleExample, heading: String) -> String {
        var out = "\n\(heading): \(example.title)\n"
        for part in parts(of: example) {
            let indented = part.text.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
            out += "  \(part.label):\n" + indented.joined(separator: "\n") + "\n"
        }
        return out
    }

    private static func markdownExample(_ example: RuleExample) -> String {
        var out = "\n### \(example.title)\n"
        for part in parts(of: example) {
            // A fence longer than any backtick run inside, so an example can never close it early.
            var fence = "```"
            while part.text.contains(fence) { fence += "`" }
            out += "\n\(part.label):\n\n\(fence)\(part.language)\n\(part.text)\n\(fence)\n"
        }
        return out
    }
}
