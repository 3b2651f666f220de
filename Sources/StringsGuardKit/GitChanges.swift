import Checks
import Diagnostics
import Foundation

/// The lines changed since a git revision, so that a pull request is shown only what it touched.
public struct GitChanges: Sendable {
    /// What changed in a file: some lines, or all of it (a new, untracked file).
    public enum Change: Sendable {
        case lines(Set<Int>)
        case wholeFile

        func contains(_ line: Int) -> Bool {
            switch self {
            case .wholeFile: return true
            case .lines(let lines): return lines.contains(line)
            }
        }

        func overlaps(_ range: ClosedRange<Int>) -> Bool {
            switch self {
            case .wholeFile: return true
            case .lines(let lines): return lines.contains { range.contains($0) }
            }
        }
    }

    /// Keyed by path relative to the current folder.
    public var changes: [String: Change] = [:]
    private var relativiser = PathRelativiser()

    /// The lines changed since `revision` (a branch, tag or commit). A revision that starts with `-` is
    /// refused before git sees it (git would take it for an option: `--output=FILE` writes a file), and
    /// one that names no commit is refused by `git rev-parse --verify`; git's own failures are one line.
    public init(since revision: String) throws {
        let commit = try Self.verifiedCommit(revision)
        let diff = try GitRunner.output(
            ["diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-textconv", "--relative", "--end-of-options", commit, "--"],
            what: "--changed-since: git diff failed")
        var file: String?
        for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("+++ ") {
                let name = line.dropFirst(4)
                file = name == "/dev/null" ? nil : String(name.hasPrefix("b/") ? name.dropFirst(2) : name)
                if let file, changes[file] == nil { changes[file] = .lines([]) }
            } else if line.hasPrefix("@@"), let file, let range = Self.addedRange(in: line),
                case .lines(let lines)? = changes[file]
            {
                changes[file] = .lines(lines.union(range))
            }
        }
        let untracked = try GitRunner.output(
            ["ls-files", "--others", "--exclude-standard", "--end-of-options"], what: "--changed-since: git ls-files failed")
        for path in untracked.split(separator: "\n") {
            changes[String(path)] = .wholeFile
        }
    }

    /// The commit `revision` names, as a full hash: the only form passed on to `git diff`.
    static func verifiedCommit(_ revision: String) throws(InputError) -> String {
        guard !revision.isEmpty else { throw InputError("--changed-since needs a git revision, such as origin/main") }
        guard !revision.hasPrefix("-") else {
            throw InputError(
                "--changed-since '\(revision)' is not a git revision: it starts with '-', which git would take for an option")
        }
        let commit = try GitRunner.output(
            ["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"],
            what: "--changed-since '\(revision)' names no commit here")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        // A hash is all rev-parse prints; anything else is not passed on.
        guard !commit.isEmpty, commit.allSatisfy(\.isHexDigit) else {
            throw InputError("--changed-since '\(revision)' names no commit here")
        }
        return commit
    }

    /// `@@ -a,b +c,d @@`: the new side's lines c through c+d-1 (d defaults to 1; 0 means only deletions).
    static func addedRange(in header: Substring) -> ClosedRange<Int>? {
        guard let plus = header.split(separator: " ").first(where: { $0.hasPrefix("+") }) else { return nil }
        let parts = plus.dropFirst().split(separator: ",")
        guard let first = parts.first, let start = Int(first) else { return nil }
        let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
        return count == 0 ? nil : start...(start + count - 1)
    }

    /// Keeps findings on changed lines, and findings about keys whose catalog entry changed anywhere
    /// (a translation edited inside an entry concerns the key's findings too).
    public func filter(_ findings: [Finding], project: Project) -> [Finding] {
        var changedKeys: Set<[String]> = []
        for target in project.targets {
            for loaded in target.catalogs {
                guard let change = changes[relativiser.relative(loaded.path)] else { continue }
                let entries = loaded.catalog.entries
                for (index, entry) in entries.enumerated() {
                    let end = index + 1 < entries.count ? entries[index + 1].location.line - 1 : Int.max
                    if change.overlaps(entry.location.line...max(end, entry.location.line)) {
                        changedKeys.insert([loaded.path, entry.key])
                    }
                }
            }
        }
        return findings.filter { finding in
            let file = relativiser.relative(finding.location.file)
            if changes[file]?.contains(finding.location.line) == true { return true }
            if let key = finding.key, changedKeys.contains([finding.location.file, key]) { return true }
            return false
        }
    }
}
