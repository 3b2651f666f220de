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
        /// What `derivation` (with its `parameters`) makes of a file's bytes read as `kind`: the value the run
        /// kept from them (a source's scan, its tool comments) as a `DerivedAnswer`, instead of the bytes.
        case derived(path: String, kind: FileKind, derivation: String, parameters: [UInt8])
    }

    /// Recomputes a `.derived` answer from a file's new bytes: nil when it cannot say.
    public typealias Derivation = @Sendable (_ bytes: [UInt8], _ path: String, _ parameters: [UInt8]) -> DerivedAnswer?

    /// What a derivation made of a file: a hash of the value with every position in the file written as
    /// zero, and those positions (line and column, in the order written). Two answers with one hash and
    /// other positions found the same things elsewhere in the file (an empty line added above them).
    public struct DerivedAnswer: Sendable, Equatable {
        public var hash: UInt64
        public var positions: [Int]

        public init(hash: UInt64, positions: [Int] = []) {
            self.hash = hash
            self.positions = positions
        }

        /// Whether `other`'s positions compare with each other as these do: every two (line, column)
        /// pairs in the same order, equal where these are equal. Then anything that orders or relates the
        /// things found by their places concludes the same of `other`'s.
        public func keepsOrder(of other: DerivedAnswer) -> Bool {
            let old = positions, new = other.positions
            guard old.count == new.count, old.count % 2 == 0 else { return false }
            let count = old.count / 2
            func pair(_ values: [Int], _ index: Int) -> (Int, Int) { (values[2 * index], values[2 * index + 1]) }
            let order = (0..<count).sorted { pair(old, $0) < pair(old, $1) || (pair(old, $0) == pair(old, $1) && $0 < $1) }
            for (earlier, later) in zip(order, order.dropFirst()) {
                let wasEqual = pair(old, earlier) == pair(old, later)
                let isEqual = pair(new, earlier) == pair(new, later)
                guard wasEqual == isEqual, isEqual || pair(new, earlier) < pair(new, later) else { return false }
            }
            return true
        }
    }

    /// One question with the answer it got, and for contents and a folder's entries the identity the file
    /// or folder had before it was read.
    struct Record: Sendable, Equatable {
        var question: Question
        var answer: UInt64
        var identity: FileIdentity?
        /// For contents: every reader of the file kept only values it recorded as `.derived` questions, so
        /// new bytes from which each derives what it derived before change nothing the run concluded.
        var isOnlyDerived = false
        /// For a `.derived` question: the positions of its answer (`DerivedAnswer`).
        var positions: [Int] = []
    }

    /// What a log being kept holds of one question.
    private struct Answered {
        var answer: UInt64
        /// Set until the question is recorded a first time.
        var isNew = true
        var identity: FileIdentity?
        /// For contents: some reader used them whole (not only through a derivation it recorded).
        var isReadWhole = false
        /// For a `.derived` question: the positions of its answer.
        var positions: [Int]?
    }

    private static let current = Protected<InputLog?>(nil)

    private let state = Protected(State())

    private struct State {
        /// While the log is kept: each question once, with all the log holds of it, so that a second answer
        /// to it is seen (one look-up a question: a large project asks tens of thousands).
        var answers: [Question: Answered] = [:]
        /// A log read back (`read(from:)`): its questions but `.derived` ones as written, asked again in
        /// order, never added to.
        var written: WrittenRecords?
        /// The `.derived` questions of a log read back, as written (a range of `bytes`): decoded only when a
        /// file's bytes changed (thousands of them, one for each scan, that a re-run with nothing changed
        /// never asks).
        var readDerived: (bytes: [UInt8], range: Range<Int>)?

        /// The questions asked directly: all but `.derived` ones.
        var directRecords: [Record] {
            if let written { return (try? written.decodeAll()) ?? [] }
            return answers.compactMap { question, answered in
                if case .derived = question { return nil }
                var record = Record(question: question, answer: answered.answer, identity: answered.identity)
                if case .contents = question { record.isOnlyDerived = !answered.isReadWhole }
                return record
            }
        }

        /// The `.derived` questions; nil when those of a log read back do not decode.
        var derivedRecords: [Record]? {
            if let readDerived, written != nil {
                return try? InputLog.decodeDerived(readDerived.bytes, range: readDerived.range, direct: directRecords)
            }
            return liveDerivedRecords
        }

        var liveDerivedRecords: [Record] {
            answers.compactMap { question, answered in
                guard case .derived = question else { return nil }
                return Record(question: question, answer: answered.answer, positions: answered.positions ?? [])
            }
        }

        var records: [Record] { directRecords + (derivedRecords ?? []) }

        /// Records `answer` for `question`, and what `update` adds (true when that contradicts what was
        /// recorded); a second, other answer makes the log inconsistent.
        mutating func record(_ question: Question, _ answer: UInt64, _ update: (inout Answered) -> Bool) {
            var contradicts = false
            { (answered: inout Answered) in
                if answered.isNew {
                    answered.isNew = false
                } else if answered.answer != answer {
                    contradicts = true
                }
                if update(&answered) { contradicts = true }
            }(&answers[question, default: Answered(answer: answer)])
            if contradicts { isInconsistent = true }
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
    convenience init(records: [Record], started: Int64) {
        var direct: [Record] = []
        var derived: [Record] = []
        for record in records {
            if case .derived = record.question { derived.append(record) } else { direct.append(record) }
        }
        self.init(direct: direct, derived: Self.encodeDerived(derived, direct: direct), started: started)
    }

    private convenience init(direct: [Record], derived: [UInt8], started: Int64) {
        self.init(written: WrittenRecords(encoding: direct), derived: (derived, 0..<derived.count), started: started)
    }

    private init(written: WrittenRecords, derived: (bytes: [UInt8], range: Range<Int>), started: Int64) {
        state.withLock { state in
            state.written = written
            state.readDerived = derived
            state.started = started
        }
    }

    /// Every question with its answer.
    var records: [Record] { state.withLock { $0.records } }

    /// Starts keeping a log of what this process asks; only one is kept at a time. Sized for as many
    /// questions as `earlier` asked (the last run's log, when it no longer holds): a project's run asks
    /// tens of thousands, and growing the log from empty rehashed every path at each doubling, under the
    /// lock every thread records through.
    public static func begin(sizedLike earlier: InputLog? = nil) -> InputLog {
        let log = InputLog()
        if let questions = earlier?.questionCount, questions > 0 {
            log.state.withLock { $0.answers.reserveCapacity(questions) }
        }
        current.withLock { $0 = log }
        return log
    }

    /// How many questions the log holds; for a log read back, counted from its records as written.
    var questionCount: Int {
        state.withLock { state in
            guard let written = state.written else { return state.answers.count }
            let derived = state.readDerived.flatMap { try? Self.countDerived($0.bytes, range: $0.range) } ?? 0
            return written.count + derived
        }
    }

    /// Stops keeping `log`.
    public static func end(_ log: InputLog) {
        current.withLock { if $0 === log { $0 = nil } }
    }

    /// Whether a log is being kept: callers skip computing an answer only the log wants.
    public static var isRecording: Bool { current.withLock { $0 != nil } }

    static func record(
        _ question: Question, _ answer: UInt64, identity: FileIdentity? = nil, purpose: ReadPurpose = .whole
    ) {
        guard let log = current.withLock({ $0 }) else { return }
        log.state.withLock { state in
            state.record(question, answer) { answered in
                if let identity { answered.identity = identity }
                if purpose == .whole, case .contents = question { answered.isReadWhole = true }
                return false
            }
        }
    }

    /// Records what `derivation` made of the file at `path`, read as `kind` with `ReadPurpose.derivation`:
    /// `answer` must be what `Derivation` gives for the same bytes and parameters.
    public static func recordDerived(
        path: String, kind: FileKind, derivation: String, parameters: [UInt8], answer: DerivedAnswer
    ) {
        let question = Question.derived(path: path, kind: kind, derivation: derivation, parameters: parameters)
        guard let log = current.withLock({ $0 }) else { return }
        log.state.withLock { state in
            state.record(question, answer.hash) { answered in
                let earlier = answered.positions
                answered.positions = answer.positions
                return earlier.map { $0 != answer.positions } ?? false
            }
        }
    }

    /// Whether every question got one answer: a log of a run during which a file changed is worth nothing.
    public var isConsistent: Bool { state.withLock { !$0.isInconsistent } }


    // MARK: Asking again

    /// Asks every question again. True when each gets the answer it got when the log was kept; then the
    /// log is brought up to date (identities of files read again, the time it was verified) so that the
    /// next run can trust `stat` for them. Contents are taken from a file's identity when it vouches for
    /// them, else read and hashed. Nothing is recorded meanwhile.
    public func stillHolds(derivations: [String: Derivation] = [:]) -> Bool {
        if case .holds = verify(derivations: derivations) { return true }
        return false
    }

    /// `stillHolds`, saying which question got another answer (nil when none did, or the log is damaged).
    public func firstChange(derivations: [String: Derivation] = [:]) -> Question? {
        if case .changed(let question) = verify(derivations: derivations) { return question }
        return nil
    }

    /// What asking every question again found.
    public enum Verification: Sendable, Equatable {
        /// Every answer is the same; `rederived` are the files whose bytes changed but from which every
        /// derivation derives what it did, `moved` those of them where it did so at other places (in the
        /// same order): the run's conclusions stand as long as none points into them.
        case holds(rederived: [String], moved: [String] = [])
        /// This question got another answer: the first found, though not always the first in the log, as
        /// the questions are asked on every core.
        case changed(Question)
        /// A record of the log does not decode: it was damaged, and nothing it says can be trusted.
        case damaged
    }

    /// Asks every question again (`stillHolds`).
    ///
    /// A file read only for what `derivations` make of it (a Swift source's scans and tool comments) may
    /// have new bytes: each of its `.derived` questions is asked again of them, and when every answer is
    /// the same, so is everything the run concluded (an edit in a comment or in code no scan records);
    /// when only positions moved, keeping their order, the file is among `moved`, for the caller to judge.
    /// Then the log takes the file's new bytes as its answer.
    public func verify(derivations: [String: Derivation] = [:]) -> Verification {
        let verifiedAt = ContentHashIndex.now()
        let (kept, started) = state.withLock { ($0.written, $0.started) }
        let written = kept ?? state.withLock { WrittenRecords(encoding: $0.directRecords) }
        // Mostly one `stat` each, thousands of them: the chunks on every core.
        let chunkCount = written.chunkStarts.count
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, chunkCount))
        let workerResults = Protected([Checked](repeating: Checked(), count: workers))
        let limits = try? ReadLimits.current()
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var result = Checked()
            for chunk in stride(from: worker, to: chunkCount, by: workers) {
                Self.check(written, chunk: chunk, started: started, limits: limits, derivable: !derivations.isEmpty, into: &result)
                if result.change != nil || result.isDamaged { break }
            }
            workerResults.withLock { $0[worker] = result }
        }
        var renewed: [Located] = []
        var rederived: [Located] = []
        var moved: [String] = []
        let results = workerResults.withLock { $0 }
        if results.contains(where: \.isDamaged) { return .damaged }
        for result in results {
            if let change = result.change { return .changed(change) }
            renewed += result.renewed
            rederived += result.rederived
        }
        rederived.sort { $0.index < $1.index }
        if !rederived.isEmpty {
            let derived: [Record]? = state.withLock { state in
                guard let readDerived = state.readDerived else { return state.liveDerivedRecords }
                let asked = Dictionary(rederived.map { ($0.index, $0.record) }, uniquingKeysWith: { first, _ in first })
                return try? Self.decodeDerived(
                    readDerived.bytes, range: readDerived.range, contents: { asked[$0] }, files: Set(asked.keys))
            }
            guard let derived else { return .changed(rederived[0].record.question) }
            switch Self.deriveAgain(rederived, derived: derived, derivations: derivations) {
            case .changed(let question): return .changed(question)
            case .same(let renewals, let movedFiles):
                renewed += renewals
                moved = movedFiles
            }
        }
        if !renewed.isEmpty {
            let renewedRecords = written.renewing(renewed)
            state.withLock { state in
                if state.written == nil {
                    let derived = Self.encodeDerived(state.liveDerivedRecords, direct: state.directRecords)
                    state.readDerived = (derived, 0..<derived.count)
                }
                state.written = renewedRecords
                state.started = verifiedAt
            }
        }
        return .holds(rederived: rederived.compactMap { located in
            if case .contents(let path, _) = located.record.question { return path }
            return nil
        }, moved: moved)
    }

    /// What asking records again found.
    private struct Checked {
        var change: Question?
        var isDamaged = false
        /// Records whose answer is the same, with what the log now takes for them: the identity the file or
        /// folder has now, and for a file read only for derivations, the hash of its new bytes.
        var renewed: [Located] = []
        /// Files read only for derivations whose bytes changed: their derivations are asked again.
        var rederived: [Located] = []
        /// The real paths of the folders this worker's `realPath` questions named, for this pass only.
        var folders = FolderRealPaths()
    }

    /// Asks the records of `chunk` again. A file or folder whose identity vouches for it is asked by
    /// `stat` from its path's bytes; any other record is decoded and asked in full.
    private static func check(
        _ written: WrittenRecords, chunk: Int, started: Int64, limits: ReadLimits?, derivable: Bool,
        into checked: inout Checked
    ) {
        var (indices, reader) = written.chunk(chunk)
        for index in indices {
            let start = reader.offset
            guard let vouched = try? isVouchedFor(&reader, started: started, limits: limits) else {
                checked.isDamaged = true
                return
            }
            if vouched { continue }
            var recordReader = reader.reader(of: start..<written.range.upperBound)
            guard let record = try? WrittenRecords.decode(from: &recordReader) else {
                checked.isDamaged = true
                return
            }
            let located = Located(index: index, bytes: start..<recordReader.offset, record: record)
            reader = recordReader
            if let change = askAgain(located, derivable: derivable, into: &checked) {
                checked.change = change
                return
            }
        }
    }

    /// Reads one record; true when it is a file's contents or a folder's entries whose identity, unchanged
    /// since before the log was kept (by `ContentHashIndex.racyMargin`), vouches for its answer. Otherwise
    /// the reader is left where it was.
    private static func isVouchedFor(
        _ reader: inout BinaryReader, started: Int64, limits: ReadLimits?
    ) throws(BinaryReader.Malformed) -> Bool {
        var probe = reader
        let tag = try probe.readUInt()
        guard tag == 0 || tag == 2 else { return false }
        let path = try probe.readRange()
        let kind: FileKind? = tag == 0 ? try WrittenRecords.readKind(from: &probe) : nil
        guard try probe.readBool() else { return false }
        let known = try probe.readFileIdentity()
        if tag == 0 { _ = try probe.readBool() }
        _ = try probe.readFixed()
        guard known.changed(moreThan: ContentHashIndex.racyMargin, before: started) else { return false }
        if let kind {
            guard let limit = limits?[kind],
                  let current = probe.withBytes(of: path, { FileIdentity.ofRegularFile(pathBytes: $0) }),
                  current == known, current.size <= limit
            else { return false }
        } else {
            // A folder's times change whenever an entry is made, removed or renamed (as git's untracked
            // cache relies on): one `stat` instead of listing it, under the same racily-clean rule.
            guard probe.withBytes(of: path, { FileIdentity.ofFolder(pathBytes: $0) }) == known else { return false }
        }
        reader = probe
        return true
    }

    /// Asks a record no identity vouched for again; the question whose answer changed, if one did.
    private static func askAgain(_ located: Located, derivable: Bool, into checked: inout Checked) -> Question? {
        let record = located.record
        switch record.question {
        case .derived:
            // Asked again through the file's contents: unchanged bytes derive what they derived.
            return nil
        case .contents(let path, let kind):
            let (hash, identity) = contentsAnswer(path: path, kind: kind)
            guard hash == record.answer else {
                if derivable, record.isOnlyDerived {
                    checked.rederived.append(located)
                    return nil
                }
                return record.question
            }
            if let identity { checked.renewed.append(located.renewed(identity: identity)) }
            return nil
        case .entries(let folder):
            // Its identity before it is listed: a folder changed after this still looks changed next time.
            let current = FileIdentity.ofFolder(path: folder)
            guard answer(record.question) == record.answer else { return record.question }
            if let current { checked.renewed.append(located.renewed(identity: current)) }
            return nil
        case .realPath(let path):
            return textAnswer(checked.folders.realPath(of: path)) == record.answer ? nil : record.question
        default:
            return answer(record.question) == record.answer ? nil : record.question
        }
    }

    private enum Rederivation {
        case changed(Question)
        case same([Located], moved: [String])
    }

    /// Asks each derivation of the files `located` (contents records whose bytes changed) again of their
    /// new bytes. A file that is no longer readable, a derivation this run does not know, or a new answer
    /// is a change.
    private static func deriveAgain(
        _ located: [Located], derived: [Record], derivations: [String: Derivation]
    ) -> Rederivation {
        var derivedOf: [String: [Record]] = [:]
        for record in derived {
            if case .derived(let path, _, _, _) = record.question { derivedOf[path, default: []].append(record) }
        }
        var renewals: [Located] = []
        var moved: [String] = []
        for file in located {
            let record = file.record
            guard case .contents(let path, let kind) = record.question,
                  let contents = try? FileContents.readUnrecorded(path, kind: kind)
            else { return .changed(record.question) }
            var isMoved = false
            for derived in derivedOf[path] ?? [] {
                guard case .derived(_, let derivedKind, let name, let parameters) = derived.question, derivedKind == kind,
                      let derive = derivations[name], let answer = derive(contents.bytes, path, parameters),
                      answer.hash == derived.answer
                else { return .changed(record.question) }
                if answer.positions != derived.positions {
                    guard DerivedAnswer(hash: derived.answer, positions: derived.positions).keepsOrder(of: answer) else {
                        return .changed(record.question)
                    }
                    isMoved = true
                }
            }
            if isMoved { moved.append(path) }
            renewals.append(file.renewed(identity: contents.snapshot.identity, answer: contents.contentHash))
        }
        return .same(renewals, moved: moved)
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
        // Only asked through the file's contents (`deriveAgain`); alone, its answer cannot be known.
        case .derived: return nothing
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

    /// A folder's entries, in whatever order the system lists them: each entry (its name's bytes and its
    /// type) hashed on its own and the hashes added. Sorting the names first, and copying each into an
    /// array to hash it, was a third of listing a 5,000-file project's folders.
    static func entriesAnswer(_ entries: [FolderListing.Entry]?) -> UInt64 {
        guard let entries else { return nothing }
        let types = FileType.allCases
        var sum: UInt64 = 0
        for entry in entries {
            var hasher = ContentHasher()
            var name = entry.name
            name.withUTF8 { hasher.add(UnsafeRawBufferPointer($0)) }
            withUnsafeBytes(of: (UInt8(0), UInt8(types.firstIndex(of: entry.type) ?? 255))) { hasher.add($0) }
            sum &+= hasher.finish()
        }
        var hasher = ContentHasher()
        withUnsafeBytes(of: (UInt64(entries.count).littleEndian, sum.littleEndian)) { hasher.add($0) }
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
        let (kept, keptDerived, started) = state.withLock { ($0.written, $0.readDerived, $0.started) }
        // The direct records made once for both encodings, and the two encoded at once: a 5,000-file
        // project's log took 20 ms of one core at the end of its run, with the other idle.
        let (direct, live) = kept != nil && keptDerived != nil
            ? ([], []) : state.withLock { ($0.directRecords, keptDerived == nil ? $0.liveDerivedRecords : []) }
        let encoded = Protected<(written: WrittenRecords?, derived: [UInt8]?)>((nil, nil))
        let encode = { @Sendable (part: Int) in
            if part == 0, kept == nil {
                let records = WrittenRecords(encoding: direct)
                encoded.withLock { $0.written = records }
            } else if part == 1, keptDerived == nil {
                let bytes = Self.encodeDerived(live, direct: direct)
                encoded.withLock { $0.derived = bytes }
            }
        }
        // A build phase's few hundred questions are encoded in less time than waking a thread takes.
        if direct.count + live.count >= Self.questionsWorthThreads {
            DispatchQueue.concurrentPerform(iterations: 2, execute: encode)
        } else {
            encode(0)
            encode(1)
        }
        let (newWritten, newDerived) = encoded.withLock { $0 }
        let written = kept ?? newWritten ?? WrittenRecords(encoding: direct)
        let derivedBytes = newDerived ?? []
        let derived = keptDerived ?? (derivedBytes, 0..<derivedBytes.count)
        writer.write(Int(started))
        written.write(to: &writer)
        writer.write(UInt64(derived.range.count))
        writer.write(slice: derived.bytes[derived.range])
    }

    static let questionsWorthThreads = 2_000

    public static func read(from reader: inout BinaryReader) throws(BinaryReader.Malformed) -> InputLog {
        let started = Int64(try reader.readInt())
        let written = try WrittenRecords.read(from: &reader)
        let derived = try reader.readRange()
        return InputLog(written: written, derived: (reader.allBytes, derived), started: started)
    }

    /// The `.derived` questions, compactly: each names its file by the index of the file's contents among
    /// the direct records (a derivation is asked only when those changed), and each derivation's name and
    /// each build's parameters are written once (every file of a target shares them). A file's derivations
    /// are written together as one run of bytes, so that a replay past one changed file decodes its few
    /// answers and skips the thousands of others whole. A derivation of a file whose contents were not
    /// recorded could never be asked, and is left out.
    static func encodeDerived(_ records: [Record], direct: [Record]) -> [UInt8] {
        var contentsIndex: [Question: Int] = [:]
        for (index, record) in direct.enumerated() {
            if case .contents = record.question { contentsIndex[record.question] = index }
        }
        // A few names and builds, each shared by thousands of answers: found by comparison (an array that
        // shares its storage compares at once), not by hashing hundreds of bytes of a build every time.
        var names: [String] = []
        var parameterList: [[UInt8]] = []
        var entries: [(file: Int, record: Int)] = []
        for (index, record) in records.enumerated() {
            guard case .derived(let path, let kind, _, _) = record.question,
                  let file = contentsIndex[.contents(path: path, kind: kind)]
            else { continue }
            entries.append((file, index))
        }
        entries.sort { ($0.file, $0.record) < ($1.file, $1.record) }
        var writer = BinaryWriter()
        var groups = BinaryWriter()
        var groupCount = 0
        var start = 0
        while start < entries.count {
            let file = entries[start].file
            var end = start
            var group = BinaryWriter()
            while end < entries.count, entries[end].file == file {
                let record = records[entries[end].record]
                guard case .derived(_, _, let derivation, let parameters) = record.question else { break }
                let name = names.firstIndex(of: derivation) ?? names.count
                if name == names.count { names.append(derivation) }
                let build = parameterList.firstIndex(of: parameters) ?? parameterList.count
                if build == parameterList.count { parameterList.append(parameters) }
                // The file's contents record names the kind; the name and the parameters are indices.
                group.write(UInt64(name))
                group.write(UInt64(build))
                group.writeFixed(record.answer)
                group.write(UInt64(record.positions.count))
                for position in record.positions { group.write(position) }
                end += 1
            }
            groups.write(UInt64(file))
            groups.write(UInt64(end - start))
            groups.write(bytes: group.bytes)
            groupCount += 1
            start = end
        }
        writer.write(names)
        writer.write(UInt64(parameterList.count))
        for parameters in parameterList { writer.write(bytes: parameters) }
        writer.write(UInt64(groupCount))
        writer.write(signature: groups.bytes)
        return writer.bytes
    }

    /// What `encodeDerived` wrote; with `files`, only the derivations of the direct records at those indices
    /// (the others' runs of bytes are skipped unread).
    static func decodeDerived(
        _ bytes: [UInt8], range: Range<Int>? = nil, direct: [Record], files: Set<Int>? = nil
    ) throws(BinaryReader.Malformed) -> [Record] {
        try decodeDerived(bytes, range: range, contents: { direct.indices.contains($0) ? direct[$0] : nil }, files: files)
    }

    /// `decodeDerived`, given the contents record of each file asked for (`files`, or all when nil).
    static func decodeDerived(
        _ bytes: [UInt8], range: Range<Int>? = nil, contents: (Int) -> Record?, files: Set<Int>?
    ) throws(BinaryReader.Malformed) -> [Record] {
        let layout = try DerivedLayout(bytes, range: range)
        var records: [Record] = []
        for group in layout.groups {
            if let files, !files.contains(group.file) { continue }
            guard case .contents(let path, let kind)? = contents(group.file)?.question else {
                throw BinaryReader.Malformed()
            }
            var entries = BinaryReader(bytes, range: group.range)
            for _ in 0..<group.count {
                let name = Int(clamping: try entries.readUInt())
                let parameters = Int(clamping: try entries.readUInt())
                let answer = try entries.readFixed()
                let positionCount = try entries.readCount()
                guard layout.names.indices.contains(name), layout.parameterList.indices.contains(parameters) else {
                    throw BinaryReader.Malformed()
                }
                var positions: [Int] = []
                positions.reserveCapacity(positionCount)
                for _ in 0..<positionCount { positions.append(try entries.readInt()) }
                let question = Question.derived(
                    path: path, kind: kind, derivation: layout.names[name], parameters: layout.parameterList[parameters])
                records.append(Record(question: question, answer: answer, positions: positions))
            }
            guard entries.isAtEnd else { throw BinaryReader.Malformed() }
        }
        return records
    }

    /// How many records `decodeDerived` would make of all files, from the counts written for each.
    static func countDerived(_ bytes: [UInt8], range: Range<Int>) throws(BinaryReader.Malformed) -> Int {
        try DerivedLayout(bytes, range: range).groups.reduce(0) { $0 + $1.count }
    }

    /// The `.derived` records as `encodeDerived` lays them out: the derivations' names and the builds'
    /// parameters, then each file's group (its index among the direct records, how many records it holds
    /// and where they lie), read without decoding the groups.
    private struct DerivedLayout {
        var names: [String]
        var parameterList: [[UInt8]] = []
        var groups: [(file: Int, count: Int, range: Range<Int>)] = []

        init(_ bytes: [UInt8], range: Range<Int>?) throws(BinaryReader.Malformed) {
            var reader = BinaryReader(bytes, range: range)
            names = try reader.readStrings()
            let parameterCount = try reader.readCount()
            for _ in 0..<parameterCount { parameterList.append(try reader.readBytes()) }
            let fileCount = try reader.readCount(minimumBytes: 3)
            groups.reserveCapacity(fileCount)
            for _ in 0..<fileCount {
                let file = Int(clamping: try reader.readUInt())
                let count = try reader.readCount(minimumBytes: 0)
                groups.append((file, count, try reader.readRange()))
            }
            guard reader.isAtEnd else { throw BinaryReader.Malformed() }
        }
    }
}

