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
}
