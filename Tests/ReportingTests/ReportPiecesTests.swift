import Diagnostics
import Testing

@testable import Reporting

/// What the command line writes is a report's pieces, one after the other: they must be the report
/// `renderUTF8` gives, byte for byte, in every format, whether the findings fit in one run or take many.
@Suite struct ReportPiecesTests {
    /// More findings than three runs hold, in several files, each with its own key and line.
    static func manyFindings() -> [Finding] {
        (0..<(3 * FindingRuns.length + 17)).map { number in
            Finding(
                rule: number % 3 == 0 ? "widget-missing-key" : "widget-missing-translation",
                severity: number % 3 == 0 ? .error : .warning,
                location: SourceLocation(file: "\(Fixtures.base)/Screen\(number % 7).swift", line: number + 1, column: 3),
                message: "no Korean translation for \"Key \(number)\"", key: "Key \(number)",
                language: number % 3 == 0 ? nil : "ko", targets: ["FocusTimerWidgets"])
        }
    }

    static func pieces(of reporter: any Reporter, _ input: ReportInput) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        reporter.renderPieces(input) { pieces.append(Array($0)) }
        return pieces
    }

    @Test(arguments: ReportFormat.allCases)
    func thePiecesOfAReportAreItsBytes(format: ReportFormat) {
        let reporter = format.reporter(options: ReportOptions(baseDirectory: Fixtures.base))
        for input in [Fixtures.input(), Fixtures.input(findings: []), Fixtures.input(findings: Self.manyFindings())] {
            let pieces = Self.pieces(of: reporter, input)
            #expect(pieces.flatMap { $0 } == reporter.renderUTF8(input), "\(format) with \(input.findings.count) findings")
        }
    }

    @Test func aFilesHeadingStandsOnceWhenItsFindingsSpanRuns() {
        let findings = Self.manyFindings()
        let text = TextReporter(baseDirectory: Fixtures.base).render(Fixtures.input(findings: findings))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for screen in 0..<7 {
            let count = findings.count { $0.location.file.hasSuffix("/Screen\(screen).swift") }
            #expect(count > FindingRuns.length / 7)
            #expect(lines.filter { $0 == "Screen\(screen).swift" }.count == 1, "Screen\(screen).swift")
        }
        // One line per finding, under seven headings, with a blank line before each heading but the first.
        #expect(lines.filter { $0.hasPrefix("  ") }.count == findings.count)
        #expect(lines.filter(\.isEmpty).count == 6 + 1 + 1)
    }

    @Test func aJSONReportOfManyRunsIsHandedOverInItsPartsUncopied() {
        let input = Fixtures.input(findings: Self.manyFindings())
        let pieces = Self.pieces(of: JSONReporter(baseDirectory: Fixtures.base), input)
        // The head, four runs with a comma between each two, the tail: none empty.
        #expect(pieces.count == 1 + 4 + 3 + 1)
        #expect(!pieces.contains { $0.isEmpty })
        #expect(pieces.first.map { String(decoding: $0, as: UTF8.self).hasPrefix("{\n  \"tool\"") } == true)
        #expect(pieces.last.map { String(decoding: $0, as: UTF8.self).hasSuffix("}\n") } == true)
    }
}
