import Diagnostics

/// Everything a reporter renders: who produced the report, what it found, and how complete each catalog is.
/// Reporters only render it; they never decide what is a problem.
public struct ReportInput: Sendable, Equatable {
    public var toolName: String
    public var toolVersion: String
    /// Where the tool is documented; SARIF names it as the driver's `informationUri`.
    public var toolInformationURI: String?
    public var findings: [Finding]
    public var coverage: [CoverageRow]
    /// The rules that ran, so formats that describe rules (SARIF, JUnit) can list them.
    public var ruleDescriptions: [RuleDescription]
    /// Right-to-left findings with the strings the HTML page shows logically and as displayed.
    public var rightToLeftFindings: [RightToLeftFinding]
    /// The project's widget targets, when known: with none, the HTML page says there is nothing to compare
    /// with the app rather than that the widget has every string.
    public var widgetTargets: [String]?
    /// The report's languages that are written right to left (LocaleMatching decides), so the HTML page
    /// shows their text in its own direction.
    public var rightToLeftLanguages: Set<String> = []
    /// How long the check took, in seconds, for the formats that record it (JUnit's `time`); nil gives 0.
    public var elapsedSeconds: Double?

    public init(
        toolName: String, toolVersion: String, toolInformationURI: String? = nil,
        findings: [Finding], coverage: [CoverageRow] = [], ruleDescriptions: [RuleDescription] = [],
        rightToLeftFindings: [RightToLeftFinding] = [], widgetTargets: [String]? = nil, elapsedSeconds: Double? = nil
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.toolInformationURI = toolInformationURI
        self.findings = findings
        self.coverage = coverage
        self.ruleDescriptions = ruleDescriptions
        self.rightToLeftFindings = rightToLeftFindings
        self.widgetTargets = widgetTargets
        self.elapsedSeconds = elapsedSeconds
    }
}

/// A rule as documentation describes it: what SARIF lists under `rules` and JUnit counts as a test.
public struct RuleDescription: Sendable, Equatable, Hashable {
    public var id: String
    public var defaultSeverity: Severity
    /// One sentence saying what the rule checks.
    public var summary: String
    public var helpURI: String?
    /// Why it matters, in a paragraph: SARIF's `fullDescription`.
    public var fullDescription: String?
    /// The rule's whole documentation as `explain` prints it, and the same in Markdown: SARIF's `help`.
    public var helpText: String?
    public var helpMarkdown: String?

    public init(
        id: String, defaultSeverity: Severity, summary: String, helpURI: String? = nil,
        fullDescription: String? = nil, helpText: String? = nil, helpMarkdown: String? = nil
    ) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.helpURI = helpURI
        self.fullDescription = fullDescription
        self.helpText = helpText
        self.helpMarkdown = helpMarkdown
    }
}

/// A right-to-left finding together with the string in logical (stored) order and in the visual order
/// the bidi algorithm computed, left to right, so the HTML page can show both exactly.
public struct RightToLeftFinding: Sendable, Equatable, Hashable {
    public var finding: Finding
    public var logical: String
    /// Characters in display order from left to right; shown with bidi overridden so nothing reorders them again.
    public var displayed: String

    public init(finding: Finding, logical: String, displayed: String) {
        self.finding = finding
        self.logical = logical
        self.displayed = displayed
    }
}

/// How many findings of each severity there are, and in how many files.
public struct FindingCounts: Sendable, Equatable {
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var files: Int

    public init(_ findings: [Finding]) {
        errors = findings.filter { $0.severity == .error }.count
        warnings = findings.filter { $0.severity == .warning }.count
        notes = findings.filter { $0.severity == .note }.count
        files = Set(findings.map(\.location.file)).count
    }

    public var total: Int { errors + warnings + notes }

    /// "2 errors, 1 warning, 3 notes" with singular and plural right.
    public var severityPhrase: String {
        "\(Self.counted(errors, "error")), \(Self.counted(warnings, "warning")), \(Self.counted(notes, "note"))"
    }

    /// "2 errors, 1 warning, 3 notes in 2 files", or "No findings." when there is nothing.
    public var summaryLine: String {
        total == 0 ? "No findings." : "\(severityPhrase) in \(Self.counted(files, "file"))"
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
