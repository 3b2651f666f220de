import Diagnostics
import StringCatalog
import SafeFiles

/// What the rules read of one catalog, derived once per check run and shared by all of them: whether each
/// entry can be shown, whether its source has words to translate, and for each localization its language
/// (as an index into the catalog's languages), its translation status and whether it varies. Small values
/// only, so they cost little to make and to keep: the texts stay in the catalog, and `forEachLeaf` reads a
/// localization's string units there (those of a localization that varies are collected once, here).
/// Twelve rules used to walk every entry × language on their own; now one pass does it, on both cores
/// (`SharedRuleFacts`).
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
        /// The string-unit leaves of the localizations that vary or substitute, one after the other.
        var variedLeaves: [StringUnitLeaf]
        /// The first localization in the source language, as an index into `localizations`.
        var sourceLocalization: Int?
    }

    /// One localization of an entry.
    struct Localization: Sendable {
        /// The language code as written (a short string, held inline).
        var language: String
        /// `language`'s index in `LoadedCatalog.languages` (source language first).
        var languageIndex: Int
        /// The localization's index in the entry's `localizations`.
        var index: Int
        /// Whether the localization varies (plural, device) or has substitutions; if not, its one string
        /// unit (if any) is all its leaves.
        var isVaried: Bool
        /// Where a varied localization's leaves are in the entry's `variedLeaves`.
        var variedLeafRange: Range<Int>
        /// `CatalogEntry.assessment(for: language)`'s status.
        var status: TranslationStatus
        /// Whether a string unit of the localization is in state `needs_review` (whatever its status: an
        /// empty one is new), so that `needs-review` reads only those localizations' leaves.
        var hasUnitNeedingReview: Bool
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
        let languages = project.catalogs.map { CatalogLanguages($0, project: project) }
        let reachability = project.catalogs.map { project.reachability(of: $0) }
        let read: @Sendable ((catalog: Int, start: Int)) -> [Entry] = { run in
            let loaded = project.catalogs[run.catalog]
            let entries = loaded.catalog.entries
            let end = min(run.start + entriesPerRun, entries.count)
            // One for the run: its entries' substitutions mostly have equal paths.
            var paths = SubstitutionPaths()
            return entries[run.start..<end].map {
                facts(
                    of: $0, in: loaded, languages: languages[run.catalog], reachability: reachability[run.catalog],
                    project: project, paths: &paths)
            }
        }
        let runFacts = parallel ? parallelMap(runs, read) : runs.map(read)
        var result = project.catalogs.map { _ in CatalogFacts(entries: []) }
        for (run, entries) in zip(runs, runFacts) { result[run.catalog].entries += entries }
        return result
    }

    private static func facts(
        of entry: CatalogEntry, in loaded: LoadedCatalog, languages: CatalogLanguages, reachability: CatalogReachability,
        project: Project, paths: inout SubstitutionPaths
    ) -> Entry {
        var localizations: [Localization] = []
        var variedLeaves: [StringUnitLeaf] = []
        var sourceLocalization: Int?
        // Through the buffer, so each localization is read in place rather than copied with all its strings.
        entry.localizations?.withUnsafeBufferPointer { list in
            localizations.reserveCapacity(list.count)
            var guess = 0
            for index in list.indices {
                let language = list[index].language
                let languageIndex = languages.index(of: language, guess: guess)
                if languageIndex >= 0 { guess = languageIndex + 1 }
                // A language no reader can show has no gap worth a translator's time, nor a broken format.
                guard languages.isShown(at: languageIndex) ?? project.isShown(language, in: loaded) else { continue }
                let isVaried = StringCatalog.Localization.varies(list, at: index)
                let start = variedLeaves.count
                if isVaried {
                    list[index].content.appendStringUnitLeaves(to: &variedLeaves, reusing: &paths)
                    // An entry's localizations mostly vary alike: room for as many leaves again in each
                    // localization left (up to a bound: the file may be anything), rather than the list
                    // growing by doubling.
                    if start == 0 { variedLeaves.reserveCapacity(min(variedLeaves.count * (list.count - index), 1_024)) }
                }
                if sourceLocalization == nil, languageIndex == 0 { sourceLocalization = localizations.count }
                // The leaves read in place: a slice's subscript copied each leaf to read its state and text.
                let (status, hasUnitNeedingReview) = variedLeaves.withUnsafeBufferPointer { leaves in
                    Self.status(
                        of: list, at: index, isVaried: isVaried, leaves: UnsafeBufferPointer(rebasing: leaves[start...]),
                        keyIsEmpty: entry.key.isEmpty)
                }
                localizations.append(
                    Localization(
                        language: language, languageIndex: languageIndex, index: index,
                        isVaried: isVaried, variedLeafRange: start..<variedLeaves.count, status: status,
                        hasUnitNeedingReview: hasUnitNeedingReview))
            }
        }
        var facts = Entry(
            isReachable: project.isReachable(entry, in: loaded, reachability: reachability), hasTextToTranslate: false,
            localizations: localizations, variedLeaves: variedLeaves, sourceLocalization: sourceLocalization)
        // The source's texts: its string units, or the key when it has none (`sourceTexts`). Only the
        // translation rules ask, and only of entries they check.
        if facts.isReachable, entry.needsTranslation {
            var hasLeaves = false
            var hasText = false
            if let source = facts.source {
                facts.forEachLeaf(of: source, in: entry) { leaf in
                    hasLeaves = true
                    if !hasText, CatalogEntry.hasWords(leaf.unit.value) { hasText = true }
                }
            }
            // Without a source text, what shows is the text code gives with the key (`value:`), else the key.
            facts.hasTextToTranslate = hasLeaves
                ? hasText : CatalogEntry.hasWords(project.defaultValue(of: entry.key, table: loaded.table) ?? entry.key)
        }
        return facts
    }
}

