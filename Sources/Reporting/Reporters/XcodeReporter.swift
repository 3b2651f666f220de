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
        String(decoding: renderUTF8(input), as: UTF8.self)
    }

    public func renderUTF8(_ input: ReportInput) -> [UInt8] {
        let base = baseDirectory ?? FileManager.default.currentDirectoryPath
        let runs = FindingRuns.map(input.findings.inReportOrder) { run in
            var printedPath = PathConversionCache { PrintableText.escaped(PathRelativiser.absolute($0, base: base)) }
            var out = ReportBytes(capacity: run.count * 160)
            run.withUnsafeBufferPointer { findings in
                for index in findings.indices {
                    // Exactly the compiler's shape: Xcode parses nothing after it, so the fix stays out.
                    let path = printedPath(findings[index].location.file)
                    out.appendCompilerLine(findings.baseAddress! + index, path: path)
                }
            }
            return [out]
        }
        var out = ReportBytes(capacity: runs.reduce(0) { $0 + $1.count })
        for run in runs { out.append(run) }
        return out.bytes
    }
}
