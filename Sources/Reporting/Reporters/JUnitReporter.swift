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
        String(decoding: renderUTF8(input), as: UTF8.self)
    }

    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        var cases: [TestCase] = []
        // A case per rule and file: each file's relative path is worked out once.
        var caseIndex: [String: [Int: Int]] = [:]
        var files: [String] = []
        var fileNumber: [String: Int] = [:]
        var numberOfFile = PathConversionCache { [baseDirectory] file -> Int in
            let relative = PathRelativiser.relative(file, to: baseDirectory)
            if let known = fileNumber[relative] { return known }
            fileNumber[relative] = files.count
            files.append(relative)
            return files.count - 1
        }
        for finding in input.findings.inReportOrder {
            let file = numberOfFile(finding.location.file)
            if let index = caseIndex[finding.rule]?[file] {
                cases[index].findings.append(finding)
            } else {
                caseIndex[finding.rule, default: [:]][file] = cases.count
                cases.append(TestCase(rule: finding.rule, file: files[file], findings: [finding]))
            }
        }
        cases.sort { ($0.rule, $0.file) < ($1.rule, $1.file) }
        let rulesWithFindings = Set(cases.map(\.rule))
        var described = Set<String>()
        for rule in input.rules where !rulesWithFindings.contains(rule.id) && described.insert(rule.id).inserted {
            cases.append(TestCase(rule: rule.id, file: "all files", findings: []))
        }

        let failures = cases.filter { $0.findings.contains { $0.severity != .note } }.count
        let time = Self.seconds(input.elapsedSeconds ?? 0)
        var out = ReportBytes(capacity: 1024 + input.findings.count * 192)
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        for (opening, extra) in [("<testsuites name=\"", ""), ("  <testsuite name=\"", " skipped=\"0\"")] as [(StaticString, StaticString)] {
            out.append(opening)
            out.appendXML(input.toolName)
            out.append("\" tests=\"")
            out.append(decimal: cases.count)
            out.append("\" failures=\"")
            out.append(decimal: failures)
            out.append("\" errors=\"0\"")
            out.append(extra)
            out.append(" time=\"")
            out.append(text: time)
            out.append("\">\n")
        }
        for testCase in cases {
            out.append("    <testcase classname=\"")
            out.appendXML(testCase.rule)
            out.append("\" name=\"")
            out.appendXML(testCase.file)
            out.append("\" time=\"0\"")
            if testCase.findings.isEmpty {
                out.append("/>\n")
                continue
            }
            out.append(">\n")
            if let worst = testCase.findings.map(\.severity).max(), worst != .note,
                let first = testCase.findings.first(where: { $0.severity == worst })
            {
                out.append("      <failure message=\"")
                out.append(decimal: first.location.line)
                out.append(":")
                out.append(decimal: first.location.column)
                out.append(": ")
                out.appendXML(TextReporter.singleLine(first.message))
                let others = testCase.findings.count - 1
                if others > 0 {
                    out.append(" (and ")
                    out.append(decimal: others)
                    out.append(" more)")
                }
                out.append("\" type=\"")
                out.append(text: worst.rawValue)
                out.append("\">")
                appendListing(testCase.findings, to: &out)
                out.append("</failure>\n")
            } else {
                out.append("      <system-out>")
                appendListing(testCase.findings, to: &out)
                out.append("</system-out>\n")
            }
            out.append("    </testcase>\n")
        }
        out.append("  </testsuite>\n</testsuites>\n")
        return out.bytes
    }

    /// Every finding of a case, a line each (and its targets and fix below it), escaped as element text.
    private func appendListing(_ findings: [Finding], to out: inout ReportBytes) {
        for (index, finding) in findings.enumerated() {
            if index > 0 { out.append("\n") }
            out.append(decimal: finding.location.line)
            out.append(":")
            out.append(decimal: finding.location.column)
            out.append(": ")
            out.append(text: finding.severity.rawValue)
            out.append(": ")
            out.appendXML(finding.message, inAttribute: false)
            if !finding.targets.isEmpty {
                out.append("\n  targets: ")
                out.appendXML(finding.targets.joined(separator: ", "), inAttribute: false)
            }
            if let fix = finding.fix {
                out.append("\n  fix: ")
                out.appendXML(fix, inAttribute: false)
            }
        }
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
}
