import Diagnostics
import Testing

@testable import Checks

/// The rules' outputs are moved into one list rather than copied: the list must be what appending them
/// in rule order gave, each finding at its rule's configured severity, and the outputs are left empty.
@Suite struct CheckerMergeTests {
    static func finding(_ rule: String, file: String, line: Int, key: String) -> Finding {
        Finding(
            rule: rule, severity: .warning, location: SourceLocation(file: file, line: line, column: 3),
            message: "about \(key)", key: key, language: "de", targets: ["App", "Widget"], fix: "fix \(key)")
    }

    @Test func theOutputsAreMovedInRuleOrderAtTheirSeverities() {
        // Paths equal in text but built separately, as the catalog reader's ranges build them.
        let path = "/project/Resources/Localizable.xcstrings"
        let samePath = String(decoding: Array(path.utf8), as: UTF8.self)
        var first = RuleOutput()
        first.findings = [
            Self.finding("a", file: path, line: 4, key: "One"), Self.finding("a", file: samePath, line: 2, key: "Two"),
        ]
        var second = RuleOutput()
        second.findings = [
            Self.finding("b", file: samePath, line: 9, key: "Three"), Self.finding("b", file: "/other.swift", line: 1, key: "Four"),
        ]
        let empty = RuleOutput()
        var expected = first.findings + second.findings
        for index in 2..<4 { expected[index].severity = .error }
        var outputs = [first, empty, second]
        // The outputs' lists held only there, as the rules' are.
        first = RuleOutput()
        second = RuleOutput()
        #expect(first.findings.isEmpty && second.findings.isEmpty)
        let merged = Checker.merged(&outputs, severities: [nil, .note, .error])
        #expect(merged == expected)
        #expect(merged.map(\.location.file) == [path, path, path, "/other.swift"])
        // The outputs are left empty: every finding was moved out of them.
        #expect(outputs.map(\.findings.count) == [0, 0, 0])
        outputs = []
        #expect(merged[3].targets == ["App", "Widget"])
    }
}
