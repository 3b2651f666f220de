/// The code that draws a Live Activity, for one attributes type: the arguments and trailing closures of
/// `ActivityConfiguration(for: Attributes.self) { … } dynamicIsland: { … }`, and the body of every type
/// that stores an `ActivityViewContext<Attributes>` (a lock screen view the closure builds). ActivityKit
/// shows such code only for an activity of that type, which the app requests (`Activity<Attributes>`,
/// or a push-to-start token it asks for) by the type's name: an app that compiles no type of that name
/// never starts one, and nothing of it is ever on screen.
enum LiveActivityContent {
    /// Token ranges and the attributes type each one draws; ranges may nest (the innermost type wins).
    static func ranges(
        in tokens: [Token], brackets: BracketTable, types: [(name: String, body: Range<Int>)]
    ) -> [(attributes: String, range: Range<Int>)] {
        var configurations: [Int] = []
        var contexts: [Int] = []
        for index in tokens.indices where tokens[index].kind == .identifier {
            switch tokens[index].text {
            case "ActivityConfiguration": configurations.append(index)
            case "ActivityViewContext": contexts.append(index)
            default: continue
            }
        }
        var result: [(attributes: String, range: Range<Int>)] = []
        for index in configurations {
            guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("("), let close = brackets[index + 1],
                let attributes = attributesType(in: tokens, from: index + 2, to: close)
            else { continue }
            result.append((attributes, index..<(trailingClosuresEnd(in: tokens, brackets: brackets, after: close) + 1)))
        }
        // A stored property (`let context: ActivityViewContext<Attributes>`) makes its type's body the
        // activity's; a function taking one may sit in a type that draws other things too.
        for index in contexts {
            guard index >= 3, tokens[index - 1].isPunctuation(":"), tokens[index - 2].kind == .identifier,
                tokens[index - 3].isDeclarationKeyword(in: [.var, .let]),
                index + 3 < tokens.count, tokens[index + 1].text == "<", tokens[index + 2].kind == .identifier,
                tokens[index + 3].text.hasPrefix(">"),
                let type = types.filter({ $0.body.contains(index) }).min(by: { $0.body.count < $1.body.count })
            else { continue }
            result.append((tokens[index + 2].text, type.body))
        }
        return result
    }

    /// `Attributes` of `for: Attributes.self` (or `Module.Attributes.self`) at the start of the arguments.
    private static func attributesType(in tokens: [Token], from start: Int, to end: Int) -> String? {
        guard start + 1 < end, tokens[start].isIdentifier("for"), tokens[start + 1].isPunctuation(":") else { return nil }
        var cursor = start + 2
        var name: String?
        while cursor + 1 < end, tokens[cursor].kind == .identifier, tokens[cursor + 1].isPunctuation(".") {
            name = tokens[cursor].text
            cursor += 2
            if cursor < end, tokens[cursor].isIdentifier("self") { return name }
        }
        return nil
    }

    /// The last token of the call's trailing closures: `{ … }` and `label: { … }` after its `)`.
    private static func trailingClosuresEnd(in tokens: [Token], brackets: BracketTable, after close: Int) -> Int {
        var end = close
        while end + 1 < tokens.count {
            var opener = end + 1
            if tokens[opener].kind == .identifier, !tokens[opener].isKeyword, opener + 2 < tokens.count,
                tokens[opener + 1].isPunctuation(":")
            {
                opener += 2
            }
            guard tokens[opener].isPunctuation("{"), let closer = brackets[opener] else { break }
            end = closer
        }
        return end
    }
}
