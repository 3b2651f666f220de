import Diagnostics

/// Turns a report into the text of one output format. Implementations hold their options and only render.
public protocol Reporter: Sendable {
    func render(_ input: ReportInput) -> String
}

/// A reporter the `--format` option can name: every file in Reporters/ is one, and the list of formats
/// (ReportFormat) is generated from them.
public protocol NamedReporter: Reporter {
    /// The name `--format` takes.
    static var formatName: String { get }
    init(options: ReportOptions)
}

