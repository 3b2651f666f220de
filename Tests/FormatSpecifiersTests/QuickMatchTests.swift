import Testing
@testable import FormatSpecifiers
import _StringsGuardTestSupport

/// `FormatSignature.isMatched(byFormat:)` may answer true only where the full parse gives an equal
/// signature (no substitution, no space flag), and must answer true for the texts Xcode writes, or the
/// format rule's quick path would never be taken.
@Suite struct QuickMatchTests {
    /// The signature a check compares with: nil when the text is no format string to the checks.
    static func parsedSignature(_ text: String, allowsSubstitutionArgument: Bool) -> FormatSignature? {
        guard let format = try? FormatString(parsing: text, allowsSubstitutionArgument: allowsSubstitutionArgument),
            format.substitutions.isEmpty,
            !format.specifiers.contains(where: { $0.flags.contains(" ") })
        else { return nil }
        return format.signature
    }

    @Test(arguments: [
        "%lld minutes", "%@", "%1$@ and %2$lld", "%2$@ of %1$@", "%.2f %%", "100%% done", "%1$@ %1$@", "%-5.2lf",
        "%'d", "%#x", "%Lf", "%lc and %ls", "%hhd %hd %qd %jd %zd %td %llu", "%C %S %p", "%05d", "", "plain",
        "%%", "élan %@ 😀", "%1$d = %1$x",
    ])
    func readsWhatXcodeWrites(text: String) throws {
        let signature = try #require(Self.parsedSignature(text, allowsSubstitutionArgument: false))
        #expect(signature.isMatched(byFormat: text))
    }

    @Test(arguments: [
        ("%@", "%lld"), ("%lld", "%@ %@"), ("%1$@ %2$@", "%1$@"), ("%@ %lld", "%lld %@"), ("%@", ""),
        ("", "%@"), ("%lld", "%llu"), ("%f", "%d"),
    ])
    func refusesAnotherSignature(source: String, translation: String) throws {
        let signature = try #require(Self.parsedSignature(source, allowsSubstitutionArgument: false))
        #expect(!signature.isMatched(byFormat: translation))
    }

    @Test(arguments: [
        "%#@files@", "%*d", "%.*f", "% d", "%1$@ %@", "%0$@", "%65$@", "%1$@ %1$d", "%", "abc %", "%n",
        "%5%", "%Ld", "%llf", "%lC", "%hs", "%l@", "%1234567d", "%q", "%y",
    ])
    func leavesTheRestToTheParser(text: String) {
        for allows in [false, true] {
            let signature = Self.parsedSignature(text, allowsSubstitutionArgument: allows) ?? FormatSignature(arguments: [:])
            #expect(!signature.isMatched(byFormat: text, allowsSubstitutionArgument: allows), "\(text)")
        }
    }

    /// In a substitution's variation `%arg` is its argument, which takes no position; elsewhere it is `%a`
    /// and the text "rg".
    @Test func readsArgAsTheParserDoes() throws {
        #expect(FormatSignature(arguments: [:]).isMatched(byFormat: "%arg minutes", allowsSubstitutionArgument: true))
        let followers = try #require(Self.parsedSignature("%arg followers of %2$@", allowsSubstitutionArgument: true))
        #expect(followers.isMatched(byFormat: "%arg abonnés de %2$@", allowsSubstitutionArgument: true))
        let double = try #require(Self.parsedSignature("%arg", allowsSubstitutionArgument: false))
        #expect(double.isMatched(byFormat: "%arg", allowsSubstitutionArgument: false))
    }

    /// A plural case or a substitution's variation may leave arguments out, never read one another way.
    @Test func allowsOmissionsOnlyWhenAsked() throws {
        let two = try #require(Self.parsedSignature("%1$lld of %2$@", allowsSubstitutionArgument: false))
        #expect(!two.isMatched(byFormat: "one of %2$@"))
        #expect(two.isMatched(byFormat: "one of %2$@", allowsOmissions: true))
        #expect(!two.isMatched(byFormat: "%1$@ of %2$@", allowsOmissions: true))
        #expect(!two.isMatched(byFormat: "%1$lld of %2$@ %3$@", allowsOmissions: true))
    }

