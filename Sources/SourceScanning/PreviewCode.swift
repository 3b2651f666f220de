/// Xcode previews never ship: `#Preview { … }` and types conforming to `PreviewProvider` are left out
/// of what a target shows, so their strings and timers are neither required nor reported.
enum PreviewCode {
    /// Removes preview code from the tokens; leaves them untouched (and unshared) when there is none.
    /// `brackets` is the tokens' table when known; one made here is left there while no token is removed.
    static func remove(from tokens: inout TokenList, brackets known: inout BracketTable?) {
        guard tokens.contains(where: { $0.isIdentifier(.preview) || $0.isIdentifier(.previewProvider) }) else {
            return
        }
        let brackets = known ?? BracketTable(tokens: tokens)
        known = brackets
        var dropped: [Range<Int>] = []
        var index = 0
        while index < tokens.count {
            // Only an identifier starts either; most tokens are passed here without a call.
            guard tokens[index].kind == .identifier else {
                index += 1
                continue
            }
            if let end = previewMacroEnd(at: index, tokens, brackets) ?? previewProviderEnd(at: index, tokens, brackets) {
                dropped.append(index..<end)
                index = end
            } else {
                index += 1
            }
        }
        if !dropped.isEmpty {
            tokens.removeTokens(in: dropped)
            known = nil
        }
    }

    /// `#Preview`, `#Preview("Name", traits: …)`, each with its trailing closure.
    private static func previewMacroEnd(at index: Int, _ tokens: TokenList, _ brackets: BracketTable) -> Int? {
        guard tokens[index].isIdentifier(.preview) else { return nil }
        var end = index + 1
        if end < tokens.count, tokens[end].isPunctuation(.openParen), let close = brackets[end] { end = close + 1 }
        if end < tokens.count, tokens[end].isPunctuation(.openBrace), let close = brackets[end] { end = close + 1 }
        // `} timeline: { … }`: labelled trailing closures belong to the preview too.
        while end + 2 < tokens.count, tokens[end].kind == .identifier, tokens[end + 1].isPunctuation(.colon),
            tokens[end + 2].isPunctuation(.openBrace), let close = brackets[end + 2]
        {
            end = close + 1
        }
        return end
    }

    /// `struct X_Previews: PreviewProvider { … }`, also as a class, enum or extension, with any
    /// attributes and modifiers before it.
    private static func previewProviderEnd(at index: Int, _ tokens: TokenList, _ brackets: BracketTable) -> Int? {
        let token = tokens[index]
        guard token.isDeclarationKeyword(in: [.struct, .class, .enum, .extension]) else { return nil }
        var cursor = index + 1
        var conforms = false
        var afterColon = false
        while cursor < tokens.count, !tokens[cursor].isPunctuation(.openBrace) {
            let current = tokens[cursor]
            if current.isPunctuation(.colon) { afterColon = true }
            if afterColon, current.isIdentifier(.previewProvider) { conforms = true }
            if current.isPunctuation(.closeBrace) || current.isPunctuation(.semicolon) { return nil }
            if current.isDeclarationKeyword(in: [.struct, .class, .enum, .extension, .func, .var, .let]) {
                return nil
            }
            cursor += 1
        }
        guard conforms, cursor < tokens.count, let close = brackets[cursor] else { return nil }
        return close + 1
    }
}
