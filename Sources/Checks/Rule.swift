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
        TranslationFormatMismatch(),
        PluralMissingCategory(),
        PluralUnusedCategory(),
        TranslationDrift(),
        RightToLeftTimerDigits(),
        RightToLeftTimerLayout(),
    ]

    public static var descriptors: [RuleDescriptor] { rules.map(\.descriptor) }

    public static func descriptor(for id: String) -> RuleDescriptor? {
        descriptors.first { $0.id == id }
    }

    /// The rule ID a typo most likely meant.
    public static func closestRule(to id: String) -> String? {
        Suggestion.closest(to: id, among: descriptors.map(\.id))
    }
}

/// "Did you mean …?" for rule IDs, commands and options.
public enum Suggestion {
    /// The candidate a typo most likely meant, if one is close enough to be worth suggesting.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word, $0)) }
        guard let best = scored.min(by: { $0.1 < $1.1 }), best.1 <= max(2, word.count / 3) else { return nil }
        return best.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
