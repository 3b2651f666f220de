import Testing
@testable import Bidi

/// `NumericExpressionAudit.canMisorder` lets a check skip the layout; it may say false only where the audit,
/// in either direction, finds every expression displayed as written.
@Suite struct CanMisorderTests {
    @Test(arguments: ["3 ملفات", "הורדו 25 קבצים", "12:05 الوقت", "2.5 كم", "1,234 שקל", "12:05, 12:30", "abc 7", ""])
    func countsAndTimesAloneCannotMisorder(text: String) {
        #expect(!NumericExpressionAudit.canMisorder(Array(text.unicodeScalars)))
        #expect(NumericExpressionAudit(text, direction: .rtl).isCorrect)
    }

    @Test(arguments: ["12:05 – 12:30", "-5:23", "5:23 / 10:00", "المدة 12:05-12:30", "12::05", "12\u{200F}:05"])
    func rangesSignsAndControlsAreAudited(text: String) {
        #expect(NumericExpressionAudit.canMisorder(Array(text.unicodeScalars)))
    }

    /// Random mixes of Arabic, Hebrew and Latin words, digits, separators, signs, spaces and bidi controls.
    @Test func neverHidesAMisorderedExpression() {
        let pieces = [
            "مدة", "ב", "ו-", "שעה", "abc", "12", "5", "0", "٣", "۵", "１", ":", ".", ",", " ", "\u{A0}", "-", "+", "–",
            "/", "\u{2212}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{200E}", "\u{202B}", "\u{202C}", "(", ")", "%",
        ]
        var state: UInt64 = 76
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        var skipped = 0
        for _ in 0..<30_000 {
            let text = (0..<next(9)).map { _ in pieces[next(pieces.count)] }.joined()
            guard !NumericExpressionAudit.canMisorder(Array(text.unicodeScalars)) else { continue }
            skipped += 1
            #expect(NumericExpressionAudit(text, direction: .rtl).isCorrect, "\(text.debugDescription)")
            #expect(NumericExpressionAudit(text, direction: .ltr).isCorrect, "\(text.debugDescription)")
        }
        #expect(skipped > 3_000)
    }
}
