#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Diagnostics

/// Turns Swift source bytes into tokens. String literals are fully decoded (escapes, interpolation,
/// multi-line indentation, raw delimiters) because the decoded text is the localization key.
/// Regex literals are not recognised except the `#/…/#` form; a `/` is otherwise an operator.
struct SwiftLexer {
    private let bytes: [UInt8]
    private let path: String
    let lines: LineTable
    /// The file's spellings, literals and conditions, which its tokens name by number.
    private var texts = TokenTexts.Builder()
    private var position = 0
    private var interpolationDepth = 0
    /// Comments addressed to StringsGuard (`// stringsguard:…`), in file order. Every other comment is
    /// skipped without a trace, as before.
    private(set) var toolComments: [StringsGuardComment] = []
    /// Where the run of `#` the lexer is inside ends: each `#` of a run that opens no string or regex
    /// becomes a token, and finding the run's end again for each would be quadratic in its length.
    private var hashRunEnd = 0
    /// `Word.punctuation`, read once per file rather than through its lazy initializer at every token.
    private let punctuation = Word.punctuation

    /// Interpolations nest through recursion; past this depth the file is reported rather than risking the stack.
    private static let maximumInterpolationDepth = 16

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
        self.lines = LineTable(bytes: bytes)
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        lines.location(ofOffset: offset, file: path)
    }

    mutating func tokenize() throws(InputError) -> TokenList {
        guard bytes.count <= Int32.max else { throw error("file too large to scan (over 2 GiB)", at: 0) }
        if bytes.starts(with: [UInt8(ascii: "#"), UInt8(ascii: "!")]) {
            while position < bytes.count, bytes[position] != newline { position += 1 }
        }
        let tokens = try lexTokens(interpolationStart: nil)
        return TokenList(tokens, texts: TokenTexts(texts))
    }

    /// A file has at most one token a byte: reserving that many at once means the tokens are never copied
    /// to grow (which held the old and the new array at once), and only the part written is ever resident.
    /// Past 64 M tokens (a 64 MB file) they grow as usual.
    private static let reservedTokensAtMost = 1 << 26

    private func error(_ message: String, at offset: Int) -> InputError {
        InputError(message, at: location(ofOffset: offset))
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Lexes to the end of the file, or — inside an interpolation — up to and including the `)` that closes it.
    private mutating func lexTokens(interpolationStart: Int?) throws(InputError) -> TokenStorage {
        var tokens = TokenStorage.Builder(base: position)
        if interpolationStart == nil {
            tokens.reserveCapacity(min(bytes.count + 1, Self.reservedTokensAtMost), bytes: bytes.count - position)
        }
        var parenDepth = 0
        while true {
            try skipTrivia()
            guard position < bytes.count else {
                if let interpolationStart {
                    throw error("unterminated string interpolation", at: interpolationStart)
                }
                return tokens.finish()
            }
            if interpolationStart != nil {
                if bytes[position] == UInt8(ascii: ")") {
                    if parenDepth == 0 {
                        position += 1
                        return tokens.finish()
                    }
                    parenDepth -= 1
                } else if bytes[position] == UInt8(ascii: "(") {
                    parenDepth += 1
                }
            }
            let start = position
            var token = try lexToken()
            if interpolationStart == nil, token.kind == .identifier, token.number >= Word.directiveIf.rawValue,
                token.number <= Word.directiveEndif.rawValue, startsLine(start)
            {
                token = token.asDirective
                if token.spells(.directiveIf) || token.spells(.directiveElseif) {
                    texts.setCondition(try lexRestOfLine(), at: start)
                }
            }
            tokens.append(token, at: start)
        }
    }

    /// Whether only spaces and tabs come before `offset` on its line, as a directive requires.
    /// Where the run of a string literal's own bytes from `start` ends: at the next quote, backslash or line
    /// break, or at the end of the file.
    private func endOfLiteralRun(from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            var index = start
            while index < bytes.count {
                let current = bytes[index]
                if current == quote || current == backslash || current == newline || current == carriageReturn { break }
                index += 1
            }
            return index
        }
    }

    private func startsLine(_ offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0 {
            switch bytes[index] {
            case space, tab: index -= 1
            case newline, carriageReturn: return true
            default: return false
            }
        }
        return true
    }

    /// The tokens up to the end of the current line: a directive's condition. Comments end it too.
    private mutating func lexRestOfLine() throws(InputError) -> TokenStorage {
        var tokens = TokenStorage.Builder(base: position)
        while position < bytes.count {
            let current = bytes[position]
            if current == space || current == tab {
                position += 1
            } else if current == newline || current == carriageReturn {
                break
            } else if current == slash, byte(at: position + 1) == slash {
                break
            } else if current == slash, byte(at: position + 1) == star {
                try skipBlockComment()
            } else {
                let start = position
                tokens.append(try lexToken(), at: start)
            }
        }
        return tokens.finish()
    }

    private mutating func skipTrivia() throws(InputError) {
        while position < bytes.count {
            // A run of blanks, and a line comment's text, in one pass over the bytes each.
            let from = position
            position = bytes.withUnsafeBufferPointer { bytes in
                var index = from
                while index < bytes.count, isBlank(bytes[index]) { index += 1 }
                return index
            }
            guard position < bytes.count else { return }
            let current = bytes[position]
            if current == slash, byte(at: position + 1) == slash {
                let start = position
                position = bytes.withUnsafeBufferPointer { bytes in
                    var index = start
                    while index < bytes.count, bytes[index] != newline { index += 1 }
                    return index
                }
                recordToolComment(from: start, body: (start + 2)..<position)
            } else if current == slash, byte(at: position + 1) == star {
                try skipBlockComment()
            } else if position == 0, bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
                position = 3
            } else {
                return
            }
        }
    }

    /// Block comments nest in Swift; counting depth needs no recursion.
    private mutating func skipBlockComment() throws(InputError) {
        let start = position
        var depth = 0
        while position < bytes.count {
            if bytes[position] == slash, byte(at: position + 1) == star {
                depth += 1
                position += 2
            } else if bytes[position] == star, byte(at: position + 1) == slash {
                depth -= 1
                position += 2
                if depth == 0 {
                    recordToolComment(from: start, body: (start + 2)..<(position - 2))
                    return
                }
            } else {
                position += 1
            }
        }
        throw error("unterminated block comment", at: start)
    }

    /// Keeps a comment whose text, after leading blanks, starts with `stringsguard:`; a doc comment
    /// (`///`, `/**`) starts with another character and is never one.
    private mutating func recordToolComment(from start: Int, body: Range<Int>) {
        var index = body.lowerBound
        while index < body.upperBound, bytes[index] == space || bytes[index] == tab { index += 1 }
        guard bytes[index..<body.upperBound].starts(with: StringsGuardComment.prefix.utf8) else { return }
        var end = body.upperBound
        while end > index, [space, tab, carriageReturn, newline].contains(bytes[end - 1]) { end -= 1 }
        toolComments.append(StringsGuardComment(
            location: location(ofOffset: start), text: String(decoding: bytes[index..<end], as: UTF8.self)))
    }

    private mutating func lexToken() throws(InputError) -> Token {
        let start = position
        let current = bytes[position]

        if isIdentifierHead(current) {
            return try lexIdentifier(from: start, prefixLength: 0)
        }
        if current == UInt8(ascii: "$"), let next = byte(at: position + 1), isIdentifierBody(next) {
            return try lexIdentifier(from: start, prefixLength: 1)
        }
        if current == UInt8(ascii: "`") {
            var end = position + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != newline { end += 1 }
            if end < bytes.count, bytes[end] == UInt8(ascii: "`"), end > position + 1 {
                position = end + 1
                return Token(kind: .identifier, number: try number(start + 1, end), isBackticked: true)
            }
            position += 1
            return Token(kind: .punctuation, word: .backtick)
        }
        if isDigit(current) {
            return try lexNumber()
        }
        if current == quote {
            return try lexString(hashCount: 0)
        }
        if current == hash {
            if position >= hashRunEnd {
                hashRunEnd = position
                while byte(at: hashRunEnd) == hash { hashRunEnd += 1 }
            }
            let count = hashRunEnd - position
            if byte(at: position + count) == quote {
                return try lexString(hashCount: count)
            }
            if byte(at: position + count) == slash {
                return try skipExtendedRegex(hashCount: count)
            }
            if count == 1, let next = byte(at: position + 1), isIdentifierHead(next) {
                return try lexIdentifier(from: start, prefixLength: 1)
            }
            position += 1
            return Token(kind: .punctuation, word: .hash)
        }
        if current == UInt8(ascii: "."), byte(at: position + 1) != UInt8(ascii: ".") {
            position += 1
            return Token(kind: .punctuation, word: .dot)
        }
        if current == UInt8(ascii: "?") || current == UInt8(ascii: "!") {
            // Right after an operand (no space) `?` and `!` are postfix: optional chaining or unwrapping.
            if start > 0, isPostfixOperand(bytes[start - 1]) {
                position += 1
                return Token(kind: .punctuation, word: current == UInt8(ascii: "?") ? .question : .exclamation)
            }
        }
        if isOperatorCharacter(current) || current == UInt8(ascii: ".") {
            position += 1
            while position < bytes.count, isOperatorCharacter(bytes[position]) || bytes[position] == UInt8(ascii: ".") {
                if bytes[position] == slash, let next = byte(at: position + 1), next == slash || next == star {
                    break
                }
                position += 1
            }
            return Token(kind: .operator, number: try number(start, position))
        }
        position += 1
        if current < 0x80 {
            if let word = punctuation[Int(current)] { return Token(kind: .punctuation, word: word) }
            return Token(kind: .punctuation, number: try number(start, position))
        }
        return Token(kind: .punctuation, word: .question)
    }

    private mutating func lexIdentifier(from start: Int, prefixLength: Int) throws(InputError) -> Token {
        let end = bytes.withUnsafeBufferPointer { bytes in
            var index = start + prefixLength
            while index < bytes.count, isIdentifierBody(bytes[index]) { index += 1 }
            return index
        }
        position = end
        return Token(kind: .identifier, number: try number(start, end))
    }

    private mutating func lexNumber() throws(InputError) -> Token {
        let start = position
        var isFloat = false
        if bytes[position] == UInt8(ascii: "0"), let next = byte(at: position + 1),
            next == UInt8(ascii: "x") || next == UInt8(ascii: "b") || next == UInt8(ascii: "o")
        {
            position += 2
            while position < bytes.count, isIdentifierBody(bytes[position]) { position += 1 }
            return Token(kind: .integer, number: try number(start, position))
        }
        while position < bytes.count {
            let current = bytes[position]
            if isDigit(current) || current == UInt8(ascii: "_") {
                position += 1
            } else if current == UInt8(ascii: "."), let next = byte(at: position + 1), isDigit(next), !isFloat {
                isFloat = true
                position += 1
            } else if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                isFloat = true
                position += 1
                if let sign = byte(at: position), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                    position += 1
                }
            } else {
                break
            }
        }
        return Token(kind: isFloat ? .float : .integer, number: try number(start, position))
    }

    private mutating func skipExtendedRegex(hashCount: Int) throws(InputError) -> Token {
        let start = position
        position += hashCount + 1
        while position < bytes.count {
            if bytes[position] == slash, hasHashes(hashCount, at: position + 1) {
                position += 1 + hashCount
                return Token(kind: .operator, word: .regex)
            }
            position += 1
        }
        throw error("unterminated regex literal", at: start)
    }

    // MARK: Strings

    private func hasHashes(_ count: Int, at index: Int) -> Bool {
        for offset in 0..<count where byte(at: index + offset) != hash { return false }
        return true
    }

    private func isTripleQuote(at index: Int) -> Bool {
        byte(at: index) == quote && byte(at: index + 1) == quote && byte(at: index + 2) == quote
    }

    /// A raw string that opens like a multi-line one (`#"""#` holds one quote) is single-line when its closing
    /// `"#` follows on the same line, as the compiler decides; a plain `"""` always opens a multi-line literal.
    private func closesOnItsLine(hashCount: Int, after index: Int) -> Bool {
        guard hashCount > 0 else { return false }
        var index = index
        while let current = byte(at: index), current != newline, current != carriageReturn {
            if current == quote, hasHashes(hashCount, at: index + 1) { return true }
            index += 1
        }
        return false
    }

    /// `position` is at the first `#` (or the quote when `hashCount` is 0).
    private mutating func lexString(hashCount: Int) throws(InputError) -> Token {
        let start = position
        let quoteIndex = position + hashCount
        if isTripleQuote(at: quoteIndex), !closesOnItsLine(hashCount: hashCount, after: quoteIndex + 2) {
            return try lexMultilineString(start: start, hashCount: hashCount)
        }
        position = quoteIndex + 1
        var builder = SegmentBuilder()
        while true {
            // The bytes up to the next quote, backslash or line break are the literal's own, taken as one run.
            let runStart = position
            let runEnd = endOfLiteralRun(from: runStart)
            guard runEnd < bytes.count else { throw error("unterminated string literal", at: start) }
            let current = bytes[runEnd]
            if current == newline || current == carriageReturn {
                throw error("unterminated string literal", at: start)
            }
            if current == quote, hasHashes(hashCount, at: runEnd + 1) {
                position = runEnd + 1 + hashCount
                // A literal that is one run (most): its text straight from the file's bytes.
                if builder.isEmpty {
                    let segments: [StringLiteral.Segment] = runEnd > runStart ? [.text(text(runStart, runEnd))] : []
                    return try stringToken(StringLiteral(segments: segments), at: start)
                }
                builder.append(bytes: bytes[runStart..<runEnd])
                return try stringToken(StringLiteral(segments: builder.finish()), at: start)
            }
            builder.append(bytes: bytes[runStart..<runEnd])
            position = runEnd
            if current == backslash, hasHashes(hashCount, at: position + 1) {
                try lexEscape(into: &builder, hashCount: hashCount, multiline: false)
                continue
            }
            builder.append(byte: current)
            position += 1
        }
    }

    /// Handles `\…` at `position`. Returns true when it was a line continuation (multi-line literals only).
    @discardableResult
    private mutating func lexEscape(
        into builder: inout SegmentBuilder, hashCount: Int, multiline: Bool
    ) throws(InputError) -> Bool {
        let escapeStart = position
        let codeIndex = position + 1 + hashCount
        guard let code = byte(at: codeIndex) else { throw error("unterminated string literal", at: escapeStart) }
        position = codeIndex + 1
        switch code {
        case UInt8(ascii: "n"): builder.append(byte: newline)
        case UInt8(ascii: "t"): builder.append(byte: tab)
        case UInt8(ascii: "r"): builder.append(byte: carriageReturn)
        case UInt8(ascii: "0"): builder.append(byte: 0)
        case backslash, quote, UInt8(ascii: "'"): builder.append(byte: code)
        case UInt8(ascii: "u"):
            guard byte(at: position) == UInt8(ascii: "{") else {
                throw error("expected '{' in \\u{...} escape sequence", at: escapeStart)
            }
            var value: UInt32 = 0
            var digits = 0
            position += 1
            while let digit = byte(at: position), let nibble = hexValue(digit) {
                value = value &* 16 &+ UInt32(nibble)
                digits += 1
                position += 1
            }
            guard byte(at: position) == UInt8(ascii: "}"), (1...8).contains(digits),
                let scalar = Unicode.Scalar(value)
            else {
                throw error("invalid \\u{...} escape sequence", at: escapeStart)
            }
            position += 1
            builder.append(string: String(Character(scalar)))
        case UInt8(ascii: "("):
            interpolationDepth += 1
            defer { interpolationDepth -= 1 }
            if interpolationDepth > Self.maximumInterpolationDepth {
                throw error("string interpolations nested too deeply", at: escapeStart)
            }
            let contentStart = position
            let tokens = try lexTokens(interpolationStart: escapeStart)
            builder.appendInterpolation(tokens: tokens, source: text(contentStart, position - 1))
        default:
            if multiline {
                // A `\` followed only by whitespace up to the line end joins the next line.
                var index = codeIndex
                while let next = byte(at: index), next == space || next == tab { index += 1 }
                if byte(at: index) == newline || byte(at: index) == carriageReturn {
                    position = index
                    return true
                }
            }
            throw error("invalid escape sequence in literal", at: escapeStart)
        }
        return false
    }

    private struct MultilineLine {
        /// The line's leading spaces and tabs, in the file.
        var indentation: Range<Int>
        var content = SegmentBuilder()
        var joinsNext = false
        var isBlank: Bool { content.isEmpty }
    }

    /// The spaces and tabs from `position` on, skipped.
    private mutating func skipIndentation() -> Range<Int> {
        let start = position
        while let current = byte(at: position), current == space || current == tab { position += 1 }
        return start..<position
    }

    private mutating func lexMultilineString(start: Int, hashCount: Int) throws(InputError) -> Token {
        position = start + hashCount + 3
        // Only whitespace may follow the opening delimiter on its line.
        while let current = byte(at: position), current == space || current == tab { position += 1 }
        guard let afterOpening = byte(at: position) else { throw error("unterminated string literal", at: start) }
        guard afterOpening == newline || afterOpening == carriageReturn else {
            throw error("multi-line string literal content must begin on a new line", at: position)
        }
        consumeLineBreak()

        var lines: [MultilineLine] = []
        var lineStarts: [Int] = []
        while true {
            let lineStart = position
            var line = MultilineLine(indentation: skipIndentation())
            if isTripleQuote(at: position), hasHashes(hashCount, at: position + 3) {
                position += 3 + hashCount
                let segments = try assemble(lines: lines, lineStarts: lineStarts, closingIndentation: line.indentation)
                return try stringToken(StringLiteral(segments: segments), at: start)
            }
            lineStarts.append(lineStart)
            while true {
                let runStart = position
                let runEnd = endOfLiteralRun(from: runStart)
                line.content.append(bytes: bytes[runStart..<runEnd])
                position = runEnd
                guard let current = byte(at: position) else { throw error("unterminated string literal", at: start) }
                if current == newline || current == carriageReturn {
                    consumeLineBreak()
                    break
                }
                if current == quote, isTripleQuote(at: position), hasHashes(hashCount, at: position + 3) {
                    throw error("multi-line string literal closing delimiter must begin on a new line", at: position)
                }
                if current == backslash, hasHashes(hashCount, at: position + 1) {
                    if try lexEscape(into: &line.content, hashCount: hashCount, multiline: true) {
                        line.joinsNext = true
                        consumeLineBreak()
                        break
                    }
                    continue
                }
                line.content.append(byte: current)
                position += 1
            }
            lines.append(line)
        }
    }

    private mutating func consumeLineBreak() {
        if byte(at: position) == carriageReturn { position += 1 }
        if byte(at: position) == newline { position += 1 }
    }

    /// Strips the closing delimiter's indentation from every line and joins the lines, as the compiler does.
    private func assemble(
        lines: [MultilineLine], lineStarts: [Int], closingIndentation: Range<Int>
    ) throws(InputError) -> [StringLiteral.Segment] {
        var builder = SegmentBuilder()
        let closing = bytes[closingIndentation]
        for (index, line) in lines.enumerated() {
            let indentation = bytes[line.indentation]
            if indentation.starts(with: closing) {
                builder.append(bytes: indentation.dropFirst(closing.count))
            } else if !line.isBlank {
                throw error("insufficient indentation of line in multi-line string literal", at: lineStarts[index])
            }
            builder.append(contentsOf: line.content)
            if index < lines.count - 1, !line.joinsNext {
                builder.append(byte: newline)
            }
        }
        return builder.finish()
    }

    /// The number of the spelling `bytes[start..<end]` in the file's texts.
    private mutating func number(_ start: Int, _ end: Int) throws(InputError) -> UInt32 {
        precondition(start >= 0 && start <= end && end <= bytes.count, "a spelling lies in the file")
        let number = bytes.withUnsafeBufferPointer { texts.number(of: UnsafeBufferPointer(start: $0.baseAddress.map { $0 + start }, count: end - start)) }
        guard number < Token.numberLimit else { throw error("too many distinct names to scan (over 2^28)", at: start) }
        return number
    }

    private mutating func stringToken(_ literal: StringLiteral, at start: Int) throws(InputError) -> Token {
        guard texts.literalCount < Token.numberLimit else {
            throw error("too many string literals to scan (over 2^28)", at: start)
        }
        return Token(kind: .string, number: texts.addLiteral(literal))
    }

    private func text(_ start: Int, _ end: Int) -> String {
        // Through a buffer rather than a slice: a slice of the file's bytes retains and releases them, once
        // for every token.
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }
}

