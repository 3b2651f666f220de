import Diagnostics

/// What a rule is, for people: its identifier, default severity, documentation and examples.
/// `stringsguard explain`, the README's rule table and the example tests all read these, so they cannot drift.
public struct RuleDescriptor: Sendable {
    public var id: String
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

/// A tiny project for a rule's documentation and tests: catalogs written inline, a widget source,
/// with markers (1️⃣ 2️⃣ …) where the rule's findings must land. Markers are removed before reading.
public struct RuleExample: Sendable {
    public var title: String
    public var appCatalog: String?
    public var widgetCatalog: String?
    public var widgetSource: String?
    /// The languages the app ships, when the example needs to say (otherwise the app catalog's).
    public var languages: [String]?

    public init(
        _ title: String, appCatalog: String? = nil, widgetCatalog: String? = nil, widgetSource: String? = nil,
        languages: [String]? = nil
    ) {
        self.title = title
        self.appCatalog = appCatalog
        self.widgetCatalog = widgetCatalog
        self.widgetSource = widgetSource
        self.languages = languages
    }

    /// The markers used in examples, in order.
    public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"]
}
