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
        String(decoding: renderUTF8(input), as: UTF8.self)
    }

    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        let (annotated, rest) = partition(input.findings)
        var path = pathCache()
        var out = ReportBytes(capacity: 1024 + rest.count * 160)
        for finding in annotated { appendAnnotation(finding, path: path(finding.location.file), to: &out) }
        guard !rest.isEmpty else { return out.bytes }
        let count = FindingCounts(rest).total
        let heading = "\(count) more finding\(count == 1 ? "" : "s") not annotated (GitHub shows \(annotationLimit) of each kind)"
        if stepSummaryPath != nil {
            out.append("::notice title=")
            out.appendGitHubProperty(input.toolName)
            out.append("::")
            out.appendGitHubData(heading + ": listed in the job summary")
            out.append("\n")
        } else {
            out.append("::group::")
            out.appendGitHubData(heading)
            out.append("\n")
            for finding in rest { out.appendCompilerLine(finding, path: path(finding.location.file)) }
            out.append("::endgroup::\n")
        }
        return out.bytes
    }

    /// Markdown for `$GITHUB_STEP_SUMMARY`: the counts, then every finding not annotated in a table.
    /// Nil when every finding was annotated.
    public func summary(_ input: ReportInput) -> String? {
        let (_, rest) = partition(input.findings)
        guard !rest.isEmpty else { return nil }
        var path = pathCache()
        var lines = [
            "### \(MarkdownReporter.escaped(input.toolName)): \(FindingCounts(input.findings).summaryLine)", "",
            "\(rest.count) not shown as annotations (GitHub shows \(annotationLimit) of each kind per step):", "",
            "| Severity | Rule | Location | Message |", "|---|---|---|---|",
        ]
        for finding in rest {
            let place = "\(path(finding.location.file)):\(finding.location.line):\(finding.location.column)"
            lines.append(
                "| \(finding.severity.rawValue) | \(MarkdownReporter.escaped(finding.rule)) | \(MarkdownReporter.escaped(place)) | \(MarkdownReporter.escaped(finding.message)) |")
        }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// A finding's path as annotations name it (relative to the workspace, made printable), worked out once
    /// per file.
    private func pathCache() -> PathConversionCache<String> {
        PathConversionCache { [baseDirectory, workspace] file in
            let absolute = PathRelativiser.absolute(file, base: baseDirectory)
            if let workspace, let inside = PathRelativiser.inside(absolute, root: PathRelativiser.absolute(workspace, base: baseDirectory)) {
                return PrintableText.escaped(inside)
            }
            return PrintableText.escaped(PathRelativiser.relative(file, to: baseDirectory))
        }
    }

    private func appendAnnotation(_ finding: Finding, path: String, to out: inout ReportBytes) {
        out.append("::")
        switch finding.severity {
        case .error: out.append("error")
        case .warning: out.append("warning")
        case .note: out.append("notice")
        }
        out.append(" file=")
        out.appendGitHubProperty(path)
        out.append(",line=")
        out.append(decimal: finding.location.line)
        out.append(",col=")
        out.append(decimal: finding.location.column)
        out.append(",title=")
        out.appendGitHubProperty(finding.rule)
        out.append("::")
        // The fix goes on a line of its own in the annotation; a line break inside a key stays an escape.
        out.appendGitHubData(PrintableText.escaped(finding.message))
        if finding.targets.count > 1 {
            out.append("%0Atargets: ")
            out.appendGitHubData(PrintableText.escaped(finding.targets.joined(separator: ", ")))
        }
        if let fix = finding.fix {
            out.append("%0Afix: ")
            out.appendGitHubData(PrintableText.escaped(fix))
        }
        out.append("\n")
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
