import Testing
@testable import Bidi

/// A text whose numeric expression must be flagged in a right-to-left paragraph.
struct MisorderedCase: Sendable, CustomTestStringConvertible {
    var text: String
    var expression: String
    var displayInContext: String
    var testDescription: String { expression + " in " + text.debugDescription }
}

@Suite struct NumericExpressionAuditTests {
    static let misordered: [MisorderedCase] = [
        MisorderedCase(text: "12:05 – 12:30", expression: "12:05 – 12:30", displayInContext: "12:30 – 12:05"),
        MisorderedCase(text: "المدة 12:05 – 12:30", expression: "12:05 – 12:30", displayInContext: "12:30 – 12:05"),
        MisorderedCase(text: "המשחק 12:05 – 12:30 היום", expression: "12:05 – 12:30", displayInContext: "12:30 – 12:05"),
        MisorderedCase(text: "المدة 12:05 — 12:30", expression: "12:05 — 12:30", displayInContext: "12:30 — 12:05"),
        MisorderedCase(text: "5:23 / 10:00", expression: "5:23 / 10:00", displayInContext: "10:00 / 5:23"),
        MisorderedCase(text: "التقدم 5:23 / 10:00", expression: "5:23 / 10:00", displayInContext: "10:00 / 5:23"),
        MisorderedCase(text: "-5:23", expression: "-5:23", displayInContext: "5:23-"),
        MisorderedCase(text: "الوقت المتبقي -5:23", expression: "-5:23", displayInContext: "5:23-"),
        MisorderedCase(text: "נותרו -5:23 דקות", expression: "-5:23", displayInContext: "5:23-"),
        // A word ending in a prefix letter is a word: its hyphen after a space is a minus sign.
        MisorderedCase(text: "שעה -5:23", expression: "-5:23", displayInContext: "5:23-"),
        MisorderedCase(text: "الوقت \u{2212}5:23", expression: "\u{2212}5:23", displayInContext: "5:23\u{2212}"),
        // After an Arabic letter, European digits resolve as Arabic numbers (W2) and a hyphen-minus
        // no longer joins them (W4 joins only ES between EN): the range reads backwards.
        MisorderedCase(text: "المدة 12:05-12:30", expression: "12:05-12:30", displayInContext: "12:30-12:05"),
        // Isolating each value on its own leaves the range between them right-to-left.
        MisorderedCase(text: "المدة \u{2066}12:05\u{2069} – \u{2066}12:30\u{2069}",
                       expression: "12:05\u{2069} – \u{2066}12:30", displayInContext: "12:30 – 12:05"),
    ]

    @Test(arguments: misordered)
    func flagsMisorderedExpression(_ testCase: MisorderedCase) throws {
        let audit = NumericExpressionAudit(testCase.text)
        #expect(!audit.isCorrect)
        let flagged = try #require(audit.misorderedExpressions.first)
        #expect(audit.misorderedExpressions.count == 1)
        #expect(flagged.text == testCase.expression)
        #expect(flagged.displayInContext == testCase.displayInContext)
        #expect(flagged.expectedDisplay == testCase.expression.filter { !Self.isControl($0) })
        let scalars = Array(testCase.text.unicodeScalars)
        #expect(String(String.UnicodeScalarView(scalars[flagged.range])) == testCase.expression)
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: audit.displayedText.unicodeScalars.filter { !NumericExpressionAudit.isInvisibleControl($0) })
        #expect(String(visible).contains(testCase.displayInContext))

