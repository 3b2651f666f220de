@testable import Checks
import Testing
import StringsGuardKit

/// `check` keeps its project until exit rather than freeing it just before: what is kept must stay alive
/// after the last reference to it is gone, and what is not kept must not.
@Suite struct KeptUntilExitTests {
    final class Model: @unchecked Sendable {}

    @Test func aKeptValueOutlivesItsLastReference() {
        weak var kept: Model?
        weak var dropped: Model?
        let countBefore = KeptUntilExit.count
        do {
            let model = Model()
            kept = model
            KeptUntilExit.keep(model)
            let other = Model()
            dropped = other
        }
        #expect(kept != nil)
        #expect(dropped == nil)
        #expect(KeptUntilExit.count == countBefore + 1)
    }

    /// A result keeps what its rules derived (so keeping the result keeps it), through the suppressions
    /// the session applies; it is the run's own, not a copy made afterwards.
    @Test func aResultHoldsTheFactsItsRulesDerived() throws {
        let (project, example) = try CatalogFactsTests.project()
        defer { example.removeFiles() }
        weak var facts: SharedRuleFacts?
        do {
            let result = Checker().run(project)
            facts = result.derivedFacts
            #expect(facts?.catalogs.count == project.catalogs.count)
            let session = CheckSession(discovered: DiscoveredConfiguration(configuration: example.configuration), project: project)
            let suppressed = session.withSuppressionsApplied(result)
            #expect(suppressed.derivedFacts === result.derivedFacts)
            KeptUntilExit.keep(suppressed)
        }
        #expect(facts != nil)
    }
}
