import Checks
import Diagnostics
import Foundation
import SourceScanning

/// Reads a Swift file's `// stringsguard:` comments into suppressions:
/// - `// stringsguard:disable RULE…` silences the rules from its line to the matching `enable` (or the end of the file);
/// - `// stringsguard:disable:next-line RULE…` silences them on the line after the comment;
/// - `// stringsguard:enable [RULE…]` ends those rules' regions, or every open one without rules.
/// Rules are separated by spaces or commas; anything after ` -- ` is the reason, for people.
/// A comment StringsGuard cannot read, or an unknown rule, is an `invalid-suppression` error.
enum SwiftSuppressionComments {
    static func suppressions(
        in comments: [StringsGuardComment], file: String, absoluteFile: String
    ) -> (suppressions: [Suppression], problems: [Finding], enableProblems: [Finding]) {
        var suppressions: [Suppression] = []
        var problems: [Finding] = []
        var enableNotes: [Finding] = []
        var open: [(rule: String, line: Int, origin: SourceLocation)] = []

        func close(_ region: (rule: String, line: Int, origin: SourceLocation), before line: Int?) {
            let end = line.map { max(region.line, $0 - 1) } ?? Int.max
            let extent = line == nil ? "from line \(region.line) to the end of the file" : "between lines \(region.line) and \(end)"
            suppressions.append(Suppression(
                rule: region.rule, scope: .lines(file: absoluteFile, region.line...end), origin: region.origin,
                unusedMessage: "'stringsguard:disable \(region.rule)' suppresses nothing: no \(region.rule) finding \(extent)"))
        }

        for comment in comments {
            var location = comment.location
            location.file = file
            let parsed: (command: String, rules: [String])
            switch parse(comment.text) {
            case .failure(let failure):
                problems.append(invalid(failure.message, at: location))
                continue
            case .success(let value):
                parsed = value
            }
            var rules: [String] = []
            for rule in parsed.rules {
                if let message = unknownRuleMessage(rule, in: "stringsguard:\(parsed.command)") {
                    problems.append(invalid(message, at: location))
                } else if !rules.contains(rule) {
                    rules.append(rule)
                }
            }
            switch parsed.command {
            case "disable":
                if parsed.rules.isEmpty {
                    problems.append(invalid("'stringsguard:disable' names no rule; list the rules it silences", at: location))
                }
                for rule in rules { open.append((rule, location.line, location)) }
            case "disable:next-line":
                if parsed.rules.isEmpty {
                    problems.append(invalid("'stringsguard:disable:next-line' names no rule; list the rules it silences", at: location))
                }
                // A block comment over several lines silences the line after its end.
                let next = location.line + comment.text.filter { $0 == "\n" }.count + 1
                for rule in rules {
                    suppressions.append(Suppression(
                        rule: rule, scope: .lines(file: absoluteFile, next...next), origin: location,
                        unusedMessage: "'stringsguard:disable:next-line \(rule)' suppresses nothing: no \(rule) finding on line \(next)"))
                }
            default:  // enable
                let closing = parsed.rules.isEmpty ? open.map(\.rule) : rules
                for rule in rules where !open.contains(where: { $0.rule == rule }) {
                    enableNotes.append(Finding(
                        rule: SuppressionRules.unused, severity: .note, location: location,
                        message: "'stringsguard:enable \(rule)' ends nothing: \(rule) is not disabled here",
                        fix: "Delete the comment, or the rule from it."))
                }
                for region in open where closing.contains(region.rule) { close(region, before: location.line) }
                open.removeAll { closing.contains($0.rule) }
            }
        }
        for region in open { close(region, before: nil) }
        return (suppressions, problems, enableNotes)
    }

    /// The command and rules of `stringsguard:COMMAND RULE, RULE -- reason`.
    private static func parse(_ text: String) -> Result<(command: String, rules: [String]), ParseFailure> {
        var body = Substring(text.dropFirst(StringsGuardComment.prefix.count))
        if let reason = body.range(of: " -- ") ?? body.range(of: "\t-- ") { body = body[..<reason.lowerBound] }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        let words = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0.isNewline }).map(String.init)
        guard let command = words.first else {
            return .failure(ParseFailure(message: "'stringsguard:' needs a command: disable, disable:next-line or enable"))
        }
        guard ["disable", "disable:next-line", "enable"].contains(command) else {
            var message = "unknown command 'stringsguard:\(command)'; expected disable, disable:next-line or enable"
            if command == "ignore" { message += " ([stringsguard:ignore …] belongs in a catalog key's comment)" }
            return .failure(ParseFailure(message: message))
        }
        return .success((command, Array(words.dropFirst())))
    }

    private struct ParseFailure: Error {
        var message: String
    }

    /// Nil for a known rule; else the message, with the rule a typo most likely meant.
    static func unknownRuleMessage(_ rule: String, in directive: String, on key: String? = nil) -> String? {
        guard RuleRegistry.descriptor(for: rule) == nil else { return nil }
        var message = "unknown rule '\(rule)' in '\(directive)'"
        if let key { message += " on \"\(key)\"" }
        if let close = RuleRegistry.closestRule(to: rule) { message += "; did you mean '\(close)'?" }
        return message
    }

    static func invalid(_ message: String, at location: SourceLocation) -> Finding {
        Finding(
            rule: SuppressionRules.invalid, severity: .error, location: location, message: message,
            fix: "Use the rule IDs 'stringsguard explain --list' prints.")
    }
}
