import Diagnostics

/// The `#if` / `#elseif` / `#else` / `#endif` structure of one file, parsed once, and which of its
/// tokens a build compiles. A clause is compiled when its condition holds and no earlier clause's does;
/// a clause whose condition is unknown is kept, as is everything after it that might be compiled.
struct ConditionalCompilation: Sendable {
    /// Kept for every file of a project between its builds' scans: 32-bit positions and the directive's word,
    /// not its text.
    private struct Directive: Sendable {
        var tokenIndex: Int32
        /// Where the directive is written, for a message about its condition.
        var offset: UInt32
        var kind: Word
        var condition: BuildCondition?
    }

    private let directives: [Directive]

    init(tokens: TokenList) {
        var directives: [Directive] = []
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .directive else { continue }
            let offset = tokens.offset(at: index)
            directives.append(Directive(
                tokenIndex: Int32(truncatingIfNeeded: index), offset: UInt32(truncatingIfNeeded: offset),
                kind: token.word ?? .directiveEndif,
                condition: tokens.condition(ofDirectiveAt: offset).map(BuildCondition.init(tokens:))))
        }
        self.directives = directives
    }

    var hasDirectives: Bool { !directives.isEmpty }

    /// A condition no environment decides, where it is written.
    struct UnknownCondition: Sendable, Hashable {
        var tokenIndex: Int
        /// The directive's offset in the file.
        var offset: Int
        var condition: String
    }

    /// Which clauses a build compiles.
    struct Selection: Sendable, Hashable {
        /// Per directive: whether the code after it (up to the next directive at the same level) is kept.
        var keptAfterDirective: [Bool]
        var unknownConditions: [UnknownCondition]
    }

    func selection(in environment: BuildEnvironment) -> Selection {
        // Each frame is one #if … #endif: whether the enclosing code is kept, and whether an earlier
        // clause certainly (true) or possibly (nil) was taken.
        struct Frame {
            var parentKept: Bool
            var earlierTaken: Bool?
        }
        var frames: [Frame] = []
        var kept: [Bool] = []
        var unknown: [UnknownCondition] = []
        var currentlyKept = true
        for directive in directives {
            switch directive.kind {
            case .directiveIf, .directiveElseif:
                if directive.kind == .directiveIf {
                    frames.append(Frame(parentKept: currentlyKept, earlierTaken: false))
                } else if frames.isEmpty {
                    frames.append(Frame(parentKept: currentlyKept, earlierTaken: false))
                }
                let frame = frames[frames.count - 1]
                let condition = directive.condition?.evaluate(in: environment)
                if condition == nil, frame.parentKept, frame.earlierTaken != true {
                    unknown.append(UnknownCondition(
                        tokenIndex: Int(directive.tokenIndex), offset: Int(directive.offset),
                        condition: directive.condition?.unknownParts(in: environment).joined(separator: ", ") ?? "?"))
                }
                let taken = Self.and(condition, frame.earlierTaken.map { !$0 })
                currentlyKept = frame.parentKept && taken != false
                frames[frames.count - 1].earlierTaken = Self.or(frame.earlierTaken, condition)
            case .directiveElse:
                guard let frame = frames.last else { break }
                currentlyKept = frame.parentKept && frame.earlierTaken != true
                frames[frames.count - 1].earlierTaken = true
            default:
                // #endif; a stray one is ignored, as the compiler would report it anyway.
                guard let frame = frames.popLast() else { break }
                currentlyKept = frame.parentKept
            }
            kept.append(currentlyKept)
        }
        return Selection(keptAfterDirective: kept, unknownConditions: unknown)
    }

    /// The tokens a build with this selection compiles, directives removed: in place when `tokens` holds
    /// the only reference to its array, as the scan of one build does.
    func compile(_ tokens: inout TokenList, selection: Selection) {
        guard hasDirectives else { return }
        var removed: [Range<Int>] = []
        var next = 0
        var kept = true
        for (position, directive) in directives.enumerated() {
            let index = Int(directive.tokenIndex)
            if !kept, next < index { removed.append(next..<index) }
            removed.append(index..<(index + 1))
            kept = selection.keptAfterDirective[position]
            next = index + 1
        }
        if !kept, next < tokens.count { removed.append(next..<tokens.count) }
        tokens.removeTokens(in: removed)
    }

    private static func and(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == false || b == false { return false }
        if a == nil || b == nil { return nil }
        return true
    }

    private static func or(_ a: Bool?, _ b: Bool?) -> Bool? {
        if a == true || b == true { return true }
        if a == nil || b == nil { return nil }
        return false
    }
}
