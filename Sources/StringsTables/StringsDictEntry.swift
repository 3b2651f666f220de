import Diagnostics
import StringCatalog

/// One key of a `.stringsdict` file as a catalog localization's content: plural variations, or a format
/// string with substitutions, or device variations; and where its `<key>` is.
struct StringsDictEntry: Sendable {
    var key: String
    var keyLocation: SourceLocation
    var content: LocalizedContent
}
