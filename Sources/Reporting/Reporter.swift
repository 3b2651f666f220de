import Diagnostics

/// Turns a report into the text of one output format. Implementations hold their options and only render.
public protocol Reporter: Sendable {
    func render(_ input: ReportInput) -> String
    /// The same text as UTF-8 bytes, what the command line writes: the formats that write bytes as they go
    /// hand them over without building (and validating) a string of a report of tens of megabytes.
    func renderUTF8(_ input: ReportInput) -> [UInt8]
    /// The same bytes handed to `emit` in pieces, in order, each lent for the call: a format that renders
    /// its parts on both cores hands them over as they are, rather than copying tens of megabytes into
    /// one array to write it.
    func renderPieces(_ input: ReportInput, to emit: (UnsafeRawBufferPointer) -> Void)
}

extension Reporter {
    public func renderUTF8(_ input: ReportInput) -> [UInt8] { Array(render(input).utf8) }

    public func renderPieces(_ input: ReportInput, to emit: (UnsafeRawBufferPointer) -> Void) {
        renderUTF8(input).withUnsafeBytes(emit)
    }
}

/// A reporter the `--format` option can name: every file in Reporters/ is one, and the list of formats
/// (ReportFormat) is generated from them.
public protocol NamedReporter: Reporter {
    /// The name `--format` takes.
    static var formatName: String { get }
    init(options: ReportOptions)
}