extension InputLog.Question {
    /// Equal questions hash alike; a derivation's parameters (a build: its platform, conditions and modules,
    /// hundreds of bytes, the same for every file of a target) add only their length and ends, which tell
    /// a file's few builds apart, while equality still compares them whole.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .contents(let path, let kind):
            hasher.combine(0)
            hasher.combine(path)
            hasher.combine(kind)
        case .kind(let path):
            hasher.combine(1)
            hasher.combine(path)
        case .entries(let folder):
            hasher.combine(2)
            hasher.combine(folder)
        case .realPath(let path):
            hasher.combine(3)
            hasher.combine(path)
        case .environment(let name):
            hasher.combine(4)
            hasher.combine(name)
        case .size(let path):
            hasher.combine(5)
            hasher.combine(path)
        case .derived(let path, let kind, let derivation, let parameters):
            hasher.combine(6)
            hasher.combine(path)
            hasher.combine(kind)
            hasher.combine(derivation)
            hasher.combine(parameters.count)
            parameters.withUnsafeBytes { bytes in
                hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes.prefix(16)))
                hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: bytes.suffix(16)))
            }
        }
    }
}

extension InputLog.Question: CustomStringConvertible {
    /// What another answer means, for a person: `Widget/Sources/Timer.swift changed`.
    public var description: String {
        switch self {
        case .contents(let path, _), .size(let path): return "\(path) changed"
        case .derived(let path, _, let derivation, _): return "what the \(derivation) of \(path) holds changed"
        case .kind(let path): return "what is at \(path) changed"
        case .entries(let folder): return "the entries of the folder \(folder) changed"
        case .realPath(let path): return "where \(path) leads changed"
        case .environment(let name): return "the environment variable \(name) changed"
        }
    }
}
