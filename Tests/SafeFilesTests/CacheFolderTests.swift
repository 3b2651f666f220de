import _StringsGuardTestSupport
import Foundation
import Testing
@testable import SafeFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The derived-data cache's pieces: the stat fast path and its racily-clean rule, the cache file's
/// checks (every damage reads as an empty cache), and the byte reader on hostile bytes.
@Suite struct CacheFolderTests {
    static let second: Int64 = 1_000_000_000

    static func identity(modifiedAt seconds: Int, changedAt changeSeconds: Int? = nil, size: Int = 10) -> FileIdentity {
        FileIdentity(
            device: 1, inode: 2, size: size, modificationSeconds: seconds, modificationNanoseconds: 0,
            changeSeconds: changeSeconds ?? seconds, changeNanoseconds: 0)
    }

    @Test func anIdentityVouchesOnlyWhenSafelyOlderThanItsVerification() {
        let written = Self.identity(modifiedAt: 1_000)
        let verifiedLater = ContentHashIndex.Entry(identity: written, contentHash: 7, verifiedAt: 1_010 * Self.second)
        #expect(verifiedLater.vouches(for: written))
        // Verified within the margin of the last write: a second write in the same clock tick, of the same
        // size, would have left the identity as it is, so the file is read again.
        let racy = ContentHashIndex.Entry(identity: written, contentHash: 7, verifiedAt: 1_001 * Self.second)
        #expect(!racy.vouches(for: written))
        let changedRecently = Self.identity(modifiedAt: 900, changedAt: 1_009)
        #expect(!ContentHashIndex.Entry(identity: changedRecently, contentHash: 7, verifiedAt: 1_010 * Self.second).vouches(for: changedRecently))
        // Any field differing: another size, inode, or change time (a rewrite with its modification time set back).
        #expect(!verifiedLater.vouches(for: Self.identity(modifiedAt: 1_000, size: 11)))
        #expect(!verifiedLater.vouches(for: Self.identity(modifiedAt: 1_000, changedAt: 1_005)))
        var otherInode = written
        otherInode.inode = 3
        #expect(!verifiedLater.vouches(for: otherInode))
    }

