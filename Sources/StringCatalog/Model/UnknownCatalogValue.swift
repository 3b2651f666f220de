import Diagnostics

/// A value in a catalog that Xcode does not write: a translation state other than `new`, `translated`,
/// `needs_review` and `stale`, or a device case other than Apple's device classes. Such a value is kept
/// as written (a later Xcode may add some), but a rule should say so: an unknown state is read as
/// translated, and an unknown device case is never chosen at run time.
public struct UnknownCatalogValue: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case state, device
    }

    public var kind: Kind
    /// As written in the file.
    public var value: String
    public var key: String
    public var language: String
    /// Where the value is: the `"state"` string, or the device case's name.
    public var location: SourceLocation

    public init(kind: Kind, value: String, key: String, language: String, location: SourceLocation) {
        self.kind = kind
        self.value = value
        self.key = key
        self.language = language
        self.location = location
    }
}
