import FormatSpecifiers

/// The printf-style parser and formatter. The input up to the first NUL is the format string; each
/// further NUL-separated piece is an argument as command-line text. The string is also formatted with
/// extreme values of the types its specifiers read, and with a value of the wrong type in every slot.
enum FormatFuzz {
    static func run(_ bytes: [UInt8]) throws(InvariantViolation) {
        let pieces = FuzzInput.pieces(bytes)
        let text = pieces[0]
        let suppliedArguments = Array(pieces.dropFirst())
        for allowsSubstitutionArgument in [false, true] {
            guard let format = try? FormatString(parsing: text, allowsSubstitutionArgument: allowsSubstitutionArgument)
            else { continue }
            // With nothing to splice in, every token is left where it is.
            guard format.replacing(substitutions: [:]) == text else {
                throw InvariantViolation(.format, "replacing no substitution changed the text")
            }
            _ = format.replacing(substitutions: Dictionary(format.substitutions.map { ($0.name, "%d") }) { a, _ in a },
                                 substitutionArgument: "%arg")
            guard !allowsSubstitutionArgument else { continue }
            try formatWithSamples(format, supplied: suppliedArguments)
        }
    }

    private static func formatWithSamples(_ format: FormatString, supplied: [String]) throws(InvariantViolation) {
        let positions = format.signature.arguments.keys.sorted()
        guard positions.count <= 64 else { return }
        let types = positions.map { format.signature.arguments[$0] ?? .object }
        if !supplied.isEmpty {
            let arguments = supplied.prefix(positions.count + 1).map(FormatArgument.string)
            _ = try? format.format(Array(arguments))
        }
        // Output of megabytes (`%999999d`) is legitimate but slow: one sample set is enough to exercise it.
        let fixedAmounts = format.specifiers.reduce(0) { total, specifier in
            var total = total
            for case .fixed(let amount)? in [specifier.width, specifier.precision] { total += amount }
            return total
        }
        for variant in 0..<(fixedAmounts > 100_000 ? 1 : samplesPerType) {
            _ = try? format.format(types.map { sample($0, variant: variant) })
        }
        // Every slot given the value of another type: must be refused or shown, never crash.
        _ = try? format.format(types.map { _ in .double(-.infinity) })
        _ = try? format.format(types.map { _ in .int(.min) })
        _ = try? format.format(types.map { _ in .string("-9223372036854775809") })
        _ = try? format.format([])
    }

    static let samplesPerType = 4

    private static func sample(_ type: FormatArgumentType, variant: Int) -> FormatArgument {
        switch (type, variant) {
        case (.signedInteger, 0): .int(.min)
        case (.signedInteger, 1): .int(.max)
        case (.signedInteger, 2): .uint(.max)
        case (.signedInteger, _): .string("-1")
        case (.unsignedInteger, 0), (.pointer, 0): .uint(.max)
        case (.unsignedInteger, 1), (.pointer, 1): .int(-1)
        case (.unsignedInteger, 2), (.pointer, 2): .uint(0)
        case (.unsignedInteger, _), (.pointer, _): .string("18446744073709551615")
        case (.double, 0): .double(.nan)
        case (.double, 1): .double(-.greatestFiniteMagnitude)
        case (.double, 2): .double(.leastNonzeroMagnitude)
        case (.double, _): .string("1e309")
        case (.character, 0): .uint(0xD800)
        case (.character, 1): .uint(.max)
        case (.character, 2): .int(-1)
        case (.character, _): .string("😀")
        case (.object, 0), (.cString, 0): .string("")
        case (.object, 1), (.cString, 1): .string("e\u{301}😀\u{0}\u{202E}")
        case (.object, 2), (.cString, 2): .double(-0.0)
        case (.object, _), (.cString, _): .int(.min)
        }
    }
}
