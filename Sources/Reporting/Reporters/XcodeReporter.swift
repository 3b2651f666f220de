import Diagnostics

/// One `path:line:column: severity: message [rule]` line per finding, which Xcode shows in its issue
/// navigator when a build phase prints it. Paths stay as the findings carry them (Xcode wants them absolute).
public struct XcodeReporter: NamedReporter {
    public static let formatName = "xcode"

    public init() {}

    public init(options: ReportOptions) {
        self.init()
    }

    public func render(_ input: ReportInput) -> String {
        input.findings.inReportOrder.map { finding in
            // Exactly the compiler's shape: Xcode parses nothing after it, so the fix stays out.
            let message = TextReporter.singleLine(finding.message)
            return "\(finding.location.prefix): \(finding.severity.rawValue): \(message) [\(finding.rule)]\n"
        }.joined()
    }
}
