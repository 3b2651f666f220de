/// A printf-style format string as Foundation reads it in string catalogs: its segments and the arguments it needs.
///
/// Arguments are numbered as printf does: either every conversion names its argument (`%2$@`, `%*1$d`) or none
/// does, and then each conversion (and each `*`) takes the next argument. Mixing the two is an error.
public struct FormatString: Sendable, Hashable {
    public let text: String
    public let segments: [FormatSegment]
    public let signature: FormatSignature

    /// Parses `text`. With `allowsSubstitutionArgument`, `%arg` is read as the placeholder a catalog
    /// substitution's variation uses for its own argument (otherwise it is `%a` followed by "rg").
    public init(parsing text: String, allowsSubstitutionArgument: Bool = false) throws(FormatStringError) {
        try self.init(parsing: text, allowsSubstitutionArgument: allowsSubstitutionArgument, keepsLiterals: true)
    }

    /// Parses `text` for what it reads only: `specifiers`, `substitutions` and `signature` are those of
    /// `init(parsing:)` (and so are its errors), but `segments` holds no literal text. For checks that read
    /// many strings' arguments, where copying the text between specifiers was most of the parse.
    public init(parsingArgumentsOf text: String, allowsSubstitutionArgument: Bool = false) throws(FormatStringError) {
        try self.init(parsing: text, allowsSubstitutionArgument: allowsSubstitutionArgument, keepsLiterals: false)
    }

    private init(parsing text: String, allowsSubstitutionArgument: Bool, keepsLiterals: Bool) throws(FormatStringError) {
        // The parser reads UTF-8 bytes and makes the segments' ranges from byte offsets: both hold only for
        // the string the ranges index, so it is made contiguous UTF-8 first (a native string already is).
        var text = text
        text.makeContiguousUTF8()
        segments = try FormatStringParser.segments(
            of: text, allowsSubstitutionArgument: allowsSubstitutionArgument, keepsLiterals: keepsLiterals)
        self.text = text
        signature = try FormatSignature(segments: segments)
    }

    public var specifiers: [FormatSpecifier] {
        segments.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    public var substitutions: [FormatSubstitutionReference] {
        segments.compactMap { if case .substitution(let reference) = $0 { reference } else { nil } }
    }

    /// The text with each `%#@name@` replaced by `substitutions[name]` (left as is when absent) and each `%arg`
    /// by `substitutionArgument` (when given): how a resolved substitution is spliced back before formatting.
    public func replacing(substitutions: [String: String], substitutionArgument: String? = nil) -> String {
        var result = ""
        var cursor = text.startIndex
        for segment in segments {
            switch segment {
            case .substitution(let reference):
                guard let replacement = substitutions[reference.name] else { continue }
                result += text[cursor..<reference.range.lowerBound] + replacement
                cursor = reference.range.upperBound
            case .substitutionArgument(let range):
                guard let substitutionArgument else { continue }
                result += text[cursor..<range.lowerBound] + substitutionArgument
                cursor = range.upperBound
            case .literal, .specifier:
                continue
            }
        }
        return result + text[cursor...]
    }
}

/// Reads specifiers one `%` at a time; everything else is literal text.
///
/// It reads the text's UTF-8 bytes: every character of a specifier is ASCII (only a substitution's name or an
/// invalid conversion may hold more, and those are decoded where they stand), and the text between specifiers
/// is found with `memchr` and copied, when kept, in one piece. Offsets still count Unicode scalars (a byte
/// that does not continue a UTF-8 sequence starts one), and ranges are the same `String.Index` values a
/// scalar-by-scalar reading gives. It read scalars and built each specifier's parts as strings scalar by
/// scalar: about 8,000 instructions a text on a large catalog's format check.
struct FormatStringParser {
    let text: String
    let allowsSubstitutionArgument: Bool
    /// False when only the specifiers matter: literal runs are skipped rather than copied.
    let keepsLiterals: Bool
    /// `text`'s UTF-8, valid while the parser runs (inside `text.withUTF8`).
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The byte read next.
    private var position = 0
    /// `position` in Unicode scalars from the start, for offsets in specifiers and errors.
    private var offset = 0
    private var nextSequentialArgument = 1
    private var firstPositional: (text: String, offset: Int)?
    private var firstSequential: (text: String, offset: Int)?

    /// Positions above this are refused: no call passes that many arguments, and it bounds what is allocated.
    static let maximumPosition = 1000

