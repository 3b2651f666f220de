/// Matching `(`/`)`, `{`/`}`, `[`/`]` by token index. Unbalanced brackets (e.g. around `#if` branches)
/// are tolerated: an unmatched opener has no entry and an unmatched closer is ignored.
struct BracketTable {
    /// Closing index per opening index; -1 where there is none. An array, as lookups dominate the parse;
    /// 32 bits, as token offsets are.
    private var closers: [Int32]

    subscript(opener: Int) -> Int? {
        opener < closers.count && closers[opener] >= 0 ? Int(closers[opener]) : nil
    }

    init(tokens: TokenList) {
        closers = Array(repeating: -1, count: tokens.count)
        // Open brackets in order, and for each kind where its open ones are in that list: a closer finds
        // its opener at once, even past thousands of open brackets of another kind (searching the list
        // made a chain of 20,000 `{` with stray `)` cost 20,000² steps).
        var stack: [(token: Int, kind: Int)] = []
        var positionsByKind: [[Int]] = [[], [], []]
        for (index, token) in tokens.tokens.enumerated() where token.kind == .punctuation {
            guard let (kind, isOpener) = Self.bracket(token) else { continue }
            if isOpener {
                positionsByKind[kind].append(stack.count)
                stack.append((index, kind))
                continue
            }
            // Pop to the nearest opener of the same kind, so one stray bracket does not shift every pair.
            guard let position = positionsByKind[kind].last else { continue }
            closers[stack[position].token] = Int32(truncatingIfNeeded: index)
            while stack.count > position {
                let removed = stack.removeLast()
                positionsByKind[removed.kind].removeLast()
            }
        }
    }

    /// The kind of bracket (0 for parentheses, 1 braces, 2 square brackets) and whether it opens.
    private static func bracket(_ token: Token) -> (kind: Int, isOpener: Bool)? {
        switch token.number {
        case Word.openParen.rawValue: return (0, true)
        case Word.closeParen.rawValue: return (0, false)
        case Word.openBrace.rawValue: return (1, true)
        case Word.closeBrace.rawValue: return (1, false)
        case Word.openBracket.rawValue: return (2, true)
        case Word.closeBracket.rawValue: return (2, false)
        default: return nil
        }
    }

    /// The index after the group opening at `index`, or nil when the token does not open a matched group.
    func skipGroup(at index: Int) -> Int? {
        self[index].map { $0 + 1 }
    }
}

/// One argument of a call: its label (if any) and the tokens of its value.
struct Argument {
    var label: String?
    var range: Range<Int>
}

enum ArgumentList {
    /// Splits a parenthesised argument list at its top-level commas.
    static func split(tokens: TokenList, range: Range<Int>, brackets: BracketTable) -> [Argument] {
        var arguments: [Argument] = []
        var start = range.lowerBound
        while start < range.upperBound {
            var end = start
            while end < range.upperBound, !tokens[end].isPunctuation(.comma) {
                end = min(brackets.skipGroup(at: end) ?? end + 1, range.upperBound)
            }
            if start + 1 < end, tokens[start].kind == .identifier, tokens[start + 1].isPunctuation(.colon) {
                arguments.append(Argument(label: tokens.text(start), range: (start + 2)..<end))
            } else {
                arguments.append(Argument(label: nil, range: start..<end))
            }
            start = end + 1
        }
        return arguments
    }
}

/// A call-like expression with its postfix chain: `Name(args) { closure } .modifier(args) { closure } …`.
/// Only this much structure is needed to know which modifiers wrap which views.
struct CallNode {
    /// Index of the name token (`Text`, `HStack`, or the member after a leading dot).
    var nameIndex: Int
    var name: String
    var argumentRange: Range<Int>?
    var closureRanges: [Range<Int>] = []
    /// Calls found in the arguments and trailing closures.
    var argumentChildren: [CallNode] = []
    var closureChildren: [CallNode] = []
    var modifiers: [Modifier] = []
    /// Whether the node started with a leading dot (`.navigationTitle(…)` on a value not parsed as a call).
    var isMember = false
}

struct Modifier {
    var nameIndex: Int
    var name: String
    var argumentRange: Range<Int>?
    var closureRanges: [Range<Int>] = []
    var children: [CallNode] = []
}

/// Builds `CallNode` trees from a token range. Nesting is bounded; deeper input is reported, not recursed into.
struct StructureParser {
    let tokens: TokenList
    let brackets: BracketTable
    /// Real SwiftUI code nests brackets a few dozen deep at most. Measured: 64 levels fit in a 384 KB stack
    /// in a debug build, so the parse is safe on 512 KB secondary threads too.
    static let maximumDepth = 64

    struct TooDeep: Error {
        var tokenIndex: Int
    }

    func parse() throws(TooDeep) -> [CallNode] {
        try parse(range: 0..<tokens.count, depth: 0)
    }

    /// The calls in part of the file, such as one argument's tokens.
    func parse(range: Range<Int>) throws(TooDeep) -> [CallNode] {
        try parse(range: range, depth: 0)
    }

