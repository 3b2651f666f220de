import Diagnostics
import Foundation
import StringCatalog

/// `stringsguard-bench load [--keep] CATALOG...`: reads the catalogs the way `stringsguard check` does (each
/// with `Catalog.load`, several at once on both cores) and does nothing else, so timing this process beside
/// `stringsguard check` on the same catalogs shows what checking adds to reading. Each model is freed as
/// soon as it is read, as `check` frees its project before exit; with `--keep` they are kept until exit,
/// which shows what that freeing costs.
func benchmarkLoad(_ arguments: [String]) throws {
    let keep = arguments.first == "--keep"
    let arguments = keep ? Array(arguments.dropFirst()) : arguments
    guard !arguments.isEmpty else {
        print("usage: stringsguard-bench load [--keep] CATALOG...")
        exit(2)
    }
    let failures = LoadFailures()
    let counts = LoadCounts(count: arguments.count)
    DispatchQueue.concurrentPerform(iterations: arguments.count) { index in
        do {
            let catalog = try Catalog.load(path: arguments[index])
            counts.set(index, catalog.count)
            if keep { keptCatalogs.add(catalog) }
        } catch {
            failures.add("\(error)")
        }
    }
    if let failure = failures.first { throw BenchmarkInputError(failure) }
    print("loaded \(counts.total) keys from \(arguments.count) catalog\(arguments.count == 1 ? "" : "s")")
}

private final class LoadFailures: @unchecked Sendable {
    private var messages: [String] = []
    private let lock = NSLock()
    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var first: String? { lock.withLock { messages.first } }
}

private final class LoadCounts: @unchecked Sendable {
    private var counts: [Int]
    private let lock = NSLock()
    init(count: Int) { counts = Array(repeating: 0, count: count) }
    func set(_ index: Int, _ value: Int) { lock.withLock { counts[index] = value } }
    var total: Int { lock.withLock { counts.reduce(0, +) } }
}

/// The catalogs `--keep` keeps until exit.
private let keptCatalogs = KeptCatalogs()

private final class KeptCatalogs: @unchecked Sendable {
    private var catalogs: [Catalog] = []
    private let lock = NSLock()
    func add(_ catalog: Catalog) { lock.withLock { catalogs.append(catalog) } }
}
