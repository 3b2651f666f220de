import Diagnostics

/// Everything a reporter renders: who produced the report, what it found, and how complete each catalog is.
/// Reporters only render it; they never decide what is a problem.
public struct ReportInput: Sendable, Equatable {
    public var toolName: String
    public var toolVersion: String
    public var findings: [Finding]
    public var coverage: [CoverageRow]
    /// The rules that ran, so formats that describe rules (SARIF, JUnit) can list them.
    public var rules: [RuleDescriptor]
    /// The configuration's documentation base (`helpURL`), from which each rule gets its page (SARIF's
    /// `helpUri`); nil when the project names none.
    public var ruleHelpBase: String?
    /// The project's widget targets, when known: with none, the HTML page says there is nothing to compare
    /// with the app rather than that the widget has every string.
    public var widgetTargets: [String]?
    /// The report's languages that are written right to left (LocaleMatching decides), so the HTML page
    /// shows their text in its own direction.
    public var rightToLeftLanguages: Set<String> = []
    /// How long the check took, in seconds, for the formats that record it (JUnit's `time`); nil gives 0.
    public var elapsedSeconds: Double?

    public init(
        toolName: String, toolVersion: String, findings: [Finding], coverage: [CoverageRow] = [],
        rules: [RuleDescriptor] = [], ruleHelpBase: String? = nil, widgetTargets: [String]? = nil,
        elapsedSeconds: Double? = nil
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.findings = findings
        self.coverage = coverage
        self.rules = rules
        self.ruleHelpBase = ruleHelpBase
        self.widgetTargets = widgetTargets
        self.elapsedSeconds = elapsedSeconds
    }
}
