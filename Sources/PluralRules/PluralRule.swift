/// One CLDR plural rule: the condition that selects a category, and the sample numbers CLDR lists for it.
///
/// Source syntax (CLDR / UTS #35): `i = 1 and v = 0 or n % 100 = 2..4,12 @integer 1, 2~4, … @decimal 1.5, …`.
/// An empty condition always matches (the `other` rule).
public struct PluralRule: Sendable, Equatable {
    public let category: PluralCategory
    /// The source text this rule was parsed from.
    public let source: String
    let condition: PluralCondition
    /// The `@integer` samples, ranges unexpanded, in source order; the `…` marker is not included.
    public let integerSamples: [PluralSampleRange]
    /// The `@decimal` samples, ranges unexpanded, in source order; the `…` marker is not included.
    public let decimalSamples: [PluralSampleRange]

    public init(category: PluralCategory, source: String) throws(PluralRuleSyntaxError) {
        var parser = PluralRuleParser(source)
        let parsed = try parser.parseRule()
        self.category = category
        self.source = source
        self.condition = parsed.condition
        self.integerSamples = parsed.integerSamples
        self.decimalSamples = parsed.decimalSamples
    }

    /// Whether the condition holds for `operands`.
    public func matches(_ operands: PluralOperands) -> Bool {
        condition.matches(operands)
    }
}

/// One sample item of a rule: a single number, or an inclusive `start~end` range stepped by the precision
/// of its last decimal digit (`0.0~1.5` is 0.0, 0.1, …, 1.5).
public struct PluralSampleRange: Sendable, Equatable {
    public let start: String
    /// Nil for a single number.
    public let end: String?
}

/// A rule text that does not follow the CLDR plural rule syntax.
public struct PluralRuleSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    /// One-based column, in Unicode scalars, of the offending token in the rule text.
    public let column: Int

    public var description: String { "plural rule syntax error at column \(column): \(message)" }
}

/// An operand letter of the rule syntax.
enum PluralOperand: Character, Sendable {
    case n = "n", i = "i", v = "v", w = "w", f = "f", t = "t", c = "c", e = "e"
}

/// `operand [% modulus] (in|not in|within|not within|=|!=|is|is not) ranges`.
struct PluralRelation: Sendable, Equatable {
    let operand: PluralOperand
    let modulus: UInt64?
    let ranges: [ClosedRange<UInt64>]
    let negated: Bool
    /// `in`, `=` and `is` hold only for whole values; `within` also for the fractions between the bounds.
    let integerOnly: Bool

    func matches(_ operands: PluralOperands) -> Bool {
        var value = operands.value(of: operand)
        if let modulus { value = value.remainder(dividingBy: modulus) }
        var found = false
        if !(integerOnly && value.hasFraction) {
            found = ranges.contains { value.isWithin($0) }
        }
        return found != negated
    }
}

/// `or` of `and`s of relations; `and` binds tighter. No clauses means the condition always holds.
struct PluralCondition: Sendable, Equatable {
    let alternatives: [[PluralRelation]]

    func matches(_ operands: PluralOperands) -> Bool {
        alternatives.isEmpty || alternatives.contains { $0.allSatisfy { $0.matches(operands) } }
    }
}

