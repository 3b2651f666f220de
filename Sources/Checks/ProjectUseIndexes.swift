import SourceScanning
import SafeFiles

/// What `Project` looks its uses up by, built once from all of them: the uses of each table, of each table
/// and bundle, the same of the uses in code that can run (when some cannot), each key's source text and the
/// values its uses format it with.
struct ProjectUseIndexes: Sendable {
    typealias ByBundle = [String: [BundleID?: UseIndex]]

    var byTable: [String: UseIndex] = [:]
    var byBundle: ByBundle = [:]
    /// `byTable` and `byBundle` of the uses in code that can run; nil when all can.
    var live: (byTable: [String: UseIndex], byBundle: ByBundle)?
    /// Table → key → the source text code gives with the key (`LocalizableUse.defaultValue`), the first found.
    var defaultValues: [String: [String: String]] = [:]
    /// Table → key → the values every use of the key passes to `String(format:)` with its text; a key some
    /// use shows as it is has none.
    var formatValues: [String: [String: [LocalizableUse.Placeholder]]] = [:]

    /// From this many uses the two halves of the work (by table; by bundle and live) are done on both cores:
    /// a 5,000-file widget's 14,000 uses kept one core busy for 40 ms with the other idle.
    static let usesWorthThreads = 2_000

    init(_ uses: [ResolvedUse]) {
        let halves = parallelMap([Half.byTable, .byBundle], inParallel: uses.count >= Self.usesWorthThreads) { half in
            Self(uses, half: half)
        }
        self = halves[0]
        byBundle = halves[1].byBundle
        live = halves[1].live
    }

    private enum Half: Sendable { case byTable, byBundle }

    /// One half of the work; each works out the uses' filings itself (cheaper than waiting for them).
    /// Uses are read where they lie, through the buffer: a copy of each retained every string it holds.
    private init(_ uses: [ResolvedUse], half: Half) {
        uses.withUnsafeBufferPointer { uses in
            switch half {
            case .byTable:
                var shownAsIs: [String: Set<String>] = [:]
                for index in uses.indices {
                    let table = uses[index].use.table
                    let key = uses[index].use.key
                    if let values = uses[index].use.formatValues {
                        if shownAsIs[table]?.contains(key) != true {
                            let known = formatValues[table]?[key]
                            // Uses passing different values: only what they all pass alike counts.
                            formatValues[table, default: [:]][key] = known.map { Self.common($0, values) } ?? values
                        }
                    } else {
                        shownAsIs[table, default: []].insert(key)
                        formatValues[table]?[key] = nil
                    }
                    byTable[table, default: UseIndex([])].insert(UseIndex.Filing(uses[index].use))
                    if let text = uses[index].use.defaultValue, defaultValues[table]?[key] == nil {
                        defaultValues[table, default: [:]][key] = text
                    }
                }
            case .byBundle:
                let filings = uses.indices.map { UseIndex.Filing(uses[$0].use) }
                for index in uses.indices {
                    let table = uses[index].use.table
                    uses[index].forEachLookedUpBundleKey { bundle in
                        byBundle[table, default: [:]][bundle, default: UseIndex([])].insert(filings[index])
                    }
                }
                // Built again only when some code never runs: most projects' uses are all live.
                guard uses.contains(where: { !$0.isInLiveCode }) else { return }
                var liveByTable: [String: UseIndex] = [:]
                var liveByBundle: ByBundle = [:]
                for index in uses.indices where uses[index].isInLiveCode {
                    let table = uses[index].use.table
                    liveByTable[table, default: UseIndex([])].insert(filings[index])
                    uses[index].forEachLookedUpBundleKey { bundle in
                        liveByBundle[table, default: [:]][bundle, default: UseIndex([])].insert(filings[index])
                    }
                }
                live = (liveByTable, liveByBundle)
            }
        }
    }

    /// The values two formatting uses pass alike: the shorter list, each value kept where both agree.
    private static func common(_ first: [LocalizableUse.Placeholder], _ second: [LocalizableUse.Placeholder]) -> [LocalizableUse.Placeholder] {
        zip(first, second).map { $0.specifier == $1.specifier ? $0 : LocalizableUse.Placeholder(expression: $0.expression, specifier: nil) }
    }
}
