/// The Unicode Bidi_Class property: how a character takes part in the bidirectional algorithm (UAX #9).
///
/// The raw values match the order of the generated tables (Scripts/generate-bidi-tables.py).
public enum BidiClass: UInt8, Sendable, CaseIterable {
    case leftToRight                // L
    case rightToLeft                // R
    case arabicLetter               // AL
    case europeanNumber             // EN
    case europeanSeparator          // ES
    case europeanTerminator         // ET
    case arabicNumber               // AN
    case commonSeparator            // CS
    case nonspacingMark             // NSM
    case boundaryNeutral            // BN
    case paragraphSeparator         // B
    case segmentSeparator           // S
    case whiteSpace                 // WS
    case otherNeutral               // ON
    case leftToRightEmbedding       // LRE
    case leftToRightOverride        // LRO
    case rightToLeftEmbedding       // RLE
    case rightToLeftOverride        // RLO
    case popDirectionalFormat       // PDF
    case leftToRightIsolate         // LRI
    case rightToLeftIsolate         // RLI
    case firstStrongIsolate         // FSI
    case popDirectionalIsolate      // PDI

    /// The Bidi_Class of a code point (unassigned code points get their block's default).
    public init(of scalar: Unicode.Scalar) {
        // The table only holds raw values of this enum, so the fallback is never taken.
        self = BidiClass(rawValue: BidiPropertyTable.shared.properties(of: scalar.value) & BidiTables.classMask)
            ?? .leftToRight
    }

    /// The short alias used by the Unicode data files ("L", "AL", "PDI", ...).
    public var abbreviation: String {
        BidiClass.abbreviations[Int(rawValue)]
    }

    /// The class whose short alias (as in BidiTest.txt) is `abbreviation`, or nil.
    public init?(abbreviation: some StringProtocol) {
        guard let index = BidiClass.abbreviations.firstIndex(where: { $0 == abbreviation }) else { return nil }
        self.init(rawValue: UInt8(index))
    }

    private static let abbreviations = [
        "L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
        "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI",
    ]
}

/// The paragraph direction asked of the algorithm: forced left-to-right, forced right-to-left, or
/// found from the first strong character (rules P2–P3, left-to-right when there is none).
public enum BidiDirection: String, Sendable, CaseIterable {
    case ltr, rtl, auto
}

/// Unicode properties of the bidirectional algorithm that are useful outside the resolver.
public enum Bidi {
    /// The Unicode version of the property tables.
    public static var unicodeVersion: String { BidiTables.unicodeVersion }

    /// The Bidi_Mirroring_Glyph of a character, or nil when it has none (rule L4 uses it on
    /// characters resolved to an odd level).
    public static func mirror(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let table = BidiPropertyTable.shared
        guard table.properties(of: scalar.value) & BidiTables.mirrorFlag != 0,
              let glyph = table.mirrorGlyph(of: scalar.value) else { return nil }
        return Unicode.Scalar(glyph)
    }

    /// The Bidi_Paired_Bracket of a character and whether it opens, or nil when it is not a paired bracket.
    public static func pairedBracket(of scalar: Unicode.Scalar) -> (pair: Unicode.Scalar, isOpening: Bool)? {
        let table = BidiPropertyTable.shared
        guard table.properties(of: scalar.value) & BidiTables.bracketFlag != 0,
              let index = table.bracketIndex(of: scalar.value),
              let pair = Unicode.Scalar(BidiTables.bracketPairs[index]) else { return nil }
        return (pair, BidiTables.bracketIsOpening[index])
    }
}
