import Testing
@testable import FormatSpecifiers

@Suite struct FormatStringParsingTests {
    /// Literal runs are copied whole between `%` signs: offsets still count scalars, ranges still cover them.
    @Test func literalRunsOfAnyScriptKeepOffsetsAndRanges() throws {
        let format = try FormatString(parsing: "é😀 ملف %lld, 100%% 項目 %@ fin")
        #expect(format.segments.count == 5)
        let specifiers = format.specifiers
        #expect(specifiers.map(\.offset) == [7, 22])
        #expect(specifiers.map { String(format.text[$0.range]) } == ["%lld", "%@"])
        let literals = format.segments.compactMap { segment -> [String]? in
            if case .literal(let text, let range) = segment { return [text, String(format.text[range])] }
            return nil
        }
        #expect(literals == [["é😀 ملف ", "é😀 ملف "], [", 100% 項目 ", ", 100%% 項目 "], [" fin", " fin"]])
        #expect(try FormatString(parsing: "ü 😀").segments.count == 1)
        let late = #expect(throws: FormatStringError.self) { try FormatString(parsing: "日本語 %L@") }
        #expect(late?.offset == 4)
    }

    @Test func segmentsAndSpecifierFields() throws {
        let format = try FormatString(parsing: "Hi %1$-+08.3lld, 100%% %2$@!")
        #expect(format.segments.count == 5)
        guard case .literal("Hi ", let range) = format.segments[0] else {
            Issue.record("expected a literal, got \(format.segments[0])")
            return
        }
        #expect(format.text[range] == "Hi ")
        let specifier = try #require(format.specifiers.first)
        #expect(specifier.text == "%1$-+08.3lld")
        #expect(specifier.displayText == "%-+08.3lld")
        #expect(specifier.offset == 3)
        #expect(format.text[specifier.range] == "%1$-+08.3lld")
        #expect(specifier.explicitPosition == 1)
        #expect(specifier.argumentIndex == 1)
        #expect(specifier.flags == "-+0")
        #expect(specifier.width == .fixed(8))
        #expect(specifier.precision == .fixed(3))
        #expect(specifier.lengthModifier == .longLong)
        #expect(specifier.conversion == "d")
        #expect(specifier.argumentType == .signedInteger)
        guard case .literal(", 100% ", _) = format.segments[2] else {
            Issue.record("expected the %% literal, got \(format.segments[2])")
            return
        }
        #expect(format.specifiers[1].argumentType == .object)
        #expect(format.signature.arguments == [1: .signedInteger, 2: .object])
    }

    @Test(arguments: [
        ("%@", FormatArgumentType.object), ("%d", .signedInteger), ("%i", .signedInteger), ("%u", .unsignedInteger),
        ("%ld", .signedInteger), ("%lld", .signedInteger), ("%lu", .unsignedInteger), ("%llu", .unsignedInteger),
        ("%hd", .signedInteger), ("%hhd", .signedInteger), ("%f", .double), ("%lf", .double), ("%.2f", .double),
        ("%e", .double), ("%E", .double), ("%g", .double), ("%G", .double), ("%x", .unsignedInteger),
        ("%X", .unsignedInteger), ("%o", .unsignedInteger), ("%c", .character), ("%C", .character),
        ("%s", .cString), ("%S", .cString), ("%p", .pointer), ("%a", .double), ("%lc", .character),
        ("%ls", .cString), ("%D", .signedInteger), ("%U", .unsignedInteger), ("%O", .unsignedInteger),
        ("%qd", .signedInteger), ("%zu", .unsignedInteger), ("%Lf", .double), ("%'d", .signedInteger),
    ])
    func conversionTypes(format: String, type: FormatArgumentType) throws {
        #expect(try FormatString(parsing: format).signature.arguments == [1: type])
    }

