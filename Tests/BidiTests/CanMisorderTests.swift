import Testing
@testable import Bidi
import _StringsGuardTestSupport

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
        var generator = SeededGenerator(seed: 76)
        func next(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
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
