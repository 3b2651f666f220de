import Foundation

/// What several rules of one check run derive from the project alike, derived once and shared: each
/// catalog's `CatalogFacts` (made before the rules start, on both cores for a large project) and the plural variations (by
/// the first rule that asks; rules run on both cores, so behind a lock). Made afresh for each run by
/// `Checker.run`, so it never outlives the project it describes.
final class SharedRuleFacts: @unchecked Sendable {
    /// The facts of `project.catalogs`, in the same order.
    let catalogs: [CatalogFacts]
    private let lock = NSLock()
    private var plurals: [(targets: [String], variation: PluralVariation)]?

    init(_ project: Project, parallel: Bool) {
        catalogs = CatalogFacts.all(in: project, parallel: parallel)
    }

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
