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
        String(decoding: renderUTF8(input), as: UTF8.self)
    }

    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        let lines = SourceLines(baseDirectory: baseDirectory)
        var out = ReportBytes(capacity: 256 + input.findings.count * 256)
        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"")
        out.append(text: Self.formatVersion)
        out.append("\">\n")
        // By absolute path, so a file named two ways (relative and absolute) is still one `<file>`. Each
        // file's path is worked out once and ranked among the others once, so findings sort on numbers.
        let findings = input.findings.inReportOrder
        var paths: [String] = []
        var pathNumber: [String: Int] = [:]
        var fileLines: [SourceLines.FileLines?] = []
        var fileOfPath = PathConversionCache { [baseDirectory] file -> (path: Int, lines: Int) in
            let path = PathRelativiser.absolute(file, base: baseDirectory)
            let number = pathNumber[path] ?? paths.count
            if number == paths.count {
                pathNumber[path] = number
                paths.append(path)
            }
            fileLines.append(lines.lines(of: file))
            return (number, fileLines.count - 1)
        }
        let places = findings.map { fileOfPath($0.location.file) }
        var rankOfPath = [Int](repeating: 0, count: paths.count)
        for (rank, number) in paths.indices.sorted(by: { paths[$0] < paths[$1] }).enumerated() { rankOfPath[number] = rank }
        let order = findings.indices.sorted { lhs, rhs in
            let (left, right) = (findings[lhs].location, findings[rhs].location)
            let (leftRank, rightRank) = (rankOfPath[places[lhs].path], rankOfPath[places[rhs].path])
            if leftRank != rightRank { return leftRank < rightRank }
            if left.line != right.line { return left.line < right.line }
            if left.column != right.column { return left.column < right.column }
            return lhs < rhs
        }
        var currentRank: Int?
        for index in order {
            let finding = findings[index]
            let place = places[index]
            let rank = rankOfPath[place.path]
            if rank != currentRank {
                if currentRank != nil { out.append("  </file>\n") }
                currentRank = rank
                out.append("  <file name=\"")
                out.appendXML(paths[place.path])
                out.append("\">\n")
            }
            out.append("    <error line=\"")
            out.append(decimal: max(finding.location.line, 1))
            out.append("\"")
            if let line = fileLines[place.lines]?.bytes(ofLine: finding.location.line) {
                out.append(" column=\"")
                out.append(decimal: max(SourceLines.utf16Column(ofByteColumn: finding.location.column, inLine: line), 1))
                out.append("\"")
            }
            out.append(" severity=\"")
            out.append(Self.severity(finding.severity))
            out.append("\" message=\"")
            out.appendXML(finding.message)
            if finding.targets.count > 1 {
                out.append(" (affects ")
                out.appendXML(finding.targets.joined(separator: ", "))
                out.append(")")
            }
            if let fix = finding.fix {
                out.append("&#10;fix: ")
                out.appendXML(fix)
            }
            out.append("\" source=\"")
            out.appendXML(input.toolName)
            out.append(".")
            out.appendXML(finding.rule)
            out.append("\"/>\n")
        }
        if currentRank != nil { out.append("  </file>\n") }
        out.append("</checkstyle>\n")
        return out.bytes
    }

    static func severity(_ severity: Severity) -> StaticString {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "info"
        }
    }
}
