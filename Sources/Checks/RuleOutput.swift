import Diagnostics

/// What rules produce, collected in rule order.
public struct RuleOutput: Sendable {
    public var findings: [Finding] = []

    public init() {}
}
