/// What a rule is, for people: its identifier, default severity, documentation and examples.
/// `stringsguard explain`, the README's rule table, SARIF's rule list and the example tests all read these,
/// so they cannot drift.
public struct RuleDescriptor: Sendable, Hashable {
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

    public init(
        id: String, category: RuleCategory, defaultSeverity: Severity, summary: String, rationale: String,
        howToFix: String, triggeringExamples: [RuleExample] = [], cleanExamples: [RuleExample] = []
    ) {
        self.id = id
        self.category = category
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.howToFix = howToFix
        self.triggeringExamples = triggeringExamples
        self.cleanExamples = cleanExamples
    }
}
