import Diagnostics

/// What a rule is, for people: its identifier, default severity, documentation and examples.
/// `stringsguard explain`, the README's rule table and the example tests all read these, so they cannot drift.
public struct RuleDescriptor: Sendable {
    public var id: String
    public var category: RuleCategory
    public var defaultSeverity: Severity
    /// One line: what the rule finds.
    public var summary: String
    /// Why it matters to the people who use the app.
    public var rationale: String
    /// How to fix what it finds.
    public var howToFix: String
    /// Inputs that must produce a finding at each marker (1️⃣, 2️⃣, …), and inputs that must produce none.
    public var triggeringExamples: [RuleExample]
    public var cleanExamples: [RuleExample]
}

extension RuleDescriptor {
    /// A finding of this rule at its default severity.
    func finding(
        at location: SourceLocation, _ message: String, key: String? = nil, language: String? = nil,
        targets: [String] = [], fix: String? = nil
    ) -> Finding {
        Finding(
            rule: id, severity: defaultSeverity, location: location, message: message, key: key,
            language: language, targets: targets, fix: fix)
    }
}
