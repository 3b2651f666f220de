/// The raw values a `String` enum takes from its case names (`enum Span: String { case days, months }`
/// has "days" and "months"): code that reads `rawValue` as a key uses them, though no literal spells them.
enum ImplicitRawValues {
    static func find(in tokens: TokenList, brackets: BracketTable) -> Set<String> {
        var values: Set<String> = []
        for index in tokens.indices where tokens[index].isDeclarationKeyword(in: .enum) && index + 3 < tokens.count {
            guard tokens[index + 1].kind == .identifier, tokens[index + 2].isPunctuation(.colon),
                  tokens[index + 3].isIdentifier(.string) else { continue }
            var open = index + 4
            while open < tokens.count, open < index + 60, !tokens[open].isPunctuation(.openBrace) {
                if tokens[open].isPunctuation(.closeBrace) || tokens[open].isPunctuation(.semicolon) { break }
                open += 1
            }
            guard open < tokens.count, tokens[open].isPunctuation(.openBrace), let close = brackets[open] else { continue }
            var cursor = open + 1
            while cursor < close {
                // Members' bodies and nested types hold `case`s of their own (a `switch`, another enum).
                if tokens[cursor].isPunctuation(.openBrace) || tokens[cursor].isPunctuation(.openParen), let end = brackets[cursor] {
                    cursor = end + 1
                    continue
                }
                guard tokens[cursor].isDeclarationKeyword(in: .case) else {
                    cursor += 1
                    continue
                }
                cursor += 1
                while cursor < close, tokens[cursor].kind == .identifier {
                    let name = tokens.text(cursor)
                    cursor += 1
                    if cursor < close, tokens[cursor].isOperator(.equals) {
                        cursor += 2
                    } else {
                        values.insert(name)
                    }
                    guard cursor < close, tokens[cursor].isPunctuation(.comma) else { break }
                    cursor += 1
                }
            }
        }
        return values
    }
}
