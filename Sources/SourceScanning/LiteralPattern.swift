/// The fixed text around the interpolations of a string literal, such as `asset.material:` and `` of
/// `"asset.material:\\(tag)"`: a catalog key that starts and ends so may be built by it at run time.
public struct LiteralPattern: Hashable, Sendable {
    public var prefix: String
    public var suffix: String
    /// The literal as genstrings and Xcode's export write a key they cannot build, each interpolation
    /// `\\(preview)` as `(preview)`: `Open "(preview)"` for `"Open \\"\\(preview)\\""`. Code never looks that
    /// key up (it looks up the text with the value filled in), so a table entry spelled so is no gap. Empty
    /// for a pattern of a key joined with `+`.
    public var spelling: String

    public init(prefix: String, suffix: String, spelling: String = "") {
        self.prefix = prefix
        self.suffix = suffix
        self.spelling = spelling
    }

    /// Nil for a literal without interpolation, or whose fixed text is too short to say anything (`"\\(a) \\(b)"`).
    init?(_ literal: StringLiteral) {
        guard !literal.isOneText, literal.staticText == nil, let first = literal.segments.first, let last = literal.segments.last
        else { return nil }
        var prefix = ""
        var suffix = ""
        if case .text(let text) = first { prefix = text }
        if case .text(let text) = last, literal.segments.count > 1 { suffix = text }
        guard prefix.count + suffix.count >= 3 else { return nil }
        var spelling = ""
        for segment in literal.segments {
            switch segment {
            case .text(let text): spelling += text
            case .interpolation(_, let source): spelling += "(" + source + ")"
            }
        }
        self.init(prefix: prefix, suffix: suffix, spelling: spelling)
    }

    /// Whether code built from this literal can produce `key` at run time: `matches`, unless `key` is the
    /// literal's own `spelling`, which only a value equal to its expression's source text would produce.
    public func mayProduce(_ key: String) -> Bool {
        matches(key) && key != spelling
    }

    /// The fixed ends of keys joined with `+` (`"status.error." + rawValue`, `part + ".title"`): a literal
    /// with a `+` after it starts a key built at run time, one with a `+` before it ends one. Only a
    /// fragment with a word that meets the rest at a separator counts: `"The" + …` or `"Notify" + name`
    /// joins words of a sentence or a defaults key, `… + "..."` shortens a text, and either would keep
    /// every key that starts or ends so.
    ///
    /// Those of the string literal at `index`, added to `patterns`: asked by the scan's own walk over a
    /// file's literals (a pass of its own read every token again).
    static func addConcatenations(ofLiteralAt index: Int, in tokens: TokenList, to patterns: inout Set<LiteralPattern>) {
        // Only a literal beside a `+` can be one: its text is looked at only then (counting characters
        // and asking their properties for every literal of every file was 3% of a scan).
        let beforePlus = index + 1 < tokens.count && tokens[index + 1].isOperator(.plus)
        let afterPlus = index > 0 && tokens[index - 1].isOperator(.plus)
        guard beforePlus || afterPlus else { return }
        guard let text = tokens.literal(index)?.staticText, text.count >= 3,
              !text.contains(where: \.isWhitespace), text.contains(where: \.isLetter) else { return }
        if beforePlus, let last = text.last, keySeparators.contains(last) {
            patterns.insert(LiteralPattern(prefix: text, suffix: ""))
        }
        if afterPlus, let first = text.first, keySeparators.contains(first) {
            patterns.insert(LiteralPattern(prefix: "", suffix: text))
        }
    }

    private static let keySeparators: Set<Character> = [".", "_", "-", ":", "/"]

    public func matches(_ key: String) -> Bool {
        // Counting characters walks the whole key, and every key of a catalog is tried against every
        // pattern of the code (`unused-key`): the prefix and suffix rule out nearly all pairs first.
        key.hasPrefix(prefix) && key.hasSuffix(suffix) && key.count > prefix.count + suffix.count
    }
}