        // The fix is suggested only because it displays correctly; it changes nothing but controls.
        let fix = try #require(audit.suggestedFix)
        #expect(NumericExpressionAudit.displaysNumericExpressionsCorrectly(fix))
        let fixedAudit = NumericExpressionAudit(fix)
        #expect(fixedAudit.isCorrect)
        #expect(fixedAudit.expressions.contains { $0.displayInContext == flagged.expectedDisplay })
        #expect(fix.unicodeScalars.filter { !Self.isControl(Character($0)) }
            == testCase.text.unicodeScalars.filter { !Self.isControl(Character($0)) })
    }

    static let correct: [String] = [
        "5:23",
        "المدة 5:23",
        "المدة: 5:23 دقيقة",
        "הזמן 5:23",
        "الدورة 2 من 3",
        "من 12:05 إلى 12:30",
        "١٢:٠٥ – ١٢:٣٠",
        "المدة ١٢:٠٥ – ١٢:٣٠",
        "12:05-12:30",
        "הזמן 12:05-12:30",
        "المدة \u{2066}12:05 – 12:30\u{2069}",
        "المدة \u{2068}12:05 – 12:30\u{2069}",
        "\u{2066}-5:23\u{2069}",
        "الوقت \u{2066}5:23 / 10:00\u{2069}",
        "المدة \u{200E}12:05 – 12:30\u{200E}",
        "المدة 12:05\u{200E} – 12:30",
        "الوقت \u{200E}-5:23",
        "المدة\u{200F} 5:23\u{200F}",
        "المدة\u{061C} 5:23",
        "المدة \u{202A}12:05 – 12:30\u{202C}",
        "بدون أرقام",
        // A list of numbers reads in the paragraph's order, first item on the right, as a list of words would.
        "הקובץ 12:05, 12:30",
        "12:05, 12:30, שרת",
        "الجولة 12:05 12:30",
        "המשחק 3. 4 שחקנים",
        // A label and its value after a colon and a space: "12:05: 12:30" reads first item on the right.
        "الكمية 12:05: 12:30",
        "12:05: 12:30",
        // A Hebrew prefix's hyphen written with a stray space ("to 1.0"), not a minus sign.
        "ציפה למספר בין 0.0 ל -1.0 אך התקבל 2.5",
    ]

    @Test(arguments: correct)
    func acceptsCorrectlyDisplayedText(_ text: String) {
        let audit = NumericExpressionAudit(text)
        #expect(audit.isCorrect)
        #expect(audit.misorderedExpressions.isEmpty)
        #expect(audit.suggestedFix == nil)
        for expression in audit.expressions {
            #expect(expression.displayInContext == expression.expectedDisplay)
        }
    }

    @Test func findsEachExpressionWithItsRange() {
        let audit = NumericExpressionAudit("من 12:05 إلى 12:30.")
        #expect(audit.expressions.map(\.text) == ["12:05", "12:30"])
        #expect(audit.expressions.map(\.range) == [3..<8, 13..<18])
        #expect(NumericExpressionAudit("الدورة 2 من 3").expressions.map(\.text) == ["2", "3"])
        #expect(NumericExpressionAudit("١٢:٠٥ – ١٢:٣٠").expressions.isEmpty)
        // Spaces and separators at the ends belong to the sentence, not the expression.
        #expect(NumericExpressionAudit("الساعة  12:05 ، ").expressions.map(\.text) == ["12:05"])
    }

    @Test func listSeparatorsEndAnExpressionButDigitSeparatorsDoNot() {
        #expect(NumericExpressionAudit("הקובץ 12:05, 12:30").expressions.map(\.text) == ["12:05", "12:30"])
        #expect(NumericExpressionAudit("الجولة 12:05 12:30").expressions.map(\.text) == ["12:05", "12:30"])
        #expect(NumericExpressionAudit("المبلغ 1\u{202F}234,5").expressions.map(\.text) == ["1\u{202F}234,5"])
        #expect(NumericExpressionAudit("המרחק 12.5").expressions.map(\.text) == ["12.5"])
        #expect(NumericExpressionAudit("הזמן 12:05: 12:30").expressions.map(\.text) == ["12:05", "12:30"])
        #expect(NumericExpressionAudit("הזמן 12:05:30").expressions.map(\.text) == ["12:05:30"])
        // A dash, a slash or a sign still joins across spaces: a range, a fraction, a signed value.
        #expect(NumericExpressionAudit("المدة 12:05 – 12:30").expressions.map(\.text) == ["12:05 – 12:30"])
        #expect(NumericExpressionAudit("התקדמות 5:23 / 10:00").expressions.map(\.text) == ["5:23 / 10:00"])
    }

    @Test func leftToRightParagraphsKeepTheirExpressions() {
        #expect(NumericExpressionAudit("Duration 12:05 – 12:30", direction: .ltr).isCorrect)
        #expect(NumericExpressionAudit("-5:23", direction: .ltr).isCorrect)
        // Found from the first strong character: Arabic makes the paragraph right-to-left.
        #expect(!NumericExpressionAudit("المدة 12:05 – 12:30", direction: .auto).isCorrect)
    }

    @Test func isolatingWrapsEveryExpressionOnce() {
        let isolated = NumericExpressionAudit.isolatingNumericExpressions("الدورة 2 من 3، المدة 12:05 – 12:30")
        #expect(isolated == "الدورة \u{2066}2\u{2069} من \u{2066}3\u{2069}، المدة \u{2066}12:05 – 12:30\u{2069}")
        #expect(NumericExpressionAudit.displaysNumericExpressionsCorrectly(isolated))
        #expect(NumericExpressionAudit.isolatingNumericExpressions(isolated) == isolated)
        #expect(NumericExpressionAudit.isolatingNumericExpressions("بدون أرقام") == "بدون أرقام")
    }

    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { NumericExpressionAudit.isInvisibleControl($0) }
    }
}
