import _StringsGuardTestSupport
import Foundation
import Testing
@testable import SafeFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The sweep after a SIGKILL takes only dead temporary files of this user, never a live one.
@Suite struct TemporaryFileSweeperTests {
    @Test(arguments: [
        (".Localizable.xcstrings.stringsguard-a1B2c3", true), (".x.stringsguard-ZZZZZZ", true),
        ("Localizable.xcstrings.stringsguard-a1B2c3", false), (".stringsguard-a1B2c3", false),
        (".x.stringsguard-a1B2c", false), (".x.stringsguard-a1B2c3d", false), (".x.stringsguard-a1B2_3", false),
        (".x.xcstrings", false),
    ])
    func recognisesTemporaryNames(name: String, isTemporary: Bool) {
        #expect(TemporaryFileSweeper.isTemporaryName(name) == isTemporary)
    }

    @Test func removesOnlyStaleUnlockedTemporaryFilesOfThisUser() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stale = ".Localizable.xcstrings.stringsguard-AAAAAA"
        let live = ".Localizable.xcstrings.stringsguard-BBBBBB"
        let foreign = ".Localizable.xcstrings.stringsguard-CCCCCC"
        let unrelated = "Localizable.xcstrings"
        for name in [stale, live, foreign, unrelated] { try writeFile(folder + "/" + name, name) }
        let liveDescriptor = open(folder + "/" + live, O_RDONLY)
        defer { close(liveDescriptor) }
        #expect(flock(liveDescriptor, LOCK_EX) == 0)
        // Another user's file: root can make one; anyone else has none to make, and the rule is the same.
        if geteuid() == 0 { #expect(chown(folder + "/" + foreign, 12345, 12345) == 0) }
        let cutoff = now()
        let newer = ".Localizable.xcstrings.stringsguard-DDDDDD"
        usleep(20_000)
        try writeFile(folder + "/" + newer, newer)

        let removed = TemporaryFileSweeper.sweep(folder: folder, changedBefore: cutoff)
        let expectedRemoved = geteuid() == 0 ? [stale] : [stale, foreign]
        #expect(removed.sorted() == expectedRemoved.sorted())
        let kept = geteuid() == 0 ? [foreign, live, newer, unrelated] : [live, newer, unrelated]
        #expect(try names(in: folder) == kept.sorted())
    }

    private func now() -> (seconds: Int, nanoseconds: Int) {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return (Int(time.tv_sec), Int(time.tv_nsec))
    }
}
