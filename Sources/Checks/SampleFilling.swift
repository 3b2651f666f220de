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
        for segment in format.segments {
            switch segment {
            case .literal(let text, let range):
                let original = template.unicodeScalars[range]
                if original.elementsEqual(text.unicodeScalars) {
                    var index = range.lowerBound
                    for scalar in original {
                        let next = template.unicodeScalars.index(after: index)
                        scalars.append(scalar)
                        origins.append(index..<next)
                        index = next
                    }
                } else {
                    append(text, from: range)
                }
            case .specifier(let specifier):
                append(SampleValues.text(for: specifier), from: specifier.range)
            case .substitution(let reference):
                append(SampleValues.count(at: reference.argumentIndex), from: reference.range)
            case .substitutionArgument(let range):
                append(SampleValues.count(at: 1), from: range)
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
        for segment in format.segments {
            switch segment {
            case .literal(let text, _): scalars.append(contentsOf: text.unicodeScalars)
            case .specifier(let specifier): scalars.append(contentsOf: SampleValues.text(for: specifier).unicodeScalars)
            case .substitution(let reference):
                scalars.append(contentsOf: SampleValues.count(at: reference.argumentIndex).unicodeScalars)
            case .substitutionArgument: scalars.append(contentsOf: SampleValues.count(at: 1).unicodeScalars)
            }
        }
        return scalars
    }

    /// The part of the template that produced the filled scalars in `range`.
    func templateRange(covering range: Range<Int>) -> Range<String.Index>? {
        guard range.lowerBound >= 0, range.upperBound <= origins.count, !range.isEmpty else { return nil }
        return origins[range.lowerBound].lowerBound..<origins[range.upperBound - 1].upperBound
    }
}