    @Test func theIndexGivesAHashWithoutReadingOnlyForAFileUnchangedSinceASafeVerification() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/File.swift"
        try "let a = 1\n".write(toFile: path, atomically: false, encoding: .utf8)
        let contents = try FileContents.read(path, kind: .swiftSource)
        // Recorded by a run that started now, just after the write: racy, so never trusted.
        let now = ContentHashIndex(runStarted: ContentHashIndex.now())
        now.record(contents, hash: contents.contentHash)
        #expect(now.knownHash(path: path, kind: .swiftSource) == nil)
        // The same record seen from a run verified well after the write: trusted.
        let later = ContentHashIndex(
            entries: now.usedEntries.mapValues { entry in
                var entry = entry
                entry.verifiedAt += 10 * Self.second
                return entry
            })
        #expect(later.knownHash(path: path, kind: .swiftSource) == contents.contentHash)
        // Rewritten in place with the same size and its modification time set back: the change time differs.
        #expect(rewriteInPlaceKeepingTimes(path, with: Array("let b = 2\n".utf8)))
        #expect(later.knownHash(path: path, kind: .swiftSource) == nil)
        // Anything but a regular file is left to a read, which refuses it with the reason.
        #expect(later.knownHash(path: folder, kind: .swiftSource) == nil)
    }

    @Test func valuesSurviveASaveAndOnlyWhatTheRunUsedIsKept() throws {
        let folder = try makeTemporaryFolder() + "/nested/cache"
        let first = CacheFolder(folder: folder, salt: [1, 2, 3])
        #expect(first.notes.isEmpty)
        first.store([10, 11], for: [1])
        first.store([20], for: [2])
        first.save()
        let second = CacheFolder(folder: folder, salt: [1, 2, 3])
        #expect(second.notes.isEmpty)
        var reader = try #require(second.value(for: [1]))
        #expect(try reader.readBytesLeft() == [10, 11])
        #expect(second.value(for: [3]) == nil)
        second.save()
        let third = CacheFolder(folder: folder, salt: [1, 2, 3])
        #expect(third.value(for: [1]) != nil)
        #expect(third.value(for: [2]) == nil, "not used by the run before: pruned")
        // Another build of the tool reads nothing of it.
        let foreign = CacheFolder(folder: folder, salt: [9])
        #expect(foreign.value(for: [1]) == nil)
        #expect(foreign.notes.count == 1)
    }

    /// A cache file of a megabyte or more is read on another thread: every use waits for it, and it holds
    /// and keeps what a small one does; damaged, it is as empty, with its note.
    @Test func aLargeCacheReadApartGivesWhatItHolds() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = CacheFolder(folder: folder, salt: [7])
        let values = (0..<64).map { index in (0..<(1 << 15)).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) & 0x7F } }
        for (index, value) in values.enumerated() { first.store(value, for: [UInt8(index), 1]) }
        first.save()
        let path = folder + "/" + CacheFolder.fileName
        let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size >= CacheFolder.bytesWorthReadingApart, "large enough to be read apart")
        for _ in 0..<3 {
            let read = CacheFolder(folder: folder, salt: [7])
            #expect(read.bytesRead == size)
            #expect(read.notes.isEmpty)
            for (index, value) in values.enumerated() {
                var reader = try #require(read.value(for: [UInt8(index), 1]))
                #expect(try reader.readBytesLeft() == value)
            }
            #expect(read.value(for: [64, 1]) == nil)
            read.save()
        }
        var damaged = try #require(FileManager.default.contents(atPath: path))
        damaged[damaged.count / 2] ^= 0x40
        #expect(FileManager.default.createFile(atPath: path, contents: damaged))
        let read = CacheFolder(folder: folder, salt: [7])
        #expect(read.value(for: [0, 1]) == nil)
        #expect(read.notes.count == 1)
        #expect(read.bytesRead == 0)
    }

    /// A large cache is written again only when the run changed a sixty-fourth of it: one new value is left
    /// for the next run to make again, and the file stays as it was; many are written, with the old ones.
    @Test func aLargeCacheIsWrittenAgainOnlyForChangesWorthIt() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = CacheFolder(folder: folder, salt: [8])
        let values = (0..<64).map { index in (0..<(1 << 15)).map { UInt8(truncatingIfNeeded: $0 &+ index) & 0x7F } }
        for (index, value) in values.enumerated() { first.store(value, for: [UInt8(index), 2]) }
        first.save()
        let path = folder + "/" + CacheFolder.fileName
        let written = try #require(FileManager.default.contents(atPath: path))
        #expect(written.count >= CacheFolder.bytesWorthReadingApart)

        // Every old value used, one small new one: not worth writing 2 MB for.
        let second = CacheFolder(folder: folder, salt: [8])
        for index in values.indices { #expect(second.value(for: [UInt8(index), 2]) != nil) }
        second.store([1, 2, 3], for: [100, 2])
        second.save()
        #expect(FileManager.default.contents(atPath: path) == written)
        let third = CacheFolder(folder: folder, salt: [8])
        #expect(third.value(for: [100, 2]) == nil, "made again by the run that needs it")
        #expect(third.value(for: [0, 2]) != nil)

        // A sixty-fourth of the file new: written, the old values the run used with it.
        for index in values.indices { #expect(third.value(for: [UInt8(index), 2]) != nil) }
        third.store(Array(repeating: 5, count: written.count / 64), for: [101, 2])
        third.save()
        #expect(FileManager.default.contents(atPath: path) != written)
        let fourth = CacheFolder(folder: folder, salt: [8])
        #expect(fourth.value(for: [101, 2]) != nil)
        #expect(fourth.value(for: [63, 2]) != nil)

        // Half the old values no longer used: written without them.
        for index in 0..<32 { #expect(fourth.value(for: [UInt8(index), 2]) != nil) }
        #expect(fourth.value(for: [101, 2]) != nil)
        fourth.save()
        let fifth = CacheFolder(folder: folder, salt: [8])
        #expect(fifth.value(for: [0, 2]) != nil)
        #expect(fifth.value(for: [40, 2]) == nil, "pruned")
    }

    @Test func everyDamageReadsAsAnEmptyCache() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = CacheFolder(folder: folder, salt: [5])
        for index in 0..<16 { cache.store(Array(repeating: UInt8(index), count: index), for: [UInt8(index)]) }
        cache.save()
        let path = folder + "/" + CacheFolder.fileName
        let good = try #require(FileManager.default.contents(atPath: path))
        for offset in 0..<good.count {
            var damaged = good
            damaged[offset] ^= 0x01
            #expect(FileManager.default.createFile(atPath: path, contents: damaged))
            let read = CacheFolder(folder: folder, salt: [5])
            #expect((0..<16).allSatisfy { read.value(for: [UInt8($0)]) == nil }, "byte \(offset)")
            #expect(read.notes.count == 1)
        }
        for length in stride(from: 0, to: good.count, by: 7) {
            #expect(FileManager.default.createFile(atPath: path, contents: good.prefix(length)))
            let read = CacheFolder(folder: folder, salt: [5])
            #expect(read.value(for: [3]) == nil, "cut at \(length)")
        }
    }

    @Test func theReaderThrowsOnHostileBytesAndNeverTraps() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let bytes = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            var reader = BinaryReader(bytes)
            _ = try? reader.readStrings()
            reader = BinaryReader(bytes)
            _ = try? reader.readArray { reader throws(BinaryReader.Malformed) in (try reader.readInt(), try reader.readStringSet(), try reader.readFixed()) }
        }
        var huge = BinaryWriter()
        huge.write(UInt64.max)
        var reader = BinaryReader(huge.bytes)
        #expect(throws: BinaryReader.Malformed.self) { try reader.readCount() }
    }

    @Test func writerAndReaderAgree() throws {
        var writer = BinaryWriter()
        writer.write(-5)
        writer.write(Int.min)
        writer.write(Int.max)
        writer.write(UInt64(300))
        writer.write("€ and \u{0}")
        writer.write(nil as String?)
        writer.write(Set(["b", "a"]))
        writer.writeFixed(0xDEAD_BEEF_0000_0001)
        writer.write(true)
        var reader = BinaryReader(writer.bytes)
        #expect(try reader.readInt() == -5)
        #expect(try reader.readInt() == Int.min)
        #expect(try reader.readInt() == Int.max)
        #expect(try reader.readUInt() == 300)
        #expect(try reader.readString() == "€ and \u{0}")
        #expect(try reader.readOptionalString() == nil)
        #expect(try reader.readStringSet() == ["a", "b"])
        #expect(try reader.readFixed() == 0xDEAD_BEEF_0000_0001)
        #expect(try reader.readBool())
        #expect(reader.isAtEnd)
    }
}

extension BinaryReader {
    /// What is left, as `store` was given it.
    mutating func readBytesLeft() throws -> [UInt8] {
        var bytes: [UInt8] = []
        while !isAtEnd { bytes.append(UInt8(try readUInt())) }
        return bytes
    }
}

extension CacheFolderTests {
    /// A stored key is compared with a key asked for as bytes, wherever the stored one lies in the file.
    @Test func storedKeysAreComparedByTheirBytes() {
        let file: [UInt8] = Array("xxcomments/a.swiftyy".utf8)
        let stored = file[2..<18]
        #expect(CacheFolder.storedKey(stored, equals: Array("comments/a.swift".utf8)))
        #expect(!CacheFolder.storedKey(stored, equals: Array("comments/b.swift".utf8)))
        #expect(!CacheFolder.storedKey(stored, equals: Array("comments/a.swif".utf8)))
        #expect(!CacheFolder.storedKey(stored, equals: Array("comments/a.swifty".utf8)))
        #expect(CacheFolder.storedKey(file[3..<3], equals: []))
        #expect(!CacheFolder.storedKey(file[3..<3], equals: [0]))
    }
}