    @Test func sequentialArgumentsCountStarsFirst() throws {
        let format = try FormatString(parsing: "%*.*f %d %@")
        #expect(format.signature.arguments == [1: .signedInteger, 2: .signedInteger, 3: .double, 4: .signedInteger,
                                               5: .object])
        let specifier = format.specifiers[0]
        #expect(specifier.width == .argument(1))
        #expect(specifier.precision == .argument(2))
        #expect(specifier.argumentIndex == 3)
    }

    @Test func positionalArgumentsKeepTheirPlace() throws {
        let format = try FormatString(parsing: "%3$@ %1$lld %2$*1$.*1$f")
        #expect(format.signature.arguments == [1: .signedInteger, 2: .double, 3: .object])
        #expect(format.signature.argumentCount == 3)
        let gap = try FormatString(parsing: "%3$@")
        #expect(gap.signature.arguments == [3: .object])
        #expect(gap.signature.argumentCount == 3)
    }

    @Test func substitutions() throws {
        let format = try FormatString(parsing: "%@ has %#@files@ in %2$#@folders@ and %lld")
        let references = format.substitutions
        #expect(references.map(\.name) == ["files", "folders"])
        #expect(references.map(\.argumentIndex) == [2, 2])
        #expect(references.map(\.explicitPosition) == [nil, 2])
        #expect(references[0].text == "%#@files@")
        #expect(references[0].offset == 7)
        #expect(format.signature.substitutionNames == ["files", "folders"])
        #expect(format.signature.arguments == [1: .object, 3: .signedInteger])
    }

    @Test func substitutionArgumentPlaceholder() throws {
        let variation = try FormatString(parsing: "%arg files", allowsSubstitutionArgument: true)
        guard case .substitutionArgument(let range) = variation.segments[0] else {
            Issue.record("expected %arg, got \(variation.segments)")
            return
        }
        #expect(variation.text[range] == "%arg")
        // Outside a substitution, %arg is the hex-float conversion %a followed by "rg".
        #expect(try FormatString(parsing: "%arg").signature.arguments == [1: .double])
        let substitution = try FormatSubstitutionSpecifier(formatSpecifier: "lld", argNum: 2)
        #expect(variation.replacing(substitutions: [:], substitutionArgument: substitution.placeholder(numbered: true))
            == "%2$lld files")
        #expect(substitution.placeholder(numbered: false) == "%lld")
    }

    @Test func replacingSubstitutionsSplicesText() throws {
        let format = try FormatString(parsing: "%@ has %#@files@!")
        #expect(format.replacing(substitutions: ["files": "%lld files"]) == "%@ has %lld files!")
        #expect(format.replacing(substitutions: [:]) == "%@ has %#@files@!")
        #expect(try FormatString.format(format.replacing(substitutions: ["files": "%lld files"]),
                                        arguments: [.string("Box"), .int(3)]) == "Box has 3 files!")
    }

    @Test func substitutionSpecifiers() throws {
        let plain = try FormatSubstitutionSpecifier(formatSpecifier: "lld", argNum: 1)
        #expect(plain.argumentType == .signedInteger)
        #expect(plain.argumentNumber == 1)
        #expect(try FormatSubstitutionSpecifier(formatSpecifier: "%@", argNum: 3).argumentType == .object)
        #expect(try FormatSubstitutionSpecifier(formatSpecifier: ".1f", argNum: 1).argumentType == .double)
        #expect(throws: FormatStringError.self) { try FormatSubstitutionSpecifier(formatSpecifier: "lld", argNum: 0) }
        #expect(throws: FormatStringError.self) { try FormatSubstitutionSpecifier(formatSpecifier: "k", argNum: 1) }
        #expect(throws: FormatStringError.self) { try FormatSubstitutionSpecifier(formatSpecifier: "d %d", argNum: 1) }
        #expect(throws: FormatStringError.self) { try FormatSubstitutionSpecifier(formatSpecifier: "1$d", argNum: 1) }
        #expect(throws: FormatStringError.self) { try FormatSubstitutionSpecifier(formatSpecifier: "*d", argNum: 1) }
        #expect(throws: FormatStringError.self) { try FormatSubstitutionSpecifier(formatSpecifier: "", argNum: 1) }
    }

    @Test(arguments: [
        ("abc %", 4, "ends inside a specifier"),
        ("%1$@ %@", 5, "mixes numbered arguments"),
        ("%@ %1$@", 3, "mixes numbered arguments"),
        ("%*1$d", 0, "mixes numbered arguments"),
        ("%y", 0, "unknown conversion 'y'"),
        ("ok %k", 3, "unknown conversion 'k'"),
        ("%n", 0, "%n writes to memory"),
        ("%5%", 0, "takes no flags"),
        ("%0$@", 0, "start at 1"),
        ("%99999$@", 0, "too large"),
        ("%1$@ %1$d", 5, "argument 1 is read as a object"),
        ("%1$f %1$lld", 5, "argument 1 is read as a floating-point number"),
        ("%#@name", 0, "must end with '@'"),
        ("%#@na me@", 0, "must end with '@'"),
        ("%#@@", 0, "empty substitution name"),
        ("%ll@", 0, "does not apply to %@"),
        ("%hf", 0, "does not apply to %f"),
        ("%Ld", 0, "applies only to floating-point"),
        ("%99999999d", 0, "width is too large"),
        ("é%", 1, "ends inside a specifier"),
        ("%\t", 0, "incomplete specifier"),
    ])
    func malformedFormats(format: String, offset: Int, message: String) {
        do {
            let parsed = try FormatString(parsing: format)
            Issue.record("'\(format)' parsed as \(parsed.segments)")
        } catch {
            #expect(error.offset == offset, "\(format): \(error)")
            #expect(error.message.contains(message), "\(format): \(error)")
        }
    }

    @Test func percentSpaceIsASpecifierAsInPrintf() throws {
        // "100% done" reads "% d": a signed integer with the space flag, exactly what the check must flag.
        let format = try FormatString(parsing: "100% done")
        #expect(format.signature.arguments == [1: .signedInteger])
        #expect(format.specifiers.first?.text == "% d")
    }
}

