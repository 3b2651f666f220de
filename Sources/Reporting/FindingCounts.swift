import Diagnostics

/// How many findings of each severity there are, and in how many files.
public struct FindingCounts: Sendable, Equatable {
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var files: Int

    public init(_ findings: [Finding]) {
        errors = findings.filter { $0.severity == .error }.count
        warnings = findings.filter { $0.severity == .warning }.count
        notes = findings.filter { $0.severity == .note }.count
        files = Set(findings.map(\.location.file)).count
    }

    public var total: Int { errors + warnings + notes }

    /// "2 errors, 1 warning, 3 notes" with singular and plural right.
    public var severityPhrase: String {
        "\(Self.counted(errors, "error")), \(Self.counted(warnings, "warning")), \(Self.counted(notes, "note"))"
    }

    /// "2 errors, 1 warning, 3 notes in 2 files", or "No findings." when there is nothing.
    public var summaryLine: String {
        total == 0 ? "No findings." : "\(severityPhrase) in \(Self.counted(files, "file"))"
    }

    static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