    private func parse(range: Range<Int>, depth: Int) throws(TooDeep) -> [CallNode] {
        if depth > Self.maximumDepth { throw TooDeep(tokenIndex: range.lowerBound) }
        var nodes: [CallNode] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier, !token.isKeyword, !isDeclarationName(at: index) {
                let (node, end) = try parsePostfix(nameIndex: index, isMember: false, limit: range.upperBound, depth: depth)
                if let node { nodes.append(node) }
                index = end
                continue
            } else if token.isPunctuation(.dot), index + 1 < range.upperBound, tokens[index + 1].kind == .identifier,
                !(index > range.lowerBound && isOperandEnd(tokens[index - 1]))
            {
                let (node, end) = try parsePostfix(nameIndex: index + 1, isMember: true, limit: range.upperBound, depth: depth)
                if let node { nodes.append(node) }
                index = end
                continue
            } else if token.isPunctuation(.openParen) || token.isPunctuation(.openBrace) || token.isPunctuation(.openBracket),
                let close = brackets[index],
                close < range.upperBound
            {
                nodes += try parse(range: (index + 1)..<close, depth: depth + 1)
                index = close + 1
                continue
            }
            index += 1
        }
        return nodes
    }

    /// `func Text(` or `struct Text {` declares the name rather than calling it.
    private func isDeclarationName(at index: Int) -> Bool {
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        return previous.isDeclarationKeyword(in: [.func, .struct, .class, .enum, .protocol, .extension, .actor, .typealias, .case])
    }

    private func isOperandEnd(_ token: Token) -> Bool {
        (token.kind == .identifier && !token.isKeyword) || token.kind == .string || token.kind == .integer
            || token.kind == .float || token.isPunctuation(.closeParen) || token.isPunctuation(.closeBracket)
            || token.isPunctuation(.closeBrace) || token.isPunctuation(.question) || token.isPunctuation(.exclamation)
    }

    /// Parses `(args)`, trailing closures, and the `.member(args) { }` chain after a name, and returns the
    /// index after the chain. The node is nil for a bare chain with nothing call-like in it (`a.b.c`): every
    /// name inside such a chain starts a shorter bare chain, so the caller goes on after its end (looking
    /// at each name again made a chain of n members cost n² steps).
    private func parsePostfix(
        nameIndex: Int, isMember: Bool, limit: Int, depth: Int
    ) throws(TooDeep) -> (CallNode?, Int) {
        var node = CallNode(nameIndex: nameIndex, name: tokens.text(nameIndex), isMember: isMember)
        var index = nameIndex + 1
        if let (arguments, closures, end) = callSuffix(at: index, limit: limit) {
            node.argumentRange = arguments
            node.closureRanges = closures
            index = end
        }
        // A bare chain is walked once without keeping its members, as it is dropped: a chain of a
        // million members would otherwise hold a million modifiers for nothing.
        if node.argumentRange == nil, node.closureRanges.isEmpty {
            let bare = chain(from: index, limit: limit, keepingMembers: false)
            guard bare.hasCall else { return (nil, bare.end) }
        }
        let members = chain(from: index, limit: limit, keepingMembers: true)
        node.modifiers = members.modifiers
        index = members.end

        if let range = node.argumentRange {
            node.argumentChildren = try parse(range: range, depth: depth + 1)
        }
        for range in node.closureRanges {
            node.closureChildren += try parse(range: range, depth: depth + 1)
        }
        for modifierIndex in node.modifiers.indices {
            var children: [CallNode] = []
            if let range = node.modifiers[modifierIndex].argumentRange {
                children += try parse(range: range, depth: depth + 1)
            }
            for range in node.modifiers[modifierIndex].closureRanges {
                children += try parse(range: range, depth: depth + 1)
            }
            node.modifiers[modifierIndex].children = children
        }
        return (node, index)
    }

    /// The `.member(args) { }` chain from `start`: its members (when kept), the index after it, and whether
    /// any member is called.
    private func chain(
        from start: Int, limit: Int, keepingMembers: Bool
    ) -> (modifiers: [Modifier], end: Int, hasCall: Bool) {
        var modifiers: [Modifier] = []
        var hasCall = false
        var index = start
        while index + 1 < limit {
            if tokens[index].isPunctuation(.question) || tokens[index].isPunctuation(.exclamation) {
                index += 1
                continue
            }
            guard tokens[index].isPunctuation(.dot), tokens[index + 1].kind == .identifier else { break }
            var modifier = Modifier(nameIndex: index + 1, name: tokens.text(index + 1))
            index += 2
            if let (arguments, closures, end) = callSuffix(at: index, limit: limit) {
                modifier.argumentRange = arguments
                modifier.closureRanges = closures
                index = end
                hasCall = true
            }
            if keepingMembers { modifiers.append(modifier) }
        }
        return (modifiers, index, hasCall)
    }

    /// `(args)` then trailing closures `{ … }` and labelled ones `label: { … }`.
    private func callSuffix(at start: Int, limit: Int) -> (Range<Int>?, [Range<Int>], Int)? {
        var index = start
        var arguments: Range<Int>?
        var closures: [Range<Int>] = []
        if index < limit, tokens[index].isPunctuation(.openParen), let close = brackets[index], close < limit {
            arguments = (index + 1)..<close
            index = close + 1
        }
        if index < limit, tokens[index].isPunctuation(.openBrace), let close = brackets[index], close < limit {
            closures.append((index + 1)..<close)
            index = close + 1
            while index + 2 < limit, tokens[index].kind == .identifier, tokens[index + 1].isPunctuation(.colon),
                tokens[index + 2].isPunctuation(.openBrace), let close = brackets[index + 2], close < limit
            {
                closures.append((index + 3)..<close)
                index = close + 1
            }
        }
        if arguments == nil, closures.isEmpty { return nil }
        return (arguments, closures, index)
    }
}
