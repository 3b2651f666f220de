import Diagnostics

/// A check: one type per rule, carrying its own documentation and examples.
public protocol Rule: Sendable {
    /// The rule's id, documentation and examples: one value per rule, built once, since a rule that makes
    /// many findings reads it for each.
    static var descriptor: RuleDescriptor { get }
    /// Finds the rule's problems in the project, each at its rule's default severity.
    func check(_ project: Project, into output: inout RuleOutput)
}

extension Rule {
    /// The descriptor of the rule's type, for code that holds rules as `any Rule`.
    public var descriptor: RuleDescriptor { Self.descriptor }
}
