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
        // Findings come in report order, by file: the files are counted where the path changes, and only
        // findings out of that order are counted through a set (hashing each path into one was a tenth of
        // a build phase's replay, whose findings are about 650 files).
        var errors = 0, warnings = 0, notes = 0
        var changes = 0
        var isByFile = true
        var lastFile: String?
        for index in findings.indices {
            switch findings[index].severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
            let file = findings[index].location.file
            if file != lastFile {
                if let lastFile, file < lastFile { isByFile = false }
                changes += 1
                lastFile = file
            }
        }
        self.errors = errors
        self.warnings = warnings
        self.notes = notes
        self.files = isByFile ? changes : Set(findings.lazy.map(\.location.file)).count
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