/// Reads a rule's source text. The grammar has no nesting, so parsing is a loop, never recursion.
struct PluralRuleParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
    }

    private enum Token: Equatable {
        case word(String)
        case number(UInt64)
        case symbol(String)
        case sampleMarker(String)
        case end
    }

    private func error(_ message: String, at offset: Int) -> PluralRuleSyntaxError {
        PluralRuleSyntaxError(message: message, column: offset + 1)
    }

    private mutating func skipSpaces() {
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 97 && scalar.value <= 122) || (scalar.value >= 65 && scalar.value <= 90)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 48 && scalar.value <= 57
    }

    /// The next condition token and the offset it starts at.
    private mutating func nextToken() throws(PluralRuleSyntaxError) -> (Token, Int) {
        skipSpaces()
        let start = index
        guard index < scalars.count else { return (.end, start) }
        let scalar = scalars[index]
        if Self.isLetter(scalar) {
            var word = ""
            while index < scalars.count, Self.isLetter(scalars[index]) {
                word.unicodeScalars.append(scalars[index])
                index += 1
            }
            return (.word(word), start)
        }
        if Self.isDigit(scalar) {
            var value: UInt64 = 0
            while index < scalars.count, Self.isDigit(scalars[index]) {
                let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(UInt64(scalars[index].value - 48))
                if overflow1 || overflow2 { throw error("number too large", at: start) }
                value = sum
                index += 1
            }
            return (.number(value), start)
        }
        if scalar == "@" {
            index += 1
            var word = ""
            while index < scalars.count, Self.isLetter(scalars[index]) {
                word.unicodeScalars.append(scalars[index])
                index += 1
            }
            guard word == "integer" || word == "decimal" else {
                throw error("expected '@integer' or '@decimal'", at: start)
            }
            return (.sampleMarker(word), start)
        }
        let twoCharacter = index + 1 < scalars.count ? String(scalar) + String(scalars[index + 1]) : ""
        if twoCharacter == "!=" || twoCharacter == ".." {
            index += 2
            return (.symbol(twoCharacter), start)
        }
        if scalar == "=" || scalar == "%" || scalar == "," {
            index += 1
            return (.symbol(String(scalar)), start)
        }
        throw error("unexpected character '\(scalar)'", at: start)
    }

    private mutating func peekToken() throws(PluralRuleSyntaxError) -> (Token, Int) {
        let saved = index
        defer { index = saved }
        return try nextToken()
    }

    private mutating func expectNumber(_ what: String) throws(PluralRuleSyntaxError) -> (UInt64, Int) {
        let (token, offset) = try nextToken()
        guard case .number(let value) = token else { throw error("expected \(what)", at: offset) }
        return (value, offset)
    }

    mutating func parseRule() throws(PluralRuleSyntaxError)
        -> (condition: PluralCondition, integerSamples: [PluralSampleRange], decimalSamples: [PluralSampleRange])
    {
        let condition = try parseCondition()
        var integerSamples: [PluralSampleRange] = []
        var decimalSamples: [PluralSampleRange] = []
        var (token, offset) = try nextToken()
        if token == .sampleMarker("integer") {
            integerSamples = try parseSamples(integerOnly: true)
            (token, offset) = try nextToken()
        }
        if token == .sampleMarker("decimal") {
            decimalSamples = try parseSamples(integerOnly: false)
            (token, offset) = try nextToken()
        }
        guard token == .end else {
            throw error(token == .sampleMarker("integer")
                ? "'@integer' samples must come before '@decimal' samples" : "unexpected text after the rule", at: offset)
        }
        return (condition, integerSamples, decimalSamples)
    }

    private mutating func parseCondition() throws(PluralRuleSyntaxError) -> PluralCondition {
        var alternatives: [[PluralRelation]] = []
        var conjunction: [PluralRelation] = []
        let (first, _) = try peekToken()
        if first == .end { return PluralCondition(alternatives: []) }
        if case .sampleMarker = first { return PluralCondition(alternatives: []) }
        while true {
            conjunction.append(try parseRelation())
            let (token, offset) = try peekToken()
            switch token {
            case .word("and"):
                _ = try nextToken()
            case .word("or"):
                _ = try nextToken()
                alternatives.append(conjunction)
                conjunction = []
            case .end, .sampleMarker:
                alternatives.append(conjunction)
                return PluralCondition(alternatives: alternatives)
            default:
                throw error("expected 'and', 'or' or the end of the condition", at: offset)
            }
        }
    }

    private mutating func parseRelation() throws(PluralRuleSyntaxError) -> PluralRelation {
        let (operandToken, operandOffset) = try nextToken()
        guard case .word(let name) = operandToken, name.count == 1, let letter = name.first,
              let operand = PluralOperand(rawValue: letter)
        else { throw error("expected an operand (n, i, v, w, f, t, c or e)", at: operandOffset) }

        var modulus: UInt64?
        var (token, offset) = try nextToken()
        if token == .symbol("%") || token == .word("mod") {
            let (value, modulusOffset) = try expectNumber("a modulus after '%'")
            if value == 0 { throw error("modulus must not be zero", at: modulusOffset) }
            modulus = value
            (token, offset) = try nextToken()
        }

        var negated = false
        var integerOnly = true
        var singleValue = false
        switch token {
        case .symbol("="): break
        case .symbol("!="): negated = true
        case .word("in"): break
        case .word("within"): integerOnly = false
        case .word("is"):
            singleValue = true
            if try peekToken().0 == .word("not") {
                _ = try nextToken()
                negated = true
            }
        case .word("not"):
            negated = true
            let (next, nextOffset) = try nextToken()
            switch next {
            case .word("in"): break
            case .word("within"): integerOnly = false
            default: throw error("expected 'in' or 'within' after 'not'", at: nextOffset)
            }
        default:
            throw error("expected an operator (=, !=, is, is not, in, not in, within, not within)", at: offset)
        }

        var ranges: [ClosedRange<UInt64>] = []
        while true {
            let (lower, startOffset) = try expectNumber("a number")
            var upper = lower
            if !singleValue, try peekToken().0 == .symbol("..") {
                _ = try nextToken()
                upper = try expectNumber("a number after '..'").0
                if upper < lower { throw error("range \(lower)..\(upper) is empty", at: startOffset) }
            }
            ranges.append(lower...upper)
            if singleValue { break }
            let separator = try peekToken().0
            if separator != .symbol(",") { break }
            _ = try nextToken()
        }
        return PluralRelation(operand: operand, modulus: modulus, ranges: ranges, negated: negated,
                              integerOnly: integerOnly)
    }

    /// `item (, item)* [, …]` where item is `number` or `number~number`; numbers are checked with PluralOperands.
    private mutating func parseSamples(integerOnly: Bool) throws(PluralRuleSyntaxError) -> [PluralSampleRange] {
        var samples: [PluralSampleRange] = []
        while true {
            skipSpaces()
            if index < scalars.count, scalars[index] == "…" || scalars[index] == "." {
                try parseEllipsis()
                return samples
            }
            let start = try parseSampleNumber(integerOnly: integerOnly)
            var end: String?
            skipSpaces()
            if index < scalars.count, scalars[index] == "~" {
                index += 1
                skipSpaces()
                let endOffset = index
                let endText = try parseSampleNumber(integerOnly: integerOnly)
                try checkSampleRange(from: start, to: endText, at: endOffset)
                end = endText
            }
            samples.append(PluralSampleRange(start: start, end: end))
            skipSpaces()
            guard index < scalars.count, scalars[index] == "," else { return samples }
            index += 1
        }
    }

    private mutating func parseEllipsis() throws(PluralRuleSyntaxError) {
        let start = index
        if scalars[index] == "…" {
            index += 1
        } else if index + 2 < scalars.count, scalars[index + 1] == ".", scalars[index + 2] == "." {
            index += 3
        } else {
            throw error("expected a sample number", at: start)
        }
        skipSpaces()
        if index < scalars.count, scalars[index] != "@" {
            throw error("the '…' marker must end the sample list", at: index)
        }
    }

    private mutating func parseSampleNumber(integerOnly: Bool) throws(PluralRuleSyntaxError) -> String {
        let start = index
        var text = ""
        while index < scalars.count {
            let scalar = scalars[index]
            guard Self.isDigit(scalar) || scalar == "." || scalar == "c" || scalar == "e" || scalar == "-" else { break }
            text.unicodeScalars.append(scalar)
            index += 1
        }
        if text.isEmpty { throw error("expected a sample number", at: start) }
        let operands: PluralOperands
        do {
            operands = try PluralOperands(text)
        } catch {
            throw self.error("invalid sample number '\(text)'", at: start)
        }
        if integerOnly, text.utf8.contains(UInt8(ascii: ".")) || operands.v != 0 {
            throw error("'@integer' sample '\(text)' has a fraction", at: start)
        }
        return text
    }

    /// A range must share its bounds' precision and ascend, so that stepping from start reaches end.
    private func checkSampleRange(from start: String, to end: String, at offset: Int) throws(PluralRuleSyntaxError) {
        func fractionCount(_ text: String) -> Int {
            text.split(separator: ".", maxSplits: 1).dropFirst().first?.count ?? 0
        }
        if start.contains(where: { $0 == "c" || $0 == "e" }) || end.contains(where: { $0 == "c" || $0 == "e" }) {
            throw error("sample ranges cannot use an exponent", at: offset)
        }
        // A sample number may carry a `-`, which is not a digit to compare: no CLDR range is negative.
        if start.hasPrefix("-") || end.hasPrefix("-") {
            throw error("sample range '\(start)~\(end)' has a negative bound", at: offset)
        }
        if fractionCount(start) != fractionCount(end) {
            throw error("sample range bounds '\(start)' and '\(end)' differ in precision", at: offset)
        }
        let digitsStart = start.filter { $0 != "." }, digitsEnd = end.filter { $0 != "." }
        let startValue = OperandValue(digits: digitsStart), endValue = OperandValue(digits: digitsEnd)
        let ascending = startValue.digits.count < endValue.digits.count
            || (startValue.digits.count == endValue.digits.count
                && !endValue.digits.lexicographicallyPrecedes(startValue.digits))
        if !ascending { throw error("sample range '\(start)~\(end)' descends", at: offset) }
    }
}
