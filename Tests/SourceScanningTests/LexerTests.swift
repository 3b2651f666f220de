import Diagnostics
import Testing
@testable import SourceScanning

private func tokens(_ source: String) throws -> TokenList {
    var lexer = SwiftLexer(bytes: Array(source.utf8), path: "Lex.swift")
    return try lexer.tokenize()
}

/// The decoded text of the first string literal in `source` (a `Text(…)` call around raw source text).
private func literalText(_ source: String) throws -> String? {
    let lexed = try tokens(source)
    return lexed.first { $0.kind == .string }.flatMap(lexed.literal(of:))?.staticText
}

private func lexError(_ source: String) -> InputError? {
    do throws(InputError) {
        var lexer = SwiftLexer(bytes: Array(source.utf8), path: "Lex.swift")
        _ = try lexer.tokenize()
        return nil
    } catch {
        return error
    }
}

@Suite struct LexerTests {
    @Test func classifiesTokensWithPositions() throws {
        let lexed = try tokens("let `default` = 0x1F + 1.5e3 // note\nfoo?.bar(x: $0)")
        #expect(lexed.spellings == ["let", "default", "=", "0x1F", "+", "1.5e3", "foo", "?", ".", "bar", "(", "x", ":", "$0", ")"])
        #expect(lexed[1].isBackticked && !lexed[1].isKeyword)
        #expect(lexed[3].kind == .integer)
        #expect(lexed[5].kind == .float)
        let lexer = SwiftLexer(bytes: Array("let `default` = 0x1F + 1.5e3 // note\nfoo?.bar(x: $0)".utf8), path: "Lex.swift")
        let bar = try #require(lexed.firstIndex { lexed.text(of: $0) == "bar" })
        #expect(lexer.location(ofOffset: lexed.offset(at: bar)) == SourceLocation(file: "Lex.swift", line: 2, column: 6))
    }

    @Test func rangeOperatorsAreNotMemberDots() throws {
        #expect(try tokens("0..<5").spellings == ["0", "..<", "5"])
        #expect(try tokens("a...b").spellings == ["a", "...", "b"])
        #expect(try tokens("x.count").spellings == ["x", ".", "count"])
    }

    @Test func columnsCountUTF8Bytes() throws {
        let source = "let é = \"ü\"; Text(\"x\")"
        let lexer = SwiftLexer(bytes: Array(source.utf8), path: "Lex.swift")
        let lexed = try tokens(source)
        let text = try #require(lexed.firstIndex { lexed.text(of: $0) == "Text" })
        // "let é = \"ü\"; " is 13 characters but 15 bytes.
        #expect(lexer.location(ofOffset: lexed.offset(at: text)).column == 16)
    }

    @Test func decodesEscapes() throws {
        #expect(try literalText(#"Text("a\nb\t\\ \"q\" \u{1F600}\0\u{E9}")"#) == "a\nb\t\\ \"q\" 😀\u{0}é")
        #expect(try literalText(#"Text("it\'s")"#) == "it's")
    }

    @Test func nestedBlockCommentsAndLineCommentsAreSkipped() throws {
        let lexed = try tokens("a /* one /* two */ still comment \"*/ b // Text(\"x\")\nc")
        #expect(lexed.spellings == ["a", "b", "c"])
    }

