#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Foundation

/// Every question a run asked the file system and the process environment, with the answer it got, as a
/// build system records a step's dependencies. A program that gets the same answers to the same questions
/// concludes the same, so a later run that asks each question again and gets each answer again may take
/// the earlier run's conclusion instead of redoing the work (`check --cache-dir`).
///
/// That holds only if nothing the run depends on escapes the log: every read, probe and folder listing of
/// the project goes through this module (`FileContents`, `PathKind`, `FolderListing`, `ProjectRoot`,
/// `FileSize`, `ProcessEnvironment`), which records while a log is being kept.
public final class InputLog: @unchecked Sendable {
    public enum Question: Hashable, Sendable {
        /// The bytes of a file read as `kind`, or the error reading it gave.
        case contents(path: String, kind: FileKind)
        /// What is at a path (`PathKind`), or that nothing is.
        case kind(path: String)
        /// The names and types of a folder's entries (`FolderListing`).
        case entries(folder: String)
        /// Where `realpath` leads.
        case realPath(String)
        /// A variable of the process environment.
        case environment(String)
        /// A file's size (`FileSize`).
        case size(String)
    }

    /// One question with the answer it got, and for contents and a folder's entries the identity the file
    /// or folder had before it was read.
    struct Record: Sendable, Equatable {
        var question: Question
        var answer: UInt64
        var identity: FileIdentity?
    }

    private static let current = Protected<InputLog?>(nil)

    private let state = Protected(State())

    private struct State {
        /// While the log is kept: each question once, so that a second answer to it is seen.
        var answers: [Question: UInt64] = [:]
        var identities: [Question: FileIdentity] = [:]
        /// A log read back (`read(from:)`): asked again in order, never added to.
        var readRecords: [Record]?

        var records: [Record] {
            readRecords ?? answers.map { question, answer in
                Record(question: question, answer: answer, identity: identities[question])
            }
        }
        /// Set when one question got two answers in one run: a file changed while it was read.
        var isInconsistent = false
        var started: Int64 = 0
    }

    /// When the log began, or was last verified: identities older than this by
    /// `ContentHashIndex.racyMargin` vouch for contents.
    public var started: Int64 { state.withLock { $0.started } }

    public init(started: Int64 = ContentHashIndex.now()) {
        state.withLock { $0.started = started }
    }

    /// A log of these records, as if read back.
    init(records: [Record], started: Int64) {
        state.withLock { state in
            state.readRecords = records
            state.started = started
        }
    }

    /// Every question with its answer.
    var records: [Record] { state.withLock { $0.records } }

    /// Starts keeping a log of what this process asks; only one is kept at a time.
    public static func begin() -> InputLog {
        let log = InputLog()
        current.withLock { $0 = log }
        return log
    }

    /// Stops keeping `log`.
    public static func end(_ log: InputLog) {
        current.withLock { if $0 === log { $0 = nil } }
    }

    /// Whether a log is being kept: callers skip computing an answer only the log wants.
    public static var isRecording: Bool { current.withLock { $0 != nil } }

    static func record(_ question: Question, _ answer: UInt64, identity: FileIdentity? = nil) {
        guard let log = current.withLock({ $0 }) else { return }
        log.state.withLock { state in
            if let earlier = state.answers.updateValue(answer, forKey: question), earlier != answer {
                state.isInconsistent = true
            }
            if let identity { state.identities[question] = identity }
        }
    }

    /// Whether every question got one answer: a log of a run during which a file changed is worth nothing.
    public var isConsistent: Bool { state.withLock { !$0.isInconsistent } }


    // MARK: Asking again

    /// Asks every question again. True when each gets the answer it got when the log was kept; then the
    /// log is brought up to date (identities of files read again, the time it was verified) so that the
    /// next run can trust `stat` for them. Contents are taken from a file's identity when it vouches for
    /// them, else read and hashed. Nothing is recorded meanwhile.
    public func stillHolds() -> Bool { firstChange() == nil }

