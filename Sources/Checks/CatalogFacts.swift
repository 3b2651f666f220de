import Diagnostics
import StringCatalog

/// What the rules read of one catalog, derived once per check run and shared by all of them: whether each
/// entry can be shown, whether its source has words to translate, and for each localization its language
/// (as an index into the catalog's languages), its string-unit leaves and its translation assessment.
/// Twelve rules used to walk every entry × language on their own, each copying the localizations and
/// collecting the leaves again; now one pass does it, on both cores (`SharedRuleFacts`).
struct CatalogFacts: Sendable {
    /// One entry of the catalog, at the same index as in `catalog.entries`.
    struct Entry: Sendable {
        /// `Project.isReachable`: not stale, and a manual key is used somewhere.
        var isReachable: Bool
        /// Whether any source text (`CatalogEntry.sourceTexts`) has a word once its specifiers are removed.
        /// False for an entry no translation rule checks (unreachable, or not to be translated).
        var hasTextToTranslate: Bool
        /// The entry's localizations, in file order.
        var localizations: [Localization]
        /// Every localization's string-unit leaves, one after the other (one array per entry, not per
        /// localization: most localizations are one string unit).
        var leaves: [StringUnitLeaf]
        /// The first localization in the source language, as an index into `localizations`.
        var sourceLocalization: Int?
    }

    /// One localization of an entry.
    struct Localization: Sendable {
        /// The language code as written (a short string, held inline).
        var language: String
        /// `language`'s index in `LoadedCatalog.languages` (source language first).
        var languageIndex: Int
        /// The localization's index in the entry's `localizations`, for what the facts do not hold.
        var index: Int
        /// Where `LocalizedContent.stringUnitLeaves` (every string unit with its path, in file order) are in
        /// the entry's `leaves`: read them with `entry.leaves(of:)`.
        var leafRange: Range<Int>
        /// The localization's substitutions (`%#@name@`), nil when it has none.
        var substitutions: [Substitution]?
        /// Whether the localization varies (plural, device) or has substitutions.
        var isVaried: Bool
        /// `CatalogEntry.assessment(for: language)` for this localization.
        var assessment: TranslationAssessment
    }

    var entries: [Entry]

    /// Entries are read in runs, the runs on both cores: a large catalog has tens of thousands of entries.
    static let entriesPerRun = 512

    /// The facts of every catalog of the project, in project order. `parallel` spreads the work over both
    /// cores (off for a rule run on its own, which may already be inside concurrent work).
    static func all(in project: Project, parallel: Bool) -> [CatalogFacts] {
        let runs: [(catalog: Int, start: Int)] = project.catalogs.indices.flatMap { catalog in
            stride(from: 0, to: project.catalogs[catalog].catalog.entries.count, by: entriesPerRun).map { (catalog, $0) }
        }
        let read: @Sendable ((catalog: Int, start: Int)) -> [Entry] = { run in
            let loaded = project.catalogs[run.catalog]
            let entries = loaded.catalog.entries
            let end = min(run.start + entriesPerRun, entries.count)
            return entries[run.start..<end].map { facts(of: $0, in: loaded, project: project) }
        }
        let runFacts = parallel ? parallelMap(runs, read) : runs.map(read)
        var result = project.catalogs.map { _ in CatalogFacts(entries: []) }
        for (run, entries) in zip(runs, runFacts) { result[run.catalog].entries += entries }
        return result
    }

    private static func facts(of entry: CatalogEntry, in loaded: LoadedCatalog, project: Project) -> Entry {
        let sourceLanguage = loaded.catalog.sourceLanguage
        var localizations: [Localization] = []
        var leaves: [StringUnitLeaf] = []
        var sourceLocalization: Int?
        if let list = entry.localizations {
            localizations.reserveCapacity(list.count)
            for index in list.indices {
                let language = list[index].language
                let content = list[index].content
                let isVaried = content.variations != nil || content.substitutions != nil
                let start = leaves.count
                if isVaried {
                    leaves += content.stringUnitLeaves
                } else if let unit = content.stringUnit {
                    // What `stringUnitLeaves` gives for a localization that neither varies nor substitutes.
                    leaves.append(StringUnitLeaf(path: .root, unit: unit))
                }
                if sourceLocalization == nil, language == sourceLanguage { sourceLocalization = localizations.count }
                localizations.append(
                    Localization(
                        language: language, languageIndex: loaded.languages.firstIndex(of: language) ?? -1, index: index,
                        leafRange: start..<leaves.count, substitutions: content.substitutions, isVaried: isVaried,
                        assessment: entry.assessment(of: list[index], leaves: leaves[start...])))
            }
        }
        let isReachable = project.isReachable(entry, in: loaded)
        // The source's texts: its string units, or the key when it has none (`sourceTexts`). Only the
        // translation rules ask, and only of entries they check.
        var hasText = false
        if isReachable, entry.needsTranslation {
            let sourceLeaves = sourceLocalization.map { leaves[localizations[$0].leafRange] } ?? []
            hasText = sourceLeaves.isEmpty
                ? CatalogEntry.hasWords(entry.key) : sourceLeaves.contains { CatalogEntry.hasWords($0.unit.value) }
        }
        return Entry(
            isReachable: isReachable, hasTextToTranslate: hasText,
            localizations: localizations, leaves: leaves, sourceLocalization: sourceLocalization)
    }
}

extension CatalogFacts.Entry {
    /// The source language's localization.
    var source: CatalogFacts.Localization? { sourceLocalization.map { localizations[$0] } }

    /// A localization's string-unit leaves, in file order.
    func leaves(of localization: CatalogFacts.Localization) -> ArraySlice<StringUnitLeaf> {
        leaves[localization.leafRange]
    }

    /// `CatalogEntry.assessment(for:)`: the first localization in the language's, or missing at the key.
    func assessment(forLanguageAt languageIndex: Int, key location: SourceLocation) -> TranslationAssessment {
        for localization in localizations where localization.languageIndex == languageIndex {
            return localization.assessment
        }
        return TranslationAssessment(status: .missing, location: location)
    }
}

extension Project {
    /// Every catalog with its facts, in project order: those of this run when `Checker` made them, else
    /// made here.
    var catalogsWithFacts: [(catalog: LoadedCatalog, facts: CatalogFacts)] {
        let facts = sharedFacts?.catalogs ?? CatalogFacts.all(in: self, parallel: false)
        return Array(zip(catalogs, facts))
    }
}
