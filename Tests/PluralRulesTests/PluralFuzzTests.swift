import Testing
@testable import PluralRules
import _StringsGuardTestSupport

@Suite struct PluralFuzzTests {
    static let tokens = [
        "n", "i", "v", "w", "f", "t", "c", "e", "x", " ", " ", " ", "=", "!=", "%", "..", ",", "and", "or", "is",
        "not", "in", "within", "mod", "0", "1", "3", "10", "100", "99999999999999999999", "@integer", "@decimal",
        "~", "…", "1.5", "1c3", ".", "0.0", "é",
    ]

    @Test func randomRulesParseOrReportAColumnInside() throws {
        var generator = SeededGenerator(seed: 76)
        let operands = try ["0", "1", "2.5", "1c6", "123456789012345678901234.5"].map(PluralOperands.init)
        var parsed = 0, rejected = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in Self.tokens.randomElement(using: &generator) ?? "" }.joined()
            do {
                let rule = try PluralRule(category: .few, source: text)
                parsed += 1
                _ = operands.map(rule.matches)
            } catch {
                rejected += 1
                #expect(error.column >= 1 && error.column <= text.unicodeScalars.count + 1, "\(text): \(error)")
            }
        }
        #expect(parsed > 200)
        #expect(rejected > 1000)
    }

    @Test func randomNumbersGiveOperandsOrAnOffsetInside() {
        var generator = SeededGenerator(seed: 12)
        let pieces = ["0", "1", "7", "9", ".", "c", "e", "-", "x", " ", "5", "00"]
        var accepted = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...8, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            do {
                let operands = try PluralOperands(text)
                accepted += 1
                // The digits must be the same number: reading them back yields the same operands.
                let rewritten = operands.integerDigits + (operands.fractionDigits.isEmpty ? "" : "." + operands.fractionDigits)
                let reread = try PluralOperands(rewritten)
                #expect(reread.integerDigits == operands.integerDigits && reread.fractionDigits == operands.fractionDigits,
                        "\(text)")
            } catch {
                #expect(error.offset >= 0 && error.offset <= text.unicodeScalars.count, "\(text): \(error)")
            }
        }
        #expect(accepted > 1000)
    }
}
