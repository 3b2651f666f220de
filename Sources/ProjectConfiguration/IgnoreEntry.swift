import Diagnostics

/// One entry of the configuration's `ignore` list: findings of `rule` whose key, file and language match
/// its patterns (an empty list matches anything) are dropped after the rules run. Keys and files are
/// globs: `*` any run of characters (in a file pattern, not across `/`), `**` any run of folders, `?` one
/// character. File patterns are relative to the configuration file's folder.
public struct IgnoreEntry: Sendable, Equatable {
    public var rule: String
    public var keys: [String]
    public var files: [String]
    public var languages: [String]
    /// The configuration file's folder, which file patterns are relative to ("" or "." for the current one).
    public var folder: String
    /// Where the entry is written, for the note that says it matched nothing.
    public var location: SourceLocation

    public init(
        rule: String, keys: [String] = [], files: [String] = [], languages: [String] = [], folder: String = "",
        location: SourceLocation = SourceLocation(file: "", line: 0, column: 0)
    ) {
        self.rule = rule
        self.keys = keys
        self.files = files
        self.languages = languages
        self.folder = folder
        self.location = location
    }
}
