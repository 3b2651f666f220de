import Diagnostics

/// What the configuration says of one rule: report its findings at this severity, or not at all.
public enum RuleSetting: Sendable, Hashable {
    case severity(Severity)
    case off

    /// `error`, `warning`, `note` or `off`, as the configuration writes them.
    public init?(_ text: String) {
        if text == "off" {
            self = .off
        } else if let severity = Severity(rawValue: text) {
            self = .severity(severity)
        } else {
            return nil
        }
    }
}