    /// Substitutions a test localization defines: `%#@files@` reads its own position as an integer,
    /// `%#@minutes@` argument 2 as an object, `%#@distance@` its own position as a double.
    static let substitutions: [String: (argNum: Int?, type: FormatArgumentType)] = [
        "files": (nil, .signedInteger), "minutes": (2, .object), "distance": (nil, .double),
    ]
    static func substitutionReading(_ name: String, _ position: Int) -> (position: Int, type: FormatArgumentType)? {
        substitutions[name].map { ($0.argNum ?? position, $0.type) }
    }

    /// What the format rule reads (`FormatArguments`): the specifiers' signature with each substitution's
    /// argument put in at its position; nil when the text is no format string or names an undefined one.
    static func expandedArguments(_ text: String, allowsSubstitutionArgument: Bool) -> [Int: FormatArgumentType]? {
        guard let format = try? FormatString(parsing: text, allowsSubstitutionArgument: allowsSubstitutionArgument),
            !format.specifiers.contains(where: { $0.flags.contains(" ") })
        else { return nil }
        var arguments = format.signature.arguments
        for reference in format.substitutions {
            guard let substitution = substitutions[reference.name] else { return nil }
            arguments[substitution.argNum ?? reference.argumentIndex] = substitution.type
        }
        return arguments
    }

    @Test func readsSubstitutionsAsTheRuleExpandsThem() {
        let two = FormatSignature(arguments: [1: .signedInteger, 2: .object])
        #expect(two.isMatched(byFormat: "%#@files@ in %#@minutes@", substitution: Self.substitutionReading))
        #expect(two.isMatched(byFormat: "%1$lld %2$#@minutes@", substitution: Self.substitutionReading))
        #expect(!two.isMatched(byFormat: "%#@files@ in %#@minutes@"))
        #expect(!two.isMatched(byFormat: "%#@files@ in %#@undefined@", substitution: Self.substitutionReading))
        #expect(!two.isMatched(byFormat: "%#@distance@ in %#@minutes@", substitution: Self.substitutionReading))
        // The substitution's type replaces the specifier's at its position, as the rule reads it.
        #expect(two.isMatched(byFormat: "%1$@ %2$@ %1$#@files@", substitution: Self.substitutionReading))
    }

    /// Random texts of format pieces: every true answer agrees with the full parse, and many are true.
    @Test func agreesWithTheParserOnRandomTexts() {
        var generator = SeededGenerator(seed: 9)
        var agreed = 0, agreedWithSubstitutions = 0
        let pieces = FormatFuzzTests.pieces + ["%#@files@", "%#@minutes@", "%2$#@distance@", "%#@nope@", "%1$#@files@"]
        let others = ["%@", "%lld", "%1$@ %2$@", "%f", "", "%lld %@"].map { try! FormatString(parsing: $0).signature }
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...8, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let allows = Bool.random(using: &generator)
            let parsed = Self.parsedSignature(text, allowsSubstitutionArgument: allows)
            let expanded = Self.expandedArguments(text, allowsSubstitutionArgument: allows)
            let candidates = others + [parsed, expanded.map { FormatSignature(arguments: $0) }].compactMap { $0 }
            for signature in candidates {
                if signature.isMatched(byFormat: text, allowsSubstitutionArgument: allows) {
                    #expect(parsed == signature, "'\(text)' read as \(signature.arguments), parsed as \(String(describing: parsed?.arguments))")
                    agreed += 1
                }
                if signature.isMatched(byFormat: text, allowsSubstitutionArgument: allows, allowsOmissions: true) {
                    let read = parsed?.arguments ?? [:]
                    #expect(parsed != nil && read.allSatisfy { signature.arguments[$0.key] == $0.value }, "'\(text)' within \(signature.arguments)")
                }
                if signature.isMatched(byFormat: text, allowsSubstitutionArgument: allows, substitution: Self.substitutionReading) {
                    #expect(expanded == signature.arguments, "'\(text)' read as \(signature.arguments), expanded \(String(describing: expanded))")
                    agreedWithSubstitutions += 1
                }
                if signature.isMatched(
                    byFormat: text, allowsSubstitutionArgument: allows, allowsOmissions: true, substitution: Self.substitutionReading)
                {
                    let read = expanded ?? [:]
                    #expect(expanded != nil && read.allSatisfy { signature.arguments[$0.key] == $0.value }, "'\(text)' within \(signature.arguments)")
                }
            }
        }
        #expect(agreed > 2_000)
        #expect(agreedWithSubstitutions > agreed)
    }
}
