import Foundation
import Testing

@testable import SafeFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `FolderRealPaths` answers what `realpath(3)` answers, through each folder's real path found once in a
/// pass: for files and folders, links to them, files in linked folders, missing files, `.` and `..`,
/// relative paths, asked in any order.
@Suite struct FolderRealPathsTests {
    static func systemRealPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    @Test func answersAsRealpathDoes() throws {
        let folder = NSTemporaryDirectory() + "stringsguard-realpath-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = FileManager.default
        try files.createDirectory(atPath: folder + "/Project/Sources/Deep", withIntermediateDirectories: true)
        try files.createDirectory(atPath: folder + "/Elsewhere", withIntermediateDirectories: true)
        try writeFile(folder + "/Project/Sources/A.swift", "let a = 1\n")
        try writeFile(folder + "/Project/Sources/Deep/B.swift", "let b = 1\n")
        try writeFile(folder + "/Elsewhere/C.swift", "let c = 1\n")
        try files.createSymbolicLink(atPath: folder + "/Project/Sources/Link.swift", withDestinationPath: folder + "/Elsewhere/C.swift")
        try files.createSymbolicLink(atPath: folder + "/Project/Linked", withDestinationPath: folder + "/Elsewhere")
        try files.createSymbolicLink(atPath: folder + "/Project/Dangling.swift", withDestinationPath: folder + "/Nowhere.swift")
        let paths = [
            "/Project/Sources/A.swift", "/Project/Sources/Deep/B.swift", "/Project/Sources/Link.swift", "/Project/Linked/C.swift",
            "/Project/Linked", "/Project/Sources", "/Project/Sources/Missing.swift", "/Project/Missing/A.swift",
            "/Project/Sources/../Sources/A.swift", "/Project/Linked/../Project/Sources/A.swift", "/Project/Sources/Deep/..",
            "/Project/Sources/.", "/Project/Sources/", "/Project/Dangling.swift", "/Project/Sources/A.swift/Not",
            "/Project//Sources//A.swift",
        ].map { folder + $0 } + ["/", "/etc", "relative/Missing.swift", ".", "A.swift", "./Missing.swift"]
        var pass = FolderRealPaths()
        for round in 0..<3 {
            for path in round == 1 ? paths.reversed() : paths {
                #expect(pass.realPath(of: path) == Self.systemRealPath(path), "\(path)")
            }
        }
    }

    @Test func aPathIsSplitIntoItsFolderAndName() {
        #expect(FolderRealPaths.folderAndName("a/b.swift")! == ("a", "b.swift"))
        #expect(FolderRealPaths.folderAndName("/b")! == ("/", "b"))
        #expect(FolderRealPaths.folderAndName("b") == nil)
        #expect(FolderRealPaths.folderAndName("a/") == nil)
        #expect(FolderRealPaths.folderAndName("a/..") == nil)
        #expect(FolderRealPaths.folderAndName("a/.") == nil)
    }
}
