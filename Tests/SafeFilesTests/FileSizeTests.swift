import _StringsGuardTestSupport
import Foundation
import Testing
@testable import SafeFiles

/// `FileSize` answers from one `stat`, following links, and nil for what is not there.
@Suite struct FileSizeTests {
    @Test func givesTheSizeOfAFileOrOfWhatALinkNames() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data(repeating: 7, count: 12_345).write(to: URL(fileURLWithPath: folder + "/a.xcstrings"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/a.xcstrings")
        #expect(FileSize.of(path: folder + "/a.xcstrings") == 12_345)
        #expect(FileSize.of(path: folder + "/link") == 12_345)
        #expect(FileSize.of(path: folder + "/missing") == nil)
    }
}
