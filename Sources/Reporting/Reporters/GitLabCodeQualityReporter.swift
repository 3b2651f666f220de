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
        let root = (repositoryRoot ?? baseDirectory).map { PathRelativiser.absolute($0, base: baseDirectory) }
        var seen: [String: Int] = [:]
        var reportedPath = PathConversionCache { [baseDirectory] file in
            let absolute = PathRelativiser.absolute(file, base: baseDirectory)
            return root.flatMap { PathRelativiser.inside(absolute, root: $0) } ?? PathRelativiser.relative(absolute, to: root)
        }
        let issues = input.findings.inReportOrder.map { finding -> JSONText in
            let path = reportedPath(finding.location.file)
            let base = FNV1a.hex([finding.rule, path, finding.key ?? "", finding.language ?? "", finding.message])
            let occurrence = (seen[base] ?? 0) + 1
            seen[base] = occurrence
            // The same problem twice in a file (one key used on two lines): the second is told apart by count.
            let fingerprint = occurrence == 1 ? base : FNV1a.hex([base, String(occurrence)])
            var members: [(String, JSONText)] = [
                ("type", .string("issue")),
                ("check_name", .string(finding.rule)),
                ("description", .string(Self.description(finding))),
                ("categories", .array([.string(finding.severity == .note ? "Clarity" : "Bug Risk")])),
            ]
            if let fix = finding.fix { members.append(("content", .object([("body", .string("Fix: " + fix))]))) }
            members += [
                ("fingerprint", .string(fingerprint)),
                ("severity", .string(Self.severity(finding.severity))),
                ("location", .object([
                    ("path", .string(path)),
                    ("lines", .object([("begin", .int(max(finding.location.line, 1)))])),
                ])),
            ]
            return .object(members)
        }
        return JSONText.array(issues).rendered() + "\n"
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
