import _StringsGuardTestSupport
import Diagnostics
import Foundation
import Testing
@testable import SafeFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The record of what a run asked the file system (`check --cache-dir`'s replay): each way of asking is
/// recorded with its answer, and asking again tells every change that answer can see. The log is kept for
/// the whole process, and other suites read files meanwhile, so these tests look only at the questions
/// about their own folder.
@Suite(.serialized) struct InputLogTests {
    /// A folder with a file, a subfolder, a link to the file, a link to the subfolder, a folder beside it
    /// holding a file of the same name, and a path nothing is at.
    static func project() throws -> String {
        let root = try makeTemporaryFolder("stringsguard-inputlog")
        try FileManager.default.createDirectory(atPath: root + "/Sources", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: root + "/Sources/View.swift", contents: Data("Text(\"A\")\n".utf8)))
        #expect(FileManager.default.createFile(atPath: root + "/Other.swift", contents: Data("let b = 1\n".utf8)))
        #expect(FileManager.default.createFile(atPath: root + "/Scanned.swift", contents: Data("Text(\"Go\") // soon\n".utf8)))
        try FileManager.default.createSymbolicLink(atPath: root + "/Link.swift", withDestinationPath: "Sources/View.swift")
        try FileManager.default.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: "Sources")
        try FileManager.default.createDirectory(atPath: root + "/Elsewhere", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: root + "/Elsewhere/View.swift", contents: Data("Text(\"A\")\n".utf8)))
        return root
    }

    static let variable = "STRINGSGUARD_INPUT_LOG_TEST"

    /// A stand-in for a scan: what it keeps of a file is its capital letters, so an edit of the others
    /// derives the same.
    static let capitals: InputLog.Derivation = { bytes, _, parameters in
        let places = bytes.indices.filter { (0x41...0x5A).contains(bytes[$0]) }
        return InputLog.DerivedAnswer(
            hash: contentHash(parameters + places.map { bytes[$0] }), positions: places.flatMap { [1, $0 + 1] })
    }
    static let capitalsParameters: [UInt8] = [7]

    /// Reads `path` for its capitals alone, recording what they derive, as the scan cache does.
    static func readForCapitals(_ path: String) throws {
        let contents = try FileContents.read(path, kind: .swiftSource, purpose: .derivation)
        InputLog.recordDerived(
            path: path, kind: .swiftSource, derivation: "capitals", parameters: capitalsParameters,
            answer: try #require(capitals(contents.bytes, path, capitalsParameters)))
    }

    /// Positions compare as before when every two of them keep their order, and their equality.
    @Test func movedPositionsKeepTheirOrderOnlyWhenEveryTwoCompareAsBefore() {
        func answer(_ positions: [Int]) -> InputLog.DerivedAnswer { InputLog.DerivedAnswer(hash: 1, positions: positions) }
        #expect(answer([3, 5, 1, 9, 3, 5]).keepsOrder(of: answer([4, 5, 2, 1, 4, 5])), "all moved down, the first line less")
        #expect(answer([1, 2, 7, 1]).keepsOrder(of: answer([1, 2, 7, 1])))
        #expect(!answer([1, 2, 7, 1]).keepsOrder(of: answer([8, 2, 7, 1])), "the first now after the second")
        #expect(!answer([3, 5, 3, 5]).keepsOrder(of: answer([3, 5, 4, 5])), "two at one place now apart")
        #expect(!answer([3, 5, 4, 5]).keepsOrder(of: answer([3, 5, 3, 5])), "two apart now at one place")
        #expect(!answer([3, 5]).keepsOrder(of: answer([3, 5, 4, 5])), "another count")
    }

    /// Asks every kind of question about `root`, keeping a log; returns the log of only those questions.
    static func logOfQuestions(about root: String) throws -> InputLog {
        let log = InputLog.begin()
        _ = try FileContents.read(root + "/Sources/View.swift", kind: .swiftSource)
        _ = try FileContents.readIfPresent(root + "/Missing.swift", kind: .swiftSource)
        _ = PathKind(path: root + "/Link.swift")
        _ = FolderListing.entries(of: root + "/Sources")
        _ = FileSize.of(path: root + "/Other.swift")
        _ = ProjectRoot(root).contains(root + "/Link.swift")
        // A file (no link itself) in a linked folder: asked again through the folder's real path.
        _ = ProjectRoot(root).contains(root + "/Linked/View.swift")
        _ = ProcessEnvironment.value(of: variable)
        try readForCapitals(root + "/Scanned.swift")
        InputLog.end(log)
        let own = log.records.filter { record in
            switch record.question {
            case .contents(let path, _), .kind(let path), .entries(let path), .realPath(let path), .size(let path),
                 .derived(let path, _, _, _):
                return path.hasPrefix(root)
            case .environment(let name): return name == variable
            }
        }
        return InputLog(records: own, started: log.started)
    }

    @Test func everyWayOfAskingIsRecordedWithItsAnswer() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let log = try Self.logOfQuestions(about: root)
        let questions = log.records.map(\.question)
        #expect(questions.contains(.contents(path: root + "/Sources/View.swift", kind: .swiftSource)))
        #expect(questions.contains(.kind(path: root + "/Missing.swift")))
        #expect(questions.contains(.kind(path: root + "/Link.swift")))
        #expect(questions.contains(.entries(folder: root + "/Sources")))
        #expect(questions.contains(.size(root + "/Other.swift")))
        #expect(questions.contains(.environment(Self.variable)))
        #expect(questions.contains { if case .realPath = $0 { true } else { false } })
        let contents = try #require(log.records.first { $0.question == .contents(path: root + "/Sources/View.swift", kind: .swiftSource) })
        #expect(contents.answer == contentHash(Array("Text(\"A\")\n".utf8)))
        #expect(contents.identity != nil)
        #expect(!contents.isOnlyDerived, "read whole")
        let scanned = try #require(log.records.first { $0.question == .contents(path: root + "/Scanned.swift", kind: .swiftSource) })
        #expect(scanned.isOnlyDerived)
        #expect(log.records.contains { record in
            record.question == .derived(path: root + "/Scanned.swift", kind: .swiftSource, derivation: "capitals", parameters: Self.capitalsParameters)
                && record.answer == contentHash(Self.capitalsParameters + Array("TG".utf8))
        })
        #expect(log.stillHolds(), "nothing changed")
    }

    /// A file read only for what a derivation makes of it may change where that derivation does not: the
    /// log still holds, says which file changed so, and takes its new bytes as the answer from then on. Any
    /// other way the file changes, or is read, is a change.
    @Test(arguments: [
        "capitals kept", "capitals kept, file grown", "capitals moved", "a capital changed", "also read whole", "derivation unknown",
        "file removed", "file replaced by a folder",
    ])
    func aFileReadForADerivationChangesOnlyWhenWhatItDerivesDoes(_ change: String) throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let scanned = root + "/Scanned.swift"
        let log = InputLog.begin()
        try Self.readForCapitals(scanned)
        if change == "also read whole" { _ = try FileContents.read(scanned, kind: .swiftSource) }
        InputLog.end(log)
        let own = InputLog(records: log.records.filter { record in
            switch record.question {
            case .contents(let path, _), .derived(let path, _, _, _): return path == scanned
            default: return false
            }
        }, started: log.started)
        #expect(own.records.count == 2)
        switch change {
        case "capitals kept", "also read whole", "derivation unknown":
            #expect(rewriteInPlaceKeepingTimes(scanned, with: Array("Text(\"Go\") // late\n".utf8)))
        case "capitals kept, file grown":
            #expect(FileManager.default.createFile(atPath: scanned, contents: Data("Text(\"Go\") // later, maybe\n".utf8)))
        case "capitals moved": #expect(FileManager.default.createFile(atPath: scanned, contents: Data("\nText(\"Go\") // soon\n".utf8)))
        case "a capital changed": #expect(rewriteInPlaceKeepingTimes(scanned, with: Array("Text(\"GO\") // soon\n".utf8)))
        case "file removed": try FileManager.default.removeItem(atPath: scanned)
        case "file replaced by a folder":
            try FileManager.default.removeItem(atPath: scanned)
            try FileManager.default.createDirectory(atPath: scanned, withIntermediateDirectories: false)
        default: Issue.record("unknown change \(change)")
        }
        #expect(!own.stillHolds(), "without the derivation any edit is a change")
        let derivations: [String: InputLog.Derivation] = change == "derivation unknown" ? ["other": Self.capitals] : ["capitals": Self.capitals]
        let verification = own.verify(derivations: derivations)
        if change == "capitals moved" {
            #expect(verification == .holds(rederived: [scanned], moved: [scanned]))
        } else if change.hasPrefix("capitals kept") {
            #expect(verification == .holds(rederived: [scanned]))
            let renewed = try #require(own.records.first { $0.question == .contents(path: scanned, kind: .swiftSource) })
            #expect(renewed.answer == contentHash(try FileContents.read(scanned, kind: .swiftSource).bytes))
            #expect(own.verify(derivations: derivations) == .holds(rederived: []), "the new bytes are the answer now")
        } else {
            #expect(verification == .changed(.contents(path: scanned, kind: .swiftSource)), "\(change) is seen")
        }
    }

    /// Each change, made to a fresh copy, is seen by asking again.
    @Test(arguments: [
        "contents edited, same size", "contents grown", "file removed", "missing file created",
        "file added to the listed folder", "link retargeted", "link replaced by a folder", "size changed",
        "environment set", "folder link retargeted",
    ])
    func aChangeIsSeen(_ change: String) throws {
        let root = try Self.project()
        defer {
            try? FileManager.default.removeItem(atPath: root)
            unsetenv(Self.variable)
        }
        unsetenv(Self.variable)
        let log = try Self.logOfQuestions(about: root)
        #expect(log.stillHolds(), "before: \(change)")
        let view = root + "/Sources/View.swift"
        switch change {
        case "contents edited, same size":
            #expect(rewriteInPlaceKeepingTimes(view, with: Array("Text(\"B\")\n".utf8)))
        case "contents grown": #expect(FileManager.default.createFile(atPath: view, contents: Data("Text(\"AB\")\n".utf8)))
        case "file removed": try FileManager.default.removeItem(atPath: view)
        case "missing file created":
            #expect(FileManager.default.createFile(atPath: root + "/Missing.swift", contents: Data()))
        case "file added to the listed folder":
            #expect(FileManager.default.createFile(atPath: root + "/Sources/New.swift", contents: Data()))
        case "link retargeted":
            try FileManager.default.removeItem(atPath: root + "/Link.swift")
            try FileManager.default.createSymbolicLink(atPath: root + "/Link.swift", withDestinationPath: "Other.swift")
        case "link replaced by a folder":
            try FileManager.default.removeItem(atPath: root + "/Link.swift")
            try FileManager.default.createDirectory(atPath: root + "/Link.swift", withIntermediateDirectories: false)
        case "size changed": #expect(FileManager.default.createFile(atPath: root + "/Other.swift", contents: Data("let b = 12\n".utf8)))
        case "environment set": setenv(Self.variable, "1", 1)
        case "folder link retargeted":
            try FileManager.default.removeItem(atPath: root + "/Linked")
            try FileManager.default.createSymbolicLink(atPath: root + "/Linked", withDestinationPath: "Elsewhere")
        default: Issue.record("unknown change \(change)")
        }
        #expect(!log.stillHolds(), "\(change) is seen")
        // Where only one question can tell, it is the one named.
        if change == "environment set" { #expect(log.firstChange() == .environment(Self.variable)) }
        if change == "file added to the listed folder" { #expect(log.firstChange() == .entries(folder: root + "/Sources")) }
    }

    /// A file written again with the same bytes (a checkout, `touch`) has a new identity but the same
    /// answer: the log still holds, and knows the file by its new identity from then on.
    @Test func theSameBytesWithANewIdentityStillHold() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let log = try Self.logOfQuestions(about: root)
        let view = root + "/Sources/View.swift"
        try FileManager.default.removeItem(atPath: view)
        #expect(FileManager.default.createFile(atPath: view, contents: Data("Text(\"A\")\n".utf8)))
        let before = log.started
        #expect(log.stillHolds())
        let renewed = try #require(log.records.first { $0.question == .contents(path: view, kind: .swiftSource) })
        #expect(renewed.identity == FileIdentity.ofRegularFile(path: view))
        #expect(log.started > before, "the log is verified anew")
    }

    /// A log read back and renewed (a file written again with the same bytes) is written as it now is:
    /// reading it back gives the renewed log, which holds.
    @Test func aRenewedLogWritesWhatItNowHolds() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var writer = BinaryWriter()
        try Self.logOfQuestions(about: root).write(to: &writer)
        var reader = BinaryReader(writer.bytes)
        let log = try InputLog.read(from: &reader)
        let view = root + "/Sources/View.swift"
        try FileManager.default.removeItem(atPath: view)
        #expect(FileManager.default.createFile(atPath: view, contents: Data("Text(\"A\")\n".utf8)))
        #expect(log.stillHolds())
        var again = BinaryWriter()
        log.write(to: &again)
        var againReader = BinaryReader(again.bytes)
        let reread = try InputLog.read(from: &againReader)
        #expect(reread.records == log.records)
        #expect(reread.records.first { $0.question == .contents(path: view, kind: .swiftSource) }?.identity
            == FileIdentity.ofRegularFile(path: view))
        #expect(reread.stillHolds())
    }

    /// Past the racily-clean margin a folder's entries are vouched for by its times (one `stat`, not a
    /// listing); an entry made in it afterwards changes those times and is seen.
    @Test func pastTheMarginAFolderIsTrustedByItsTimesAndANewEntryIsStillSeen() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        Thread.sleep(forTimeInterval: 3.5)
        let log = try Self.logOfQuestions(about: root)
        let sources = InputLog.Question.entries(folder: root + "/Sources")
        #expect(log.records.first { $0.question == sources }?.identity == FileIdentity.ofFolder(path: root + "/Sources"))
        #expect(log.stillHolds())
        #expect(FileManager.default.createFile(atPath: root + "/Sources/New.swift", contents: Data()))
        #expect(log.firstChange() == sources)
    }

    /// A file that changed between two reads in one run gets two answers: such a log is worth nothing.
    @Test func twoAnswersToOneQuestionMakeTheLogInconsistent() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let view = root + "/Sources/View.swift"
        let log = InputLog.begin()
        _ = try FileContents.read(view, kind: .swiftSource)
        #expect(FileManager.default.createFile(atPath: view, contents: Data("Text(\"B\")\n".utf8)))
        _ = try FileContents.read(view, kind: .swiftSource)
        InputLog.end(log)
        #expect(!log.isConsistent)
    }

    /// A catalog parsed where it lies (mapped, from `MappedFile.minimumMappedSize` on) is told to the log as
    /// one read into memory is: the same question, answer and identity, read whole; an edit of one byte that
    /// keeps the size and times is then seen, and so is a file that is not there.
    @Test(arguments: [100, MappedFile.minimumMappedSize + 3])
    func aMappedFileIsRecordedAsAReadOne(size: Int) throws {
        let root = try makeTemporaryFolder("stringsguard-inputlog")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/Localizable.xcstrings"
        let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 1) }
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        func record(_ log: InputLog, _ path: String) -> InputLog.Record? {
            log.records.first { $0.question == .contents(path: path, kind: .catalog) }
        }

        let mapped = InputLog.begin()
        let snapshot = try MappedFile.withContents(of: path, kind: .catalog) { seen, snapshot throws(InputError) in
            #expect(Array(seen) == bytes)
            return snapshot
        }
        #expect(throws: InputError.self) {
            try MappedFile.withContents(of: root + "/Missing.xcstrings", kind: .catalog) { _, _ throws(InputError) in () }
        }
        InputLog.end(mapped)
        let read = InputLog.begin()
        _ = try FileContents.read(path, kind: .catalog)
        _ = try? FileContents.read(root + "/Missing.xcstrings", kind: .catalog)
        InputLog.end(read)

        let recorded = try #require(record(mapped, path))
        #expect(recorded.answer == contentHash(bytes))
        #expect(recorded.identity == FileIdentity.ofRegularFile(path: path))
        #expect(recorded.identity == snapshot.identity)
        #expect(!recorded.isOnlyDerived)
        #expect(recorded == record(read, path))
        let missing = try #require(record(mapped, root + "/Missing.xcstrings"))
        #expect(missing == record(read, root + "/Missing.xcstrings"))

        let own = InputLog(records: mapped.records.filter { record(mapped, path) == $0 }, started: mapped.started)
        #expect(own.stillHolds())
        var edited = bytes
        edited[size / 2] ^= 0x20
        #expect(rewriteInPlaceKeepingTimes(path, with: edited))
        #expect(!own.stillHolds(), "one byte changed in place")
    }

    @Test func nothingIsRecordedWithoutALog() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let log = InputLog.begin()
        InputLog.end(log)
        _ = try FileContents.read(root + "/Sources/View.swift", kind: .swiftSource)
        #expect(!log.records.contains { $0.question == .contents(path: root + "/Sources/View.swift", kind: .swiftSource) })
    }

    /// A file's derived answers are written together, so that the answers of the one file that changed are
    /// read without decoding the others': asked for some files, the log decodes theirs, all of them, and
    /// never another file's.
    @Test func derivedAnswersAreReadBackForTheFilesAsked() throws {
        let paths = ["A.swift", "B.swift", "C.swift"]
        let direct = paths.map { path in
            InputLog.Record(question: .contents(path: path, kind: .swiftSource), answer: 1, isOnlyDerived: true)
        }
        // Two builds' scans of each file, and a second derivation of B, given out of file order.
        var derived: [InputLog.Record] = []
        for (build, path) in [(1, "C.swift"), (1, "A.swift"), (2, "C.swift"), (1, "B.swift"), (2, "A.swift")] {
            derived.append(InputLog.Record(
                question: .derived(path: path, kind: .swiftSource, derivation: "scan", parameters: [UInt8(build)]),
                answer: UInt64(build * 100 + Int(path.utf8.first!)), positions: [build, 3, build + 1, 4]))
        }
        derived.append(InputLog.Record(
            question: .derived(path: "B.swift", kind: .swiftSource, derivation: "comments", parameters: []),
            answer: 9, positions: []))
        let bytes = InputLog.encodeDerived(derived, direct: direct)
        func decoded(_ files: Set<Int>?) throws -> [InputLog.Record] {
            try InputLog.decodeDerived(bytes, direct: direct, files: files)
        }
        func key(_ record: InputLog.Record) -> String { "\(record.question)/\(record.answer)/\(record.positions)" }
        #expect(Set(try decoded(nil).map(key)) == Set(derived.map(key)))
        #expect(try decoded(nil).count == derived.count)
        let ofB = try decoded([1])
        #expect(Set(ofB.map(key)) == Set(derived.filter { "\($0.question)".contains("B.swift") }.map(key)))
        #expect(ofB.count == 2)
        let ofAAndC = try decoded([0, 2])
        #expect(ofAAndC.count == 4)
        #expect(!ofAAndC.contains { "\($0.question)".contains("B.swift") })
        #expect(try decoded([]).isEmpty)
        // Each of a file's answers, with its positions, in the order it was given.
        #expect(ofAAndC.filter { "\($0.question)".contains("A.swift") }.map(\.positions) == [[1, 3, 2, 4], [2, 3, 3, 4]])
        for cut in 0..<bytes.count {
            #expect(throws: BinaryReader.Malformed.self, "cut at \(cut)") {
                try InputLog.decodeDerived(Array(bytes.prefix(cut)), direct: direct)
            }
        }
        #expect(try InputLog.countDerived(bytes, range: 0..<bytes.count) == derived.count)
        // A log read back counts its questions from its records as written, and a new log sized like it
        // still records every question it is asked, and only those.
        let readBack = InputLog(records: direct + derived, started: 0)
        #expect(readBack.questionCount == direct.count + derived.count)
        let sized = InputLog.begin(sizedLike: readBack)
        InputLog.recordDerived(path: "A.swift", kind: .swiftSource, derivation: "scan", parameters: [1], answer: .init(hash: 7))
        InputLog.end(sized)
        #expect(sized.questionCount == 1)
        #expect(sized.records.map(\.answer) == [7])
    }

    /// A renewed record written again in place of its old bytes moves every later record, and the walk's
    /// chunk starts with them: the same bytes and starts as the renewed records written afresh.
    @Test func renewingARecordMovesTheChunksAfterIt() throws {
        let count = InputLog.WrittenRecords.chunkSize * 2 + 100
        let records = (0..<count).map { index in
            InputLog.Record(question: .contents(path: "Sources/File\(index).swift", kind: .swiftSource), answer: UInt64(index))
        }
        let written = InputLog.WrittenRecords(encoding: records)
        // Given an identity it had none of: the record grows by the identity's bytes.
        let identity = FileIdentity(
            device: 1, inode: 123_456, size: 99, modificationSeconds: 1_765_000_000, modificationNanoseconds: 123_456_789,
            changeSeconds: 1_765_000_001, changeNanoseconds: 5)
        var located: [InputLog.Located] = []
        var reader = BinaryReader(written.bytes)
        for index in 0..<count {
            let start = reader.offset
            let record = try InputLog.WrittenRecords.decode(from: &reader)
            #expect(record == records[index])
            if index == 300 || index == InputLog.WrittenRecords.chunkSize + 7 {
                located.append(InputLog.Located(index: index, bytes: start..<reader.offset, record: record).renewed(identity: identity, answer: 7))
            }
        }
        var expected = records
        for renewal in located { expected[renewal.index] = renewal.record }
        let renewed = written.renewing(located)
        let afresh = InputLog.WrittenRecords(encoding: expected)
        #expect(renewed.bytes == afresh.bytes)
        #expect(renewed.chunkStarts == afresh.chunkStarts)
        #expect(renewed.chunkStarts != written.chunkStarts)
        #expect(try renewed.decodeAll() == expected)
        var bytes = BinaryWriter()
        renewed.write(to: &bytes)
        var back = BinaryReader(bytes.bytes)
        #expect(try InputLog.WrittenRecords.read(from: &back).decodeAll() == expected)
    }

    /// A folder's answer is its entries whatever order the system lists them in; a name or a type changed,
    /// an entry added or taken away is another answer.
    @Test func aFoldersAnswerIsItsEntriesInAnyOrder() {
        typealias Entry = FolderListing.Entry
        let entries = (0..<40).map { Entry(name: "File\($0).swift", type: $0 % 5 == 0 ? .folder : .regular) }
        let answer = InputLog.entriesAnswer(entries)
        #expect(InputLog.entriesAnswer(entries.reversed()) == answer)
        #expect(InputLog.entriesAnswer(entries.shuffled()) == answer)
        var renamed = entries
        renamed[7] = Entry(name: "File7.swiftx", type: .regular)
        var retyped = entries
        retyped[7] = Entry(name: "File7.swift", type: .symbolicLink)
        var typesSwapped = entries
        typesSwapped[5].type = .regular
        typesSwapped[6].type = .folder
        let others = [renamed, retyped, Array(entries.dropLast()), entries + [Entry(name: "New.swift", type: .regular)], [], typesSwapped]
        let answers = others.map { InputLog.entriesAnswer($0) } + [InputLog.entriesAnswer(nil)]
        #expect(!answers.contains(answer))
        #expect(Set(answers).count == answers.count)
    }

    /// A log kept in this run and written holds, read back, every question with its answer and positions,
    /// whether its two parts are encoded in turn (a build phase's few questions) or at once.
    @Test(arguments: [10, InputLog.questionsWorthThreads])
    func aKeptLogReadsBackAsAsked(files: Int) throws {
        let log = InputLog.begin()
        for index in 0..<files {
            let path = "/project/File\(index).swift"
            InputLog.record(.contents(path: path, kind: .swiftSource), UInt64(index), purpose: .derivation)
            InputLog.recordDerived(
                path: path, kind: .swiftSource, derivation: index % 3 == 0 ? "comments" : "scan", parameters: [UInt8(index % 2)],
                answer: .init(hash: UInt64(index * 7), positions: [index, 1]))
        }
        InputLog.end(log)
        var writer = BinaryWriter()
        log.write(to: &writer)
        var reader = BinaryReader(writer.bytes)
        let back = try InputLog.read(from: &reader)
        // Only this test's questions: other suites read files while the log is kept.
        func keys(_ log: InputLog) -> [String] {
            log.records.map { "\($0.question)/\($0.answer)/\($0.positions)/\($0.isOnlyDerived)" }.filter { $0.contains("/project/File") }
        }
        #expect(keys(log).count == 2 * files)
        #expect(Set(keys(back)) == Set(keys(log)))
        #expect(keys(back).count == keys(log).count)
    }

    /// A log of more files than one chunk holds is walked on every core: a change in any chunk is seen,
    /// and files written again with the same bytes are renewed wherever they are.
    @Test func aLogOfManyFilesIsWalkedWhole() throws {
        let root = try makeTemporaryFolder("stringsguard-inputlog-many")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let count = InputLog.WrittenRecords.chunkSize * 2 + 50
        var records: [InputLog.Record] = []
        for index in 0..<count {
            let path = root + "/File\(index).swift"
            let bytes = Array("let value\(index) = \(index)\n".utf8)
            #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
            records.append(InputLog.Record(
                question: .contents(path: path, kind: .swiftSource), answer: contentHash(bytes),
                identity: try #require(FileIdentity.ofRegularFile(path: path))))
        }
        // Kept as if long after the files were written, so that their identities vouch for them.
        let started = ContentHashIndex.now() + 10 * ContentHashIndex.racyMargin
        func readBack(_ log: InputLog) throws -> InputLog {
            var writer = BinaryWriter()
            log.write(to: &writer)
            var reader = BinaryReader(writer.bytes)
            return try InputLog.read(from: &reader)
        }
        let log = try readBack(InputLog(records: records, started: started))
        #expect(log.stillHolds())
        #expect(log.started == started, "nothing renewed")
        let rewritten = [3, InputLog.WrittenRecords.chunkSize + 1, count - 1]
        for index in rewritten {
            let path = root + "/File\(index).swift"
            try FileManager.default.removeItem(atPath: path)
            #expect(FileManager.default.createFile(atPath: path, contents: Data("let value\(index) = \(index)\n".utf8)))
        }
        #expect(log.stillHolds())
        #expect(log.started != started, "renewed")
        let renewed = try readBack(log)
        for index in rewritten {
            #expect(renewed.records[index].identity == FileIdentity.ofRegularFile(path: root + "/File\(index).swift"))
        }
        #expect(renewed.records.map(\.question) == records.map(\.question))
        let changed = root + "/File\(count - 2).swift"
        #expect(FileManager.default.createFile(atPath: changed, contents: Data("let changed = 1\n".utf8)))
        #expect(renewed.firstChange() == .contents(path: changed, kind: .swiftSource))
    }

    @Test func aLogReadsBackAsWrittenAndDamageNeverTraps() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let log = try Self.logOfQuestions(about: root)
        var writer = BinaryWriter()
        log.write(to: &writer)
        var reader = BinaryReader(writer.bytes)
        let read = try InputLog.read(from: &reader)
        #expect(reader.isAtEnd)
        #expect(read.records == log.records)
        #expect(read.started == log.started)
        #expect(read.stillHolds())
        for cut in stride(from: 0, to: writer.bytes.count, by: max(1, writer.bytes.count / 40)) {
            var short = BinaryReader(Array(writer.bytes.prefix(cut)))
            #expect(throws: BinaryReader.Malformed.self, "cut at \(cut)") { try InputLog.read(from: &short) }
        }
        // Records are decoded as they are asked again: a byte changed in any of them reads back, and asking
        // again gives an answer (a change, damage, or an identity renewed) without trapping.
        var outcomes: Set<String> = []
        for place in writer.bytes.indices {
            var damaged = writer.bytes
            damaged[place] ^= 0x5A
            var damagedReader = BinaryReader(damaged)
            guard let damagedLog = try? InputLog.read(from: &damagedReader) else { continue }
            switch damagedLog.verify() {
            case .holds: outcomes.insert("holds")
            case .changed: outcomes.insert("changed")
            case .damaged: outcomes.insert("damaged")
            }
        }
        #expect(outcomes.contains("changed"))
        #expect(outcomes.contains("damaged"))
    }
}
