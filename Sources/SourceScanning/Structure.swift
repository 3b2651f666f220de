/// Matching `(`/`)`, `{`/`}`, `[`/`]` by token index. Unbalanced brackets (e.g. around `#if` branches)
/// are tolerated: an unmatched opener has no entry and an unmatched closer is ignored.
///
/// Kept by opener, not by token: a bit per token says which tokens open a bracket, a count per 64 tokens
/// gives an opener's rank, and the closers are by rank. A lookup is a few instructions, as with a closer
/// per token, and the table is a quarter of a byte per token plus four bytes per opener, where a closer per
/// token was four bytes for every token (a file of member chains has no bracket at all).
struct BracketTable {
    /// 64 tokens: which of them open a bracket, and how many openers come before them.
    private struct Block {
        var openers: UInt64 = 0
        var openersBefore: UInt32 = 0
    }

    private var blocks: [Block]
    /// Closing index per opener, by rank; -1 where there is none.
    private var closers: [Int32]

    subscript(opener: Int) -> Int? {
        guard opener >= 0, opener >> 6 < blocks.count else { return nil }
        let block = blocks[opener >> 6]
        let bit = UInt64(1) << UInt64(opener & 63)
        guard block.openers & bit != 0 else { return nil }
        let closer = closers[Int(block.openersBefore) + (block.openers & (bit &- 1)).nonzeroBitCount]
        return closer >= 0 ? Int(closer) : nil
    }