    @Test func interpolationKeepsNestedParenthesesAndStrings() throws {
        let lexed = try tokens(#"Text("Hi \(names.joined(separator: ", ")) and \(f((1 + 2) * 3))!")"#)
        let literal = try #require(lexed.first { $0.kind == .string }.flatMap(lexed.literal(of:)))
        #expect(literal.segments.count == 5)
        guard case .interpolation(let inner, let source) = literal.segments[1] else {
            Issue.record("expected an interpolation")
            return
        }
        #expect(source == #"names.joined(separator: ", ")"#)
        #expect(lexed.sublist(inner).contains { lexed.literal(of: $0)?.staticText == ", " })
        guard case .interpolation(_, let second) = literal.segments[3] else {
            Issue.record("expected a second interpolation")
            return
        }
        #expect(second == "f((1 + 2) * 3)")
        guard case .text(let tail) = literal.segments[4] else {
            Issue.record("expected trailing text")
            return
        }
        #expect(tail == "!")
        #expect(lexed.last.map(lexed.text(of:)) == ")")
    }

    @Test func multilineStringStripsClosingIndentation() throws {
        let source = """
            let s = \"\"\"
                First line
                  indented "quoted"

                last
                \"\"\"
            """
        #expect(try literalText(source) == "First line\n  indented \"quoted\"\n\nlast")
    }

    @Test func multilineLineContinuationJoinsLines() throws {
        let source = "let s = \"\"\"\n    one \\\n    two\\   \n    three\n    \"\"\"\n"
        #expect(try literalText(source) == "one twothree")
    }

    @Test func multilineEscapedIndentationIsContent() throws {
        let source = "let s = \"\"\"\n  \\tTab\n  \"\"\"\n"
        #expect(try literalText(source) == "\tTab")
    }

    @Test func rawStringsKeepBackslashesAndQuotes() throws {
        #expect(try literalText(##"Text(#"C:\path "quoted" \n"#)"##) == #"C:\path "quoted" \n"#)
        #expect(try literalText(###"Text(##"a "# b"##)"###) == ##"a "# b"##)
        #expect(try literalText(##"Text(#"tab\#there"#)"##) == "tab\there")
    }

    @Test func rawStringOpeningLikeAMultilineOneClosesOnItsLine() throws {
        // `#"""#` is one quote, as the compiler reads it: the closing `"#` on the same line makes it single-line.
        let lexed = try tokens(###"let q = s.replacing(#"\""#, with: #"""#); Text("Done")"###)
        #expect(lexed.compactMap { lexed.literal(of: $0)?.staticText } == [#"\""#, #"""#, "Done"])
        #expect(try literalText(###"Text(#""" quoted "#)"###) == #""" quoted "#)
        #expect(try literalText(####"Text(##"""#"##)"####) == "\"\"#")
        // Still multi-line: nothing closes it on the opening line, or it has no hashes to close with.
        #expect(try literalText("Text(#\"\"\"\n  Paused\n  \"\"\"#)") == "Paused")
        #expect(lexError("let s = \"\"\"\" \"\n")?.message == "multi-line string literal content must begin on a new line")
    }

    @Test func rawStringInterpolationUsesHashes() throws {
        let lexed = try tokens(##"Text(#"\(not) \#(count) items"#)"##)
        let literal = try #require(lexed.first { $0.kind == .string }.flatMap(lexed.literal(of:)))
        guard case .text(let head) = literal.segments[0], case .interpolation(_, let source) = literal.segments[1] else {
            Issue.record("expected text then interpolation")
            return
        }
        #expect(head == #"\(not) "#)
        #expect(source == "count")
    }

    @Test func extendedRegexLiteralIsSkipped() throws {
        #expect(try tokens(#"let r = #/a"b/# ; c"#).spellings == ["let", "r", "=", "#/regex/#", ";", "c"])
    }

    @Test func unterminatedStringReportsItsStart() {
        let error = lexError("let a = 1\n  Text(\"open\n")
        #expect(error?.location == SourceLocation(file: "Lex.swift", line: 2, column: 8))
        #expect(error?.message == "unterminated string literal")
    }

    @Test func unterminatedBlockCommentReportsItsStart() {
        let error = lexError("a\n b /* x /* y */\n")
        #expect(error?.location == SourceLocation(file: "Lex.swift", line: 2, column: 4))
        #expect(error?.message == "unterminated block comment")
    }

    @Test func unterminatedMultilineAndRawStringsAreErrors() {
        #expect(lexError("let s = \"\"\"\n  text\n")?.location?.line == 1)
        #expect(lexError("let s = #\"abc\"\n")?.location?.column == 9)
        #expect(lexError("let s = \"abc \\(x\n")?.message.contains("unterminated") == true)
        #expect(lexError("let s = \"\"\"\n  a\n b\n  \"\"\"\n")?.location?.line == 3)
    }

    @Test func invalidEscapeIsAnError() {
        let error = lexError(#"Text("bad \q")"#)
        #expect(error?.location?.column == 11)
    }

    @Test func deeplyNestedInterpolationIsReportedNotRecursedForever() {
        var source = "x"
        for _ in 0..<100 { source = "\"\\(" + source + ")\"" }
        #expect(lexError("let s = " + source)?.message == "string interpolations nested too deeply")
    }
}
