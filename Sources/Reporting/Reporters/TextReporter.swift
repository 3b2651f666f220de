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
        String(decoding: renderUTF8(input), as: UTF8.self)
    }

    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        ReportBytes.joined(parts(of: input))
    }

    /// The parts as they were rendered, written one after the other without being joined first.
    public func renderPieces(_ input: ReportInput, to emit: (UnsafeRawBufferPointer) -> Void) {
        ReportBytes.lend(parts(of: input), to: emit)
    }

    /// The findings in runs written on both cores, then the summary. Each run writes its findings' lines
    /// and the file headings between them: a finding is under a new heading when its file is not the one of
    /// the finding before it, the previous run's last included (findings are read through a buffer: none
    /// is copied).
    private func parts(of input: ReportInput) -> [ReportBytes] {
        let findings = input.findings.inReportOrder
        var parts = FindingRuns.map(findings) { run in
            var out = ReportBytes(capacity: run.count * 200)
            findings.withUnsafeBufferPointer { findings in
                var currentFile = run.startIndex > 0 ? findings[run.startIndex - 1].location.file : nil
                for index in run.indices {
                    let file = findings[index].location.file
                    if file != currentFile {
                        if currentFile != nil { out.append("\n") }
                        currentFile = file
                        paint(Self.bold, &out) { $0.appendPrintable(PathRelativiser.relative(file, to: baseDirectory)) }
                        out.append("\n")
                    }
                    write(findings.baseAddress! + index, to: &out)
                    out.append("\n")
                }
            }
            return [out]
        }
        var summary = ReportBytes(capacity: 128)
        if !findings.isEmpty { summary.append("\n") }
        summary.append(text: FindingCounts(input.findings).summaryLine)
        summary.append("\n")
        parts.append(summary)
        return parts
    }

    /// One finding's lines under its file's heading: place, severity, message and rule, then the targets it
    /// affects and its fix, each on its own line.
    private func write(_ finding: UnsafePointer<Finding>, to out: inout ReportBytes) {
        // Read in place: a copy of a finding retains its seven strings and arrays.
        out.append("  ")
        out.append(decimal: finding.pointee.location.line)
        out.append(":")
        out.append(decimal: finding.pointee.location.column)
        out.append(": ")
        paint(color(for: finding.pointee.severity), &out) { out in
            out.append(text: finding.pointee.severity.rawValue)
            out.append(":")
        }
        out.append(" ")
        out.appendPrintableMessage(finding)
        out.append(" [")
        out.append(text: finding.pointee.rule)
        out.append("]")
        if finding.pointee.targets.count > 1 {
            out.append("\n    ")
            paint(Self.dim, &out) { $0.append("in:") }
            out.append(" ")
            out.appendPrintable(finding.pointee.targets.joined(separator: ", "))
        }
        if finding.pointee.fixText != nil {
            out.append("\n    ")
            paint(Self.dim, &out) { $0.append("fix:") }
            out.append(" ")
            out.appendPrintableFix(finding)
        }
    }

    /// Keeps one finding on one line even when a message carries a newline or a control character (a key
    /// holding one): escaped, never printed raw.
    static func singleLine(_ text: String) -> String {
        PrintableText.escaped(text)
    }

    static let bold: StaticString = "\u{1B}[1m"
    static let dim: StaticString = "\u{1B}[2m"
    static let reset: StaticString = "\u{1B}[0m"

    private func color(for severity: Severity) -> StaticString {
        switch severity {
        case .error: return "\u{1B}[1;31m"
        case .warning: return "\u{1B}[1;33m"
        case .note: return "\u{1B}[1;36m"
        }
    }

    /// What `write` writes, between `code` and the reset when colours are on.
    private func paint(_ code: StaticString, _ out: inout ReportBytes, _ write: (inout ReportBytes) -> Void) {
        if useColor { out.append(code) }
        write(&out)
        if useColor { out.append(Self.reset) }
    }
}
