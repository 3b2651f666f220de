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

/// The one reader: regular files only, never blocking, never more than the limit.
@Suite struct FileContentsTests {
    @Test func readsARegularFileWithItsSnapshot() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a.xcstrings"
        let expected = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try Data(expected).write(to: URL(fileURLWithPath: path))
        let contents = try FileContents.read(path)
        #expect(contents.bytes == expected)
        #expect(contents.snapshot.size == expected.count)
        #expect(contents.snapshot.matchesFileOnDisk())
        try writeFile(path, "changed")
        #expect(!contents.snapshot.matchesFileOnDisk())
    }

    @Test func refusesAFIFOAtOnceEvenWithNobodyWriting() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/fifo.xcstrings"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: InputError("is a FIFO, not a regular file", path: fifo)) { try FileContents.read(fifo) }
        #expect(throws: InputError("is a FIFO, not a regular file", path: fifo)) {
            try FileContents.readIfPresent(fifo, kind: .propertyList)
        }
    }

    @Test(arguments: ["/dev/zero", "/dev/urandom", "/dev/null"])
    func refusesACharacterDevice(path: String) throws {
        #expect(throws: InputError("is a character device, not a regular file", path: path)) {
            try FileContents.read(path, kind: .configuration)
        }
    }

    @Test func refusesAFolderAndASocket() throws {
        let folder = try makeShortTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(throws: InputError("is a folder, not a regular file", path: folder)) { try FileContents.read(folder) }
        let socketPath = folder + "/s"
        let descriptor = try #require(makeSocket(at: socketPath))
        defer { close(descriptor) }
        #expect(throws: InputError("is a socket, not a regular file", path: socketPath)) { try FileContents.read(socketPath) }
    }

    @Test func followsASymbolicLinkToARegularFileButNotToADevice() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try writeFile(folder + "/real", "text")
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/real")
        try FileManager.default.createSymbolicLink(atPath: folder + "/zero", withDestinationPath: "/dev/zero")
        #expect(try FileContents.read(folder + "/link").bytes == Array("text".utf8))
        #expect(throws: InputError("is a character device, not a regular file", path: folder + "/zero")) {
            try FileContents.read(folder + "/zero")
        }
    }

    @Test func namesAMissingFileAndReadIfPresentReturnsNil() throws {
        let missing = NSTemporaryDirectory() + "/missing-\(UUID().uuidString)"
        #expect(throws: InputError("cannot open file: No such file or directory", path: missing)) {
            try FileContents.read(missing)
        }
        #expect(try FileContents.readIfPresent(missing, kind: .propertyList) == nil)
        #expect(try FileContents.readIfPresent(missing + "/below", kind: .propertyList) == nil)
    }

    @Test func refusesAFileOverItsKindsLimitBeforeReadingIt() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/big.swift"
        try Data(count: 2048).write(to: URL(fileURLWithPath: path))
        var limits = ReadLimits()
        limits.swiftSource = 1024
        #expect(throws: InputError(
            "is 2048 bytes, over the limit of 1 KB for Swift sources (--max-file-size or STRINGSGUARD_MAX_FILE_SIZE raises it)", path: path)
        ) { try FileContents.read(path, kind: .swiftSource, limits: limits) }
        // The other kinds keep their own limits.
        #expect(try FileContents.read(path, kind: .catalog, limits: limits).bytes.count == 2048)
        limits.swiftSource = 2048
        #expect(try FileContents.read(path, kind: .swiftSource, limits: limits).bytes.count == 2048)
    }

    #if os(Linux)
    @Test func stopsAtTheLimitWhenAFileHoldsMoreThanItsSizeSays() throws {
        // /proc files report size 0 and hold more: the reader must stop one byte past the limit.
        let path = "/proc/self/maps"
        #expect(throws: InputError("grew past the limit of 100 bytes for catalogs while it was read", path: path)) {
            try FileContents.read(path, limits: ReadLimits(everyKind: 100))
        }
    }
    #endif

    @Test func neverReadsPastTheLimitOfAFileGrowingWhileRead() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/growing.xcstrings"
        try Data(count: 1 << 20).write(to: URL(fileURLWithPath: path))
        let limit = 4 << 20
        let appender = Thread {
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            handle.seekToEndOfFile()
            for _ in 0..<64 { handle.write(Data(count: 1 << 20)) }
            try? handle.close()
        }
        appender.start()
        var outcomes: Set<String> = []
        for _ in 0..<40 {
            do {
                let contents = try FileContents.read(path, limits: ReadLimits(everyKind: limit))
                #expect(contents.bytes.count <= limit)
            } catch {
                outcomes.insert(error.message.hasPrefix("is ") ? "over the limit" : error.message)
            }
        }
        // Until the appender has finished, not merely stopped executing: a thread just started is not
        // executing yet, and the reads above may all be done by then.
        while !appender.isFinished { usleep(1_000) }
        #expect(outcomes.isSubset(of: ["over the limit", "grew past the limit of 4 MB for catalogs while it was read"]))
        #expect(throws: InputError.self) { try FileContents.read(path, limits: ReadLimits(everyKind: limit)) }
    }
}

@Suite struct ReadLimitsTests {
    @Test func documentedDefaults() {
        let limits = ReadLimits.standard
        #expect(limits.catalog == 256 << 20)
        #expect(limits.xliff == 256 << 20)
        #expect(limits.swiftSource == 16 << 20)
        #expect(limits.configuration == 16 << 20)
        #expect(limits.baseline == 64 << 20)
        #expect(limits.propertyList == 16 << 20)
        #expect(limits.projectFile == 64 << 20)
    }

    @Test(arguments: [
        ("65536", 65536), ("64K", 65536), ("64k", 65536), ("512M", 512 << 20), ("512MB", 512 << 20),
        ("2G", 2 << 30), ("1T", 1 << 40),
    ])
    func parsesSizes(text: String, bytes: Int) {
        #expect(ReadLimits.parseSize(text) == bytes)
    }

    @Test(arguments: ["", "M", "0", "-1", "1.5G", "12Q", "99999999999999999999", "9999999999T", " 5M", "٥M"])
    func refusesMalformedSizes(text: String) {
        #expect(ReadLimits.parseSize(text) == nil)
    }

    @Test func describesSizesInTheLargestExactUnit() {
        #expect(ReadLimits.describe(256 << 20) == "256 MB")
        #expect(ReadLimits.describe(1 << 30) == "1 GB")
        #expect(ReadLimits.describe(1536) == "1536 bytes")
        #expect(ReadLimits.describe(1) == "1 byte")
    }

    @Test func everyKindGetsTheUniformLimit() {
        let limits = ReadLimits(everyKind: 4096)
        for kind in FileKind.allCases { #expect(limits[kind] == 4096) }
    }
}
