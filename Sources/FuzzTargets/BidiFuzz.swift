import Bidi

/// The bidi algorithm on arbitrary code points (from the input as UTF-8, as UTF-16 and as raw 21-bit
/// values) in every paragraph direction, and the numeric-expression audit built on it.
enum BidiFuzz {
    static func run(_ bytes: [UInt8]) throws(InvariantViolation) {
        let text = FuzzInput.text(bytes)
        let utf16 = stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8 }
        // Three bytes a code point reach the planes UTF-8 mutations rarely produce; surrogates are skipped.
        let raw = stride(from: 0, to: bytes.count - 2, by: 3).compactMap { index -> Unicode.Scalar? in
            let value = (UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])) % 0x11_0000
            return Unicode.Scalar(value)
        }
        for direction in BidiDirection.allCases {
            try check(BidiParagraph(text, direction: direction), direction: direction)
            try check(BidiParagraph(raw, direction: direction), direction: direction)
            let fromUTF16 = BidiParagraph(utf16: utf16, direction: direction)
            try check(fromUTF16, direction: direction)
            // An unpaired surrogate is U+FFFD either way, so both readings resolve identically.
            guard fromUTF16 == BidiParagraph(String(decoding: utf16, as: UTF16.self), direction: direction) else {
                throw InvariantViolation(.bidi, "UTF-16 and scalar input resolve differently (\(direction))")
            }
            try audit(text, direction: direction)
        }
    }

    private static func check(_ paragraph: BidiParagraph, direction: BidiDirection) throws(InvariantViolation) {
        guard paragraph.levels.count == paragraph.scalars.count else {
            throw InvariantViolation(.bidi, "\(paragraph.levels.count) levels for \(paragraph.scalars.count) code points")
        }
        switch (direction, paragraph.paragraphLevel) {
        case (.ltr, 0), (.rtl, 1), (.auto, 0), (.auto, 1): break
        default: throw InvariantViolation(.bidi, "paragraph level \(paragraph.paragraphLevel) for \(direction)")
        }
        // The deepest level is the maximum explicit depth (125) plus one from the implicit rules.
        if let level = paragraph.levels.lazy.compactMap({ $0 }).first(where: { $0 > 126 || $0 < paragraph.paragraphLevel }) {
            throw InvariantViolation(.bidi, "level \(level) outside \(paragraph.paragraphLevel)...126")
        }
        let kept = paragraph.levels.indices.filter { paragraph.levels[$0] != nil }
        let order = paragraph.visualOrder()
        guard order.sorted() == kept else {
            throw InvariantViolation(.bidi, "the visual order is not a permutation of the displayed code points")
        }
        guard paragraph.visualScalars().count == order.count else {
            throw InvariantViolation(.bidi, "visual scalars and visual order differ in length")
        }
    }

    private static func audit(_ text: String, direction: BidiDirection) throws(InvariantViolation) {
        let audit = NumericExpressionAudit(text, direction: direction)
        let count = text.unicodeScalars.count
        for expression in audit.expressions where expression.range.lowerBound < 0 || expression.range.upperBound > count {
            throw InvariantViolation(.bidi, "expression range \(expression.range) outside the \(count) code points")
        }
        if let fix = audit.suggestedFix,
           !NumericExpressionAudit.displaysNumericExpressionsCorrectly(fix, direction: direction) {
            throw InvariantViolation(.bidi, "the suggested fix does not display correctly")
        }
        // Expressions already isolated are left alone, so isolating twice changes nothing more. Only without
        // isolates of its own: an expression holding a stray PDI (`12:05⁩ – ⁦12:30`) is never "already
        // isolated" and is wrapped again each time, by design (its fix is verified before it is suggested).
        let isolated = NumericExpressionAudit.isolatingNumericExpressions(text)
        guard text.unicodeScalars.contains(where: { (0x2066...0x2069).contains($0.value) })
              || NumericExpressionAudit.isolatingNumericExpressions(isolated) == isolated else {
            throw InvariantViolation(.bidi, "isolating numeric expressions is not idempotent")
        }
    }
}