    /// `stillHolds`, saying which question got another answer (nil when none did): the first found,
    /// though not always the first in the log, as the questions are asked on every core.
    public func firstChange() -> Question? {
        let verifiedAt = ContentHashIndex.now()
        let (records, started) = state.withLock { ($0.records, $0.started) }
        // Mostly one `stat` each, thousands of them: on every core.
        let chunkCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, records.count / 512))
        let chunkResults = Protected([(change: Question?, renewed: [(index: Int, identity: FileIdentity)])](
            repeating: (nil, []), count: chunkCount))
        DispatchQueue.concurrentPerform(iterations: chunkCount) { chunk in
            let range = records.count * chunk / chunkCount..<records.count * (chunk + 1) / chunkCount
            let result = Self.check(records, range, started: started)
            chunkResults.withLock { $0[chunk] = result }
        }
        var renewed: [(index: Int, identity: FileIdentity)] = []
        for result in chunkResults.withLock({ $0 }) {
            if let change = result.change { return change }
            renewed += result.renewed
        }
        if !renewed.isEmpty {
            var updated = records
            for (index, identity) in renewed { updated[index].identity = identity }
            state.withLock { state in
                state.readRecords = updated
                state.started = verifiedAt
            }
        }
        return nil
    }

    private static func check(
        _ records: [Record], _ range: Range<Int>, started: Int64
    ) -> (change: Question?, renewed: [(index: Int, identity: FileIdentity)]) {
        var renewed: [(index: Int, identity: FileIdentity)] = []
        for index in range {
            let record = records[index]
            if case .contents(let path, let kind) = record.question {
                if let known = record.identity, known.latestChangeNanoseconds + ContentHashIndex.racyMargin < started,
                   let current = FileIdentity.ofRegularFile(path: path), current == known,
                   let limit = try? ReadLimits.limit(for: kind, in: nil), current.size <= limit
                {
                    continue
                }
                let (hash, identity) = contentsAnswer(path: path, kind: kind)
                guard hash == record.answer else { return (record.question, []) }
                if let identity { renewed.append((index, identity)) }
                continue
            }
            if case .entries(let folder) = record.question {
                // A folder's times change whenever an entry is made, removed or renamed (as git's untracked
                // cache relies on): one `stat` instead of listing it, under the same racily-clean rule.
                let current = FileIdentity.ofFolder(path: folder)
                if let known = record.identity, known.latestChangeNanoseconds + ContentHashIndex.racyMargin < started,
                   current == known
                {
                    continue
                }
                guard answer(record.question) == record.answer else { return (record.question, []) }
                if let current { renewed.append((index, current)) }
                continue
            }
            guard answer(record.question) == record.answer else { return (record.question, []) }
        }
        return (nil, renewed)
    }

    /// The answer a question gets now, without recording it; contents are read.
    static func answer(_ question: Question) -> UInt64 {
        switch question {
        case .contents(let path, let kind): return contentsAnswer(path: path, kind: kind).hash
        case .kind(let path):
            let kind = PathKind(unrecordedPath: path)
            return kindAnswer(kind, failure: kind == nil ? errno : 0)
        case .entries(let folder): return entriesAnswer(FolderListing.unrecordedEntries(of: folder))
        case .realPath(let path): return textAnswer(ProjectRoot.unrecordedRealPath(path))
        case .environment(let name): return textAnswer(ProcessEnvironment.unrecordedValue(of: name))
        case .size(let path): return sizeAnswer(FileStatus.of(path: path)?.size)
        }
    }

    private static func contentsAnswer(path: String, kind: FileKind) -> (hash: UInt64, identity: FileIdentity?) {
        do {
            let contents = try FileContents.readUnrecorded(path, kind: kind)
            return (contents.contentHash, contents.snapshot.identity)
        } catch {
            return (errorAnswer(error.description), nil)
        }
    }

    // MARK: Answers as numbers

    /// Distinct from any hash a real answer gives, in practice: the hash of a text no file path, folder
    /// listing or environment value is.
    private static let nothing = hash(Array("\u{0}nothing\u{0}".utf8))

    static func errorAnswer(_ description: String) -> UInt64 { hash(Array(("\u{0}error\u{0}" + description).utf8)) }

    /// `failure`: the `errno` of a path with nothing there: missing (`ENOENT`, `ENOTDIR`) is one answer,
    /// any other failure (a folder the user may not search) another, as readers tell them apart.
    static func kindAnswer(_ kind: PathKind?, failure: Int32 = ENOENT) -> UInt64 {
        guard let kind else {
            return failure == ENOENT || failure == ENOTDIR ? nothing : hash(Array("\u{0}unreachable\u{0}\(failure)".utf8))
        }
        let target = kind.target.flatMap { FileType.allCases.firstIndex(of: $0) }.map { UInt64($0) + 1 } ?? 0
        return 1 + (kind.isSymbolicLink ? 16 : 0) + target
    }

    static func entriesAnswer(_ entries: [FolderListing.Entry]?) -> UInt64 {
        guard let entries else { return nothing }
        var hasher = ContentHasher()
        for entry in entries.sorted(by: { $0.name < $1.name }) {
            hasher.add(Array(entry.name.utf8))
            hasher.add([0, UInt8(FileType.allCases.firstIndex(of: entry.type) ?? 255), 0])
        }
        return hasher.finish()
    }

    static func textAnswer(_ text: String?) -> UInt64 {
        guard let text else { return nothing }
        return hash(Array(text.utf8))
    }

    static func sizeAnswer(_ size: Int?) -> UInt64 {
        guard let size else { return nothing }
        return hash(Array("\u{0}size\u{0}\(size)".utf8))
    }

    private static func hash(_ bytes: [UInt8]) -> UInt64 {
        var hasher = ContentHasher()
        hasher.add(bytes)
        return hasher.finish()
    }
}

