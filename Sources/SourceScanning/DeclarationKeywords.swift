/// The words that declare something (`struct`, `func`, `let`, …), which the scan asks of nearly every token
/// in one pass or another. The lexer names a token's word once; each pass then tests a bit instead of
/// comparing the text with a list of strings (a tenth of a scan's instructions went to those comparisons).
struct DeclarationKeywords: OptionSet, Sendable {
    let rawValue: UInt16

    static let `struct` = DeclarationKeywords(rawValue: 1 << 0)
    static let `class` = DeclarationKeywords(rawValue: 1 << 1)
    static let `enum` = DeclarationKeywords(rawValue: 1 << 2)
    static let actor = DeclarationKeywords(rawValue: 1 << 3)
    static let `protocol` = DeclarationKeywords(rawValue: 1 << 4)
    static let `typealias` = DeclarationKeywords(rawValue: 1 << 5)
    static let `extension` = DeclarationKeywords(rawValue: 1 << 6)
    static let `func` = DeclarationKeywords(rawValue: 1 << 7)
    static let `var` = DeclarationKeywords(rawValue: 1 << 8)
    static let `let` = DeclarationKeywords(rawValue: 1 << 9)
    static let `case` = DeclarationKeywords(rawValue: 1 << 10)
    /// `init`.
    static let initializer = DeclarationKeywords(rawValue: 1 << 11)
    static let `subscript` = DeclarationKeywords(rawValue: 1 << 12)

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    /// The word an identifier spells, or none. By length first, so most identifiers are compared with nothing.
    init(spelling text: String) {
        let word: DeclarationKeywords
        switch text.utf8.count {
        case 3: word = text == "var" ? .var : text == "let" ? .let : []
        case 4:
            word = text == "func" ? .func : text == "enum" ? .enum : text == "case" ? .case : text == "init" ? .initializer : []
        case 5: word = text == "class" ? .class : text == "actor" ? .actor : []
        case 6: word = text == "struct" ? .struct : []
        case 8: word = text == "protocol" ? .protocol : []
        case 9:
            word = text == "typealias" ? .typealias : text == "extension" ? .extension : text == "subscript" ? .subscript : []
        default: word = []
        }
        self = word
    }
}
