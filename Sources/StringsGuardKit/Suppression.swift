import Diagnostics
import ProjectConfiguration

/// One rule silenced somewhere, as a comment, a catalog tag or a configuration entry wrote it: what it
/// covers, where it is written (the note about an unused one points there) and how that note words it.
struct Suppression: Sendable {
    enum Scope: Sendable {
        /// Lines of one Swift file (an absolute path).
        case lines(file: String, ClosedRange<Int>)
        /// Findings about one key: in the catalog that tags it (an absolute path), or in Swift sources.
        case key(String, catalog: String)
        /// A configuration entry, its patterns compiled.
        case configuration(IgnoreEntry, keys: [Glob], files: [Glob])
    }

    var rule: String
    var scope: Scope
    var origin: SourceLocation
    /// The note's message when nothing matched.
    var unusedMessage: String
}
