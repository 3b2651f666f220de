import Foundation

/// The raw values a `String` enum takes from its case names (`enum Span: String { case days, months }`
/// has "days" and "months"): code that reads `rawValue` as a key uses them, though no literal spells them.
enum ImplicitRawValues {
    static func find(in tokens: TokenList, brackets: BracketTable) -> Set<String> {
        var explicit: Set<String>? = nil
        return find(in: tokens, brackets: brackets, explicit: &explicit)
    }

    /// The implicit raw values, and in `explicit`, when it is not nil, the literals written after `=`.
    static func find(in tokens: TokenList, brackets: BracketTable, explicit: inout Set<String>?) -> Set<String> {
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
                        if explicit != nil, cursor + 1 < close, let text = tokens.literal(cursor + 1)?.staticText {
                            explicit?.insert(text)
                        }
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

/// The raw values of a file's `String` enums as its code changes their letter case before reading them as
/// keys: `LocalizedString(rawValue.capitalizingFirstLetter())` looks up "Vibration" for `case vibration`.
/// Only where the file itself calls such a method on `rawValue` (a name with `capitaliz`, `uppercase` or
/// `lowercase` in it), and only the spellings that method's name says.
enum CaseChangedRawValues {
    static func find(in tokens: TokenList, brackets: BracketTable) -> Set<String> {
        guard let rawValue = tokens.texts.existingNumber(of: "rawValue") else { return [] }
        var capitalizes = false, uppercases = false, lowercases = false
        for index in tokens.indices where index + 2 < tokens.count && tokens.spells(index, rawValue) {
            var next = index + 1
            if tokens[next].isPunctuation(.question) || tokens[next].isPunctuation(.exclamation) { next += 1 }
            guard next + 1 < tokens.count, tokens[next].isPunctuation(.dot), tokens[next + 1].kind == .identifier else { continue }
            let method = tokens.text(next + 1).lowercased()
            if method.contains("capitaliz") { capitalizes = true }
            if method.contains("uppercase") { uppercases = true }
            if method.contains("lowercase") { lowercases = true }
        }
        guard capitalizes || uppercases || lowercases else { return [] }
        var explicit: Set<String>? = []
        let values = ImplicitRawValues.find(in: tokens, brackets: brackets, explicit: &explicit).union(explicit ?? [])
        var result: Set<String> = []
        for value in values where !value.isEmpty {
            if capitalizes {
                result.insert(value.prefix(1).uppercased() + value.dropFirst())
                result.insert(value.capitalized)
            }
            if uppercases { result.insert(value.uppercased()) }
            if lowercases { result.insert(value.lowercased()) }
        }
        return result.subtracting(values)
    }
}
