import Checks
import Diagnostics
import Reporting

/// How a run's findings turn into what is reported and whether the run fails: the team's choice of
/// `--strict` (warnings fail too), `--max-warnings N` (more than N warnings fail), `--severity LEVEL`
/// (report only LEVEL and above) and `--quiet` (errors only, and no informational lines on standard error).
/// Errors always fail. The decision is made on every finding, shown or not, so hiding warnings never
/// hides why a run failed: the reason says so.
public struct FindingPolicy: Sendable, Equatable {
    public var strict: Bool
    public var quiet: Bool
    public var maxWarnings: Int?
    /// The lowest severity reported; nil reports everything (notes included).
    public var minimumSeverity: Severity?

    public init(strict: Bool = false, quiet: Bool = false, maxWarnings: Int? = nil, minimumSeverity: Severity? = nil) {
        self.strict = strict
        self.quiet = quiet
        self.maxWarnings = maxWarnings
        self.minimumSeverity = minimumSeverity
    }

    /// The outcome: pass, or fail with the reason in words ("3 warnings, and --strict fails on warnings").
    public struct Decision: Sendable, Equatable {
        public var fails: Bool
        public var reason: String?

        public init(fails: Bool, reason: String?) {
            self.fails = fails
            self.reason = reason
        }
    }

    /// The lowest severity shown: `--quiet` is errors.
    public var reportedSeverity: Severity? { quiet ? .error : minimumSeverity }

    /// Whether informational lines (where the configuration came from, rules that could not run) are printed.
    public var showsNotices: Bool { !quiet }

    /// The findings reporters show.
    public func reported(_ findings: [Finding]) -> [Finding] {
        guard let floor = reportedSeverity else { return findings }
        return findings.filter { $0.severity >= floor }
    }

    public func decision(for findings: [Finding]) -> Decision {
        let counts = FindingCounts(findings)
        let shown = reportedSeverity
        func hidden(_ severity: Severity) -> String {
            guard let shown, severity < shown else { return "" }
            return quiet ? " (not shown with --quiet)" : " (not shown with --severity \(shown.rawValue))"
        }
        if counts.errors > 0 {
            return Decision(fails: true, reason: "\(Self.counted(counts.errors, "error"))")
        }
        if strict, counts.warnings > 0 {
            return Decision(
                fails: true, reason: "\(Self.counted(counts.warnings, "warning"))\(hidden(.warning)), and --strict fails on warnings")
        }
        if let maxWarnings, counts.warnings > maxWarnings {
            return Decision(
                fails: true,
                reason: "\(Self.counted(counts.warnings, "warning"))\(hidden(.warning)), more than --max-warnings \(maxWarnings) allows")
        }
        return Decision(fails: false, reason: nil)
    }

    /// `--severity`'s value: error, warning or note.
    public static func severity(named name: String) throws(InputError) -> Severity {
        guard let severity = Severity(rawValue: name) else {
            throw InputError("--severity must be error, warning or note, not '\(name)'")
        }
        return severity
    }

    /// `--max-warnings`' value: a count, 0 or more.
    public static func maxWarnings(parsing text: String) throws(InputError) -> Int {
        guard let value = Int(text), value >= 0 else {
            throw InputError("--max-warnings takes a number of warnings (0 or more), not '\(text)'")
        }
        return value
    }

    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