// MARK: As bytes

extension InputLog {
    public func write(to writer: inout BinaryWriter) {
        let (records, started) = state.withLock { ($0.records, $0.started) }
        writer.write(Int(started))
        writer.write(UInt64(records.count))
        for record in records {
            switch record.question {
            case .contents(let path, let kind):
                writer.write(UInt64(0))
                writer.write(path)
                writer.write(kind.rawValue)
                writer.write(record.identity != nil)
                if let identity = record.identity { writer.write(identity) }
            case .kind(let path):
                writer.write(UInt64(1))
                writer.write(path)
            case .entries(let folder):
                writer.write(UInt64(2))
                writer.write(folder)
                writer.write(record.identity != nil)
                if let identity = record.identity { writer.write(identity) }
            case .realPath(let path):
                writer.write(UInt64(3))
                writer.write(path)
            case .environment(let name):
                writer.write(UInt64(4))
                writer.write(name)
            case .size(let path):
                writer.write(UInt64(5))
                writer.write(path)
            }
            writer.writeFixed(record.answer)
        }
    }

    public static func read(from reader: inout BinaryReader) throws(BinaryReader.Malformed) -> InputLog {
        let started = Int64(try reader.readInt())
        let count = try reader.readCount(minimumBytes: 10)
        var records: [Record] = []
        records.reserveCapacity(count)
        for _ in 0..<count {
            let question: Question
            var identity: FileIdentity?
            switch try reader.readUInt() {
            case 0:
                let path = try reader.readString()
                guard let kind = FileKind(rawValue: try reader.readString()) else { throw BinaryReader.Malformed() }
                if try reader.readBool() { identity = try reader.readFileIdentity() }
                question = .contents(path: path, kind: kind)
            case 1: question = .kind(path: try reader.readString())
            case 2:
                question = .entries(folder: try reader.readString())
                if try reader.readBool() { identity = try reader.readFileIdentity() }
            case 3: question = .realPath(try reader.readString())
            case 4: question = .environment(try reader.readString())
            case 5: question = .size(try reader.readString())
            default: throw BinaryReader.Malformed()
            }
            records.append(Record(question: question, answer: try reader.readFixed(), identity: identity))
        }
        return InputLog(records: records, started: started)
    }
}

extension InputLog.Question: CustomStringConvertible {
    /// What another answer means, for a person: `Widget/Sources/Timer.swift changed`.
    public var description: String {
        switch self {
        case .contents(let path, _), .size(let path): return "\(path) changed"
        case .kind(let path): return "what is at \(path) changed"
        case .entries(let folder): return "the entries of the folder \(folder) changed"
        case .realPath(let path): return "where \(path) leads changed"
        case .environment(let name): return "the environment variable \(name) changed"
        }
    }
}