/// Collects decoded bytes and interpolations; adjacent text is merged.
private struct SegmentBuilder {
    private var segments: [StringLiteral.Segment] = []
    private var pending: [UInt8] = []

    var isEmpty: Bool { segments.isEmpty && pending.isEmpty }

    mutating func append(byte: UInt8) { pending.append(byte) }
    mutating func append<S: Sequence>(bytes: S) where S.Element == UInt8 { pending.append(contentsOf: bytes) }
    mutating func append(string: String) { pending.append(contentsOf: string.utf8) }

    mutating func appendInterpolation(tokens: TokenStorage, source: String) {
        flush()
        segments.append(.interpolation(tokens: tokens, source: source))
    }

    mutating func append(contentsOf other: SegmentBuilder) {
        for segment in other.finish() {
            switch segment {
            case .text(let text): pending.append(contentsOf: text.utf8)
            case .interpolation(let tokens, let source): appendInterpolation(tokens: tokens, source: source)
            }
        }
    }

    private mutating func flush() {
        if !pending.isEmpty {
            segments.append(.text(String(decoding: pending, as: UTF8.self)))
            pending.removeAll()
        }
    }

    func finish() -> [StringLiteral.Segment] {
        var copy = self
        copy.flush()
        return copy.segments
    }
}

/// Maps byte offsets to 1-based line and UTF-8 column.
struct LineTable: Sendable {
    /// 32 bits, as token offsets are (a file past 2 GiB is not lexed).
    private var starts: [UInt32] = [0]

