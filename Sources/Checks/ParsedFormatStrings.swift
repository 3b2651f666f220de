import FormatSpecifiers
import Foundation
import StringCatalog

/// Format strings parsed once each, for what they read (`FormatString(parsingArgumentsOf:)`: specifiers,
/// substitutions, signature; no literal text). A large catalog holds the same text many times over (a
/// `%lld`, a phrase in every plural case), and a rule that reads every translation's arguments parsed each
/// occurrence again. One per rule run (no lock). Bounded: the texts that recur most (`%lld`, `%@`) come
/// early, and a catalog of hundreds of thousands of distinct texts would otherwise hold them all.
struct ParsedFormatStrings {
    /// A text by its UTF-8 bytes: `String`'s own hashing and equality normalize non-ASCII text first, which
    /// cost more than the parse they would save. Equal bytes parse alike, which is all a cache needs.
    private struct Key: Hashable {
        var text: String
        var allowsSubstitutionArgument: Bool

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.allowsSubstitutionArgument == rhs.allowsSubstitutionArgument
                && lhs.withBytes { left in
                    rhs.withBytes { right in
                        left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0)
                    }
                }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(allowsSubstitutionArgument)
            withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }

        /// The text's UTF-8 bytes in place (copied only for a text that is not stored contiguously).
        private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
            return Array(text.utf8).withUnsafeBufferPointer(body)
        }
    }

    /// A class, so that a look-up hands out one reference rather than copying every array inside.
    private final class Parsed {
        let format: FormatString?
        /// `FormatArguments` of the text in a localization without substitutions, as most are.
        let arguments: FormatArguments?

        init(format: FormatString?) {
            self.format = format
            arguments = FormatArguments(format: format, substitutions: nil)
        }
    }

    private var parsed: [Key: Parsed] = [:]

    /// How many texts are kept at most.
    static let capacity = 16_384

    private mutating func parse(_ text: String, allowsSubstitutionArgument: Bool) -> Parsed {
        let key = Key(text: text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        if let known = parsed[key] { return known }
        let found = Parsed(
            format: try? FormatString(parsingArgumentsOf: text, allowsSubstitutionArgument: allowsSubstitutionArgument))
        if parsed.count < Self.capacity { parsed[key] = found }
        return found
    }

    /// The text parsed; nil when it is not a valid format string.
    mutating func format(_ text: String, allowsSubstitutionArgument: Bool = false) -> FormatString? {
        // A text without `%` is one literal, parsed faster than it is hashed.
        guard text.containsUTF8(UInt8(ascii: "%")) else {
            return try? FormatString(parsingArgumentsOf: text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        }
        return parse(text, allowsSubstitutionArgument: allowsSubstitutionArgument).format
    }

    /// `FormatArguments(text:substitutions:allowsSubstitutionArgument:)`, from the text parsed once.
    mutating func arguments(
        _ text: String, substitutions: [Substitution]?, allowsSubstitutionArgument: Bool = false
    ) -> FormatArguments? {
        guard text.containsUTF8(UInt8(ascii: "%")) else { return .plainText }
        let found = parse(text, allowsSubstitutionArgument: allowsSubstitutionArgument)
        return substitutions == nil ? found.arguments : FormatArguments(format: found.format, substitutions: substitutions)
    }
}
