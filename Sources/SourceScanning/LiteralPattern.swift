/// The fixed text around the interpolations of a string literal, such as `asset.material:` and `` of
/// `"asset.material:\\(tag)"`: a catalog key that starts and ends so may be built by it at run time.
public struct LiteralPattern: Hashable, Sendable {
    public var prefix: String
    public var suffix: String

    public init(prefix: String, suffix: String) {
        self.prefix = prefix
        self.suffix = suffix
    }

    /// Nil for a literal without interpolation, or whose fixed text is too short to say anything (`"\\(a) \\(b)"`).
    init?(_ literal: StringLiteral) {
        guard literal.staticText == nil, let first = literal.segments.first, let last = literal.segments.last else { return nil }
        var prefix = ""
        var suffix = ""
        if case .text(let text) = first { prefix = text }
        if case .text(let text) = last, literal.segments.count > 1 { suffix = text }
        guard prefix.count + suffix.count >= 3 else { return nil }
        self.init(prefix: prefix, suffix: suffix)
    }

    public func matches(_ key: String) -> Bool {
        key.count > prefix.count + suffix.count && key.hasPrefix(prefix) && key.hasSuffix(suffix)
    }
}
