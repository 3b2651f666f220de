import Checks
import Diagnostics
import Foundation
import ProjectConfiguration
import SafeFiles
import SourceScanning

/// Every suppression of a run (Swift comments, catalog tags, the configuration's `ignore`), applied after
/// the rules ran: a finding any of them covers is dropped. What is wrong with the suppressions themselves
/// is added: an unknown rule is an `invalid-suppression` error, a suppression that silenced nothing an
/// `unused-suppression` note (only for rules that ran: a rule turned off finds nothing to silence).
struct SuppressionFilter: Sendable {
    var suppressions: [Suppression] = []
    /// Invalid suppressions, and `enable` comments that end nothing.
    var problems: [Finding] = []
    /// Absolute paths of the project's catalogs: a key tag covers Swift findings, not other catalogs'.
    var catalogPaths: Set<String> = []
    /// The folder relative paths are relative to.
    var folder: String

    /// Reads the suppressions: the comments of `swiftFiles` (only files that mention `stringsguard:` are
    /// lexed again; with `cache`, files whose comments an earlier run kept are not even read), the tags of
    /// every catalog of the project, the configuration's entries.
    init(project: Project, configuration: Configuration, swiftFiles: [String], folder: String, cache: CacheFolder? = nil) {
        self.folder = folder
        // A few files are read in less time than starting the threads takes.
        let scanned = parallelMap(swiftFiles, inParallel: swiftFiles.count >= 64) { path in
            cache.map { Self.comments(inFile: path, cache: $0) } ?? Self.comments(inFile: path)
        }
        for (path, comments) in zip(swiftFiles, scanned) where !comments.isEmpty {
            let read = SwiftSuppressionComments.suppressions(
                in: comments, file: path, absoluteFile: PathRelativiser.absolute(path, base: folder))
            suppressions += read.suppressions
            problems += read.problems + read.enableProblems
        }
        for loaded in project.catalogs {
            let absolute = PathRelativiser.absolute(loaded.path, base: folder)
            catalogPaths.insert(absolute)
            let read = CatalogSuppressionTags.suppressions(in: loaded, absolutePath: absolute)
            suppressions += read.suppressions
            problems += read.problems
        }
        for (index, entry) in configuration.ignore.enumerated() {
            var patterns: [String] = []
            if !entry.keys.isEmpty { patterns.append("keys \(entry.keys.joined(separator: ", "))") }
            if !entry.files.isEmpty { patterns.append("files \(entry.files.joined(separator: ", "))") }
            if !entry.languages.isEmpty { patterns.append("languages \(entry.languages.joined(separator: ", "))") }
            suppressions.append(Suppression(
                rule: entry.rule,
                scope: .configuration(
                    entry, keys: entry.keys.map { Glob($0, isPath: false) }, files: entry.files.map { Glob($0, isPath: true) }),
                origin: entry.location,
                unusedMessage: "ignore[\(index)] (\(entry.rule), \(patterns.joined(separator: "; "))) matches no finding"))
        }
    }

    /// The findings no suppression covers, with the findings about the suppressions, in report order.
    func apply(to findings: [Finding], isEnabled: (String) -> Bool) -> [Finding] {
        var used = [Bool](repeating: false, count: suppressions.count)
        // By rule, so a finding is compared only with the suppressions of its own rule.
        var byRule: [String: [Int]] = [:]
        for (index, suppression) in suppressions.enumerated() { byRule[suppression.rule, default: []].append(index) }
        var kept: [Finding]
        if suppressions.isEmpty {
            // Nothing to compare with: the findings stay as they are, uncopied.
            kept = findings
        } else {
            kept = []
            var absolutePaths: [String: String] = [:]
            // Findings come in runs of one file and one rule: most need neither looked up again.
            var lastFile: (file: String, absolute: String)?
            var lastRule: (rule: String, suppressions: [Int])?
            for finding in findings {
                let file: String
                if let lastFile, lastFile.file == finding.location.file {
                    file = lastFile.absolute
                } else if let known = absolutePaths[finding.location.file] {
                    file = known
                } else {
                    file = PathRelativiser.absolute(finding.location.file, base: folder)
                    absolutePaths[finding.location.file] = file
                }
                lastFile = (finding.location.file, file)
                let candidates: [Int]
                if let lastRule, lastRule.rule == finding.rule {
                    candidates = lastRule.suppressions
                } else {
                    candidates = byRule[finding.rule] ?? []
                    lastRule = (finding.rule, candidates)
                }
                var covered = false
                for index in candidates where covers(suppressions[index], finding, file: file) {
                    used[index] = true
                    covered = true
                }
                if !covered { kept.append(finding) }
            }
        }
        var added = problems
        for (index, suppression) in suppressions.enumerated() where !used[index] && isEnabled(suppression.rule) {
            added.append(Finding(
                rule: SuppressionRules.unused, severity: .note, location: suppression.origin,
                message: suppression.unusedMessage, fix: "Delete it: the problem it was written for is gone."))
        }
        return Self.sorted(added.isEmpty ? kept : kept + added)
    }

