import Diagnostics
import JSON

/// Findings as one JSON document for scripts: `tool`, `findings` (keys in a fixed order, optional keys only
/// where present, paths relative to the base folder) and a `summary` of counts.
public struct JSONReporter: NamedReporter {
    public static let formatName = "json"

    public var baseDirectory: String?

    public init(baseDirectory: String? = nil) {
        self.baseDirectory = baseDirectory
    }

    public init(options: ReportOptions) {
        self.init(baseDirectory: options.baseDirectory)
    }

    public func render(_ input: ReportInput) -> String {
        let counts = FindingCounts(input.findings)
        let document = JSONText.object([
            ("tool", .object([("name", .string(input.toolName)), ("version", .string(input.toolVersion))])),
            ("findings", .array(renderedFindings(input.findings.inReportOrder))),
            ("summary", .object([
                ("errors", .int(counts.errors)), ("warnings", .int(counts.warnings)), ("notes", .int(counts.notes)),
            ])),
        ])
        return document.rendered() + "\n"
    }

    /// Each finding's object, rendered as it sits in the document (two levels in), in runs on both cores.
    private func renderedFindings(_ findings: [Finding]) -> [JSONText] {
        FindingRuns.map(findings) { run in
            var relativeFile = PathConversionCache { [baseDirectory] in PathRelativiser.relative($0, to: baseDirectory) }
            return run.map { finding in
                .rendered(findingObject(finding, file: relativeFile(finding.location.file)).rendered(indent: 2))
            }
        }
    }

    /// `file` is the finding's path relative to the base folder.
    private func findingObject(_ finding: Finding, file: String) -> JSONText {
        var members: [(String, JSONText)] = [
            ("rule", .string(finding.rule)),
            ("severity", .string(finding.severity.rawValue)),
            ("message", .string(finding.message)),
            ("file", .string(file)),
            ("line", .int(finding.location.line)),
            ("column", .int(finding.location.column)),
        ]
        if let key = finding.key { members.append(("key", .string(key))) }
        if let language = finding.language { members.append(("language", .string(language))) }
        if !finding.targets.isEmpty { members.append(("targets", .array(finding.targets.map { .string($0) }))) }
        if let fix = finding.fix { members.append(("fix", .string(fix))) }
        return .object(members)
    }
}

