@testable import FormatSpecifiers

/// The scalar-by-scalar parser `FormatStringParser` replaced (as of 95621d0), kept as the oracle of the
/// differential test: the byte parser must give the same segments, signatures and errors.
struct LegacyFormatStringParser {
    let text: String
    let allowsSubstitutionArgument: Bool
    /// False when only the specifiers matter: literal runs are skipped rather than copied.
    let keepsLiterals: Bool
    private let scalars: String.UnicodeScalarView
    private var index: String.Index
    private var offset = 0
    private var nextSequentialArgument = 1
    private var firstPositional: (text: String, offset: Int)?
    private var firstSequential: (text: String, offset: Int)?

    /// Positions above this are refused: no call passes that many arguments, and it bounds what is allocated.
    static let maximumPosition = 1000

    init(text: String, allowsSubstitutionArgument: Bool, keepsLiterals: Bool = true) {
        self.text = text
        self.allowsSubstitutionArgument = allowsSubstitutionArgument
        self.keepsLiterals = keepsLiterals
        scalars = text.unicodeScalars
        index = scalars.startIndex
    }

    private var current: Unicode.Scalar? { index < scalars.endIndex ? scalars[index] : nil }

    private mutating func advance() {
        index = scalars.index(after: index)
        offset += 1
    }

    private func peek(_ distance: Int) -> Unicode.Scalar? {
        var probe = index
        for _ in 0..<distance {
            guard probe < scalars.endIndex else { return nil }
            probe = scalars.index(after: probe)
        }
        return probe < scalars.endIndex ? scalars[probe] : nil
    }

