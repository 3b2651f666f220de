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

/// Mapped bytes: the same bytes and the same refusals as the reader, and a file cut short under the mapping
/// is an error, not a crash. Serialized: `manyFilesAtOnceAreReadWhenTheyCannotBeMapped` holds every mapping
/// slot of the process, and a test beside it that needs its file mapped (a file cut short while mapped) was
/// then read instead and saw no error (a clean clone's CI run failed so, once).
@Suite(.serialized) struct MappedFileTests {
    @Test(arguments: [0, 1, 4096, MappedFile.minimumMappedSize - 1, MappedFile.minimumMappedSize, 3_000_001])
    func seesTheBytesTheReaderReads(size: Int) throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a.xcstrings"
        let expected = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        try Data(expected).write(to: URL(fileURLWithPath: path))
        let seen = try MappedFile.withBytes(of: path) { Array($0) }
        #expect(seen == expected)
        #expect(seen == (try FileContents.read(path).bytes))
    }

    @Test func refusesWhatTheReaderRefuses() throws {
        let folder = try makeShortTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let fifo = folder + "/fifo.xcstrings"
        #expect(mkfifo(fifo, 0o600) == 0)
        let big = folder + "/big.xcstrings"
        try Data(count: 1 << 20).write(to: URL(fileURLWithPath: big))
        let cases: [(String, ReadLimits?, InputError)] = [
            (fifo, nil, InputError("is a FIFO, not a regular file", path: fifo)),
            (folder, nil, InputError("is a folder, not a regular file", path: folder)),
            ("/dev/zero", nil, InputError("is a character device, not a regular file", path: "/dev/zero")),
            (folder + "/missing", nil, InputError("cannot open file: No such file or directory", path: folder + "/missing")),
            (big, ReadLimits(everyKind: 1 << 19), InputError(
                "is 1048576 bytes, over the limit of 512 KB for catalogs (--max-file-size or STRINGSGUARD_MAX_FILE_SIZE raises it)",
                path: big)),
        ]
        for (path, limits, error) in cases {
            #expect(throws: error) { try FileContents.read(path, limits: limits) }
            #expect(throws: error) { try MappedFile.withBytes(of: path, limits: limits) { $0.count } }
        }
    }

    /// Another program truncating the file while it is mapped would end the process with SIGBUS at the next
    /// read past the new end; here that read gives zeros and the call throws.
    @Test func aFileCutShortWhileMappedIsAnErrorNotACrash() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/cut.xcstrings"
        try Data(repeating: 0x61, count: 1 << 20).write(to: URL(fileURLWithPath: path))
        var seen: [UInt8] = []
        #expect(throws: InputError("cannot read file: it was cut short or could not be read while it was read", path: path)) {
            try MappedFile.withBytes(of: path) { bytes in
                #expect(truncate(path, 4096) == 0)
                seen = [bytes[0], bytes[4095], bytes[4096], bytes[500_000], bytes[bytes.count - 1]]
            }
        }
        #expect(seen == [0x61, 0x61, 0, 0, 0])
        // The mapping's slot is free again, and a whole file reads as before.
        try Data(repeating: 0x62, count: 1 << 20).write(to: URL(fileURLWithPath: path))
        #expect(try MappedFile.withBytes(of: path) { $0.allSatisfy { $0 == 0x62 } })
    }

    /// A file written in place while it is mapped (same size, so nothing faults) is an error too: what was
    /// read of it may be half old and half new.
    @Test func aFileWrittenInPlaceWhileMappedIsAnError() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/written.xcstrings"
        try Data(repeating: 0x61, count: 1 << 20).write(to: URL(fileURLWithPath: path))
        #expect(throws: InputError("cannot read file: it was written while it was read", path: path)) {
            try MappedFile.withContents(of: path, kind: .catalog) { bytes, _ throws(InputError) in
                let descriptor = open(path, O_WRONLY)
                #expect(descriptor >= 0)
                #expect(pwrite(descriptor, "b", 1, 500_000) == 1)
                close(descriptor)
                #expect(bytes[500_000] == 0x62, "the mapping shows the write")
            }
        }
        // Unwritten, the same file is read as it is.
        #expect(try MappedFile.withContents(of: path, kind: .catalog) { bytes, _ throws(InputError) in bytes.count } == 1 << 20)
    }

    /// More mappings at once than there are slots for: the rest are read instead.
    @Test func manyFilesAtOnceAreReadWhenTheyCannotBeMapped() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/a.xcstrings"
        let expected = (0..<(MappedFile.minimumMappedSize + 5)).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        try Data(expected).write(to: URL(fileURLWithPath: path))
        func nested(_ depth: Int) throws -> Bool {
            try MappedFile.withBytes(of: path) { bytes in
                guard bytes.elementsEqual(expected) else { return false }
                return depth == 0 ? true : try nested(depth - 1)
            }
        }
        #expect(try nested(80))
    }
}
