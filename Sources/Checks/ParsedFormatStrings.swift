import FormatSpecifiers
import StringCatalog

/// Format strings parsed once each, for what they read (`FormatString(parsingArgumentsOf:)`: specifiers,
/// substitutions, signature; no literal text). A large catalog holds the same text many times over (a
/// `%lld`, a phrase in every plural case), and a rule that reads every translation's arguments parsed each
/// occurrence again. One per rule run (no lock).
struct ParsedFormatStrings {
    /// A text by its UTF-8 bytes: `String`'s own hashing and equality normalize non-ASCII text first, which
    /// cost more than the parse they would save. Equal bytes parse alike, which is all a cache needs.
    private struct Key: Hashable {
        var text: String
        var allowsSubstitutionArgument: Bool

        static func == (lhs: Key, rhs: Key) -> Bool {
            guard lhs.allowsSubstitutionArgument == rhs.allowsSubstitutionArgument,
                lhs.text.utf8.count == rhs.text.utf8.count
            else { return false }
            var left = lhs.text, right = rhs.text
            return left.withUTF8 { left in right.withUTF8 { right in left.elementsEqual(right) } }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(allowsSubstitutionArgument)
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    private struct Parsed {
        var format: FormatString?
        /// `FormatArguments` of the text in a localization without substitutions, as most are.
        var arguments: FormatArguments?
    }

    private var parsed: [Key: Parsed] = [:]

    private mutating func parse(_ text: String, allowsSubstitutionArgument: Bool) -> Parsed {
        let key = Key(text: text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        if let known = parsed[key] { return known }
        let format = try? FormatString(parsingArgumentsOf: text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        let found = Parsed(format: format, arguments: FormatArguments(format: format, substitutions: nil))
        parsed[key] = found
        return found
    }

    /// The text parsed; nil when it is not a valid format string.
    mutating func format(_ text: String, allowsSubstitutionArgument: Bool = false) -> FormatString? {
        // A text without `%` is one literal, parsed faster than it is hashed.
        guard text.utf8.contains(UInt8(ascii: "%")) else {
            return try? FormatString(parsingArgumentsOf: text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        }
        return parse(text, allowsSubstitutionArgument: allowsSubstitutionArgument).format
    }

    /// `FormatArguments(text:substitutions:allowsSubstitutionArgument:)`, from the text parsed once.
    mutating func arguments(
        _ text: String, substitutions: [Substitution]?, allowsSubstitutionArgument: Bool = false
    ) -> FormatArguments? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return .plainText }
        let found = parse(text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        return substitutions == nil ? found.arguments : FormatArguments(format: found.format, substitutions: substitutions)
    }
}
