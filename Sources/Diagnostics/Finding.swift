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
    /// The message; a template's gaps are the key and language (`messageText`).
    public var message: String {
        get { messageText.string(key: key, language: language) }
        set { messageText = FindingText(newValue) }
    }
    /// The catalog key the finding is about, where there is one.
    public var key: String? {
        willSet { fillTemplates() }
    }
    public var language: String? {
        willSet { fillTemplates() }
    }
    /// Every target the problem affects: a catalog shared by an app and its widget is reported once, for both.
    public var targets: [String]
    /// What to do about it, in words a developer can act on (or the corrected text).
    public var fix: String? {
        get { fixText?.string(key: key, language: language) }
        set { fixText = newValue.map(FindingText.init) }
    }
    /// For a right-to-left finding: the text as stored and as displayed.
    public var rendering: RightToLeftRendering?

    /// The message as stored: text, or a template filled with the key and language when it is written.
    public var messageText: FindingText
    /// The fix as stored.
    public var fixText: FindingText?

    @inlinable
    public init(
        rule: String, severity: Severity, location: SourceLocation, message: String,
        key: String? = nil, language: String? = nil, targets: [String] = [], fix: String? = nil,
        rendering: RightToLeftRendering? = nil
    ) {
        self.init(
            rule: rule, severity: severity, location: location, messageText: FindingText(message), key: key,
            language: language, targets: targets, fixText: fix.map(FindingText.init), rendering: rendering)
    }

    /// A finding whose message and fix may be templates of its key and language.
    @inlinable
    public init(
        rule: String, severity: Severity, location: SourceLocation, messageText: FindingText,
        key: String? = nil, language: String? = nil, targets: [String] = [], fixText: FindingText? = nil,
        rendering: RightToLeftRendering? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.location = location
        self.messageText = messageText
        self.key = key
        self.language = language
        self.targets = targets
        self.fixText = fixText
        self.rendering = rendering
    }

    /// Before the key or language changes, templates that show them become text.
    private mutating func fillTemplates() {
        if messageText.isTemplate { messageText = FindingText(message) }
        if let fixText, fixText.isTemplate { self.fixText = FindingText(fix ?? "") }
    }

    public static func == (lhs: Finding, rhs: Finding) -> Bool {
        lhs.rule == rhs.rule && lhs.severity == rhs.severity && lhs.location == rhs.location
            && lhs.key == rhs.key && lhs.language == rhs.language && lhs.targets == rhs.targets
            && lhs.rendering == rhs.rendering && lhs.message == rhs.message && lhs.fix == rhs.fix
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(severity)
        hasher.combine(location)
        hasher.combine(message)
        hasher.combine(key)
        hasher.combine(language)
        hasher.combine(targets)
        hasher.combine(fix)
        hasher.combine(rendering)
    }

    private enum CodingKeys: String, CodingKey {
        case rule, severity, location, message, key, language, targets, fix, rendering
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            rule: try container.decode(String.self, forKey: .rule),
            severity: try container.decode(Severity.self, forKey: .severity),
            location: try container.decode(SourceLocation.self, forKey: .location),
            message: try container.decode(String.self, forKey: .message),
            key: try container.decodeIfPresent(String.self, forKey: .key),
            language: try container.decodeIfPresent(String.self, forKey: .language),
            targets: try container.decode([String].self, forKey: .targets),
            fix: try container.decodeIfPresent(String.self, forKey: .fix),
            rendering: try container.decodeIfPresent(RightToLeftRendering.self, forKey: .rendering))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(rule, forKey: .rule)
        try container.encode(severity, forKey: .severity)
        try container.encode(location, forKey: .location)
        try container.encode(message, forKey: .message)
        try container.encodeIfPresent(key, forKey: .key)
        try container.encodeIfPresent(language, forKey: .language)
        try container.encode(targets, forKey: .targets)
        try container.encodeIfPresent(fix, forKey: .fix)
        try container.encodeIfPresent(rendering, forKey: .rendering)
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