    private func covers(_ suppression: Suppression, _ finding: Finding, file: String) -> Bool {
        guard suppression.rule == finding.rule else { return false }
        switch suppression.scope {
        case .lines(let path, let lines):
            return path == file && lines.contains(finding.location.line)
        case .key(let key, let catalog):
            return finding.key == key && (file == catalog || !catalogPaths.contains(file))
        case .configuration(let entry, let keys, let files):
            if !keys.isEmpty {
                guard let key = finding.key, keys.contains(where: { $0.matches(key) }) else { return false }
            }
            if !files.isEmpty {
                let relative = PathRelativiser.relative(PathRelativiser.absolute(file, base: folder), to: PathRelativiser.absolute(entry.folder.isEmpty ? "." : entry.folder, base: folder))
                guard files.contains(where: { $0.matches(relative) }) else { return false }
            }
            if !entry.languages.isEmpty {
                guard let language = finding.language, entry.languages.contains(language) else { return false }
            }
            return true
        }
    }

    /// The `stringsguard:` comments of one file; a file that does not contain the word is not lexed again,
    /// and one that cannot be read now (it was read moments ago) has none.
    static func comments(inFile path: String) -> [StringsGuardComment] {
        guard let bytes = try? FileContents.read(path, kind: .swiftSource).bytes else { return [] }
        return comments(inBytes: bytes, path: path)
    }

    /// The comments kept for the file's bytes, else read and kept.
    /// The comments are all the run keeps of the file, and they are recorded: an edit elsewhere in it
    /// leaves the last run's outcome standing (`InputLog`).
    static func comments(inFile path: String, cache: CacheFolder) -> [StringsGuardComment] {
        if let hash = cache.hashes.knownHash(path: path, kind: .swiftSource, purpose: .derivation),
           let comments = cache.toolComments(path: path, contentHash: hash)
        {
            SourceScanCache.recordToolComments(comments, path: path)
            return comments
        }
        guard let contents = try? FileContents.read(path, kind: .swiftSource, purpose: .derivation) else { return [] }
        let hash = contents.contentHash
        cache.hashes.record(contents, hash: hash)
        let found: [StringsGuardComment]
        if let kept = cache.toolComments(path: path, contentHash: hash) {
            found = kept
        } else {
            found = comments(inBytes: contents.bytes, path: path)
            cache.store(toolComments: found, path: path, contentHash: hash)
        }
        SourceScanCache.recordToolComments(found, path: path)
        return found
    }

    /// What the replay's log asks again of a Swift file whose bytes changed: its tool comments.
    static let toolCommentsAnswer = SourceScanCache.toolCommentsAnswer(finding: comments(inBytes:path:))

    private static func comments(inBytes bytes: [UInt8], path: String) -> [StringsGuardComment] {
        guard contains(bytes, StringsGuardComment.prefix.utf8),
            let file = try? SwiftSourceFile(source: String(decoding: bytes, as: UTF8.self), path: path)
        else { return [] }
        return file.toolComments
    }

    private static func contains(_ bytes: [UInt8], _ word: String.UTF8View) -> Bool {
        let needle = Array(word)
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// By file, line and column; equal places keep their order.
    private static func sorted(_ findings: [Finding]) -> [Finding] {
        findings.inReportOrder
    }
}
