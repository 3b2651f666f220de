import Diagnostics
import Foundation
import Testing
import _StringsGuardTestSupport

@testable import SafeFiles

/// A file written a piece at a time (a large catalog, without all its bytes in memory) is the file
/// written whole, and its snapshot is the one a later read takes.
@Suite struct PiecewiseWriteTests {
    @Test(arguments: [1, 3, 7, 8, 9, 31, 32, 33, 64, 1_000])
    func theHashOfBytesInPiecesIsTheHashOfTheWhole(pieceSize: Int) {
        let bytes = Array((0..<1_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        var hasher = ContentHasher()
        var offset = 0
        while offset < bytes.count {
            let end = min(offset + pieceSize, bytes.count)
            hasher.add(Array(bytes[offset..<end]))
            offset = end
        }
        #expect(hasher.finish() == contentHash(bytes))
        var changed = bytes
        changed[500] ^= 1
        #expect(contentHash(changed) != contentHash(bytes))
        #expect(contentHash(bytes + [0]) != contentHash(bytes))
        // A change in any lane of any block, or in the bytes after the last block, changes the hash.
        for place in [0, 8, 16, 24, 31, 32, 991, 999] {
            var changedAt = bytes
            changedAt[place] ^= 0x80
            #expect(contentHash(changedAt) != contentHash(bytes), "byte \(place)")
        }
        // Words swapped between two lanes of a block are another file.
        var swapped = bytes
        swapped.swapAt(0, 8)
        #expect(contentHash(swapped) != contentHash(bytes))
    }

    @Test func anUpdateWrittenInPiecesIsTheWholeFileAndItsSnapshotIsTheNextRead() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        let pieces = (0..<50).map { Array("piece \($0) of a file written while it is made\n".utf8) }
        let snapshot = try AtomicFileWriter().update(path, producing: { contents in
            #expect(contents.bytes == Array("old".utf8))
            return FileBytesProducer { emit in pieces.forEach(emit) }
        })
        let read = try FileContents.read(path)
        #expect(read.bytes == pieces.flatMap { $0 })
        #expect(snapshot == read.snapshot)
    }

    @Test func piecesLentOneAtATimeAreWrittenWholeToANewFileOverAnOldOneAndIntoADevice() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/report.json"
        let pieces = (0..<40).map { Array("part \($0) of a report rendered on both cores\n".utf8) } + [[], Array("}".utf8)]
        let lending = FileBytesProducer(lending: { emit in
            for piece in pieces { piece.withUnsafeBytes(emit) }
        })
        try AtomicFileWriter().write(producing: lending, to: path)
        #expect(try FileContents.read(path).bytes == pieces.flatMap { $0 })
        try Data("an older, longer report than the new one".utf8).write(to: URL(fileURLWithPath: path))
        try AtomicFileWriter().write(producing: FileBytesProducer(lending: { emit in pieces[0].withUnsafeBytes(emit) }), to: path)
        #expect(try FileContents.read(path).bytes == pieces[0])
        #expect(try AtomicFileWriter().write(producing: lending, to: "/dev/null") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.json"])
    }

    @Test func aWriteInPiecesThatFailsBeforeTheRenameLeavesTheFileAndNoTemporaryOne() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        var produced = 0
        #expect(throws: InputError.self) {
            try AtomicFileWriter(beforeRename: { _ in throw InputError("stopped before the rename") })
                .update(path, producing: { _ in
                    FileBytesProducer { emit in
                        for _ in 0..<3 { emit(Array("x".utf8)); produced += 1 }
                    }
                })
        }
        #expect(produced == 3)
        #expect(try FileContents.read(path).bytes == Array("old".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Localizable.xcstrings"])
    }
}
