/// One lexical token of Swift source. Offsets are UTF-8 byte offsets into the scanned file,
/// so every token (including those inside string interpolations) maps back to a line and column.
struct Token: Sendable {
    enum Kind: Sendable, Equatable {
        case identifier
        case integer
        case float
        case string
        case punctuation
        case `operator`
        /// `#if`, `#elseif`, `#else` or `#endif` at the start of a line; `text` is the directive.
        case directive
    }

    var kind: Kind
    /// The identifier name (without backticks), the number's spelling, or the punctuation/operator text.
    /// Empty for string literals, whose content is in `literal`.
    var text: String
    var offset: Int
    /// Set for `string` tokens.
    var literal: StringLiteral?
    /// A backticked identifier is never a keyword.
    var isBackticked = false
    /// For `#if` and `#elseif`: the tokens of the condition, up to the end of the line.
    var condition: [Token]?

    func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }
    func isIdentifier(_ value: String) -> Bool { kind == .identifier && text == value }

    var isKeyword: Bool { kind == .identifier && !isBackticked && swiftKeywords.contains(text) }
}

/// A string literal after escape processing and, for multi-line literals, indentation stripping.
struct StringLiteral: Sendable {
    enum Segment: Sendable {
        case text(String)
        /// `\(…)`: the tokens between the parentheses and their source text.
        case interpolation(tokens: [Token], source: String)
    }

    var segments: [Segment]

    /// The literal's text when it has no interpolation.
    var staticText: String? {
        var result = ""
        for segment in segments {
            switch segment {
            case .text(let text): result += text
            case .interpolation: return nil
            }
        }
        return result
    }
}

/// Words that start statements or declarations; an identifier from this set is never a call's name.
let swiftKeywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
    "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
    "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where",
    "while", "as", "is", "try", "await", "throws", "async", "some", "any", "get", "set", "willSet", "didSet",
    "nonisolated", "mutating", "override", "final", "lazy", "weak", "unowned", "convenience", "required",
]
