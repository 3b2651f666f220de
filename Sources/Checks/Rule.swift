import Diagnostics

/// A check: one type per rule, carrying its own documentation and examples.
public protocol Rule: Sendable {
    /// The rule's id, documentation and examples: one value per rule, built once, since a rule that makes
    /// many findings reads it for each.
    static var descriptor: RuleDescriptor { get }
    /// Finds the rule's problems in the project, each at its rule's default severity.
    func check(_ project: Project, into output: inout RuleOutput)
    /// About how long the rule takes next to the others on a large project, in rough tenths of the costliest
    /// (callgrind on the 50 MB real-world-like catalog and the 5,000-file widget, BENCHMARKS.md). The checker
    /// starts the costliest rules first, so that the last to finish on each core is a short one. It only
    /// orders the work: findings are merged in rule order whatever the order they were found in.
    static var relativeCost: Int { get }
}

extension Rule {
    public static var relativeCost: Int { 1 }

    /// The descriptor of the rule's type, for code that holds rules as `any Rule`.
    public var descriptor: RuleDescriptor { Self.descriptor }
}
