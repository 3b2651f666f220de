import Diagnostics

/// JUnit XML for CI test dashboards: one test case per rule and file (classname = rule, name = file).
/// A case with errors or warnings fails, its `<failure type>` the highest severity in it and its `message`
/// the first such finding (dashboards show only that line); the body lists every finding. Notes never fail a
/// build, so a case with only notes passes and lists them in `<system-out>`. Described rules without findings
/// appear as one passing case named "all files", so a clean run still shows what was checked.
/// The `errors` attribute counts JUnit's "test crashed" cases, which a linter never has: it is always 0.
/// `time` is the whole check's on the suites; rules run together, so a case has none of its own and says 0.
public struct JUnitReporter: NamedReporter {
    public static let formatName = "junit"

    public var baseDirectory: String?

    public init(baseDirectory: String? = nil) {
        self.baseDirectory = baseDirectory
    }

    public init(options: ReportOptions) {
        self.init(baseDirectory: options.baseDirectory)
    }

    private struct TestCase {
        var rule: String
        var file: String
        var findings: [Finding]
    }

    public func render(_ input: ReportInput) -> String {
        var cases: [TestCase] = []
        var indexByRuleAndFile: [String: Int] = [:]
        for finding in input.findings.inReportOrder {
            let file = PathRelativiser.relative(finding.location.file, to: baseDirectory)
            let id = finding.rule + "\u{0}" + file
            if let index = indexByRuleAndFile[id] {
                cases[index].findings.append(finding)
            } else {
                indexByRuleAndFile[id] = cases.count
                cases.append(TestCase(rule: finding.rule, file: file, findings: [finding]))
            }
        }
        cases.sort { ($0.rule, $0.file) < ($1.rule, $1.file) }
        let rulesWithFindings = Set(cases.map(\.rule))
        var described = Set<String>()
        for rule in input.rules where !rulesWithFindings.contains(rule.id) && described.insert(rule.id).inserted {
            cases.append(TestCase(rule: rule.id, file: "all files", findings: []))
        }

        let failures = cases.filter { $0.findings.contains { $0.severity != .note } }.count
        let suiteName = XML.escaped(input.toolName)
        let time = Self.seconds(input.elapsedSeconds ?? 0)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(suiteName)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" time=\"\(time)\">\n"
        xml += "  <testsuite name=\"\(suiteName)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(time)\">\n"
        for testCase in cases {
            xml += "    <testcase classname=\"\(XML.escaped(testCase.rule))\" name=\"\(XML.escaped(testCase.file))\" time=\"0\""
            if testCase.findings.isEmpty {
                xml += "/>\n"
                continue
            }
            xml += ">\n"
            let listing = testCase.findings.map(Self.line).joined(separator: "\n")
            if let worst = testCase.findings.map(\.severity).max(), worst != .note,
                let first = testCase.findings.first(where: { $0.severity == worst })
            {
                var message = "\(first.location.line):\(first.location.column): \(TextReporter.singleLine(first.message))"
                let others = testCase.findings.count - 1
                if others > 0 { message += " (and \(others) more)" }
                xml += "      <failure message=\"\(XML.escaped(message))\" type=\"\(worst.rawValue)\">"
                xml += XML.escaped(listing, inAttribute: false) + "</failure>\n"
            } else {
                xml += "      <system-out>" + XML.escaped(listing, inAttribute: false) + "</system-out>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// Seconds with at most three decimals, the shape Jenkins' schema (`SUREFIRE_TIME`) accepts: "0.042".
    static func seconds(_ value: Double) -> String {
        let milliseconds = value.isFinite && value > 0 ? Int((value * 1000).rounded()) : 0
        let fraction = milliseconds % 1000
        guard fraction != 0 else { return String(milliseconds / 1000) }
        var decimals = String(fraction)
        decimals = String(repeating: "0", count: 3 - decimals.count) + decimals
        while decimals.hasSuffix("0") { decimals.removeLast() }
        return "\(milliseconds / 1000).\(decimals)"
    }

    private static func line(_ finding: Finding) -> String {
        var text = "\(finding.location.line):\(finding.location.column): \(finding.severity.rawValue): \(finding.message)"
        if !finding.targets.isEmpty { text += "\n  targets: \(finding.targets.joined(separator: ", "))" }
        if let fix = finding.fix { text += "\n  fix: \(fix)" }
        return text
    }
}