    /// Counted first, so the table is made at its size (growing it by doubling held up to twice the lines);
    /// both passes find the line breaks with `memchr`.
    init(bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { bytes in
            var count = 0
            Self.forEachLineBreak(in: bytes) { _ in count += 1 }
            starts.reserveCapacity(count + 1)
            Self.forEachLineBreak(in: bytes) { starts.append(UInt32(truncatingIfNeeded: $0 + 1)) }
        }
    }

    private static func forEachLineBreak(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var index = 0
        while index < bytes.count, let found = memchr(base + index, Int32(newline), bytes.count - index) {
            let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
            body(offset)
            index = offset + 1
        }
    }

    /// The offset a location of this file names: the inverse of `location(ofOffset:file:)`.
    func offset(of location: SourceLocation) -> Int {
        let line = min(max(location.line, 1), starts.count)
        return Int(starts[line - 1]) + location.column - 1
    }

    func location(ofOffset offset: Int, file: String) -> SourceLocation {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if Int(starts[middle]) <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(file: file, line: low + 1, column: offset - Int(starts[low]) + 1)
    }
}

private let newline = UInt8(ascii: "\n")
private let carriageReturn = UInt8(ascii: "\r")
private let space = UInt8(ascii: " ")
private let tab = UInt8(ascii: "\t")
private let slash = UInt8(ascii: "/")
private let star = UInt8(ascii: "*")
private let quote = UInt8(ascii: "\"")
private let hash = UInt8(ascii: "#")
private let backslash = UInt8(ascii: "\\")

private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

/// Spaces, tabs, line breaks, vertical tabs and form feeds: what separates tokens.
private func isBlank(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == newline || byte == carriageReturn || byte == 0x0B || byte == 0x0C
}

private func isIdentifierHead(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte >= 0x80
}

private func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierHead(byte) || isDigit(byte) }

@inline(__always)
private func isOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
        UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
        UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
        return true
    default:
        return false
    }
}

private func isPostfixOperand(_ byte: UInt8) -> Bool {
    isIdentifierBody(byte) || byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}")
        || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
        || byte == UInt8(ascii: "`")
}

private func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: return byte - 0x30
    case 0x41...0x46: return byte - 0x41 + 10
    case 0x61...0x66: return byte - 0x61 + 10
    default: return nil
    }
}
