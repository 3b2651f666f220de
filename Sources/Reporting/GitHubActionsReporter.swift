import Diagnostics

/// GitHub Actions workflow commands (`::error file=…,line=…,col=…,title=…::message`), which annotate the
/// pull request's diff. Notes use `::notice`. Paths must be relative to the repository root: the base folder.
public struct GitHubActionsReporter: Reporter {
    public var baseDirectory: String?

    public init(baseDirectory: String? = nil) {
        self.baseDirectory = baseDirectory
    }

    public func render(_ input: ReportInput) -> String {
        input.findings.inReportOrder.map { finding in
            let command: String
            switch finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .note: command = "notice"
            }
            let file = PrintableText.escaped(DisplayPath.relative(finding.location.file, to: baseDirectory))
            let properties = [
                "file=" + Self.escapedProperty(file),
                "line=\(finding.location.line)",
                "col=\(finding.location.column)",
                "title=" + Self.escapedProperty(finding.rule),
            ].joined(separator: ",")
            // The fix goes on a line of its own in the annotation; a line break inside a key stays an escape.
            var message = PrintableText.escaped(finding.message)
            if let fix = finding.fix { message += "\nfix: " + PrintableText.escaped(fix) }
            return "::\(command) \(properties)::\(Self.escapedData(message))\n"
        }.joined()
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
