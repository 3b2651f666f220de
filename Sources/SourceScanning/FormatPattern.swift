/// A format parsed once, for matching uses with placeholders against catalog keys without parsing either
/// again: a catalog key's pieces (`init(catalogKey:)`) or what a use expects of one (`init(use:)`).
/// `use.matches(catalogKey: key)` equals `FormatPattern(use: use)!.isMatched(by: FormatPattern(catalogKey: key))`
/// whenever the use escapes `%`; and two formats can only match when their skeletons are equal, so rules
/// file one side by skeleton and look the other up instead of comparing every use with every key.
public struct FormatPattern: Sendable {
    /// The literal texts in order, with nil for each specifier or placeholder.
    public let skeleton: [String?]
    let pieces: [FormatPiece]

    public init(catalogKey: String) {
        self.init(pieces: FormatPiece.parse(catalogKey))
    }

    /// Nil for a use that does not escape `%` (NSLocalizedString, or no placeholders), whose key is matched
    /// as it is written.
    public init?(use: LocalizableUse) {
        guard use.escapesPercent else { return nil }
        self.init(pieces: use.expectedFormatPieces)
    }

    init(pieces: [FormatPiece]) {
        self.pieces = pieces
        skeleton = pieces.map { piece in
            if case .text(let text) = piece { return text }
            return nil
        }
    }

    /// Whether a catalog key (parsed) is what this use's pattern asks for: the texts equal, each specifier
    /// equal, and an unknown placeholder taking any one specifier.
    public func isMatched(by key: FormatPattern) -> Bool {
        guard pieces.count == key.pieces.count else { return false }
        for (want, have) in zip(pieces, key.pieces) {
            switch (want, have) {
            case (.wildcard, .specifier): continue
            case (.text(let a), .text(let b)) where a == b: continue
            case (.specifier(let a), .specifier(let b)) where a == b: continue
            default: return false
            }
        }
        return true
    }
}
