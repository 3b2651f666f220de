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

private struct SimulatedFailure: Error {}

/// What the failure hook saw, handed back to the test (the hook must be Sendable).
private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [UInt8]?
    var bytes: [UInt8]? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

@Suite struct AtomicFileWriterTests {
    func permissions(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func failureBeforeRenameLeavesTheOriginalByteIdenticalAndNoTemporaryFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try writeFile(path, "original")
        let original = try FileContents.read(path)
        let newBytes = Array("replacement".utf8)
        let seenInTemporaryFile = Seen()

        let writer = AtomicFileWriter(beforeRename: { temporaryPath in
            // At this point the new contents are complete on disk, next to the original.
            seenInTemporaryFile.bytes = try? FileContents.read(temporaryPath).bytes
            throw SimulatedFailure()
        })
        #expect(throws: SimulatedFailure.self) { try writer.write(newBytes, to: path, expected: original.snapshot) }
        #expect(seenInTemporaryFile.bytes == newBytes)
        #expect(try FileContents.read(path).bytes == original.bytes)
        #expect(try FileContents.read(path).snapshot == original.snapshot)
        #expect(try names(in: folder) == ["Localizable.xcstrings"])
    }

    @Test func keepsThePermissionsOfTheOriginal() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try writeFile(path, "old")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFileWriter().write(Array("new".utf8), to: path)
        #expect(try permissions(path) == 0o640)
        #expect(try bytes(path) == Array("new".utf8))

