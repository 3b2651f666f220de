import Diagnostics

/// The default human format: findings grouped under their file, each fix on the line after, then a summary.
public struct TextReporter: NamedReporter {
    public static let formatName = "text"

    public var useColor: Bool
    public var baseDirectory: String?

    public init(useColor: Bool = false, baseDirectory: String? = nil) {
        self.useColor = useColor
        self.baseDirectory = baseDirectory
    }

    public init(options: ReportOptions) {
        self.init(useColor: options.useColor, baseDirectory: options.baseDirectory)
    }

    public func render(_ input: ReportInput) -> String {
        let findings = input.findings.inReportOrder
        // Each finding's lines are rendered on both cores; only the file headings are placed here, in order.
        let blocks = FindingRuns.map(findings) { run in run.map(block) }
        var lines: [String] = []
        var currentFile: String?
        for (finding, block) in zip(findings, blocks) {
            if finding.location.file != currentFile {
                if currentFile != nil { lines.append("") }
                currentFile = finding.location.file
                lines.append(paint(PrintableText.escaped(PathRelativiser.relative(finding.location.file, to: baseDirectory)), Self.bold))
            }
            lines.append(block)
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(FindingCounts(input.findings).summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// One finding's lines under its file's heading: place, severity, message and rule, then the targets it
    /// affects and its fix, each on its own line.
    private func block(_ finding: Finding) -> String {
        let severity = paint("\(finding.severity.rawValue):", color(for: finding.severity))
        let message = Self.singleLine(finding.message)
        var block = "  \(finding.location.line):\(finding.location.column): \(severity) \(message) [\(finding.rule)]"
        if finding.targets.count > 1 {
            block += "\n    " + paint("in:", Self.dim) + " " + Self.singleLine(finding.targets.joined(separator: ", "))
        }
        if let fix = finding.fix {
            block += "\n    " + paint("fix:", Self.dim) + " " + Self.singleLine(fix)
        }
        return block
    }

    /// Keeps one finding on one line even when a message carries a newline or a control character (a key
    /// holding one): escaped, never printed raw.
    static func singleLine(_ text: String) -> String {
        PrintableText.escaped(text)
    }

    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    static let reset = "\u{1B}[0m"

    private func color(for severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31m"
        case .warning: return "\u{1B}[1;33m"
        case .note: return "\u{1B}[1;36m"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        useColor ? code + text + Self.reset : text
    }
}
