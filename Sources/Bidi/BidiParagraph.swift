/// A paragraph of text with its bidirectional levels and visual order resolved (UAX #9), as
/// displayed on one line.
///
/// The whole input is one paragraph: see `BidiResolver` for what a paragraph separator inside it
/// does. For resolving many strings fast, use a `BidiResolver` directly.
public struct BidiParagraph: Sendable, Hashable {
    /// The code points of the text, in logical order.
    public let scalars: [Unicode.Scalar]
    /// 0 for a left-to-right paragraph, 1 for right-to-left.
    public let paragraphLevel: UInt8
    /// The resolved level of each code point; nil for characters removed by rule X9 (embedding and
    /// override controls, PDF, boundary neutrals), which have no level and are not displayed.
    public let levels: [UInt8?]
    private let order: [Int]

    /// Resolves `scalars` with the given paragraph direction.
    public init(_ scalars: [Unicode.Scalar], direction: BidiDirection = .auto) {
        let resolver = BidiResolver()
        resolver.resolve(scalars, direction: direction)
        self.init(scalars: scalars, resolver: resolver)
    }

    /// Resolves the Unicode scalars of `text`.
    public init(_ text: String, direction: BidiDirection = .auto) {
        self.init(Array(text.unicodeScalars), direction: direction)
    }

    /// Resolves UTF-16 text: one level per code point, a surrogate pair is one code point and an
    /// unpaired surrogate is read as U+FFFD.
    public init(utf16: some Collection<UInt16>, direction: BidiDirection = .auto) {
        let resolver = BidiResolver()
        resolver.resolve(utf16: utf16, direction: direction)
        let scalars = (0..<resolver.count).map { Unicode.Scalar(resolver.codePoint(at: $0)) ?? "\u{FFFD}" }
        self.init(scalars: scalars, resolver: resolver)
    }

    private init(scalars: [Unicode.Scalar], resolver: BidiResolver) {
        self.scalars = scalars
        paragraphLevel = resolver.paragraphLevel
        levels = resolver.levels
        order = resolver.visualOrder()
    }

    /// The logical indices of the displayed code points from left to right (X9-removed characters
    /// left out), as field 4 of BidiCharacterTest.txt.
    public func visualOrder() -> [Int] {
        order
    }

    /// The code points as displayed from left to right, with characters at odd (right-to-left)
    /// levels replaced by their mirrored glyph (rule L4) and X9-removed characters dropped.
    public func visualScalars() -> [Unicode.Scalar] {
        order.map { index in
            let scalar = scalars[index]
            guard let level = levels[index], level & 1 == 1 else { return scalar }
            return Bidi.mirror(of: scalar) ?? scalar
        }
    }

    /// The text as displayed from left to right (see `visualScalars()`).
    public func visualString() -> String {
        String(scalars: visualScalars())
    }
}
