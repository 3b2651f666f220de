/// The condition of an `#if` or `#elseif`, parsed: `os(iOS) && !DEBUG`, `canImport(ActivityKit)`,
/// `swift(>=5.9)`. Evaluates to true, false or unknown (nil) for a build environment.
indirect enum BuildCondition: Sendable, Hashable {
    case literal(Bool)
    /// A compilation condition such as `DEBUG`.
    case flag(String)
    /// `name(argument)`: `os`, `canImport`, `targetEnvironment`, `arch`, `swift`, `compiler`, …
    case platformCondition(name: String, argument: String)
    case not(BuildCondition)
    case and(BuildCondition, BuildCondition)
    case or(BuildCondition, BuildCondition)
    /// Something this parser does not understand; always unknown.
    case unparsed

    /// Parses the tokens after `#if`; anything it cannot read is `unparsed`, never an error, because
    /// the compiler is the judge of what is valid and an unknown condition keeps its code.
    init(tokens: TokenList) {
        var parser = BuildConditionParser(pieces: BuildConditionParser.pieces(of: tokens))
        guard let condition = parser.parseOr(depth: 0), parser.isAtEnd else {
            self = .unparsed
            return
        }
        self = condition
    }

    func evaluate(in environment: BuildEnvironment) -> Bool? {
        switch self {
        case .literal(let value): return value
        case .flag(let name):
            if environment.compilationConditions.contains(name) { return true }
            return environment.compilationConditionsAreComplete ? false : nil
        case .platformCondition(let name, let argument):
            return Self.evaluate(name, argument, in: environment)
        case .not(let inner):
            return inner.evaluate(in: environment).map { !$0 }
        case .and(let left, let right):
            let a = left.evaluate(in: environment), b = right.evaluate(in: environment)
            if a == false || b == false { return false }
            if a == nil || b == nil { return nil }
            return true
        case .or(let left, let right):
            let a = left.evaluate(in: environment), b = right.evaluate(in: environment)
            if a == true || b == true { return true }
            if a == nil || b == nil { return nil }
            return false
        case .unparsed:
            return nil
        }
    }

    private static func evaluate(_ name: String, _ argument: String, in environment: BuildEnvironment) -> Bool? {
        switch name {
        case "os":
            if environment.isMacCatalyst, argument == "iOS" { return true }
            return environment.platform.hasConditionName(argument)
        case "canImport":
            // `canImport(X, _version: 1.2)` asks for a version too; the module is what decides here.
            // Most name a module alone: no split (an array of substrings for one name, half this check's cost).
            let module: String
            if !argument.utf8.contains(UInt8(ascii: ",")) {
                module = argument.trimmed
            } else {
                module = argument.split(separator: ",").first.map { String($0).trimmed } ?? argument
            }
            return environment.canImport(module)
        case "targetEnvironment":
            switch argument {
            case "simulator": return false
            case "macCatalyst": return environment.isMacCatalyst
            default: return nil
            }
        case "swift", "compiler":
            let version = name == "swift" ? environment.languageVersion : environment.compilerVersion
            return VersionComparison(argument)?.holds(for: version)
        case "_endian":
            return argument == "little" ? true : argument == "big" ? false : nil
        case "_runtime":
            return argument == "_ObjC" ? true : argument == "_Native" ? false : nil
        default:
            // arch(…), hasFeature(…), hasAttribute(…), _pointerBitWidth(…) and anything newer: not modelled.
            return nil
        }
    }

    /// The condition as written, for messages.
    var description: String {
        switch self {
        case .literal(let value): return value ? "true" : "false"
        case .flag(let name): return name
        case .platformCondition(let name, let argument): return "\(name)(\(argument))"
        case .not(let inner): return "!\(inner.parenthesizedDescription)"
        case .and(let left, let right): return "\(left.parenthesizedDescription) && \(right.parenthesizedDescription)"
        case .or(let left, let right): return "\(left.parenthesizedDescription) || \(right.parenthesizedDescription)"
        case .unparsed: return "?"
        }
    }

    private var parenthesizedDescription: String {
        switch self {
        case .and, .or: return "(\(description))"
        default: return description
        }
    }

    /// The parts of the condition no environment can decide (for `--verbose`).
    func unknownParts(in environment: BuildEnvironment) -> [String] {
        switch self {
        case .not(let inner): return inner.unknownParts(in: environment)
        case .and(let left, let right), .or(let left, let right):
            return left.unknownParts(in: environment) + right.unknownParts(in: environment)
        default:
            return evaluate(in: environment) == nil ? [description] : []
        }
    }
}

/// `>=5.9` or `<6`: a comparison with a dotted version.
private struct VersionComparison {
    var atLeast: Bool
    var version: [Int]

