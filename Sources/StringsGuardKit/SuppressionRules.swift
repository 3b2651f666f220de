import Diagnostics
import Reporting

/// The two checks of suppressions themselves, which run after the rules: a suppression naming a rule
/// that does not exist is an error (it silences nothing, and the team thinks it does), and one that
/// silenced nothing is a note (the problem was fixed: delete it). They are not rules of the registry: no
/// configuration turns them off, and they need no project to run on.
public enum SuppressionRules {
    public static let invalid = "invalid-suppression"
    public static let unused = "unused-suppression"

    public static let descriptors = [
        RuleDescriptor(
            id: invalid, category: .suppression, defaultSeverity: .error,
            summary: "A suppression comment or catalog tag that names an unknown rule or is not written as StringsGuard reads it.",
            rationale: "A suppression with a misspelled rule silences nothing, while the team believes it does.",
            howToFix: "Write the rule IDs `stringsguard explain --list` prints: `// stringsguard:disable RULE…`, `// stringsguard:disable:next-line RULE…`, `// stringsguard:enable [RULE…]`, or `[stringsguard:ignore RULE…]` in a catalog comment."),
        RuleDescriptor(
            id: unused, category: .suppression, defaultSeverity: .note,
            summary: "A suppression that silenced no finding.",
            rationale: "The problem it was written for is gone; left in place, it would hide the next one.",
            howToFix: "Delete the comment, the catalog tag or the configuration's `ignore` entry."),
    ]
}
