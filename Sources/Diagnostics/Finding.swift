/// How much a finding matters; `off` disables a rule in configuration.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case error, warning, note

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }

    private var rank: Int {
        switch self {
        case .error: return 2
        case .warning: return 1
        case .note: return 0
        }
    }
}

/// One problem a check found. A plain value: checks produce it, reporters render it.
public struct Finding: Hashable, Sendable, Codable {
    public var rule: String
    public var severity: Severity
    public var location: SourceLocation
    public var message: String
    /// The catalog key the finding is about, where there is one.
    public var key: String?
    public var language: String?
    /// Every target the problem affects: a catalog shared by an app and its widget is reported once, for both.
    public var targets: [String]
    /// What to do about it, in words a developer can act on (or the corrected text).
    public var fix: String?
    /// For a right-to-left finding: the text as stored and as displayed.
    public var rendering: RightToLeftRendering?

    public init(
        rule: String, severity: Severity, location: SourceLocation, message: String,
        key: String? = nil, language: String? = nil, targets: [String] = [], fix: String? = nil,
        rendering: RightToLeftRendering? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.message = message
        self.key = key
        self.language = language
        self.targets = targets
        self.fix = fix
        self.rendering = rendering
    }
}

/// A right-to-left string as stored (logical order, placeholders filled) and as the Unicode
/// Bidirectional Algorithm displays it, left to right.
public struct RightToLeftRendering: Hashable, Sendable, Codable {
    public var logical: String
    public var displayed: String

    public init(logical: String, displayed: String) {
        self.logical = logical
        self.displayed = displayed
    }
}