extension CatalogFacts {
    /// `CatalogEntry.assessment(of:leaves:)`'s status of `list[index]`, read from it in place: the facts
    /// need no location, and passing the localization copied it with every string it holds. `leaves` are
    /// its string-unit leaves when `isVaried` (and not read otherwise), each read in place. Also whether a
    /// string unit is in state `needs_review` (`Localization.hasUnitNeedingReview`).
    static func status(
        of list: UnsafeBufferPointer<StringCatalog.Localization>, at index: Int, isVaried: Bool,
        leaves: UnsafeBufferPointer<StringUnitLeaf>, keyIsEmpty: Bool
    ) -> (status: TranslationStatus, hasUnitNeedingReview: Bool) {
        if !isVaried {
            // A translation that is one string unit, as most are.
            if let isEmpty = list[index].content.stringUnit?.value.isEmpty {
                let state = list[index].content.stringUnit?.state
                // Most units are translated: one comparison that holds (equal short strings are equal bits)
                // rather than two with other states that do not (each a call into the string comparison).
                if state == .translated { return (isEmpty && !keyIsEmpty ? .new : .translated, false) }
                let needsReview = state == .needsReview
                // The empty key (`Text("")`) translates to the empty string: that is its translation, not a gap.
                if (isEmpty && !keyIsEmpty) || state == .new { return (.new, needsReview) }
                return (needsReview ? .needsReview : .translated, needsReview)
            }
            return (stringSetStatus(list[index].content.stringSet), false)
        }
        if leaves.isEmpty { return (stringSetStatus(list[index].content.stringSet), false) }
        var worst = TranslationStatus.translated
        var hasUnitNeedingReview = false
        for leaf in leaves.indices {
            let state = leaves[leaf].unit.state
            if state == .translated {
                if leaves[leaf].unit.value.isEmpty && !keyIsEmpty { worst = .new }
                continue
            }
            if state == .needsReview { hasUnitNeedingReview = true }
            if (leaves[leaf].unit.value.isEmpty && !keyIsEmpty) || state == .new {
                worst = .new
            } else if state == .needsReview, worst == .translated {
                worst = .needsReview
            }
        }
        return (worst, hasUnitNeedingReview)
    }

