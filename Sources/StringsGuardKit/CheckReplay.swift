import Diagnostics
import Foundation
import SafeFiles
import SourceScanning
import XcodeProject

/// The last `check --cache-dir` run, kept for the next one with the same arguments in the same folder: its
/// `CheckOutcome`, and the `InputLog` of every question it asked the file system and the environment. A
/// build phase re-runs the same command on every build; when each question gets its old answer (mostly
/// from `stat`, as the content hash index does), nothing the outcome came from changed, and the run takes
/// it without reading the project.
///
/// One file per set of arguments (`check-<hash>.replay`, the few most recent kept: a build phase and a
/// terminal may share the folder with other formats) beside the cache's entries; safe to delete or
/// corrupt (then the run reads the project), written whole by a rename. It is salted with the build of
/// the tool, like the cache.
public enum CheckReplay {
    /// How many sets of arguments keep their last outcome.
    static let keptRuns = 8
    /// Bumped whenever what the file's bytes mean changes.
    static let formatVersion: UInt64 = 4
    private static let magic = Array("StringsGuard replay\n".utf8)
    /// Larger than any outcome of a project the read limits allow.
    private static let readLimit = 1 << 32

    /// What names a run: the folder it runs in and its arguments (they name the project, the options and
    /// the output; a build phase repeats them exactly).
    public static func key(folder: String, arguments: [String]) -> [UInt8] {
        var writer = BinaryWriter()
        writer.write(folder)
        writer.write(arguments)
        return writer.bytes
    }

    /// What became of a run's attempt to replay.
    public enum Attempt: Sendable {
        /// Every question of the kept log got the same answer: this is the outcome. `rederived`: Swift
        /// files whose bytes changed, but not their scans or tool comments; `moved`: those of them whose
        /// scans found the same at other places, in a file nothing in the outcome points into. `log`: the
        /// questions asked, for a command-line run to keep until it exits (`KeptUntilExit`) rather than free
        /// thousands of paths one at a time just before the system takes the memory back.
        case replayed(CheckOutcome, rederived: [String], moved: [String], log: InputLog)
        /// The project must be read, for this reason (`--verbose` says it). `earlierLog`: the last run's log,
        /// when it was read but no longer holds (`InputLog.begin(sizedLike:)`).
        case notReplayed(because: String, earlierLog: InputLog? = nil)
    }

    /// The outcome kept in `folder` for a run named `key`, when every question of its log gets the same
    /// answer now.
    public static func attempt(in folder: String, key: [UInt8]) -> Attempt {
        guard let salt = CheckCache.salt() else { return .notReplayed(because: "the running executable cannot be found") }
        let file = path(in: folder, key: key)
        guard let contents = try? FileContents.readIfPresent(file, kind: .catalog, limits: ReadLimits(everyKind: readLimit)) else {
            return .notReplayed(because: "no earlier run with these arguments in this folder")
        }
        guard let (log, outcome) = try? decode(contents.bytes, salt: salt, key: key) else {
            return .notReplayed(because: "\(file) was kept by another build of the tool, or is damaged")
        }
        let renewedBefore = log.started
        switch log.verify(derivations: derivations) {
        case .changed(let question):
            return .notReplayed(because: described(question), earlierLog: log)
        case .damaged:
            return .notReplayed(because: "\(file) is damaged")
        case .holds(let rederived, let moved):
            // What a source's scans found may have moved in it only when nothing the outcome says points into
            // it: no finding, note or line names the file.
            if let pointedInto = moved.first(where: { outcome.mentions(fileNamed: ($0 as NSString).lastPathComponent) }) {
                return .notReplayed(because: "\(pointedInto) changed, and the last outcome points into it")
            }
            // Files read again (a newer time, the same bytes or scans) are now known by their new identity.
            if log.started != renewedBefore {
                keep(outcome, log: log, in: folder, key: key, salt: salt, sizeHint: contents.bytes.count)
            }
            // Named as typed in the current folder, each once (a source may be asked by two spellings).
            let folder = FileManager.default.currentDirectoryPath
            func named(_ paths: [String]) -> [String] {
                var seen: Set<String> = []
                return paths.map { PathRelativiser.relative($0, to: folder) }.filter { seen.insert($0).inserted }
            }
            return .replayed(outcome, rederived: named(rederived), moved: named(moved), log: log)
        }
    }

