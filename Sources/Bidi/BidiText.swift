/// Text that may hold several paragraphs, split at paragraph separators as rule P1 of UAX #9 says and
/// resolved one paragraph at a time, for showing multi-line text as it is displayed.
///
/// Each paragraph keeps its separator (CR LF counts as one) and, with `.auto`, finds its own direction.
/// A text without a separator is one `BidiParagraph`, with the same levels and order.
public struct BidiText: Sendable, Hashable {
    /// The code points of the whole text, in logical order.
    public let scalars: [Unicode.Scalar]
    /// The paragraphs, in order; empty text has one empty paragraph.
    public let paragraphs: [BidiParagraph]
    /// The index in `scalars` of the first code point of each paragraph.
    public let paragraphStarts: [Int]

    /// Splits `scalars` into paragraphs and resolves each with `direction`.
    public init(_ scalars: [Unicode.Scalar], direction: BidiDirection = .auto) {
        var starts = [0]
        var index = 0
        while index < scalars.count {
            if BidiClass(of: scalars[index]) == .paragraphSeparator {
                if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" { index += 1 }
                if index + 1 < scalars.count { starts.append(index + 1) }
            }
            index += 1
        }
        let ends = starts.dropFirst() + [scalars.count]
        self.scalars = scalars
        paragraphStarts = starts
        paragraphs = zip(starts, ends).map { BidiParagraph(Array(scalars[$0..<$1]), direction: direction) }
    }

    /// Splits the Unicode scalars of `text` into paragraphs and resolves each.
    public init(_ text: String, direction: BidiDirection = .auto) {
        self.init(Array(text.unicodeScalars), direction: direction)
    }

    /// The resolved level of each code point of the whole text (nil for characters X9 removes).
    public var levels: [UInt8?] {
        paragraphs.flatMap(\.levels)
    }

    /// The logical indices (into `scalars`) of the displayed code points: each paragraph's line left to
    /// right, paragraphs top to bottom.
    public func visualOrder() -> [Int] {
        zip(paragraphStarts, paragraphs).flatMap { start, paragraph in paragraph.visualOrder().map { start + $0 } }
    }

    /// One display line per paragraph, left to right with mirrored glyphs (see
    /// `BidiParagraph.visualString()`), without the paragraph separators.
    public func visualLines() -> [String] {
        paragraphs.map { paragraph in
            String(scalars: paragraph.visualScalars().filter { BidiClass(of: $0) != .paragraphSeparator })
        }
    }
}