@Suite struct FormatSignatureTests {
    func signature(_ text: String) throws -> FormatSignature { try FormatString(parsing: text).signature }

    @Test func compatibleStrings() throws {
        #expect(try signature("%d items").mismatchReason(for: signature("%lld éléments")) == nil)
        #expect(try signature("%1$@ %2$@").mismatchReason(for: signature("%2$@ %1$@")) == nil)
        #expect(try signature("%@ %lld").mismatchReason(for: signature("%1$@ %2$ld")) == nil)
        #expect(try signature("%u %x").mismatchReason(for: signature("%lu %llX")) == nil)
        #expect(try signature("%f").mismatchReason(for: signature("%.2g")) == nil)
        #expect(try signature("%#@files@").mismatchReason(for: signature("%#@files@")) == nil)
        #expect(try signature("%1$d %2$d") == signature("%2$lld %1$hd"))
    }

    @Test func incompatibleStrings() throws {
        #expect(try signature("%@").mismatches(in: signature("%lld"))
            == [.typeMismatch(position: 1, expected: .object, actual: .signedInteger)])
        #expect(try signature("%@ %lld").mismatches(in: signature("%lld %@"))
            == [.typeMismatch(position: 1, expected: .object, actual: .signedInteger),
                .typeMismatch(position: 2, expected: .signedInteger, actual: .object)])
        #expect(try signature("%d").mismatches(in: signature("%u"))
            == [.typeMismatch(position: 1, expected: .signedInteger, actual: .unsignedInteger)])
        #expect(try signature("%@ %d").mismatches(in: signature("%@"))
            == [.missingArgument(position: 2, expected: .signedInteger)])
        #expect(try signature("%@").mismatches(in: signature("%@ %@"))
            == [.extraArgument(position: 2, actual: .object)])
        #expect(try signature("%#@a@").mismatches(in: signature("%#@b@"))
            == [.missingSubstitution("a"), .extraSubstitution("b")])
        #expect(try signature("%@").mismatchReason(for: signature("%lld"))
            == "argument 1 is a signed integer but should be a object")
        #expect(try signature("%@ %d").mismatchReason(for: signature("%@"))
            == "argument 2 (signed integer) is not used")
    }
}

@Suite struct FormatArgumentTests {
    func specifier(_ text: String) throws -> FormatSpecifier {
        try #require(try FormatString(parsing: text).specifiers.first)
    }

