import Diagnostics

/// A comment in Swift source addressed to StringsGuard, such as `// stringsguard:disable:next-line rule`:
/// where it starts (its `//` or `/*`) and its text from `stringsguard:` on, without trailing blanks.
/// The lexer only records these; what they mean is the check session's business.
public struct StringsGuardComment: Hashable, Sendable {
    public static let prefix = "stringsguard:"

    public var location: SourceLocation
    public var text: String

    public init(location: SourceLocation, text: String) {
        self.location = location
        self.text = text
    }
}
