import Diagnostics

/// Findings as one JSON document for scripts: `tool`, `findings` (keys in a fixed order, optional keys only
/// where present, paths relative to the base folder) and a `summary` of counts.
public struct JSONReporter: NamedReporter {
    public static let formatName = "json"

    public var baseDirectory: String?

    public init(baseDirectory: String? = nil) {
        self.baseDirectory = baseDirectory
    }

    public init(options: ReportOptions) {
        self.init(baseDirectory: options.baseDirectory)
    }

    public func render(_ input: ReportInput) -> String {
        String(decoding: renderUTF8(input), as: UTF8.self)
    }

    /// The layout `JSONText.rendered()` gives (two-space indent, `"key": value`), written straight as bytes:
    /// the findings, most of the document, in runs on both cores.
    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        let counts = FindingCounts(input.findings)
        let findings = input.findings.inReportOrder
        let runs = FindingRuns.map(findings) { run in [renderedRun(run)] }
        // The document's head and tail are written here, and the runs copied once, into the array returned.
        var head = ReportBytes(capacity: 256)
        head.append("{\n  \"tool\": {\n    \"name\": ")
        head.appendJSONString(input.toolName)
        head.append(",\n    \"version\": ")
        head.appendJSONString(input.toolVersion)
        head.append("\n  },\n  \"findings\": ")
        head.append(findings.isEmpty ? "[]" : "[")
        var parts = [head]
        var tail = ReportBytes(capacity: 256)
        if !findings.isEmpty {
            var comma = ReportBytes(capacity: 1)
            comma.append(",")
            for (index, run) in runs.enumerated() {
                if index > 0 { parts.append(comma) }
                parts.append(run)
            }
            tail.append("\n  ]")
        }
        tail.append(",\n  \"summary\": {\n    \"errors\": ")
        tail.append(decimal: counts.errors)
        tail.append(",\n    \"warnings\": ")
        tail.append(decimal: counts.warnings)
        tail.append(",\n    \"notes\": ")
        tail.append(decimal: counts.notes)
        tail.append("\n  }\n}\n")
        parts.append(tail)
        return ReportBytes.joined(parts)
    }

    /// A run's finding objects as they sit in the `findings` array (two levels in), each after its line
    /// break, separated by commas.
    private func renderedRun(_ run: ArraySlice<Finding>) -> ReportBytes {
        var relativeFile = PathConversionCache { [baseDirectory] in PathRelativiser.relative($0, to: baseDirectory) }
        var out = ReportBytes(capacity: run.count * 512)
        // A run's findings come in runs of one file (by place): it is quoted once, its bytes copied for the
        // findings after. (Their rules alternate from one finding to the next.)
        var file = QuotedJSONString()
        // Through a buffer, so that no finding is copied (each copy retains its seven strings and arrays).
        run.withUnsafeBufferPointer { findings in
            for index in findings.indices {
                if index > 0 { out.append(",") }
                file.quote(relativeFile(findings[index].location.file))
                writeObject(findings.baseAddress! + index, file: file.bytes, to: &out)
            }
        }
        return out
    }

    /// `file` is the finding's path relative to the base folder, quoted as a JSON string; the finding is read
    /// where it is.
    private func writeObject(_ finding: UnsafePointer<Finding>, file: ReportBytes, to out: inout ReportBytes) {
        // Each property is read in place: a copy of the whole finding retained seven strings and arrays.
        out.append("\n    {\n      \"rule\": ")
        out.appendJSONString(finding.pointee.rule)
        out.append(",\n      \"severity\": \"")
        out.append(severity: finding.pointee.severity)
        out.append("\"")
        out.append(",\n      \"message\": ")
        out.appendJSONMessage(finding)
        out.append(",\n      \"file\": ")
        out.append(file)
        out.append(",\n      \"line\": ")
        out.append(decimal: finding.pointee.location.line)
        out.append(",\n      \"column\": ")
        out.append(decimal: finding.pointee.location.column)
        if let key = finding.pointee.key {
            out.append(",\n      \"key\": ")
            out.appendJSONString(key)
        }
        if let language = finding.pointee.language {
            out.append(",\n      \"language\": ")
            out.appendJSONString(language)
        }
        if !finding.pointee.targets.isEmpty {
            out.append(",\n      \"targets\": [")
            for (index, target) in finding.pointee.targets.enumerated() {
                out.append(index > 0 ? ",\n        " : "\n        ")
                out.appendJSONString(target)
            }
            out.append("\n      ]")
        }
        if finding.pointee.fixText != nil {
            out.append(",\n      \"fix\": ")
            out.appendJSONFix(finding)
        }
        out.append("\n    }")
    }
}

/// A text quoted as a JSON string, kept for the next text that is equal to it (one comparison of the same
/// string object, as a run's findings share their file's path).
struct QuotedJSONString {
    private var text: String?
    /// The last text quoted, as `ReportBytes.appendJSONString` writes it.
    private(set) var bytes = ReportBytes(capacity: 64)

    mutating func quote(_ text: String) {
        if text == self.text { return }
        self.text = text
        bytes = ReportBytes(capacity: text.utf8.count + 2)
        bytes.appendJSONString(text)
    }
}