    /// The status of a localization without string units: its string set's, or new.
    private static func stringSetStatus(_ set: StringSet?) -> TranslationStatus {
        guard let set, !set.values.isEmpty, set.state != .new else { return .new }
        return set.state == .needsReview ? .needsReview : .translated
    }
}

/// A catalog's languages as the facts of its entries look them up: each localization's index in
/// `LoadedCatalog.languages`, and whether its readers can show it, once per language rather than once per
/// localization (a linear search and a hashed path per localization were a tenth of the facts' cost).
struct CatalogLanguages: Sendable {
    let languages: [String]
    /// `Project.isShown` of each language of `languages`.
    let isShown: [Bool]

    init(_ loaded: LoadedCatalog, project: Project) {
        languages = loaded.languages
        isShown = languages.map { project.isShown($0, in: loaded) }
    }

    /// The index of `language` in `languages` (the source language is 0), or -1. `guess` is where the
    /// previous localization's language ended plus one: an entry's localizations come in the order the
    /// catalog's languages are listed, so the guess is almost always right.
    func index(of language: String, guess: Int) -> Int {
        if guess < languages.count, languages[guess] == language { return guess }
        return languages.firstIndex(of: language) ?? -1
    }

    /// Nil for a language not in `languages` (then `Project.isShown` answers).
    func isShown(at index: Int) -> Bool? {
        index >= 0 ? isShown[index] : nil
    }
}

extension CatalogFacts.Entry {
    /// The source language's localization.
    var source: CatalogFacts.Localization? { sourceLocalization.map { localizations[$0] } }

    /// Calls `body` with each string unit of a localization of `entry` (these facts' entry) and its path,
    /// in file order: `LocalizedContent.stringUnitLeaves`, without an array for the common single unit.
    func forEachLeaf(
        of localization: CatalogFacts.Localization, in entry: CatalogEntry, _ body: (borrowing StringUnitLeaf) -> Void
    ) {
        if localization.isVaried {
            // Through the buffer, whose elements are passed where they are: the array's subscript returned a
            // copy of each leaf (its path, text, state, file and extra fields retained, then released).
            variedLeaves.withUnsafeBufferPointer { leaves in
                for index in localization.variedLeafRange { body(leaves[index]) }
            }
        } else if let unit = entry.localizations?[localization.index].content.stringUnit {
            body(StringUnitLeaf(path: .root, unit: unit))
        }
    }

    /// `forEachLeaf`, each leaf passed as a pointer to where it is (a common single unit's to a leaf made for
    /// the call): a rule that reads a few of a leaf's parts, and reports only a few leaves, copied every
    /// leaf it was passed (its path, text, state, file and extra fields retained, then released).
    func forEachLeafInPlace(
        of localization: CatalogFacts.Localization, in entry: CatalogEntry, _ body: (UnsafePointer<StringUnitLeaf>) -> Void
    ) {
        if localization.isVaried {
            variedLeaves.withUnsafeBufferPointer { leaves in
                for index in localization.variedLeafRange { body(leaves.baseAddress! + index) }
            }
        } else if let unit = entry.localizations?[localization.index].content.stringUnit {
            withUnsafePointer(to: StringUnitLeaf(path: .root, unit: unit)) { body($0) }
        }
    }

    /// `forEachLeafInPlace` of the entry there, read where it is: passing the entry itself copied it (its
    /// key, comment and localizations retained, then released) for every entry a rule walked.
    func forEachLeafInPlace(
        of localization: CatalogFacts.Localization, in entry: UnsafePointer<CatalogEntry>,
        _ body: (UnsafePointer<StringUnitLeaf>) -> Void
    ) {
        if localization.isVaried {
            variedLeaves.withUnsafeBufferPointer { leaves in
                for index in localization.variedLeafRange { body(leaves.baseAddress! + index) }
            }
        } else if let unit = entry.pointee.localizations?.withUnsafeBufferPointer({ $0[localization.index].content.stringUnit }) {
            withUnsafePointer(to: StringUnitLeaf(path: .root, unit: unit)) { body($0) }
        }
    }