    /// The segments of `text`, which must be contiguous UTF-8 (their ranges are made from byte offsets).
    static func segments(
        of text: String, allowsSubstitutionArgument: Bool, keepsLiterals: Bool = true
    ) throws(FormatStringError) -> [FormatSegment] {
        // Most catalog texts have no `%`: the whole text is one literal, without reading it further.
        if !text.containsUTF8(UInt8(ascii: "%")) {
            return text.isEmpty || !keepsLiterals ? [] : [.literal(text, range: text.startIndex..<text.endIndex)]
        }
        var copy = text
        let result = copy.withUTF8 { bytes -> Result<[FormatSegment], FormatStringError> in
            var parser = FormatStringParser(
                text: text, bytes: bytes, allowsSubstitutionArgument: allowsSubstitutionArgument,
                keepsLiterals: keepsLiterals)
            do throws(FormatStringError) {
                return .success(try parser.parse())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    private init(text: String, bytes: UnsafeBufferPointer<UInt8>, allowsSubstitutionArgument: Bool, keepsLiterals: Bool) {
        self.text = text
        self.bytes = bytes
        self.allowsSubstitutionArgument = allowsSubstitutionArgument
        self.keepsLiterals = keepsLiterals
    }

    /// The byte at `position + distance`, or nil past the end.
    private func peek(_ distance: Int = 0) -> UInt8? {
        position + distance < bytes.count ? bytes[position + distance] : nil
    }

    /// Steps over one ASCII byte (one scalar).
    private mutating func advance() {
        position += 1
        offset += 1
    }

    /// The scalar starting at `at` and its length in bytes (the bytes are valid UTF-8: they are a `String`'s).
    private func scalar(at start: Int) -> (scalar: Unicode.Scalar, length: Int) {
        let lead = bytes[start]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for next in 1..<length { value = value << 6 | UInt32(bytes[start + next] & 0x3F) }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The `String.Index` of a byte offset (on a scalar boundary).
    private func index(_ byteOffset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: byteOffset)
    }

    /// The length modifier that starts with `first` (`hh` and `ll` before `h` and `l`, as printf reads them).
    private static func lengthModifier(_ first: UInt8?, then second: UInt8?) -> FormatLengthModifier? {
        switch first {
        case UInt8(ascii: "h"): second == UInt8(ascii: "h") ? .char : .short
        case UInt8(ascii: "l"): second == UInt8(ascii: "l") ? .longLong : .long
        case UInt8(ascii: "q"): .quad
        case UInt8(ascii: "j"): .intmax
        case UInt8(ascii: "z"): .size
        case UInt8(ascii: "t"): .ptrdiff
        case UInt8(ascii: "L"): .longDouble
        default: nil
        }
    }

    private static func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    mutating func parse() throws(FormatStringError) -> [FormatSegment] {
        var segments: [FormatSegment] = []
        // The literal being gathered: where it starts, and whether it holds a `%%` (shown as `%`).
        var literalStart: Int?
        var literalHasPercent = false
        func flushLiteral(upTo end: Int) {
            guard let start = literalStart else { return }
            literalStart = nil
            guard keepsLiterals else { return }
            let literal: String
            if literalHasPercent {
                // The only `%` in a literal are `%%` pairs: keep the first of each.
                var kept: [UInt8] = []
                kept.reserveCapacity(end - start)
                var at = start
                while at < end {
                    kept.append(bytes[at])
                    at += bytes[at] == UInt8(ascii: "%") ? 2 : 1
                }
                literal = String(decoding: kept, as: UTF8.self)
            } else {
                literal = string(start..<end)
            }
            literalHasPercent = false
            segments.append(.literal(literal, range: index(start)..<index(end)))
        }
        while position < bytes.count {
            guard bytes[position] == UInt8(ascii: "%") else {
                if literalStart == nil { literalStart = position }
                // The run up to the next `%` (an ASCII byte, so a scalar boundary); the offset counts scalars
                // (the bytes that do not continue a sequence).
                var end = position
                var scalarsInRun = 0
                while end < bytes.count, bytes[end] != UInt8(ascii: "%") {
                    if bytes[end] & 0xC0 != 0x80 { scalarsInRun += 1 }
                    end += 1
                }
                position = end
                offset += scalarsInRun
                continue
            }
            if peek(1) == UInt8(ascii: "%") {
                if literalStart == nil { literalStart = position }
                literalHasPercent = true
                advance()
                advance()
                continue
            }
            flushLiteral(upTo: position)
            segments.append(try parseConversion())
        }
        flushLiteral(upTo: position)
        return segments
    }

    private mutating func number(_ what: String, startOffset: Int) throws(FormatStringError) -> Int {
        var value = 0
        while let byte = peek(), Self.isDigit(byte) {
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            if value > 1_000_000 { throw FormatStringError(message: "\(what) is too large", offset: startOffset) }
            advance()
        }
        return value
    }

    /// `n$` when digits followed by `$` come next; nothing is consumed otherwise.
    private mutating func positionIfPresent(startOffset: Int) throws(FormatStringError) -> Int? {
        var distance = 0
        while Self.isDigit(peek(distance)) { distance += 1 }
        guard distance > 0, peek(distance) == UInt8(ascii: "$") else { return nil }
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
        let start = position
        let startOffset = offset
        advance()  // the `%`
        func sourceText() -> String { string(start..<position) }
        func fail(_ message: String) -> FormatStringError {
            FormatStringError(message: "\(message) in '\(sourceText())'", offset: startOffset)
        }

        if allowsSubstitutionArgument, peek() == UInt8(ascii: "a"), peek(1) == UInt8(ascii: "r"),
            peek(2) == UInt8(ascii: "g")
        {
            advance(); advance(); advance()
            return .substitutionArgument(range: index(start)..<index(position))
        }

        let explicitPosition = try positionIfPresent(startOffset: startOffset)
        let afterPosition = position

        if peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "@") {
            advance(); advance()
            let nameStart = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "@") {
                let byte = bytes[position]
                // Most names are ASCII letters: only a space, a control character or a scalar outside ASCII
                // is asked whether it is whitespace (the Unicode property look-up cost more than the rest).
                if byte > 0x20, byte < 0x80 {
                    if byte == UInt8(ascii: "%") { throw fail("substitution name must end with '@'") }
                    advance()
                    continue
                }
                let (scalar, length) = scalar(at: position)
                if scalar.properties.isWhitespace { throw fail("substitution name must end with '@'") }
                position += length
                offset += 1
            }
            let nameEnd = position
            guard peek() == UInt8(ascii: "@") else { throw fail("substitution name must end with '@'") }
            advance()
            if nameEnd == nameStart { throw fail("empty substitution name") }
            let text = sourceText()
            // Substitution tokens take an argument slot but never trigger the numbered/unnumbered rule: Xcode writes
            // `%#@name@` and `%2$#@name@` alike and a substitution's argNum says which argument it is.
            let argumentIndex: Int
            if let explicitPosition {
                argumentIndex = explicitPosition
            } else {
                argumentIndex = nextSequentialArgument
                nextSequentialArgument += 1
            }
            return .substitution(FormatSubstitutionReference(
                name: string(nameStart..<nameEnd), explicitPosition: explicitPosition, argumentIndex: argumentIndex,
                text: text, offset: startOffset, range: index(start)..<index(position)))
        }

        let flagsStart = position
        flags: while let byte = peek() {
            switch byte {
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"), UInt8(ascii: "0"),
                UInt8(ascii: "'"):
                advance()
            default:
                break flags
            }
        }
        let flags = flagsStart == position ? "" : string(flagsStart..<position)

        // Width and precision `*` arguments come before the value, in that order, as printf reads them.
        var pendingAmounts: [(explicit: Int?, offset: Int)] = []
        var width: FormatAmount?
        var widthStar = false
        if peek() == UInt8(ascii: "*") {
            let starOffset = offset
            advance()
            pendingAmounts.append((try positionIfPresent(startOffset: starOffset), starOffset))
            widthStar = true
        } else if Self.isDigit(peek()) {
            width = .fixed(try number("width", startOffset: startOffset))
        }
        var precision: FormatAmount?
        var precisionStar = false
        if peek() == UInt8(ascii: ".") {
            advance()
            if peek() == UInt8(ascii: "*") {
                let starOffset = offset
                advance()
                pendingAmounts.append((try positionIfPresent(startOffset: starOffset), starOffset))
                precisionStar = true
            } else {
                precision = .fixed(try number("precision", startOffset: startOffset))
            }
        }

        let lengthModifier = Self.lengthModifier(peek(), then: peek(1))
        if let lengthModifier {
            advance()
            if lengthModifier == .char || lengthModifier == .longLong { advance() }
        }

        guard position < bytes.count else {
            throw fail("format string ends inside a specifier")
        }
        let (conversionScalar, conversionLength) = scalar(at: position)
        position += conversionLength
        offset += 1
        let conversion = Character(conversionScalar)
        switch conversionScalar {
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
        let valueArgument = try argumentIndex(explicit: explicitPosition, text: text, offset: startOffset)
        let displayText = explicitPosition == nil ? text : "%" + string(afterPosition..<position)
        return .specifier(FormatSpecifier(
            text: text, offset: startOffset, range: index(start)..<index(position), explicitPosition: explicitPosition,
            argumentIndex: valueArgument, flags: flags, width: width, precision: precision,
            lengthModifier: lengthModifier, conversion: conversion, displayText: displayText))
    }
}