    @Test func parsesCommandLineValues() throws {
        #expect(try FormatArgument(parsing: "5", for: specifier("%lld"), argumentNumber: 1) == .int(5))
        #expect(try FormatArgument(parsing: "-5", for: specifier("%d"), argumentNumber: 1) == .int(-5))
        #expect(try FormatArgument(parsing: "5", for: specifier("%lu"), argumentNumber: 1) == .uint(5))
        #expect(try FormatArgument(parsing: "-1", for: specifier("%u"), argumentNumber: 1) == .int(-1))
        #expect(try FormatArgument(parsing: "2.5", for: specifier("%.1f"), argumentNumber: 1) == .double(2.5))
        #expect(try FormatArgument(parsing: "7", for: specifier("%f"), argumentNumber: 1) == .double(7))
        #expect(try FormatArgument(parsing: "A", for: specifier("%c"), argumentNumber: 1) == .uint(65))
        #expect(try FormatArgument(parsing: "abc", for: specifier("%@"), argumentNumber: 1) == .string("abc"))
    }

    @Test func rejectsValuesOfTheWrongKind() throws {
        let lld = try specifier("%lld"), d2 = try specifier("%2$d")
        do {
            _ = try FormatArgument(parsing: "abc", for: lld, argumentNumber: 1)
            Issue.record("'abc' was accepted for %lld")
        } catch {
            #expect(error.message == "argument 1 (%lld) expects an integer, got 'abc'")
            #expect(error.argumentNumber == 1)
        }
        do {
            _ = try FormatArgument(parsing: "1.5", for: d2, argumentNumber: 2)
            Issue.record("'1.5' was accepted for %d")
        } catch {
            #expect(error.message == "argument 2 (%d) expects an integer, got '1.5'")
        }
        #expect(throws: FormatArgumentError.self) { try FormatArgument(parsing: "x", for: specifier("%f"), argumentNumber: 1) }
        #expect(throws: FormatArgumentError.self) { try FormatArgument(parsing: "", for: specifier("%f"), argumentNumber: 1) }
        #expect(throws: FormatArgumentError.self) { try FormatArgument(parsing: "AB", for: specifier("%c"), argumentNumber: 1) }
        #expect(throws: FormatArgumentError.self) { try FormatArgument(parsing: "99999999999999999999", for: specifier("%lld"), argumentNumber: 1) }
    }

    @Test func formattingChecksArguments() throws {
        #expect(try FormatString.format("%@ has %lld", arguments: [.string("Box"), .string("3")]) == "Box has 3")
        #expect(try FormatString.format("%.1f", arguments: [.int(2)]) == "2.0")
        do {
            _ = try FormatString.format("%@ has %lld", arguments: [.string("Box")])
            Issue.record("missing argument accepted")
        } catch let error as FormatArgumentError {
            #expect(error.message == "the format needs 2 arguments, got 1")
        }
        do {
            _ = try FormatString.format("%@ has %lld", arguments: [.string("Box"), .string("three")])
            Issue.record("'three' accepted for %lld")
        } catch let error as FormatArgumentError {
            #expect(error.message == "argument 2 (%lld) expects an integer, got 'three'")
        }
        #expect(throws: FormatArgumentError.self) { try FormatString.format("%d", arguments: [.double(1.5)]) }
        #expect(throws: FormatArgumentError.self) { try FormatString.format("%#@x@", arguments: [.int(1)]) }
        #expect(throws: FormatStringError.self) { try FormatString.format("%@ %1$@", arguments: [.int(1)]) }
        // Extra arguments are ignored, as printf does.
        #expect(try FormatString.format("%d", arguments: [.int(1), .int(2)]) == "1")
    }

    @Test func appleOnlyConversions() throws {
        // Linux Foundation prints %D/%U/%O literally; Apple's reads them as %ld/%lu/%lo.
        #expect(try FormatString.format("%D %U %O", arguments: [.int(-3), .int(3), .int(8)]) == "-3 3 10")
        #expect(try FormatString.format("%p", arguments: [.int(0)]) == "0x0")
        #expect(try FormatString.format("%'d", arguments: [.int(1234567)]) == "1234567")
    }
}