    init?(_ text: String) {
        var rest = Substring(text.trimmed)
        if rest.hasPrefix(">=") {
            atLeast = true
            rest = rest.dropFirst(2)
        } else if rest.hasPrefix("<") {
            atLeast = false
            rest = rest.dropFirst(1)
        } else {
            return nil
        }
        let parts = rest.trimmed.split(separator: ".").map { Int($0) }
        guard !parts.isEmpty, !parts.contains(nil) else { return nil }
        version = parts.compactMap { $0 }
    }

    func holds(for actual: [Int]) -> Bool {
        let count = max(actual.count, version.count)
        let a = actual + Array(repeating: 0, count: count - actual.count)
        let b = version + Array(repeating: 0, count: count - version.count)
        let isAtLeast = !a.lexicographicallyPrecedes(b)
        return atLeast ? isAtLeast : !isAtLeast
    }
}

/// Recursive descent over the condition's pieces: `||` binds loosest, then `&&`, then prefix `!`.
private struct BuildConditionParser {
    enum Piece: Equatable {
        case name(String)
        case open, close
        case and, or, not
        /// Text inside `name(…)`: kept as written, since arguments are versions, names or `>=5.9`.
        case other(String)
    }

    var pieces: [Piece]
    var index = 0
    /// Conditions nest a few levels; deeper input is not a condition anyone writes.
    static let maximumDepth = 64

    var isAtEnd: Bool { index == pieces.count }

    /// Operators come from the lexer as runs (`&&!`); they are split into the ones conditions use.
    static func pieces(of tokens: TokenList) -> [Piece] {
        var pieces: [Piece] = []
        for token in tokens {
            switch token.kind {
            case .identifier: pieces.append(.name(tokens.text(of: token)))
            case .punctuation where token.isPunctuation(.openParen): pieces.append(.open)
            case .punctuation where token.isPunctuation(.closeParen): pieces.append(.close)
            case .operator, .punctuation:
                var rest = Substring(tokens.text(of: token))
                while !rest.isEmpty {
                    if rest.hasPrefix("&&") {
                        pieces.append(.and)
                        rest = rest.dropFirst(2)
                    } else if rest.hasPrefix("||") {
                        pieces.append(.or)
                        rest = rest.dropFirst(2)
                    } else if rest.hasPrefix("!") {
                        pieces.append(.not)
                        rest = rest.dropFirst()
                    } else {
                        pieces.append(.other(String(rest)))
                        rest = ""
                    }
                }
            default:
                pieces.append(.other(tokens.text(of: token)))
            }
        }
        return pieces
    }

    mutating func parseOr(depth: Int) -> BuildCondition? {
        guard depth < Self.maximumDepth, var left = parseAnd(depth: depth + 1) else { return nil }
        while index < pieces.count, pieces[index] == .or {
            index += 1
            guard let right = parseAnd(depth: depth + 1) else { return nil }
            left = .or(left, right)
        }
        return left
    }

    private mutating func parseAnd(depth: Int) -> BuildCondition? {
        guard var left = parseUnary(depth: depth + 1) else { return nil }
        while index < pieces.count, pieces[index] == .and {
            index += 1
            guard let right = parseUnary(depth: depth + 1) else { return nil }
            left = .and(left, right)
        }
        return left
    }

    private mutating func parseUnary(depth: Int) -> BuildCondition? {
        guard depth < Self.maximumDepth, index < pieces.count else { return nil }
        switch pieces[index] {
        case .not:
            index += 1
            return parseUnary(depth: depth + 1).map { .not($0) }
        case .open:
            index += 1
            guard let inner = parseOr(depth: depth + 1), index < pieces.count, pieces[index] == .close else { return nil }
            index += 1
            return inner
        case .name(let name):
            index += 1
            if index < pieces.count, pieces[index] == .open {
                index += 1
                var argument: [String] = []
                var nesting = 0
                while index < pieces.count {
                    let piece = pieces[index]
                    index += 1
                    if piece == .close {
                        if nesting == 0 { return .platformCondition(name: name, argument: argument.joined()) }
                        nesting -= 1
                    } else if piece == .open {
                        nesting += 1
                    }
                    argument.append(Self.text(of: piece))
                }
                return nil
            }
            if name == "true" { return .literal(true) }
            if name == "false" { return .literal(false) }
            return .flag(name)
        default:
            return nil
        }
    }

    private static func text(of piece: Piece) -> String {
        switch piece {
        case .name(let text), .other(let text): return text
        case .open: return "("
        case .close: return ")"
        case .and: return "&&"
        case .or: return "||"
        case .not: return "!"
        }
    }
}

extension StringProtocol {
    var trimmed: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
