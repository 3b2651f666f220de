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
        var lines: [String] = []
        var currentFile: String?
        for finding in input.findings.inReportOrder {
            if finding.location.file != currentFile {
                if currentFile != nil { lines.append("") }
                currentFile = finding.location.file
                lines.append(paint(PathRelativiser.relative(finding.location.file, to: baseDirectory), Self.bold))
            }
            let severity = paint("\(finding.severity.rawValue):", color(for: finding.severity))
            let message = Self.singleLine(finding.message)
            lines.append("  \(finding.location.line):\(finding.location.column): \(severity) \(message) [\(finding.rule)]")
            if finding.targets.count > 1 {
                lines.append("    " + paint("in:", Self.dim) + " " + Self.singleLine(finding.targets.joined(separator: ", ")))
            }
            if let fix = finding.fix {
                lines.append("    " + paint("fix:", Self.dim) + " " + Self.singleLine(fix))
            }
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(FindingCounts(input.findings).summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Keeps one finding on one line even when a message carries a newline.
    static func singleLine(_ text: String) -> String {
        // Every newline character (U+000A-U+000D, U+0085, U+2028, U+2029) has one of these bytes in UTF-8;
        // most messages have none and are kept as they are, without walking their characters.
        if !text.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 == 0xC2 || $0 == 0xE2 }) { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
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
