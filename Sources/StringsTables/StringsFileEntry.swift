import Diagnostics

/// One `"key" = "value";` of a `.strings` file, with the comment before it and where both strings start.
struct StringsFileEntry: Sendable, Equatable {
    var key: String
    var value: String
    var comment: String?
    /// Where the key's opening quote (or first character, unquoted) is.
    var keyLocation: SourceLocation
    /// Where the value's opening quote is; the key's location for the `"key";` shorthand.
    var valueLocation: SourceLocation
}
