import Diagnostics

/// A check: one type per rule, carrying its own documentation and examples.
public protocol Rule: Sendable {
    var descriptor: RuleDescriptor { get }
    /// Finds the rule's problems in the project, each at its rule's default severity.
    func check(_ project: Project, into output: inout RuleOutput)
}

/// What rules produce, collected in rule order.
public struct RuleOutput: Sendable {
    public var findings: [Finding] = []

    public init() {}
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

/// Every rule, in the order they run and are documented. Order matters only for reading: findings are
/// sorted by place before they are reported.
public enum RuleRegistry {
    public static let rules: [any Rule] = [
        WidgetMissingKey(),
        WidgetMissingTranslation(),
        MissingTranslation(),
        NeedsReview(),
        StaleKey(),
        UnusedKey(),
        FormatMismatch(),
        PluralMissingCategory(),
        PluralUnusedCategory(),
        TranslationDrift(),
        RtlTimerDigits(),
        RtlTimerLayout(),
    ]

    public static var descriptors: [RuleDescriptor] { rules.map(\.descriptor) }

    /// Every rule's ID, the names the configuration may give.
    public static var ids: [String] { descriptors.map(\.id) }

    public static func descriptor(for id: String) -> RuleDescriptor? {
        descriptors.first { $0.id == id }
    }

    /// The rule ID a typo most likely meant.
    public static func closestRule(to id: String) -> String? {
        Suggestion.closest(to: id, among: descriptors.map(\.id))
    }
}
