import Diagnostics
import Foundation

/// One `path:line:column: severity: message [rule]` line per finding, which Xcode shows in its issue
/// navigator when a build phase prints it. Paths are always absolute, whatever the working folder or
/// configuration: Xcode resolves a relative path against no folder the user chose, and would not jump to it.
public struct XcodeReporter: NamedReporter {
    public static let formatName = "xcode"

    /// What relative paths in findings are relative to; nil: the process's current folder.
    public var baseDirectory: String?

    public init(baseDirectory: String? = nil) {
        self.baseDirectory = baseDirectory
    }

    public init(options: ReportOptions) {
        self.init(baseDirectory: options.baseDirectory)
    }

    public func render(_ input: ReportInput) -> String {
        let base = baseDirectory ?? FileManager.default.currentDirectoryPath
        var printedPath = PathConversionCache { PrintableText.escaped(PathRelativiser.absolute($0, base: base)) }
        return input.findings.inReportOrder.map { finding in
            // Exactly the compiler's shape: Xcode parses nothing after it, so the fix stays out.
            let message = TextReporter.singleLine(finding.message)
            let path = printedPath(finding.location.file)
            return "\(path):\(finding.location.line):\(finding.location.column): \(finding.severity.rawValue): \(message) [\(finding.rule)]\n"
        }.joined()
    }
}
