import Checks
import Diagnostics
import Foundation

/// Reads `[stringsguard:ignore RULE…]` tags in catalog keys' comments (the comment translators see in
/// Xcode, so the reason is right there). A tag silences its rules for findings about that key in that
/// catalog, and in Swift sources (a widget's missing key is about a key its catalog does not have).
/// A tag naming an unknown rule, or none, is an `invalid-suppression` error at the key.
enum CatalogSuppressionTags {
    static let opening = "[stringsguard:ignore"

    static func suppressions(in loaded: LoadedCatalog, absolutePath: String) -> (suppressions: [Suppression], problems: [Finding]) {
        var suppressions: [Suppression] = []
        var problems: [Finding] = []
        for entry in loaded.catalog.entries {
            guard let comment = entry.comment, mayHoldOpening(comment), firstOpening(in: Substring(comment)) != nil else { continue }
            var rest = Substring(comment)
            while let start = firstOpening(in: rest) {
                let afterOpening = rest[start.upperBound...]
                guard let end = afterOpening.firstIndex(of: "]") else {
                    problems.append(SwiftSuppressionComments.invalid(
                        "the comment of \"\(entry.key)\" opens '\(opening)' but never closes it with ']'", at: entry.location))
                    break
                }
                let words = afterOpening[..<end].split(whereSeparator: { $0 == " " || $0 == "," || $0.isNewline }).map(String.init)
                if words.isEmpty {
                    problems.append(SwiftSuppressionComments.invalid(
                        "'[stringsguard:ignore]' on \"\(entry.key)\" names no rule; list the rules it silences", at: entry.location))
                }
                for rule in words {
                    if let message = SwiftSuppressionComments.unknownRuleMessage(rule, in: "[stringsguard:ignore]", on: entry.key) {
                        problems.append(SwiftSuppressionComments.invalid(message, at: entry.location))
                        continue
                    }
                    suppressions.append(Suppression(
                        rule: rule, scope: .key(entry.key, catalog: absolutePath), origin: entry.location,
                        unusedMessage: "'[stringsguard:ignore \(rule)]' on \"\(entry.key)\" suppresses nothing: no \(rule) finding about this key"))
                }
                rest = afterOpening[afterOpening.index(after: end)...]
            }
        }
        return (suppressions, problems)
    }

    private static let openingBytes = Array(opening.utf8)

    /// Whether `text` holds the byte `opening` starts with (`[`), its UTF-8 searched in place by `memchr`:
    /// most comments hold none, and `firstOpening` went through the UTF-8 view a byte at a time to find
    /// that out (most of the tags' cost, more than a rule's, on a large catalog with comments).
    private static func mayHoldOpening(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let start = bytes.baseAddress, !bytes.isEmpty else { return false }
            return memchr(start, Int32(openingBytes[0]), bytes.count) != nil
        }
        return found ?? true
    }

    /// Where `opening` first starts in `text`, matched byte for byte as it was typed. Foundation's
    /// `range(of:)` first bridged every comment of a large catalog to UTF-16, which cost more than the
    /// rules that read the catalog.
    private static func firstOpening(in text: Substring) -> Range<String.Index>? {
        let bytes = text.utf8
        var searchStart = bytes.startIndex
        while let candidate = bytes[searchStart...].firstIndex(of: openingBytes[0]) {
            if bytes[candidate...].starts(with: openingBytes) {
                return candidate..<bytes.index(candidate, offsetBy: openingBytes.count)
            }
            searchStart = bytes.index(after: candidate)
        }
        return nil
    }
}
