import _StringsGuardTestSupport
import Diagnostics
import Foundation
import SafeFiles
import Testing
@testable import StringCatalog

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private struct SimulatedFailure: Error {}

/// A catalog's own writes: `write(to:)` refuses a file changed since it was read, and `edit` reads,
/// changes and writes under one lock. (The writer itself is tested in SafeFilesTests.)
@Suite struct CatalogWriteTests {
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
        // Put the old time back: only the inode's change time tells the change now.
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

    @Test func editWritesOnlyWhenAskedAndReturnsTheEditedCatalog() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try FileManager.default.copyItem(atPath: fixturePath("misformatted.xcstrings"), toPath: path)
        let original = try FileContents.read(path)
        let untouched = try Catalog.edit(path: path) { catalog in
            catalog["Not kept"] = CatalogEntry(key: "Not kept")
            return false
        }
        #expect(untouched.entry(forKey: "Not kept") != nil)
        #expect(try FileContents.read(path).snapshot == original.snapshot)

        let edited = try Catalog.edit(path: path) { catalog in
            catalog["Kept"] = CatalogEntry(key: "Kept", comment: "added by edit")
            return true
        }
        let reread = try Catalog.load(path: path)
        #expect(reread.entry(forKey: "Kept")?.comment == "added by edit")
        #expect(edited.snapshot == reread.snapshot)
        #expect(try FileContents.read(path).bytes == reread.formatted())
    }

    /// `edit` writes a catalog a piece at a time, cut between entries: together the pieces are `formatted()`.
    @Test(arguments: ["complete.xcstrings", "misformatted.xcstrings", "empty-with-trailing-newline.xcstrings"])
    func formattedInPiecesIsFormattedWhole(fixture: String) throws {
        let catalog = try Catalog.load(path: fixturePath(fixture))
        let pieces = PieceLog()
        catalog.writeFormatted(pieceSize: 64) { pieces.append($0) }
        #expect(pieces.all.flatMap { $0 } == catalog.formatted())
        if catalog.count > 1 { #expect(pieces.all.count > 1) }
    }

    @Test func concurrentEditsOfOneCatalogAreAllKept() throws {
        // Four threads add 25 keys each, every one a separate read–modify–write: without the lock some
        // would start from a catalog another has already replaced, and its keys would be lost. Threads of
        // their own, not tasks: a writer waiting for the lock must not hold a cooperative thread.
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try writeFile(path, "{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\"}")
        let group = DispatchGroup()
        let failures = Failures()
        for worker in 0..<4 {
            group.enter()
            Thread {
                defer { group.leave() }
                do {
                    for index in 0..<25 {
                        try Catalog.edit(path: path) { catalog in
                            catalog["key \(worker)-\(index)"] = CatalogEntry(key: "key \(worker)-\(index)")
                            return true
                        }
                    }
                } catch {
                    failures.append("\(error)")
                }
            }.start()
        }
        group.wait()
        #expect(failures.values.isEmpty, "\(failures.values)")
        #expect(try Catalog.load(path: path).count == 100)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Localizable.xcstrings"])
    }
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ value: String) { lock.withLock { stored.append(value) } }
    var values: [String] { lock.withLock { stored } }
}

/// The pieces a catalog was written in.
private final class PieceLog: @unchecked Sendable {
    private(set) var all: [[UInt8]] = []
    func append(_ piece: [UInt8]) { all.append(piece) }
}