    /// A question as `--verbose` says it, with its path as typed in the current folder (a target's sources
    /// may be asked by absolute path).
    static func described(_ question: InputLog.Question, in folder: String = FileManager.default.currentDirectoryPath) -> String {
        func relative(_ path: String) -> String { PathRelativiser.relative(path, to: folder) }
        switch question {
        case .contents(let path, let kind): return InputLog.Question.contents(path: relative(path), kind: kind).description
        case .kind(let path): return InputLog.Question.kind(path: relative(path)).description
        case .entries(let folder): return InputLog.Question.entries(folder: relative(folder)).description
        case .realPath(let path): return InputLog.Question.realPath(relative(path)).description
        case .size(let path): return InputLog.Question.size(relative(path)).description
        case .derived(let path, let kind, let derivation, let parameters):
            return InputLog.Question.derived(path: relative(path), kind: kind, derivation: derivation, parameters: parameters).description
        case .environment: return question.description
        }
    }

    /// What the log asks again of a Swift source whose bytes changed: the run kept nothing else of it (its
    /// scans, its tool comments, for an extension's source whether it declares a widget, in a project with
    /// a view no Swift code names which of the view names it holds, and in a project that names git-crypt,
    /// whether it is cipher text).
    static let derivations: [String: InputLog.Derivation] = [
        SourceScanCache.scanDerivation: SourceScanCache.scanAnswer,
        SourceScanCache.toolCommentsDerivation: SuppressionFilter.toolCommentsAnswer,
        GitCryptSources.headerDerivation: GitCryptSources.headerAnswer,
        WidgetDeclaration.derivation: WidgetDeclaration.answer,
        ProjectFileTexts.derivation: ProjectFileTexts.heldAnswer,
    ]

    /// Keeps `outcome` and the log of the run that concluded it; a log of a run during which a file changed
    /// is not kept. A failure to write leaves the next run to read the project.
    public static func keep(_ outcome: CheckOutcome, log: InputLog, in folder: String, key: [UInt8]) {
        guard log.isConsistent, let salt = CheckCache.salt() else { return }
        keep(outcome, log: log, in: folder, key: key, salt: salt)
    }

    private static func keep(
        _ outcome: CheckOutcome, log: InputLog, in folder: String, key: [UInt8], salt: [UInt8], sizeHint: Int = 0
    ) {
        // Written in one buffer and hashed in place (a large project's log is a megabyte, which copying
        // between buffers cost a replay as much as hashing it), the hash last.
        var file = BinaryWriter(reservingCapacity: sizeHint + 64)
        file.write(signature: magic)
        file.write(formatVersion)
        file.write(bytes: salt)
        let payloadStart = file.bytes.count
        file.write(bytes: key)
        log.write(to: &file)
        outcome.write(to: &file)
        file.writeFixed(file.contentHash(from: payloadStart))
        try? DisposableFileWriter.write(file.bytes, to: path(in: folder, key: key))
        forgetOldRuns(in: folder)
    }

    /// The file of the run named `key`.
    static func path(in folder: String, key: [UInt8]) -> String {
        let name = "check-" + String(contentHash(key), radix: 16) + ".replay"
        return folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// Removes all but the `keptRuns` most recently written replays.
    private static func forgetOldRuns(in folder: String) {
        let replays = FolderListing.names(in: folder).filter { $0.hasPrefix("check-") && $0.hasSuffix(".replay") }
        guard replays.count > keptRuns else { return }
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        let byAge = replays.map { name in
            (name, (try? FileManager.default.attributesOfItem(atPath: base + name)[.modificationDate] as? Date) ?? .distantPast)
        }.sorted { $0.1 > $1.1 }
        for (name, _) in byAge.dropFirst(keptRuns) { try? FileManager.default.removeItem(atPath: base + name) }
    }

    private static func decode(
        _ bytes: [UInt8], salt: [UInt8], key: [UInt8]
    ) throws(BinaryReader.Malformed) -> (InputLog, CheckOutcome) {
        guard bytes.starts(with: magic) else { throw BinaryReader.Malformed() }
        var reader = BinaryReader(bytes, range: magic.count..<bytes.count)
        guard try reader.readUInt() == formatVersion, try reader.readBytes() == salt, bytes.count - reader.offset >= 8
        else { throw BinaryReader.Malformed() }
        let payloadRange = reader.offset..<bytes.count - 8
        var hashReader = reader.reader(of: payloadRange.upperBound..<bytes.count)
        guard reader.contentHash(of: payloadRange) == (try hashReader.readFixed()) else { throw BinaryReader.Malformed() }
        var payload = BinaryReader(bytes, range: payloadRange)
        guard try payload.readBytes() == key else { throw BinaryReader.Malformed() }
        let log = try InputLog.read(from: &payload)
        let outcome = try CheckOutcome.read(from: &payload)
        guard payload.isAtEnd else { throw BinaryReader.Malformed() }
        return (log, outcome)
    }
}

extension CheckOutcome {
    /// Whether any text of the outcome holds `name` (a file's name): a finding's place, message or fix, a
    /// configuration's warning or note, an undecided condition, a notice.
    func mentions(fileNamed name: String) -> Bool {
        let search = TextSearch(name)
        let texts = configurationWarnings + undecidedConditions + notices + [configurationNote ?? ""]
        if texts.contains(where: search.isFound) { return true }
        return findings.contains { finding in
            search.isFound(in: finding.location.file) || search.isFound(in: finding.message) || search.isFound(in: finding.fix ?? "")
                || search.isFound(in: finding.key ?? "") || search.isFound(in: finding.rendering?.logical ?? "")
                || search.isFound(in: finding.rendering?.displayed ?? "")
        }
    }

