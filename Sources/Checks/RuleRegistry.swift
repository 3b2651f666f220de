import Diagnostics

/// Every rule, in the order they run and are documented (the list itself is generated from the rule files:
/// Scripts/generate). Order matters only for reading: findings are sorted by place before they are reported.
public enum RuleRegistry {
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
