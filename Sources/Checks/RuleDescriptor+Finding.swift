import Diagnostics

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

    /// A finding of this rule at its default severity whose message and fix may be templates of its key
    /// and language (`FindingText`).
    func finding(
        at location: SourceLocation, _ message: FindingText, key: String? = nil, language: String? = nil,
        targets: [String] = [], fix: FindingText? = nil
    ) -> Finding {
        Finding(
            rule: id, severity: defaultSeverity, location: location, messageText: message, key: key,
            language: language, targets: targets, fixText: fix)
    }
}