    func write(to writer: inout BinaryWriter) {
        writer.write(findings) { writer, finding in
            writer.write(finding.rule)
            writer.write(finding.severity.rawValue)
            writer.write(finding.location.file)
            writer.write(finding.location.line)
            writer.write(finding.location.column)
            writer.write(finding.message)
            writer.write(finding.key)
            writer.write(finding.language)
            writer.write(finding.targets)
            writer.write(finding.fix)
            writer.write(finding.rendering?.logical)
            writer.write(finding.rendering?.displayed)
        }
        writer.write(configurationWarnings)
        writer.write(configurationNote)
        writer.write(undecidedConditions)
        writer.write(notices)
        writer.write(baselinePath)
        writer.write(helpURL)
        writer.write(widgetTargets)
        writer.write(catalogLanguages)
        writer.write(coverage != nil)
        writer.write(coverage ?? []) { writer, row in
            writer.write(row.target)
            writer.write(row.language)
            writer.write(row.total)
            writer.write(row.translated)
            writer.write(row.needsReview)
            writer.write(row.new)
            writer.write(row.missing)
        }
    }

    static func read(from reader: inout BinaryReader) throws(BinaryReader.Malformed) -> CheckOutcome {
        let findings = try reader.readArray { reader throws(BinaryReader.Malformed) -> Finding in
            let rule = try reader.readString()
            guard let severity = Severity(rawValue: try reader.readString()) else { throw BinaryReader.Malformed() }
            let location = SourceLocation(file: try reader.readString(), line: try reader.readInt(), column: try reader.readInt())
            let message = try reader.readString()
            let key = try reader.readOptionalString()
            let language = try reader.readOptionalString()
            let targets = try reader.readStrings()
            let fix = try reader.readOptionalString()
            let logical = try reader.readOptionalString()
            let displayed = try reader.readOptionalString()
            let rendering = logical.flatMap { logical in displayed.map { RightToLeftRendering(logical: logical, displayed: $0) } }
            return Finding(
                rule: rule, severity: severity, location: location, message: message, key: key, language: language,
                targets: targets, fix: fix, rendering: rendering)
        }
        return CheckOutcome(
            findings: findings, configurationWarnings: try reader.readStrings(),
            configurationNote: try reader.readOptionalString(), undecidedConditions: try reader.readStrings(),
            notices: try reader.readStrings(), baselinePath: try reader.readOptionalString(),
            helpURL: try reader.readOptionalString(), widgetTargets: try reader.readStrings(),
            catalogLanguages: try reader.readStrings(), coverage: try readCoverage(from: &reader))
    }

    private static func readCoverage(from reader: inout BinaryReader) throws(BinaryReader.Malformed) -> [CoverageRow]? {
        let isPresent = try reader.readBool()
        let rows = try reader.readArray { reader throws(BinaryReader.Malformed) -> CoverageRow in
            CoverageRow(
                target: try reader.readString(), language: try reader.readString(), total: try reader.readInt(),
                translated: try reader.readInt(), needsReview: try reader.readInt(), new: try reader.readInt(),
                missing: try reader.readInt())
        }
        return isPresent ? rows : nil
    }
}
