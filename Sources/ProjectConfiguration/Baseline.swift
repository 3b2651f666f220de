import JSON
import Diagnostics
import Foundation
import SafeFiles

/// Today's findings, recorded so that only new ones fail a run: a large project adopts the tool at once
/// and pays the backlog down over time. Findings match by rule, file, key and language — never by line,
/// which moves with every edit.
public struct Baseline: Sendable, Equatable {
    public struct Entry: Hashable, Sendable, Comparable {
        public var rule: String
        public var file: String
        public var key: String?
        public var language: String?

        public init(rule: String, file: String, key: String?, language: String?) {
            self.rule = rule
            self.file = file
            self.key = key
            self.language = language
        }

        public init(_ finding: Finding) {
            self.init(rule: finding.rule, file: finding.location.file, key: finding.key, language: finding.language)
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.key ?? "", lhs.language ?? "") < (rhs.file, rhs.rule, rhs.key ?? "", rhs.language ?? "")
        }
    }

    /// How many findings of each kind were accepted: two identical findings need two entries.
    public private(set) var counts: [Entry: Int]

    public init(findings: [Finding]) {
        counts = [:]
        for finding in findings { counts[Entry(finding), default: 0] += 1 }
    }

    /// The findings the baseline does not cover, in their original order.
    public func newFindings(in findings: [Finding]) -> [Finding] {
        var remaining = counts
        return findings.filter { finding in
            let entry = Entry(finding)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
    }

    public static func load(path: String) throws(InputError) -> Baseline {
        let root = try JSONReader.parse(contentsOf: path, kind: .baseline)
        guard let list = root["findings"], let elements = list.elements else {
            throw InputError("a baseline is an object with a 'findings' array", at: root.position.location(in: path))
        }
        var baseline = Baseline(findings: [])
        for element in elements {
            guard let rule = element["rule"]?.string, let file = element["file"]?.string else {
                throw InputError("each baseline entry needs 'rule' and 'file' strings", at: element.position.location(in: path))
            }
            let entry = Entry(rule: rule, file: file, key: element["key"]?.string, language: element["language"]?.string)
            baseline.counts[entry, default: 0] += 1
        }
        return baseline
    }

    /// The baseline as JSON, entries sorted so that the file diffs cleanly from one run to the next.
    public func serialized() -> String {
        var entries: [JSONText] = []
        for entry in counts.keys.sorted() {
            var fields: [(String, JSONText)] = [("rule", .string(entry.rule)), ("file", .string(entry.file))]
            if let key = entry.key { fields.append(("key", .string(key))) }
            if let language = entry.language { fields.append(("language", .string(language))) }
            entries += Array(repeating: .object(fields), count: counts[entry] ?? 0)
        }
        return JSONText.object([("version", .int(1)), ("findings", .array(entries))]).rendered() + "\n"
    }
}