    init(tokens: TokenList) {
        blocks = Array(repeating: Block(), count: (tokens.count + 63) >> 6)
        closers = []
        // Open brackets in order, and for each kind the last of its open ones, each entry naming the one
        // before: a closer finds its opener at once, even past thousands of open brackets of another kind
        // (searching the list made a chain of 20,000 `{` with stray `)` cost 20,000² steps).
        var stack: [(rank: Int32, kind: Int8, previousOfKind: Int32)] = []
        var lastOfKind: (Int32, Int32, Int32) = (-1, -1, -1)
        func last(_ kind: Int8) -> Int32 {
            kind == 0 ? lastOfKind.0 : kind == 1 ? lastOfKind.1 : lastOfKind.2
        }
        func setLast(_ kind: Int8, _ position: Int32) {
            if kind == 0 { lastOfKind.0 = position } else if kind == 1 { lastOfKind.1 = position } else { lastOfKind.2 = position }
        }
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .punctuation, let (kind, isOpener) = Self.bracket(token) else { continue }
            if isOpener {
                blocks[index >> 6].openers |= UInt64(1) << UInt64(index & 63)
                stack.append((Int32(truncatingIfNeeded: closers.count), kind, last(kind)))
                setLast(kind, Int32(truncatingIfNeeded: stack.count - 1))
                closers.append(-1)
                continue
            }
            // Pop to the nearest opener of the same kind, so one stray bracket does not shift every pair.
            let position = last(kind)
            guard position >= 0 else { continue }
            closers[Int(stack[Int(position)].rank)] = Int32(truncatingIfNeeded: index)
            while stack.count > Int(position) {
                let removed = stack.removeLast()
                setLast(removed.kind, removed.previousOfKind)
            }
        }
        var count: UInt32 = 0
        for block in blocks.indices {
            blocks[block].openersBefore = count
            count += UInt32(blocks[block].openers.nonzeroBitCount)
        }
    }

    /// The kind of bracket (0 for parentheses, 1 braces, 2 square brackets) and whether it opens.
    private static func bracket(_ token: Token) -> (kind: Int8, isOpener: Bool)? {
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
        // Room for a call's usual few arguments at once, rather than growing one at a time.
        if !range.isEmpty { arguments.reserveCapacity(4) }
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

/// The calls of a range of tokens, each with its postfix chain: `Name(args) { closure } .modifier(args) { closure } …`.
/// Only this much structure is needed to know which modifiers wrap which views.
///
/// Flat: every node and modifier of the range in one array each, a node's children as a run of node
/// numbers in `childNumbers`. A tree of nodes each holding arrays of nodes was an allocation per node and per
/// list (a fifth of a scan's instructions went to making and freeing them) and about half the memory.
struct CallForest {
    /// A run of `childNumbers` (node numbers) or of `modifiers`.
    struct Run {
        var start: Int32
        var count: Int32

        static let empty = Run(start: 0, count: 0)
        var range: Range<Int> { Int(start)..<Int(start + count) }
        var isEmpty: Bool { count == 0 }
    }

    struct Node {
        /// Index of the name token (`Text`, `HStack`, or the member after a leading dot).
        var nameIndex: Int32
        private var argumentStart: Int32 = -1
        private var argumentEnd: Int32 = -1
        /// Calls found in the arguments and trailing closures.
        var argumentChildren = Run.empty
        var closureChildren = Run.empty
        var modifiers = Run.empty
        /// Whether the node started with a leading dot (`.navigationTitle(…)` on a value not parsed as a call).
        var isMember: Bool

        init(nameIndex: Int, isMember: Bool) {
            self.nameIndex = Int32(truncatingIfNeeded: nameIndex)
            self.isMember = isMember
        }

        var argumentRange: Range<Int>? {
            get { argumentStart < 0 ? nil : Int(argumentStart)..<Int(argumentEnd) }
            set {
                argumentStart = newValue.map { Int32(truncatingIfNeeded: $0.lowerBound) } ?? -1
                argumentEnd = newValue.map { Int32(truncatingIfNeeded: $0.upperBound) } ?? -1
            }
        }
    }

    struct Modifier {
        var nameIndex: Int32
        private var argumentStart: Int32 = -1
        private var argumentEnd: Int32 = -1
        var children = Run.empty

        init(nameIndex: Int, argumentRange: Range<Int>?) {
            self.nameIndex = Int32(truncatingIfNeeded: nameIndex)
            argumentStart = argumentRange.map { Int32(truncatingIfNeeded: $0.lowerBound) } ?? -1
            argumentEnd = argumentRange.map { Int32(truncatingIfNeeded: $0.upperBound) } ?? -1
        }

        var argumentRange: Range<Int>? { argumentStart < 0 ? nil : Int(argumentStart)..<Int(argumentEnd) }
    }

    var nodes: [Node] = []
    var modifiers: [Modifier] = []
    var childNumbers: [Int32] = []
    /// The calls at the top of the range.
    var roots = Run.empty

    /// The node numbers of a run of children.
    func children(_ run: Run) -> ArraySlice<Int32> { childNumbers[run.range] }
}

/// Builds the `CallForest` of a token range. Nesting is bounded; deeper input is reported, not recursed into.
struct StructureParser {
    let tokens: TokenList
    let brackets: BracketTable
    /// Real SwiftUI code nests brackets a few dozen deep at most. Measured: 64 levels fit in a 384 KB stack
    /// in a debug build, so the parse is safe on 512 KB secondary threads too.
    static let maximumDepth = 64

    struct TooDeep: Error {
        var tokenIndex: Int
    }

    /// What a parse builds, with the stacks its levels share: each level pushes what it finds and moves it
    /// into the forest as one run when done, so no level makes arrays of its own.
    private struct Builder {
        var forest = CallForest()
        var pendingNodes: [Int32] = []
        var pendingClosures: [Range<Int>] = []
        var pendingModifiers: [(modifier: CallForest.Modifier, closures: Range<Int>)] = []

        mutating func childRun(from mark: Int) -> CallForest.Run {
            let run = CallForest.Run(
                start: Int32(truncatingIfNeeded: forest.childNumbers.count), count: Int32(truncatingIfNeeded: pendingNodes.count - mark))
            forest.childNumbers.append(contentsOf: pendingNodes[mark...])
            pendingNodes.removeSubrange(mark...)
            return run
        }
    }

    func parse() throws(TooDeep) -> CallForest {
        try parse(range: 0..<tokens.count)
    }

    /// The calls in part of the file, such as one argument's tokens.
    func parse(range: Range<Int>) throws(TooDeep) -> CallForest {
        var builder = Builder()
        try parse(range: range, depth: 0, into: &builder)
        builder.forest.roots = builder.childRun(from: 0)
        return builder.forest
    }

    /// Pushes the numbers of the calls in `range` onto `pendingNodes`.
    private func parse(range: Range<Int>, depth: Int, into builder: inout Builder) throws(TooDeep) {
        if depth > Self.maximumDepth { throw TooDeep(tokenIndex: range.lowerBound) }
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .identifier, !token.isKeyword, !isDeclarationName(at: index) {
                index = try parsePostfix(nameIndex: index, isMember: false, limit: range.upperBound, depth: depth, into: &builder)
                continue
            } else if token.isPunctuation(.dot), index + 1 < range.upperBound, tokens[index + 1].kind == .identifier,
                !(index > range.lowerBound && isOperandEnd(tokens[index - 1]))
            {
                index = try parsePostfix(nameIndex: index + 1, isMember: true, limit: range.upperBound, depth: depth, into: &builder)
                continue
            } else if token.isPunctuation(.openParen) || token.isPunctuation(.openBrace) || token.isPunctuation(.openBracket),
                let close = brackets[index],
                close < range.upperBound
            {
                try parse(range: (index + 1)..<close, depth: depth + 1, into: &builder)
                index = close + 1
                continue
            }
            index += 1
        }
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

    /// Parses `(args)`, trailing closures, and the `.member(args) { }` chain after a name, pushes the node (if
    /// any), and returns the index after the chain. There is no node for a bare chain with nothing call-like
    /// in it (`a.b.c`): every name inside such a chain starts a shorter bare chain, so the caller goes on
    /// after its end (looking at each name again made a chain of n members cost n² steps).
    private func parsePostfix(
        nameIndex: Int, isMember: Bool, limit: Int, depth: Int, into builder: inout Builder
    ) throws(TooDeep) -> Int {
        var node = CallForest.Node(nameIndex: nameIndex, isMember: isMember)
        var index = nameIndex + 1
        let closureMark = builder.pendingClosures.count
        if let (arguments, end) = callSuffix(at: index, limit: limit, closures: &builder.pendingClosures) {
            node.argumentRange = arguments
            index = end
        }
        let nodeClosures = closureMark..<builder.pendingClosures.count
        // A bare chain is walked once without keeping its members, as it is dropped: a chain of a
        // million members would otherwise hold a million modifiers for nothing.
        if node.argumentRange == nil, nodeClosures.isEmpty {
            let bare = chain(from: index, limit: limit, keepingMembers: false, into: &builder)
            guard bare.hasCall else { return bare.end }
        }
        let modifierMark = builder.pendingModifiers.count
        index = chain(from: index, limit: limit, keepingMembers: true, into: &builder).end

        let nodeMark = builder.pendingNodes.count
        if let range = node.argumentRange {
            try parse(range: range, depth: depth + 1, into: &builder)
        }
        node.argumentChildren = builder.childRun(from: nodeMark)
        for closure in nodeClosures {
            try parse(range: builder.pendingClosures[closure], depth: depth + 1, into: &builder)
        }
        node.closureChildren = builder.childRun(from: nodeMark)
        for position in modifierMark..<builder.pendingModifiers.count {
            let (modifier, closures) = builder.pendingModifiers[position]
            if let range = modifier.argumentRange {
                try parse(range: range, depth: depth + 1, into: &builder)
            }
            for closure in closures {
                try parse(range: builder.pendingClosures[closure], depth: depth + 1, into: &builder)
            }
            builder.pendingModifiers[position].modifier.children = builder.childRun(from: nodeMark)
        }
        node.modifiers = CallForest.Run(
            start: Int32(truncatingIfNeeded: builder.forest.modifiers.count),
            count: Int32(truncatingIfNeeded: builder.pendingModifiers.count - modifierMark))
        builder.forest.modifiers.append(contentsOf: builder.pendingModifiers[modifierMark...].lazy.map { $0.modifier })
        builder.pendingModifiers.removeSubrange(modifierMark...)
        builder.pendingClosures.removeSubrange(closureMark...)
        builder.forest.nodes.append(node)
        builder.pendingNodes.append(Int32(truncatingIfNeeded: builder.forest.nodes.count - 1))
        return index
    }

    /// The `.member(args) { }` chain from `start`: the index after it, and whether any member is called. When
    /// members are kept, each is pushed onto the pending modifiers with its closures.
    private func chain(
        from start: Int, limit: Int, keepingMembers: Bool, into builder: inout Builder
    ) -> (end: Int, hasCall: Bool) {
        var hasCall = false
        var index = start
        while index + 1 < limit {
            if tokens[index].isPunctuation(.question) || tokens[index].isPunctuation(.exclamation) {
                index += 1
                continue
            }
            guard tokens[index].isPunctuation(.dot), tokens[index + 1].kind == .identifier else { break }
            let nameIndex = index + 1
            index += 2
            var arguments: Range<Int>?
            let closureMark = builder.pendingClosures.count
            if let (argumentRange, end) = callSuffix(at: index, limit: limit, closures: &builder.pendingClosures) {
                arguments = argumentRange
                index = end
                hasCall = true
            }
            if keepingMembers {
                builder.pendingModifiers.append(
                    (CallForest.Modifier(nameIndex: nameIndex, argumentRange: arguments), closureMark..<builder.pendingClosures.count))
            } else {
                builder.pendingClosures.removeSubrange(closureMark...)
            }
        }
        return (index, hasCall)
    }

    /// `(args)` then trailing closures `{ … }` and labelled ones `label: { … }`, pushed onto `closures`; nil
    /// when there is neither.
    private func callSuffix(at start: Int, limit: Int, closures: inout [Range<Int>]) -> (Range<Int>?, Int)? {
        var index = start
        var arguments: Range<Int>?
        var found = false
        if index < limit, tokens[index].isPunctuation(.openParen), let close = brackets[index], close < limit {
            arguments = (index + 1)..<close
            index = close + 1
            found = true
        }
        if index < limit, tokens[index].isPunctuation(.openBrace), let close = brackets[index], close < limit {
            closures.append((index + 1)..<close)
            index = close + 1
            found = true
            while index + 2 < limit, tokens[index].kind == .identifier, tokens[index + 1].isPunctuation(.colon),
                tokens[index + 2].isPunctuation(.openBrace), let close = brackets[index + 2], close < limit
            {
                closures.append((index + 3)..<close)
                index = close + 1
            }
        }
        return found ? (arguments, index) : nil
    }
}
