/// What a rule is about. The registry lists rules by category, in this order, then by ID: the order
/// they are documented in the README and `explain --list`.
public enum RuleCategory: String, Sendable, CaseIterable {
    /// What the widget shows but its own bundle cannot say.
    case widget
    /// Gaps and leftovers in a catalog's translations.
    case translation
    /// Format specifiers a translation reads.
    case format
    /// CLDR plural categories.
    case plurals
    /// The app and its widget saying one thing two ways.
    case consistency
    /// Right-to-left rendering of numbers and timers.
    case rightToLeft
    /// The suppressions themselves (a comment naming no rule, one that silenced nothing): not rules of the
    /// registry, but described as rules for reports.
    case suppression
}
