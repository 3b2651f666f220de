import Bidi
import FormatSpecifiers

/// A translation with its placeholders filled with `SampleValues`, remembering for every scalar of
/// the result which part of the translation it came from, so that a problem found in the filled text
/// can be fixed in the translation.
struct FilledTranslation {
    let template: String
    let scalars: [Unicode.Scalar]
    /// For each scalar of `scalars`, the range of `template` it came from (a whole specifier for a value).
    let origins: [Range<String.Index>]

    var text: String { String(scalars: scalars) }

    /// Nil when the text is not a format string.
    init?(_ template: String, allowsSubstitutionArgument: Bool = false) {
        guard let format = try? FormatString(parsing: template, allowsSubstitutionArgument: allowsSubstitutionArgument) else {
            return nil
        }
        self.template = template
        var scalars: [Unicode.Scalar] = []
        var origins: [Range<String.Index>] = []
        func append(_ value: String, from range: Range<String.Index>) {
            for scalar in value.unicodeScalars {
                scalars.append(scalar)
                origins.append(range)
            }
        }
        Self.forEachPiece(of: format) { text, range, isLiteral in
            // A literal written as it shows keeps each scalar's own place, so a fix can isolate part of it.
            let original = template.unicodeScalars[range]
            guard isLiteral, original.elementsEqual(text.unicodeScalars) else { return append(text, from: range) }
            var index = range.lowerBound
            for scalar in original {
                let next = template.unicodeScalars.index(after: index)
                scalars.append(scalar)
                origins.append(index..<next)
                index = next
            }
        }
        self.scalars = scalars
        self.origins = origins
    }

    /// `FilledTranslation(template)?.scalars` without where each came from: whether a translation can
    /// misorder needs only these, and recording an origin for every scalar cost more than the parse.
    static func scalars(filling template: String, allowsSubstitutionArgument: Bool = false) -> [Unicode.Scalar]? {
        guard let format = try? FormatString(parsing: template, allowsSubstitutionArgument: allowsSubstitutionArgument) else {
            return nil
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(template.utf8.count)
        forEachPiece(of: format) { text, _, _ in scalars.append(contentsOf: text.unicodeScalars) }
        return scalars
    }

    /// Each piece of the filled text in order: a literal's text, or the sample value that stands for a
    /// specifier or substitution, with the range of the template it comes from.
    private static func forEachPiece(
        of format: FormatString, _ body: (_ text: String, _ range: Range<String.Index>, _ isLiteral: Bool) -> Void
    ) {
        for segment in format.segments {
            switch segment {
            case .literal(let text, let range): body(text, range, true)
            case .specifier(let specifier): body(SampleValues.text(for: specifier), specifier.range, false)
            case .substitution(let reference): body(SampleValues.count(at: reference.argumentIndex), reference.range, false)
            case .substitutionArgument(let range): body(SampleValues.count(at: 1), range, false)
            }
        }
    }

    /// The part of the template that produced the filled scalars in `range`.
    func templateRange(covering range: Range<Int>) -> Range<String.Index>? {
        guard range.lowerBound >= 0, range.upperBound <= origins.count, !range.isEmpty else { return nil }
        return origins[range.lowerBound].lowerBound..<origins[range.upperBound - 1].upperBound
    }
}
