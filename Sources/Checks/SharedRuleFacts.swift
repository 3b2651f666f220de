import Foundation

/// What several rules of one check run derive from the project alike, derived by the first rule that asks
/// and shared with the others (rules run on both cores, so behind a lock). Made afresh for each run by
/// `Checker.run`, so it never outlives the project it describes.
final class SharedRuleFacts: @unchecked Sendable {
    private let lock = NSLock()
    private var plurals: [(targets: [String], variation: PluralVariation)]?

    /// The project's plural variations: `walk()` the first time, the same array after.
    func pluralVariations(
        _ walk: () -> [(targets: [String], variation: PluralVariation)]
    ) -> [(targets: [String], variation: PluralVariation)] {
        lock.withLock {
            if let plurals { return plurals }
            let walked = walk()
            plurals = walked
            return walked
        }
    }
}
