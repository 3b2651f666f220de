import Diagnostics

/// Checkstyle XML, which Jenkins' warnings plugin, reviewdog, Danger and many CI dashboards read:
/// `<checkstyle><file name=…><error line column severity message source/></file></checkstyle>`, a file per
/// path in report order. Paths are absolute, as Checkstyle writes them; columns are UTF-16 code units
/// (Checkstyle counts Java characters), converted from the findings' UTF-8 byte columns by reading each
/// line, and left out when that is not possible. Notes are `info`; `source` is `stringsguard.RULE`.
public struct CheckstyleReporter: NamedReporter {
    public static let formatName = "checkstyle"

    public var baseDirectory: String?

    /// The `version` attribute: the Checkstyle format's, which consumers check, not ours.
    public static let formatVersion = "4.3"

    public init(baseDirectory: String? = nil) {
        self.baseDirectory = baseDirectory
    }

    public init(options: ReportOptions) {
        self.init(baseDirectory: options.baseDirectory)
    }

    public func render(_ input: ReportInput) -> String {
        let lines = SourceLines(baseDirectory: baseDirectory)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"\(Self.formatVersion)\">\n"
        var currentFile: String?
        // By absolute path, so a file named two ways (relative and absolute) is still one `<file>`.
        let placed = input.findings.inReportOrder.enumerated().map { index, finding in
            (index: index, path: PathRelativiser.absolute(finding.location.file, base: baseDirectory), finding: finding)
        }.sorted { lhs, rhs in
            if lhs.path != rhs.path { return lhs.path < rhs.path }
            if lhs.finding.location.line != rhs.finding.location.line { return lhs.finding.location.line < rhs.finding.location.line }
            if lhs.finding.location.column != rhs.finding.location.column { return lhs.finding.location.column < rhs.finding.location.column }
            return lhs.index < rhs.index
        }
        for (_, path, finding) in placed {
            if path != currentFile {
                if currentFile != nil { xml += "  </file>\n" }
                currentFile = path
                xml += "  <file name=\"\(XML.escaped(path))\">\n"
            }
            xml += "    <error line=\"\(max(finding.location.line, 1))\""
            if let column = lines.utf16Column(of: finding.location) { xml += " column=\"\(max(column, 1))\"" }
            var message = finding.message
            if finding.targets.count > 1 { message += " (affects \(finding.targets.joined(separator: ", ")))" }
            if let fix = finding.fix { message += "\nfix: " + fix }
            xml += " severity=\"\(Self.severity(finding.severity))\" message=\"\(XML.escaped(message))\""
            xml += " source=\"\(XML.escaped(input.toolName + "." + finding.rule))\"/>\n"
        }
        if currentFile != nil { xml += "  </file>\n" }
        return xml + "</checkstyle>\n"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
