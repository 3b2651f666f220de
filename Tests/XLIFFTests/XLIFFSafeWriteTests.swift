import _StringsGuardTestSupport
import Diagnostics
import Foundation
import SafeFiles
import StringCatalog
import Testing

@testable import XLIFF

private struct InjectedFailure: Error {}

/// `import` writes through AtomicFileWriter: a failure at the last moment, or a catalog changed on disk
/// since it was read, leaves the file on disk exactly as it was.
@Suite struct XLIFFSafeWriteTests {
    private func prepared() throws -> (catalog: String, xliff: String) {
        let path = try copyOfFixture("App.xcstrings")
        let xliffPath = path + ".ko.xliff"
        try writeText(xliffPath, xliffDocument(unit("Settings", source: "Settings", target: "설정")))
        return (path, xliffPath)
    }

    @Test func failureBeforeRenameLeavesTheCatalogByteIdentical() throws {
        let (path, xliffPath) = try prepared()
        let original = try readBytes(path)
        let commands = XLIFFCommands(writer: AtomicFileWriter(beforeRename: { _ in throw InjectedFailure() }))
        #expect(throws: InjectedFailure.self) {
            _ = try commands.importFiles(catalogPath: path, xliffPaths: [xliffPath], dryRun: false)
        }
        #expect(try readBytes(path) == original)
        let folder = (path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["App.xcstrings", "App.xcstrings.ko.xliff"])
    }

    @Test func catalogChangedOnDiskIsNotOverwritten() throws {
        let (path, xliffPath) = try prepared()
        let edited = Array(utf8(try readBytes(path)).replacingOccurrences(of: "취소", with: "취소!").utf8)
        // Another editor saves the catalog after it was read, just before the import would replace it.
        let commands = XLIFFCommands(writer: AtomicFileWriter(beforeRename: { _ in
            try Data(edited).write(to: URL(fileURLWithPath: path))
        }))
        let error = thrownInputError {
            _ = try commands.importFiles(catalogPath: path, xliffPaths: [xliffPath], dryRun: false)
        }
        #expect(error?.message == "file changed on disk since it was read; not overwriting it")
        #expect(try readBytes(path) == edited)
    }

    @Test func unreadableXLIFFStopsBeforeAnyWrite() throws {
        let (path, xliffPath) = try prepared()
        let original = try readBytes(path)
        let error = thrownInputError {
            _ = try XLIFFCommands().importFiles(
                catalogPath: path, xliffPaths: [xliffPath, xliffPath + ".missing"], dryRun: false)
        }
        #expect(error?.path == xliffPath + ".missing")
        #expect(try readBytes(path) == original)
    }
}
