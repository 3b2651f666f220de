import FormatSpecifiers
import Testing

@Suite struct SampleValuesTests {
    /// Fills a format string's specifiers with the sample values, literal text as it is.
    func filled(_ text: String) throws -> String {
        try FormatString(parsing: text).segments.map { segment -> String in
            switch segment {
            case .literal(let literal, _): return literal
            case .specifier(let specifier): return SampleValues.text(for: specifier)
            case .substitution(let reference): return SampleValues.count(at: reference.argumentIndex)
            case .substitutionArgument: return SampleValues.count(at: 1)
            }
        }.joined()
    }

    @Test func twoObjectsMakeAClockRangeAndIntegersAreCounts() throws {
        #expect(try filled("%@ – %@") == "12:05 – 12:30")
        #expect(try filled("Cycle %lld of %lld") == "Cycle 2 of 3")
        #expect(try filled("%1$@ %2$@ %3$@ %4$@ %5$@") == "12:05 12:30 5:23 1:05:23 12:05")
        #expect(try filled("%.1f km, %c, %p") == "2.5 km, x, 0x1")
    }

    @Test func aReorderedTranslationGetsTheSameValueForTheSameArgument() throws {
        #expect(try filled("%1$@ – %2$@") == "12:05 – 12:30")
        #expect(try filled("%2$@ ← %1$@") == "12:30 ← 12:05")
        #expect(try filled("%2$lld회 중 %1$lld회차") == "3회 중 2회차")
    }
}
