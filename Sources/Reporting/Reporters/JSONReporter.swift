import JSON
import Diagnostics

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
        var relativeFile = PathConversionCache { [baseDirectory] in PathRelativiser.relative($0, to: baseDirectory) }
        let document = JSONText.object([
            ("tool", .object([("name", .string(input.toolName)), ("version", .string(input.toolVersion))])),
            ("findings", .array(input.findings.inReportOrder.map { findingObject($0, file: relativeFile($0.location.file)) })),
            ("summary", .object([
                ("errors", .int(counts.errors)), ("warnings", .int(counts.warnings)), ("notes", .int(counts.notes)),
            ])),
        ])
        return document.rendered() + "\n"
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
