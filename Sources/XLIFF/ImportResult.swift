import Diagnostics
import StringCatalog

/// What importing XLIFF files did (or, in a dry run, would do) to the catalogs they name.
public struct ImportResult: Sendable {
    /// A translation written into a catalog.
    public struct Change: Sendable, Hashable {
        /// The catalog, as the `<file original>` or `--catalog` named it.
        public var catalog: String
        public var key: String
        public var language: String
        public var path: VariationPath
        public var unitID: String
        /// Nil when the catalog had no translation there.
        public var oldValue: String?
        public var newValue: String
        public var oldState: TranslationState?
        public var newState: TranslationState?
        /// The trans-unit in the XLIFF file.
        public var location: SourceLocation
    }

    /// A trans-unit that was not imported because its translation is unsafe or unusable.
    public struct Rejection: Sendable, Hashable {
        public var catalog: String
        public var unitID: String
        public var key: String
        public var language: String
        public var reason: String
        public var location: SourceLocation
    }

    /// A trans-unit naming a key or variation the catalog does not have; nothing is invented for it.
    public struct UnknownUnit: Sendable, Hashable {
        public var catalog: String
        public var unitID: String
        public var language: String
        public var location: SourceLocation
    }

    /// A `<file>` not applied: its catalog does not exist, it is another catalog's, or it names none.
    public struct SkippedFile: Sendable, Hashable {
        public var original: String?
        public var reason: String
        public var location: SourceLocation
    }

    /// A unit whose `<source>` is not the catalog's source text any more: the source changed since export.
    /// Its target is still imported, marked needs_review, as Xcode does.
    public struct SourceChange: Sendable, Hashable {
        public var catalog: String
        public var unitID: String
        public var language: String
        /// The `<source>` in the XLIFF file.
        public var exported: String
        /// The catalog's source text now.
        public var current: String
        public var location: SourceLocation
    }

    public var changes: [Change] = []
    public var rejected: [Rejection] = []
    public var unknown: [UnknownUnit] = []
    public var skippedFiles: [SkippedFile] = []
    public var sourceChanges: [SourceChange] = []
    /// Units whose target equals the catalog's translation.
    public var unchangedCount = 0
    /// `translate="no"` units and units of keys marked "Don't translate": skipped quietly.
    public var notTranslatableCount = 0
    /// Catalogs written (none in a dry run), as named in the changes.
    public var writtenCatalogs: [String] = []

    public init() {}

    /// Whether every unit found its place: nothing rejected, unknown or in a skipped `<file>`.
    public var landedEverything: Bool { rejected.isEmpty && unknown.isEmpty && skippedFiles.isEmpty }

    mutating func append(_ other: ImportResult) {
        // The first result is taken as it is, not copied into a new array beside it.
        if changes.isEmpty { changes = other.changes } else { changes += other.changes }
        rejected += other.rejected
        unknown += other.unknown
        skippedFiles += other.skippedFiles
        sourceChanges += other.sourceChanges
        unchangedCount += other.unchangedCount
        notTranslatableCount += other.notTranslatableCount
        writtenCatalogs += other.writtenCatalogs
    }

    /// Lines for the terminal: one per change, source change, rejection, unknown unit and skipped `<file>`,
    /// then a summary. Keys, ids and texts from the files are escaped (`PrintableText`), so a translation
    /// holding a line break is still one line.
    public var text: String {
        var whole = ""
        writeText { whole += $0 }
        return whole
    }

    /// `text`, handed to `emit` a piece of about `pieceSize` bytes at a time (whole lines), so that printing
    /// the report of a million units never holds all its lines at once.
    public func writeText(pieceSize: Int = 1 << 16, to emit: (String) -> Void) {
        var out = ""
        out.reserveCapacity(pieceSize + 1024)
        func line(_ parts: String...) {
            for part in parts { out += part }
            out += "\n"
            if out.utf8.count >= pieceSize {
                emit(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        func printable(_ text: String) -> String { PrintableText.escaped(text) }
        for change in changes {
            let old = change.oldValue.map { "\"\(printable($0))\"" } ?? "(none)"
            let state = change.newState.map { " [\($0)]" } ?? ""
            line(printable(change.location.prefix), ": note: ", printable(change.catalog), ": ", change.language, " ",
                 printable(change.unitID), ": ", old, " -> \"", printable(change.newValue), "\"", printable(state))
        }
        for change in sourceChanges {
            line(printable(change.location.prefix), ": warning: ", printable(change.catalog), ": ", change.language, " ",
                 printable(change.unitID), ": the source changed since export (\"", printable(change.exported),
                 "\" is now \"", printable(change.current), "\"); imported as needs_review")
        }
        for rejection in rejected {
            line(printable(rejection.location.prefix), ": error: ", printable(rejection.catalog), ": ", rejection.language,
                 " ", printable(rejection.unitID), ": ", printable(rejection.reason))
        }
        for unit in unknown {
            line(printable(unit.location.prefix), ": warning: ", printable(unit.catalog), ": ", unit.language, " ",
                 printable(unit.unitID), ": no such key or variation in the catalog; not imported")
        }
        for file in skippedFiles {
            let name = file.original.map { "<file original=\"\(printable($0))\">" } ?? "<file>"
            line(printable(file.location.prefix), ": warning: ", name, " ", printable(file.reason), "; skipped")
        }
        var summary = "\(changes.count) changed, \(unchangedCount) unchanged, \(rejected.count) rejected, "
            + "\(unknown.count) unknown, \(notTranslatableCount) not to translate"
        if !skippedFiles.isEmpty { summary += ", \(skippedFiles.count) <file> skipped" }
        line(summary)
        if !out.isEmpty { emit(out) }
    }
}
