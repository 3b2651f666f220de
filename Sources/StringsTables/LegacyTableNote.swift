import Diagnostics

/// Something in a legacy strings file that the system accepts without a word but that is probably not what
/// was meant (a key given twice, `\u` written for `\U`), or that a catalog cannot show (width variants).
/// Notes never stop a read; how to report them is the caller's choice.
public struct LegacyTableNote: Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.location = location
        self.message = message
    }

    /// `path:line:column: note: message`.
    public var description: String { "\(location.prefix): note: \(message)" }
}
