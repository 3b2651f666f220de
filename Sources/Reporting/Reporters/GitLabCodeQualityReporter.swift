import JSON
import Diagnostics

/// GitLab Code Quality (`artifacts:reports:codequality`): a JSON array of CodeClimate issues, which GitLab
/// shows in the merge request and beside the diff. Each issue has the fields GitLab requires (`description`,
/// `check_name`, `fingerprint`, `severity`, `location.path`, `location.lines.begin`) and CodeClimate's
/// `type`, `categories` and `content`. Paths are relative to the repository root, as GitLab links them.
/// Severities: error → `major`, warning → `minor`, note → `info` (GitLab's `critical` and `blocker` are
/// for problems worse than a string shown untranslated).
/// GitLab keeps one issue per fingerprint, so two findings that differ only in line get different ones.
public struct GitLabCodeQualityReporter: NamedReporter {
    public static let formatName = "gitlab"

    public var baseDirectory: String?
    /// What paths are relative to; nil uses the base folder.
    public var repositoryRoot: String?

    public init(baseDirectory: String? = nil, repositoryRoot: String? = nil) {
        self.baseDirectory = baseDirectory
        self.repositoryRoot = repositoryRoot
    }

    public init(options: ReportOptions) {
        self.init(baseDirectory: options.baseDirectory, repositoryRoot: options.repositoryRoot)
    }

    public func render(_ input: ReportInput) -> String {
        String(decoding: renderUTF8(input), as: UTF8.self)
    }

    /// The layout `JSONText.rendered()` gives an array of issue objects, written straight as bytes.
    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        let root = (repositoryRoot ?? baseDirectory).map { PathRelativiser.absolute($0, base: baseDirectory) }
        var seen: [UInt64: Int] = [:]
        var reportedPath = PathConversionCache { [baseDirectory] file in
            let absolute = PathRelativiser.absolute(file, base: baseDirectory)
            return root.flatMap { PathRelativiser.inside(absolute, root: $0) } ?? PathRelativiser.relative(absolute, to: root)
        }
        let findings = input.findings.inReportOrder
        guard !findings.isEmpty else { return Array("[]\n".utf8) }
        var out = ReportBytes(capacity: 16 + findings.count * 512)
        out.append("[")
        for (index, finding) in findings.enumerated() {
            let path = reportedPath(finding.location.file)
            var hash = FNV1a()
            for field in [finding.rule, path, finding.key ?? "", finding.language ?? "", finding.message] { hash.add(field) }
            let base = hash.value
            let occurrence = (seen[base] ?? 0) + 1
            seen[base] = occurrence
            // The same problem twice in a file (one key used on two lines): the second is told apart by count.
            let fingerprint = occurrence == 1 ? FNV1a.hex(base) : FNV1a.hex([FNV1a.hex(base), String(occurrence)])
            if index > 0 { out.append(",") }
            out.append("\n  {\n    \"type\": \"issue\",\n    \"check_name\": ")
            out.appendJSONString(finding.rule)
            out.append(",\n    \"description\": ")
            out.appendJSONString(Self.description(finding))
            out.append(finding.severity == .note
                ? ",\n    \"categories\": [\n      \"Clarity\"\n    ],"
                : ",\n    \"categories\": [\n      \"Bug Risk\"\n    ],")
            if let fix = finding.fix {
                out.append("\n    \"content\": {\n      \"body\": ")
                out.appendJSONString("Fix: " + fix)
                out.append("\n    },")
            }
            out.append("\n    \"fingerprint\": ")
            out.appendJSONString(fingerprint)
            out.append(",\n    \"severity\": \"")
            out.append(text: Self.severity(finding.severity))
            out.append("\",\n    \"location\": {\n      \"path\": ")
            out.appendJSONString(path)
            out.append(",\n      \"lines\": {\n        \"begin\": ")
            out.append(decimal: max(finding.location.line, 1))
            out.append("\n      }\n    }\n  }")
        }
        out.append("\n]\n")
        return out.bytes
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .note: return "info"
        }
    }

    /// The message, with the targets when the problem affects several.
    private static func description(_ finding: Finding) -> String {
        finding.targets.count > 1
            ? "\(finding.message) (affects \(finding.targets.joined(separator: ", ")))" : finding.message
    }
}
