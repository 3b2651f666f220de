import Diagnostics

/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), which annotate the
/// pull request's diff. Notes use `::notice`. GitHub shows only 10 annotations of each kind per step, so
/// errors come first, then warnings, then notes, each kind cut at `annotationLimit`; what is left is
/// written to the step summary (`summary(_:)`, for `$GITHUB_STEP_SUMMARY`) when there is one, else
/// listed in a folded log group. Paths are relative to `GITHUB_WORKSPACE`, as annotations need.
public struct GitHubActionsReporter: NamedReporter {
    public static let formatName = "github"

    public var baseDirectory: String?
    /// `GITHUB_WORKSPACE`; nil uses the base folder.
    public var workspace: String?
    /// Annotations printed per kind.
    public var annotationLimit: Int
    /// Where the summary of the rest goes, when the step has one.
    public var stepSummaryPath: String?

    public init(baseDirectory: String? = nil, workspace: String? = nil, annotationLimit: Int = 10, stepSummaryPath: String? = nil) {
        self.baseDirectory = baseDirectory
        self.workspace = workspace
        self.annotationLimit = annotationLimit
        self.stepSummaryPath = stepSummaryPath
    }

    public init(options: ReportOptions) {
        self.init(
            baseDirectory: options.baseDirectory, workspace: options.githubWorkspace ?? options.repositoryRoot,
            annotationLimit: options.annotationLimit, stepSummaryPath: options.stepSummaryPath)
    }

    /// The findings in the order annotations are printed, split into those annotated and the rest.
    public func partition(_ findings: [Finding]) -> (annotated: [Finding], rest: [Finding]) {
        var annotated: [Finding] = []
        var rest: [Finding] = []
        for severity in [Severity.error, .warning, .note] {
            let ofSeverity = findings.inReportOrder.filter { $0.severity == severity }
            annotated += ofSeverity.prefix(max(annotationLimit, 0))
            rest += ofSeverity.dropFirst(max(annotationLimit, 0))
        }
        return (annotated, rest)
    }

    public func render(_ input: ReportInput) -> String {
        let (annotated, rest) = partition(input.findings)
        var out = annotated.map(annotation).joined()
        guard !rest.isEmpty else { return out }
        let count = FindingCounts(rest).total
        let heading = "\(count) more finding\(count == 1 ? "" : "s") not annotated (GitHub shows \(annotationLimit) of each kind)"
        if stepSummaryPath != nil {
            out += "::notice title=\(Self.escapedProperty(input.toolName))::\(Self.escapedData(heading + ": listed in the job summary"))\n"
        } else {
            out += "::group::\(Self.escapedData(heading))\n"
            for finding in rest {
                let message = TextReporter.singleLine(finding.message)
                out += "\(path(of: finding)):\(finding.location.line):\(finding.location.column): \(finding.severity.rawValue): \(message) [\(finding.rule)]\n"
            }
            out += "::endgroup::\n"
        }
        return out
    }

    /// Markdown for `$GITHUB_STEP_SUMMARY`: the counts, then every finding not annotated in a table.
    /// Nil when every finding was annotated.
    public func summary(_ input: ReportInput) -> String? {
        let (_, rest) = partition(input.findings)
        guard !rest.isEmpty else { return nil }
        var lines = [
            "### \(MarkdownReporter.escaped(input.toolName)): \(FindingCounts(input.findings).summaryLine)", "",
            "\(rest.count) not shown as annotations (GitHub shows \(annotationLimit) of each kind per step):", "",
            "| Severity | Rule | Location | Message |", "|---|---|---|---|",
        ]
        for finding in rest {
            let place = "\(path(of: finding)):\(finding.location.line):\(finding.location.column)"
            lines.append(
                "| \(finding.severity.rawValue) | \(MarkdownReporter.escaped(finding.rule)) | \(MarkdownReporter.escaped(place)) | \(MarkdownReporter.escaped(finding.message)) |")
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    private func path(of finding: Finding) -> String {
        let absolute = PathRelativiser.absolute(finding.location.file, base: baseDirectory)
        if let workspace, let inside = PathRelativiser.inside(absolute, root: PathRelativiser.absolute(workspace, base: baseDirectory)) {
            return PrintableText.escaped(inside)
        }
        return PrintableText.escaped(PathRelativiser.relative(finding.location.file, to: baseDirectory))
    }

    private func annotation(_ finding: Finding) -> String {
        let command: String
        switch finding.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let properties = [
            "file=" + Self.escapedProperty(path(of: finding)),
            "line=\(finding.location.line)",
            "col=\(finding.location.column)",
            "title=" + Self.escapedProperty(finding.rule),
        ].joined(separator: ",")
        // The fix goes on a line of its own in the annotation; a line break inside a key stays an escape.
        var message = PrintableText.escaped(finding.message)
        if finding.targets.count > 1 { message += "\ntargets: " + PrintableText.escaped(finding.targets.joined(separator: ", ")) }
        if let fix = finding.fix { message += "\nfix: " + PrintableText.escaped(fix) }
        return "::\(command) \(properties)::\(Self.escapedData(message))\n"
    }

    /// The runner decodes `%25`, `%0D` and `%0A` in a command's message.
    static func escapedData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Property values also escape `:` and `,`, which would otherwise end the value.
    static func escapedProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapedData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
