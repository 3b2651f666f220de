import Diagnostics

/// How many findings of each severity there are, and in how many files.
public struct FindingCounts: Sendable, Equatable {
    public var errors: Int
    public var warnings: Int
    public var notes: Int
    public var files: Int

    public init(_ findings: [Finding]) {
        // One pass without copying findings: a run counts its findings several times (reporters, the
        // exit decision), and a legacy project has tens of thousands of them.
        var errors = 0, warnings = 0, notes = 0
        var files: Set<String> = []
        var lastFile: String?
        for index in findings.indices {
            switch findings[index].severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            let file = findings[index].location.file
            if file != lastFile {
                files.insert(file)
                lastFile = file
            }
        }
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
        self.files = files.count
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
