/// One lexical token of Swift source. Offsets are UTF-8 byte offsets into the scanned file,
/// so every token (including those inside string interpolations) maps back to a line and column.
///
/// A file keeps every token while its builds are scanned, so a token is kept to 32 bytes: the rare parts
/// (a string's decoded text, a directive's condition) live behind one reference, and the offset is 32 bits
/// (the lexer refuses a file past 2 GiB, so token indices fit 32 bits as well).
struct Token: Sendable {
    /// No raw type: with one, each `kind ==` compared raw values and copied the whole token to do it (a scan
    /// ran a third more instructions, most of them retaining and releasing).
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

    /// A string literal or a directive's condition: few tokens have one.
    private final class Payload: Sendable {
        let literal: StringLiteral?
        let condition: [Token]?

        init(literal: StringLiteral?, condition: [Token]?) {
            self.literal = literal
            self.condition = condition
        }
    }

    /// The identifier name (without backticks), the number's spelling, or the punctuation/operator text.
    /// Empty for string literals, whose content is in `literal`.
    var text: String
    private var payload: Payload?
    private var storedOffset: UInt32
    /// The declaring word an identifier spells (backticked or not, as its text is the same).
    private let declarationKeyword: DeclarationKeywords
    var kind: Kind
    /// A backticked identifier is never a keyword.
    var isBackticked: Bool

    init(kind: Kind, text: String, offset: Int, literal: StringLiteral? = nil, isBackticked: Bool = false) {
        self.text = text
        self.payload = literal.map { Payload(literal: $0, condition: nil) }
        self.storedOffset = UInt32(truncatingIfNeeded: offset)
        self.declarationKeyword = kind == .identifier ? DeclarationKeywords(spelling: text) : []
        self.kind = kind
        self.isBackticked = isBackticked
    }

    /// Whether the token is an identifier spelling one of `words`: `struct`, `func` and the like.
    func isDeclarationKeyword(in words: DeclarationKeywords) -> Bool {
        !declarationKeyword.isDisjoint(with: words) && kind == .identifier
    }

    var offset: Int { Int(storedOffset) }

    /// Set for `string` tokens.
    var literal: StringLiteral? { payload?.literal }

    /// For `#if` and `#elseif`: the tokens of the condition, up to the end of the line.
    var condition: [Token]? {
        get { payload?.condition }
        set { payload = Payload(literal: payload?.literal, condition: newValue) }
    }

    func isPunctuation(_ value: String) -> Bool { kind == .punctuation && text == value }
    func isIdentifier(_ value: String) -> Bool { kind == .identifier && text == value }
    func isOperator(_ value: String) -> Bool { kind == .operator && text == value }

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

    /// The tokens of each of the literal's interpolations, in order.
    var interpolatedTokens: [[Token]] {
        segments.compactMap { segment in
            if case .interpolation(let tokens, _) = segment { return tokens }
            return nil
        }
    }

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

extension Array where Element == Token {
    /// These tokens, then the tokens of every interpolation written in their literals, at any depth: the
    /// literal in `"\(String(localized: "Retry")) …"` or `"# \("apiComment".localized)"` is code as much
    /// as one standing alone.
    var withInterpolatedTokens: [[Token]] {
        var lists = [self]
        var index = 0
        while index < lists.count {
            for token in lists[index] {
                if let literal = token.literal { lists.append(contentsOf: literal.interpolatedTokens) }
            }
            index += 1
        }
        return lists
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
