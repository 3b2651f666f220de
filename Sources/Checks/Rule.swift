import Diagnostics

/// A check: one type per rule, carrying its own documentation and examples.
public protocol Rule: Sendable {
    var descriptor: RuleDescriptor { get }
    /// Finds the rule's problems in the project, each at its rule's default severity.
    func check(_ project: Project, into output: inout RuleOutput)
}
