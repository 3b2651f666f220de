import Testing
@testable import FormatSpecifiers
import _StringsGuardTestSupport

@Suite struct FormatFuzzTests {
    static let pieces = [
        "%", "%", "%", "1", "2", "9", "$", "*", ".", "-", "+", " ", "#", "0", "'", "l", "ll", "h", "q", "L", "d",
        "u", "x", "@", "f", "g", "e", "s", "S", "c", "C", "p", "a", "rg", "n", "é", "\u{0}", "🙂", "name", "%%",
    ]

    /// A value of the class each used position reads, so a parsed string must also format.
    static func argument(for type: FormatArgumentType, using generator: inout SeededGenerator) -> FormatArgument {
        switch type {
        case .object, .cString: .string(["", "x", "héllo"].randomElement(using: &generator) ?? "")
        case .signedInteger: .int(Int64.random(in: -50...50, using: &generator))
        case .unsignedInteger, .pointer, .character: .uint(UInt64.random(in: 1...300, using: &generator))
        case .double: .double(Double.random(in: -1e6...1e6, using: &generator))
        }
    }

    @Test func randomFormatsParseOrFailCleanlyAndFormat() {
        var generator = SeededGenerator(seed: 46)
        var parsed = 0, rejected = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...10, using: &generator)
            let text = (0..<count).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }.joined()
            do {
                let format = try FormatString(parsing: text, allowsSubstitutionArgument: Bool.random(using: &generator))
                parsed += 1
                let ranges = format.segments.map { segment -> Range<String.Index> in
                    switch segment {
                    case .literal(_, let range), .substitutionArgument(let range): range
                    case .specifier(let specifier): specifier.range
                    case .substitution(let reference): reference.range
                    }
                }
                // Segments tile the text in order.
                #expect(ranges.first?.lowerBound ?? text.startIndex == text.startIndex, "\(text)")
                #expect(ranges.last?.upperBound ?? text.endIndex == text.endIndex, "\(text)")
                #expect(zip(ranges, ranges.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "\(text)")
                guard format.substitutions.isEmpty,
                      !format.segments.contains(where: { if case .substitutionArgument = $0 { true } else { false } })
                else { continue }
                let arguments = format.signature.arguments.keys.sorted().map {
                    Self.argument(for: format.signature.arguments[$0] ?? .object, using: &generator)
                }
                do {
                    _ = try format.format(arguments)
                } catch {
                    Issue.record("'\(text)' parsed but did not format: \(error)")
                }
            } catch {
                rejected += 1
                #expect(error.offset >= 0 && error.offset < text.unicodeScalars.count, "\(text): \(error)")
            }
        }
        #expect(parsed > 1000)
        #expect(rejected > 1000)
    }
}