    /// Whether the localization has a string unit with text: an empty one (a stub Xcode leaves `new`)
    /// says nothing of what the key shows.
    func hasText(_ localization: CatalogFacts.Localization, in entry: CatalogEntry) -> Bool {
        if localization.isVaried {
            // Read in place: `contains` copied each leaf into its closure.
            return variedLeaves.withUnsafeBufferPointer { leaves in
                localization.variedLeafRange.contains { !leaves[$0].unit.value.isEmpty }
            }
        }
        return !(entry.localizations?[localization.index].content.stringUnit?.value.isEmpty ?? true)
    }

    /// `entry.assessment(for:)` of the language at `languageIndex` (these facts' entry), with a varied
    /// localization's leaves as the facts hold them rather than collected again: a finding's location.
    func assessment(forLanguageAt languageIndex: Int, in entry: CatalogEntry) -> TranslationAssessment {
        for index in localizations.indices where localizations[index].languageIndex == languageIndex {
            let localization = localizations[index]
            guard let list = entry.localizations else { break }
            return entry.assessment(
                of: list[localization.index], leaves: localization.isVaried ? variedLeaves[localization.variedLeafRange] : nil)
        }
        return TranslationAssessment(status: .missing, location: entry.location)
    }

    /// Where `entry.assessment(for:)` of a language whose status is not usable (new or missing) points,
    /// and whether it is missing, without judging the localization's units again: a new translation is
    /// reported at its localization (however many units it has), a missing one at the key. A neglected
    /// project has tens of thousands of these.
    func unusableTranslation(forLanguageAt languageIndex: Int, in entry: CatalogEntry) -> (isMissing: Bool, location: SourceLocation) {
        for index in localizations.indices where localizations[index].languageIndex == languageIndex {
            let position = localizations[index].index
            // Read in place: a subscript's copy of the localization retained every string in it.
            guard let location = entry.localizations?.withUnsafeBufferPointer({ $0[position].location }) else { break }
            return (false, location)
        }
        return (true, entry.location)
    }

    /// `unusableTranslation` of the entry there, read where it is (passing the entry copied it).
    func unusableTranslation(
        forLanguageAt languageIndex: Int, in entry: UnsafePointer<CatalogEntry>
    ) -> (isMissing: Bool, location: SourceLocation) {
        for index in localizations.indices where localizations[index].languageIndex == languageIndex {
            let position = localizations[index].index
            guard let location = entry.pointee.localizations?.withUnsafeBufferPointer({ $0[position].location }) else { break }
            return (false, location)
        }
        return (true, entry.pointee.location)
    }

    /// Sets `isUsable[i]` for each language index `i` whose `status(forLanguageAt: i)` is usable (the first
    /// localization in the language decides, as there), leaving the others as they are; indices outside
    /// `isUsable` are passed over. `clearUsableLanguages` sets them back to false.
    func markUsableLanguages(in isUsable: inout [Bool]) {
        localizations.withUnsafeBufferPointer { localizations in
            isUsable.withUnsafeMutableBufferPointer { isUsable in
                // Backwards, so that the first localization of a language written twice is the one that stays.
                for index in localizations.indices.reversed() {
                    let language = localizations[index].languageIndex
                    guard isUsable.indices.contains(language) else { continue }
                    isUsable[language] = localizations[index].status.isUsable
                }
            }
        }
    }

    /// Sets back to false what `markUsableLanguages(in:)` set.
    func clearUsableLanguages(in isUsable: inout [Bool]) {
        localizations.withUnsafeBufferPointer { localizations in
            isUsable.withUnsafeMutableBufferPointer { isUsable in
                for index in localizations.indices where isUsable.indices.contains(localizations[index].languageIndex) {
                    isUsable[localizations[index].languageIndex] = false
                }
            }
        }
    }

    /// `CatalogEntry.assessment(for:)`'s status: the first localization in the language's, or missing.
    func status(forLanguageAt languageIndex: Int) -> TranslationStatus {
        // By index: a `for … in` copied each localization passed over (with its language), for every
        // language of every entry `missing-translation` asks about.
        for index in localizations.indices where localizations[index].languageIndex == languageIndex {
            return localizations[index].status
        }
        return .missing
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