        let fresh = folder + "/New.xcstrings"
        try AtomicFileWriter().write(Array("x".utf8), to: fresh)
        #expect(try permissions(fresh) == 0o644)
    }

    @Test func keepsOwnerGroupAndSetuidWhenTheyCanBeKept() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/tool-output"
        try writeFile(path, "old")
        // Root can give the file to anyone, and must give the replacement back; anyone else keeps their own.
        let owner = geteuid() == 0 ? uid_t(12345) : geteuid()
        let group = geteuid() == 0 ? gid_t(12345) : getegid()
        #expect(chown(path, owner, group) == 0)
        #expect(chmod(path, 0o4755) == 0)
        try AtomicFileWriter().write(Array("new".utf8), to: path)
        let status = try #require(fileStatus(path))
        #expect(status.st_uid == owner)
        #expect(status.st_gid == group)
        #expect(status.st_mode & 0o7777 == 0o4755)
        #expect(try bytes(path) == Array("new".utf8))
    }

    @Test func dropsSetuidAndSetgidWhenTheOwnerCannotBeKept() {
        #expect(AtomicFileWriter.replacementPermissions(original: 0o6755, ownerAndGroupKept: false) == 0o755)
        #expect(AtomicFileWriter.replacementPermissions(original: 0o1777, ownerAndGroupKept: false) == 0o1777)
        #expect(AtomicFileWriter.replacementPermissions(original: 0o6755, ownerAndGroupKept: true) == 0o6755)
    }

    @Test func keepsExtendedAttributes() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try writeFile(path, "old")
        let value = Array("blue\u{0}green".utf8)
        try #require(setAttribute("user.stringsguard.tag", value, on: path), "this file system takes user attributes")
        try #require(setAttribute("user.stringsguard.empty", [], on: path))
        try AtomicFileWriter().write(Array("new".utf8), to: path)
        #expect(attribute("user.stringsguard.tag", of: path) == value)
        #expect(attribute("user.stringsguard.empty", of: path) == [])
        #expect(try bytes(path) == Array("new".utf8))
    }

    @Test func refusesAReadOnlyFileEvenForRoot() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try writeFile(path, "old")
        #expect(chmod(path, 0o444) == 0)
        #expect(throws: InputError("is read-only (mode 0444); not replacing it", path: path)) {
            try AtomicFileWriter().write(Array("new".utf8), to: path)
        }
        #expect(try bytes(path) == Array("old".utf8))
        #expect(try names(in: folder) == ["Localizable.xcstrings"])
    }

    @Test func refusesAHardLinkedFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try writeFile(path, "old")
        #expect(link(path, folder + "/other-name") == 0)
        #expect(throws: InputError("has 2 hard links, which replacing it would split; not replacing it", path: path)) {
            try AtomicFileWriter().write(Array("new".utf8), to: path)
        }
        #expect(try bytes(path) == Array("old".utf8))
        #expect(try names(in: folder) == ["Localizable.xcstrings", "other-name"])
    }

    @Test func refusesAFolderAndCreatesNothing() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/Target.xcstrings"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try writeFile(target + "/inside", "keep")
        #expect(throws: InputError("is a folder, not a regular file", path: target)) {
            try AtomicFileWriter().write(Array("x".utf8), to: target)
        }
        #expect(try names(in: folder) == ["Target.xcstrings"])
        #expect(try bytes(target + "/inside") == Array("keep".utf8))
    }

    @Test func failsWithoutCreatingAnythingWhenTheFolderCannotHoldFiles() throws {
        // Running as root, a read-only folder would not stop the write; a "folder" that is a regular file does.
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let notAFolder = folder + "/plain-file"
        try writeFile(notAFolder, "I am a file")
        #expect(throws: InputError.self) {
            try AtomicFileWriter().write(Array("x".utf8), to: notAFolder + "/Localizable.xcstrings")
        }
        #expect(try bytes(notAFolder) == Array("I am a file".utf8))
        #expect(try names(in: folder) == ["plain-file"])
    }

    @Test func writesThroughASymbolicLinkToItsTarget() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let real = folder + "/Real.xcstrings"
        let link = folder + "/Link.xcstrings"
        try writeFile(real, "old")
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: real)
        try AtomicFileWriter().write(Array("new".utf8), to: link)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == real)
        #expect(try bytes(real) == Array("new".utf8))
    }

    @Test func refusesADanglingSymbolicLink() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let link = folder + "/report.txt"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder + "/missing/elsewhere")
        #expect(throws: InputError("is a symbolic link to a file that does not exist; not writing it", path: link)) {
            try AtomicFileWriter().write(Array("x".utf8), to: link)
        }
        #expect(try names(in: folder) == ["report.txt"])
    }

    @Test func writesStraightIntoACharacterDeviceAndKeepsIt() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let null = try deviceStandIn(for: "/dev/null", in: folder)
        #expect(try AtomicFileWriter().write(Array("discarded".utf8), to: null) == nil)
        #expect(FileType(mode: try #require(fileStatus(null)).st_mode) == .characterDevice)
        #if os(Linux)
        let full = try deviceStandIn(for: "/dev/full", in: folder)
        #expect(throws: InputError("cannot write: No space left on device", path: full)) {
            try AtomicFileWriter().write(Array("x".utf8), to: full)
        }
        #expect(FileType(mode: try #require(fileStatus(full)).st_mode) == .characterDevice)
        #endif
    }

    @Test func writesStraightIntoAFIFOWithAReaderAndRefusesOneWithout() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: InputError("is a FIFO that nothing is reading; not writing to it", path: fifo)) {
            try AtomicFileWriter().write(Array("x".utf8), to: fifo)
        }
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        try AtomicFileWriter().write(Array("through the pipe".utf8), to: fifo)
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(reader, &buffer, buffer.count)
        #expect(Array(buffer.prefix(max(count, 0))) == Array("through the pipe".utf8))
        #expect(try names(in: folder) == ["fifo"])
    }

    @Test func refusesASocket() throws {
        let folder = try makeShortTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/s"
        let descriptor = try #require(makeSocket(at: path))
        defer { close(descriptor) }
        #expect(throws: InputError("is a socket, not a regular file", path: path)) {
            try AtomicFileWriter().write(Array("x".utf8), to: path)
        }
    }

    @Test func waitsForAnotherLockHolderAndGivesUpAfterTheTimeout() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try writeFile(path, "old")
        let holder = open(path, O_RDONLY)
        defer { close(holder) }
        #expect(flock(holder, LOCK_EX) == 0)
        #expect(throws: InputError("another process has held a lock on it for 0.2 seconds; not writing it", path: path)) {
            try AtomicFileWriter(lockTimeout: 0.2).write(Array("new".utf8), to: path)
        }
        #expect(try bytes(path) == Array("old".utf8))
        #expect(try names(in: folder) == ["Localizable.xcstrings"])
        #expect(flock(holder, LOCK_UN) == 0)
        try AtomicFileWriter(lockTimeout: 0.2).write(Array("new".utf8), to: path)
        #expect(try bytes(path) == Array("new".utf8))
    }

    @Test func concurrentUpdatesOfOneFileLoseNothing() throws {
        // Each update appends a line to what it read; interleaved read–modify–writes would drop lines.
        // Threads of their own, not tasks: a writer waiting for the lock must not hold a cooperative thread.
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/counter"
        try writeFile(path, "")
        let failures = runOnThreads(4) { worker in
            for index in 0..<40 {
                try AtomicFileWriter().update(path) { contents in contents.bytes + Array("\(worker)-\(index)\n".utf8) }
            }
        }
        #expect(failures.isEmpty, "\(failures)")
        let lines = String(decoding: try bytes(path), as: UTF8.self).split(separator: "\n")
        #expect(lines.count == 160)
        #expect(Set(lines).count == 160)
        #expect(try names(in: folder) == ["counter"])
    }

    @Test func updateRefusesWhenAProgramWithoutTheLockChangedTheFileMeanwhile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try writeFile(path, "old")
        #expect(throws: InputError("file changed on disk since it was read; not overwriting it", path: path)) {
            try AtomicFileWriter().update(path) { _ in
                try writeFile(path, "an editor's save")
                return Array("ours".utf8)
            }
        }
        #expect(try bytes(path) == Array("an editor's save".utf8))
    }

    @Test func updateWritesNothingWhenTheTransformSaysSoEvenForAReadOnlyFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try writeFile(path, "formatted already")
        #expect(chmod(path, 0o444) == 0)
        let before = try FileContents.read(path).snapshot
        #expect(try AtomicFileWriter().update(path) { (_: FileContents) -> [UInt8]? in nil } == nil)
        #expect(try FileContents.read(path).snapshot == before)
        #expect(throws: InputError("is read-only (mode 0444); not replacing it", path: path)) {
            try AtomicFileWriter().update(path) { _ in Array("changed".utf8) }
        }
    }

    @Test func updateRefusesAFIFOAtOnce() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/fifo.xcstrings"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: InputError("is a FIFO, not a regular file", path: fifo)) {
            try AtomicFileWriter().update(fifo) { $0.bytes }
        }
    }
}

private func setAttribute(_ name: String, _ value: [UInt8], on path: String) -> Bool {
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    return ExtendedAttributes.set(name, to: value, on: descriptor)
}

private func attribute(_ name: String, of path: String) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    return ExtendedAttributes.value(of: name, in: descriptor)
}
