/// The code that draws a Live Activity, for one attributes type: the arguments and trailing closures of
/// `ActivityConfiguration(for: Attributes.self) { … } dynamicIsland: { … }`, and the body of every type
/// that stores an `ActivityViewContext<Attributes>` (a lock screen view the closure builds). ActivityKit
/// shows such code only for an activity of that type, which the app requests (`Activity<Attributes>`,
/// or a push-to-start token it asks for) by the type's name: an app that compiles no type of that name
/// never starts one, and nothing of it is ever on screen.
enum LiveActivityContent {
    /// The attributes type each piece of drawing code draws, with the offsets it spans (`start` up to but not
    /// including `end`: one past its last token's first byte, so a position inside its last token counts).
    /// Spans nest like the brackets that make them; the innermost one wins (`SwiftSourceScanner.innermost`).
    /// A file that spells neither type takes two lookups in its table of spellings and no pass over its tokens.
    /// Whether the tokens spell either type, so that `spans` may find drawing code (two lookups).
    static func mayDraw(_ tokens: TokenList) -> Bool {
        tokens.texts.existingNumber(of: "ActivityConfiguration") != nil || tokens.texts.existingNumber(of: "ActivityViewContext") != nil
    }

    static func spans(
        in tokens: TokenList, brackets: BracketTable, types: [(name: String, body: Range<Int>)]
    ) -> [(name: String, start: Int, end: Int)] {
        let configuration = tokens.texts.existingNumber(of: "ActivityConfiguration")
        let context = tokens.texts.existingNumber(of: "ActivityViewContext")
        guard configuration != nil || context != nil else { return [] }
        var result: [(name: String, start: Int, end: Int)] = []
        func add(_ attributes: String, first: Int, last: Int) {
            result.append((attributes, tokens.offset(at: first), tokens.offset(at: last) + 1))
        }
        for index in tokens.indices where tokens[index].kind == .identifier {
            if tokens.spells(index, configuration) {
                guard index + 1 < tokens.count, tokens[index + 1].isPunctuation(.openParen), let close = brackets[index + 1],
                    let attributes = attributesType(in: tokens, from: index + 2, to: close)
                else { continue }
                add(attributes, first: index, last: trailingClosuresEnd(in: tokens, brackets: brackets, after: close))
            } else if tokens.spells(index, context) {
                // A stored property (`let context: ActivityViewContext<Attributes>`) makes its type's body the
                // activity's; a function taking one may sit in a type that draws other things too.
                guard index >= 3, tokens[index - 1].isPunctuation(.colon), tokens[index - 2].kind == .identifier,
                    tokens[index - 3].isDeclarationKeyword(in: [.var, .let]),
                    index + 3 < tokens.count, tokens[index + 1].spells(.lessThan), tokens[index + 2].kind == .identifier,
                    tokens[index + 3].kind == .operator, tokens.text(index + 3).hasPrefix(">"),
                    let type = types.filter({ $0.body.contains(index) }).min(by: { $0.body.count < $1.body.count })
                else { continue }
                add(tokens.text(index + 2), first: type.body.lowerBound, last: type.body.upperBound - 1)
            }
        }
        return result
    }

    /// `Attributes` of `for: Attributes.self` (or `Module.Attributes.self`) at the start of the arguments.
    private static func attributesType(in tokens: TokenList, from start: Int, to end: Int) -> String? {
        guard start + 1 < end, tokens[start].isIdentifier(.for), tokens[start + 1].isPunctuation(.colon) else { return nil }
        var cursor = start + 2
        while cursor + 1 < end, tokens[cursor].kind == .identifier, tokens[cursor + 1].isPunctuation(.dot) {
            if cursor + 2 < end, tokens[cursor + 2].isIdentifier(.self) { return tokens.text(cursor) }
            cursor += 2
        }
        return nil
    }

    /// The last token of the call's trailing closures: `{ … }` and `label: { … }` after its `)`.
    private static func trailingClosuresEnd(in tokens: TokenList, brackets: BracketTable, after close: Int) -> Int {
        var end = close
        while end + 1 < tokens.count {
            var opener = end + 1
            if tokens[opener].kind == .identifier, !tokens[opener].isKeyword, opener + 2 < tokens.count,
                tokens[opener + 1].isPunctuation(.colon)
            {
                opener += 2
            }
            guard tokens[opener].isPunctuation(.openBrace), let closer = brackets[opener] else { break }
            end = closer
        }
        return end
    }
}
