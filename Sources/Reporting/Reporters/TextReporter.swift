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
        let findings = input.findings.inReportOrder
        // Each finding's lines are written on both cores; only the file headings are placed here, in order.
        // A run's findings are written one after the other into one buffer, each block's end noted, so the
        // headings can go between them (findings are read through a buffer: none is copied).
        let runs = FindingRuns.map(findings) { run in
            var blocks = ReportBytes(capacity: run.count * 200)
            var ends: [Int] = []
            ends.reserveCapacity(run.count)
            run.withUnsafeBufferPointer { findings in
                for index in findings.indices {
                    write(findings.baseAddress! + index, to: &blocks)
                    ends.append(blocks.count)
                }
            }
            return [(blocks: blocks, ends: ends)]
        }
        var out = ReportBytes(capacity: runs.reduce(64) { $0 + $1.blocks.count + $1.ends.count })
        var currentFile: String?
        findings.withUnsafeBufferPointer { findings in
            var index = 0
            for run in runs {
                var start = 0
                for end in run.ends {
                    let file = findings[index].location.file
                    if file != currentFile {
                        if currentFile != nil { out.append("\n") }
                        currentFile = file
                        paint(Self.bold, &out) { $0.appendPrintable(PathRelativiser.relative(file, to: baseDirectory)) }
                        out.append("\n")
                    }
                    out.append(run.blocks, from: start, to: end)
                    out.append("\n")
                    start = end
                    index += 1
                }
            }
        }
        if !findings.isEmpty { out.append("\n") }
        out.append(text: FindingCounts(input.findings).summaryLine)
        out.append("\n")
        return out.bytes
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
