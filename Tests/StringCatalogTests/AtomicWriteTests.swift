import _StringsGuardTestSupport
import Diagnostics
import Foundation
import Testing
@testable import StringCatalog

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

@Suite struct AtomicWriteTests {
    func permissions(_ path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func failureBeforeRenameLeavesTheOriginalByteIdenticalAndNoTemporaryFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try FileManager.default.copyItem(atPath: fixturePath("misformatted.xcstrings"), toPath: path)
        let original = try FileContents.read(path)
        let newBytes = Array("replacement".utf8)
        let seenInTemporaryFile = Seen()

        let writer = AtomicFileWriter(beforeRename: { temporaryPath in
            // At this point the new contents are complete on disk, next to the original.
            let bytes = try? FileContents.read(temporaryPath).bytes
            seenInTemporaryFile.bytes = bytes
            throw SimulatedFailure()
        })
        #expect(throws: SimulatedFailure.self) {
            try writer.write(newBytes, to: path, expected: original.snapshot)
        }
        #expect(seenInTemporaryFile.bytes == newBytes)
        #expect(try FileContents.read(path).bytes == original.bytes)
        #expect(try FileContents.read(path).snapshot == original.snapshot)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Localizable.xcstrings"])
    }

    @Test func failedCatalogWriteKeepsTheOriginal() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try FileManager.default.copyItem(atPath: fixturePath("misformatted.xcstrings"), toPath: path)
        let original = try FileContents.read(path).bytes
        var catalog = try Catalog.load(path: path)
        catalog.setStringUnit(StringUnit(value: "Artikel zwei"), forKey: "Item 2", language: "de")
        let failing = AtomicFileWriter(beforeRename: { _ in throw SimulatedFailure() })
        #expect(throws: SimulatedFailure.self) { try catalog.write(to: path, using: failing) }
        #expect(try FileContents.read(path).bytes == original)
        // The same catalog still writes once the failure is gone.
        try catalog.write(to: path)
        #expect(try Catalog.load(path: path).stringUnit(forKey: "Item 2", language: "de")?.value == "Artikel zwei")
    }

    @Test func keepsThePermissionsOfTheOriginal() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try writeFile(path, "old")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try AtomicFileWriter().write(Array("new".utf8), to: path)
        #expect(try permissions(path) == 0o640)
        #expect(try FileContents.read(path).bytes == Array("new".utf8))

        let fresh = folder + "/New.xcstrings"
        try AtomicFileWriter().write(Array("x".utf8), to: fresh)
        #expect(try permissions(fresh) == 0o644)
    }

    @Test func refusesWhenTheFileChangedOnDiskSinceItWasRead() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try FileManager.default.copyItem(atPath: fixturePath("complete.xcstrings"), toPath: path)
        var catalog = try Catalog.load(path: path)
        catalog["New key"] = CatalogEntry(key: "New key")

        // Someone else (Xcode) saves the file meanwhile.
        try writeFile(path, "changed by someone else")
        do {
            try catalog.write(to: path)
            Issue.record("overwrote a file that changed on disk")
        } catch let error as InputError {
            #expect(error.description == "\(path): error: file changed on disk since it was read; not overwriting it")
        }
        #expect(try FileContents.read(path).bytes == Array("changed by someone else".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Localizable.xcstrings"])
    }

    @Test func refusesAlsoWhenWritingThroughAnotherPathToTheSameFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Sub", withIntermediateDirectories: false)
        let path = folder + "/Localizable.xcstrings"
        try FileManager.default.copyItem(atPath: fixturePath("complete.xcstrings"), toPath: path)
        var catalog = try Catalog.load(path: path)
        try writeFile(path, "changed by someone else")
        #expect(throws: InputError.self) { try catalog.write(to: folder + "/Sub/../Localizable.xcstrings") }
        #expect(try FileContents.read(path).bytes == Array("changed by someone else".utf8))
    }

    @Test func seesASameSizeChangeEvenWithTheOldModificationTime() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try writeFile(path, "{\"sourceLanguage\":\"en\",\"strings\":{}}")
        let catalog = try Catalog.load(path: path)
        var status = stat()
        #expect(stat(path, &status) == 0)
        try writeFile(path, "{\"sourceLanguage\":\"de\",\"strings\":{}}")
        // Put the old time back: only the contents tell the change now.
        var times = [timespec(), timespec()]
        #if canImport(Darwin)
        times[0] = status.st_atimespec
        times[1] = status.st_mtimespec
        #else
        times[0] = status.st_atim
        times[1] = status.st_mtim
        #endif
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        var edited = catalog
        #expect(throws: InputError.self) { try edited.write(to: path) }
        #expect(try FileContents.read(path).bytes == Array("{\"sourceLanguage\":\"de\",\"strings\":{}}".utf8))
    }

    @Test func writingTwiceUpdatesTheSnapshot() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try FileManager.default.copyItem(atPath: fixturePath("complete.xcstrings"), toPath: path)
        var catalog = try Catalog.load(path: path)
        catalog["Added"] = CatalogEntry(key: "Added", comment: "first")
        try catalog.write(to: path)
        catalog.updateEntry(forKey: "Added") { $0.comment = "second" }
        try catalog.write(to: path)
        #expect(try Catalog.load(path: path).entry(forKey: "Added")?.comment == "second")
        #expect(catalog.snapshot == (try FileContents.read(path).snapshot))
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
        #expect(try FileContents.read(notAFolder).bytes == Array("I am a file".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["plain-file"])
    }

    @Test func aRealRenameFailureRemovesTheTemporaryFile() throws {
        // Renaming a file over a non-empty folder fails in the kernel (EISDIR/ENOTEMPTY), after the
        // temporary file was fully written: the real failure path, without the test hook.
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let target = folder + "/Target.xcstrings"
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try writeFile(target + "/inside", "keep")
        do {
            try AtomicFileWriter().write(Array("x".utf8), to: target)
            Issue.record("renamed a file over a folder")
        } catch let error as InputError {
            #expect(error.message.hasPrefix("cannot replace the file: "))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Target.xcstrings"])
        #expect(try FileContents.read(target + "/inside").bytes == Array("keep".utf8))
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
        #expect(try FileContents.read(real).bytes == Array("new".utf8))
    }
}

@Suite struct FileContentsTests {
    @Test func readsAFileWhoseSizeIsNotKnownInAdvance() throws {
        // A pipe reports size 0, so the reader must keep reading past its first guess.
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pipePath = folder + "/pipe"
        #expect(mkfifo(pipePath, 0o600) == 0)
        let expected = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let writerThread = Thread {
            let descriptor = open(pipePath, O_WRONLY)
            expected.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written <= 0 { break }
                    offset += written
                }
            }
            close(descriptor)
        }
        writerThread.start()
        let contents = try FileContents.read(pipePath)
        #expect(contents.bytes == expected)
        #expect(contents.snapshot.size == expected.count)
    }

    @Test func refusesAFolder() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: InputError("is a folder, not a file", path: folder)) { try FileContents.read(folder) }
    }
}
