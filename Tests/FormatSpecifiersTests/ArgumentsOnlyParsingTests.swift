import FormatSpecifiers
import Testing

/// `FormatString(parsingArgumentsOf:)` skips the literal text and nothing else: the same specifiers,
/// substitutions, signature and errors as `init(parsing:)`, on valid texts and broken ones alike.
@Suite struct ArgumentsOnlyParsingTests {
    static let texts = [
        "", "Paused", "100% done", "%lld minutes", "%2$@ of %1$lld", "%% and %@", "%#@files@ in %@", "%-5.2f%%",
        "Noch %#@minutes@ – é😀 %1$@", "%arg minute", "%*d", "%.*f", "%1$@ %@", "%0$@", "%", "%q", "abc %",
        "%1$d = %1$x", "%1$@ %1$d", "%lld%lld%lld",
    ]

    @Test(arguments: texts, [false, true])
    func readsWhatTheFullParseReads(text: String, allowsSubstitutionArgument: Bool) {
        let full = Result { () throws(FormatStringError) in
            try FormatString(parsing: text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        }
        let arguments = Result { () throws(FormatStringError) in
            try FormatString(parsingArgumentsOf: text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        }
        switch (full, arguments) {
        case let (.success(full), .success(arguments)):
            #expect(arguments.specifiers == full.specifiers)
            #expect(arguments.substitutions == full.substitutions)
            #expect(arguments.signature == full.signature)
            #expect(arguments.segments.allSatisfy { if case .literal = $0 { false } else { true } })
        case let (.failure(full), .failure(arguments)):
            #expect(arguments == full)
        default:
            Issue.record("one parse failed and the other did not: \(full) / \(arguments)")
        }
    }
}