    /// The length modifier that starts with `first` (`hh` and `ll` before `h` and `l`, as printf reads them).
    /// Matched scalar by scalar: this runs for every specifier of a large catalog.
    private static func lengthModifier(_ first: Unicode.Scalar?, then second: Unicode.Scalar?) -> FormatLengthModifier? {
        switch first {
        case "h": second == "h" ? .char : .short
        case "l": second == "l" ? .longLong : .long
        case "q": .quad
        case "j": .intmax
        case "z": .size
        case "t": .ptrdiff
        case "L": .longDouble
        default: nil
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.value >= 48 && scalar.value <= 57
    }

    mutating func parse() throws(FormatStringError) -> [FormatSegment] {
        // Most catalog texts have no `%`: the whole text is one literal, without copying it scalar by scalar.
        if !text.containsUTF8(UInt8(ascii: "%")) {
            return text.isEmpty || !keepsLiterals ? [] : [.literal(text, range: scalars.startIndex..<scalars.endIndex)]
        }
        var segments: [FormatSegment] = []
        var literal = ""
        var literalStart = index
        func flushLiteral(upTo end: String.Index) {
            if !literal.isEmpty { segments.append(.literal(literal, range: literalStart..<end)) }
            literal = ""
        }
        while let scalar = current {
            guard scalar == "%" else {
                if literal.isEmpty { literalStart = index }
                // The run up to the next `%` (an ASCII byte, so a scalar boundary) is copied at once; the
                // offset still counts scalars (UTF-8 lead bytes).
                let utf8 = text.utf8
                var end = index
                var scalarsInRun = 0
                while end < utf8.endIndex, utf8[end] != UInt8(ascii: "%") {
                    if utf8[end] & 0xC0 != 0x80 { scalarsInRun += 1 }
                    end = utf8.index(after: end)
                }
                if keepsLiterals { literal += text[index..<end] }
                index = end
                offset += scalarsInRun
                continue
            }
            if peek(1) == "%" {
                if literal.isEmpty { literalStart = index }
                if keepsLiterals { literal += "%" }
                advance()
                advance()
                continue
            }
            flushLiteral(upTo: index)
            segments.append(try parseConversion())
        }
        flushLiteral(upTo: index)
        return segments
    }

    private mutating func number(_ what: String, startOffset: Int) throws(FormatStringError) -> Int {
        var value = 0
        while Self.isDigit(current), let scalar = current {
            value = value * 10 + Int(scalar.value - 48)
            if value > 1_000_000 { throw FormatStringError(message: "\(what) is too large", offset: startOffset) }
            advance()
        }
        return value
    }

    /// `n$` when digits followed by `$` come next; nothing is consumed otherwise.
    private mutating func positionIfPresent(startOffset: Int) throws(FormatStringError) -> Int? {
        var distance = 0
        while Self.isDigit(peek(distance)) { distance += 1 }
        guard distance > 0, peek(distance) == "$" else { return nil }
        let position = try number("argument position", startOffset: startOffset)
        advance()  // the `$`
        if position == 0 { throw FormatStringError(message: "argument positions start at 1", offset: startOffset) }
        if position > Self.maximumPosition {
            throw FormatStringError(message: "argument position \(position) is too large", offset: startOffset)
        }
        return position
    }

    private mutating func argumentIndex(explicit: Int?, text: String, offset: Int) throws(FormatStringError) -> Int {
        if let explicit {
            if firstPositional == nil { firstPositional = (text, offset) }
            if let sequential = firstSequential {
                throw mixingError(sequential: sequential, positional: (text, offset), at: offset)
            }
            return explicit
        }
        if firstSequential == nil { firstSequential = (text, offset) }
        if let positional = firstPositional {
            throw mixingError(sequential: (text, offset), positional: positional, at: offset)
        }
        defer { nextSequentialArgument += 1 }
        if nextSequentialArgument > Self.maximumPosition {
            throw FormatStringError(message: "more than \(Self.maximumPosition) arguments", offset: offset)
        }
        return nextSequentialArgument
    }

    private func mixingError(sequential: (text: String, offset: Int), positional: (text: String, offset: Int),
                             at offset: Int) -> FormatStringError {
        FormatStringError(
            message: "mixes numbered arguments (\(positional.text) at offset \(positional.offset)) "
                + "with unnumbered ones (\(sequential.text) at offset \(sequential.offset))",
            offset: offset)
    }

    private mutating func parseConversion() throws(FormatStringError) -> FormatSegment {
        let start = index
        let startOffset = offset
        advance()  // the `%`
        func sourceText() -> String { String(scalars[start..<index]) }
        func fail(_ message: String) -> FormatStringError {
            FormatStringError(message: "\(message) in '\(sourceText())'", offset: startOffset)
        }

        if allowsSubstitutionArgument, current == "a", peek(1) == "r", peek(2) == "g" {
            advance(); advance(); advance()
            return .substitutionArgument(range: start..<index)
        }

        let position = try positionIfPresent(startOffset: startOffset)
        let afterPosition = index

        if current == "#", peek(1) == "@" {
            advance(); advance()
            var name = ""
            while let scalar = current, scalar != "@" {
                if scalar == "%" || scalar.properties.isWhitespace {
                    throw fail("substitution name must end with '@'")
                }
                name.unicodeScalars.append(scalar)
                advance()
            }
            guard current == "@" else { throw fail("substitution name must end with '@'") }
            advance()
            if name.isEmpty { throw fail("empty substitution name") }
            let text = sourceText()
            // Substitution tokens take an argument slot but never trigger the numbered/unnumbered rule: Xcode writes
            // `%#@name@` and `%2$#@name@` alike and a substitution's argNum says which argument it is.
            let argumentIndex: Int
            if let position {
                argumentIndex = position
            } else {
                argumentIndex = nextSequentialArgument
                nextSequentialArgument += 1
            }
            return .substitution(FormatSubstitutionReference(
                name: name, explicitPosition: position, argumentIndex: argumentIndex, text: text,
                offset: startOffset, range: start..<index))
        }

        var flags = ""
        while let scalar = current, "-+ #0'".unicodeScalars.contains(scalar) {
            flags.unicodeScalars.append(scalar)
            advance()
        }

        // Width and precision `*` arguments come before the value, in that order, as printf reads them.
        var pendingAmounts: [(explicit: Int?, offset: Int)] = []
        var width: FormatAmount?
        var widthStar = false
        if current == "*" {
            let starOffset = offset
            advance()
            pendingAmounts.append((try positionIfPresent(startOffset: starOffset), starOffset))
            widthStar = true
        } else if Self.isDigit(current) {
            width = .fixed(try number("width", startOffset: startOffset))
        }
        var precision: FormatAmount?
        var precisionStar = false
        if current == "." {
            advance()
            if current == "*" {
                let starOffset = offset
                advance()
                pendingAmounts.append((try positionIfPresent(startOffset: starOffset), starOffset))
                precisionStar = true
            } else {
                precision = .fixed(try number("precision", startOffset: startOffset))
            }
        }

        let lengthModifier = Self.lengthModifier(current, then: peek(1))
        if let lengthModifier {
            advance()
            if lengthModifier == .char || lengthModifier == .longLong { advance() }
        }

        guard let conversionScalar = current else {
            throw fail("format string ends inside a specifier")
        }
        advance()
        let conversion = Character(conversionScalar)
        switch conversion {
        case "d", "i", "u", "x", "X", "o", "D", "U", "O":
            if lengthModifier == .longDouble { throw fail("length modifier 'L' applies only to floating-point conversions") }
        case "a", "A", "e", "E", "f", "F", "g", "G":
            if let lengthModifier, lengthModifier != .long, lengthModifier != .longDouble {
                throw fail("length modifier '\(lengthModifier.rawValue)' does not apply to %\(conversion)")
            }
        case "c", "s":
            if let lengthModifier, lengthModifier != .long {
                throw fail("length modifier '\(lengthModifier.rawValue)' does not apply to %\(conversion)")
            }
        case "@", "C", "S", "p":
            if let lengthModifier {
                throw fail("length modifier '\(lengthModifier.rawValue)' does not apply to %\(conversion)")
            }
        case "n":
            throw fail("%n writes to memory and is not allowed")
        case "%":
            throw fail("'%%' takes no flags, width, precision or position")
        default:
            throw fail(conversionScalar.properties.isWhitespace || conversionScalar.value < 0x20
                ? "incomplete specifier" : "unknown conversion '\(conversion)'")
        }

        let text = sourceText()
        for amount in pendingAmounts {
            let argument = try argumentIndex(explicit: amount.explicit, text: text, offset: amount.offset)
            if widthStar, width == nil {
                width = .argument(argument)
            } else if precisionStar {
                precision = .argument(argument)
            }
        }
        let valueArgument = try argumentIndex(explicit: position, text: text, offset: startOffset)
        let displayText = position == nil ? text : "%" + String(scalars[afterPosition..<index])
        return .specifier(FormatSpecifier(
            text: text, offset: startOffset, range: start..<index, explicitPosition: position,
            argumentIndex: valueArgument, flags: flags, width: width, precision: precision,
            lengthModifier: lengthModifier, conversion: conversion, displayText: displayText))
    }
}

/// `FormatSignature.init(segments:)` as it was with the legacy parser (types and first readers in one dictionary).
func legacySignature(segments: [FormatSegment]) throws(FormatStringError) -> FormatSignature {
    var arguments: [Int: (type: FormatArgumentType, specifier: String)] = [:]
    var names: Set<String> = []
    func use(_ position: Int, as type: FormatArgumentType, by specifier: FormatSpecifier) throws(FormatStringError) {
        func isInteger(_ type: FormatArgumentType) -> Bool { type == .signedInteger || type == .unsignedInteger }
        if let earlier = arguments[position], earlier.type != type, !(isInteger(earlier.type) && isInteger(type)) {
            throw FormatStringError(
                message: "argument \(position) is read as a \(earlier.type) by \(earlier.specifier) "
                    + "and as a \(type) by \(specifier.text)",
                offset: specifier.offset)
        }
        if arguments[position] == nil { arguments[position] = (type, specifier.text) }
    }
    for segment in segments {
        switch segment {
        case .specifier(let specifier):
            if case .argument(let position) = specifier.width { try use(position, as: .signedInteger, by: specifier) }
            if case .argument(let position) = specifier.precision {
                try use(position, as: .signedInteger, by: specifier)
            }
            try use(specifier.argumentIndex, as: specifier.argumentType, by: specifier)
        case .substitution(let reference):
            names.insert(reference.name)
        case .literal, .substitutionArgument:
            continue
        }
    }
    return FormatSignature(arguments: arguments.mapValues(\.type), substitutionNames: names)
}
