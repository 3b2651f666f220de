import Diagnostics
import Foundation
import SafeFiles
import Testing

@Suite struct ProjectRootTests {
    static func folder() throws -> String {
        let folder = NSTemporaryDirectory() + "stringsguard-root-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder + "/Project/Sources/Deep", withIntermediateDirectories: true)
        try writeFile(folder + "/Project/Sources/A.swift", "let a = 1\n")
        try writeFile(folder + "/Project/Sources/Deep/B.xcstrings", "{}")
        try writeFile(folder + "/Secret.swift", "let secret = 1\n")
        return folder
    }

    @Test func pathsAreComparedAsTheFileSystemResolvesThem() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let project = folder + "/Project"
        let root = ProjectRoot(project)
        #expect(root.contains(project + "/Sources/A.swift"))
        #expect(root.contains(project + "/Sources/../Sources/Deep/Missing.swift"), "a file not written yet")
        #expect(!root.contains(project + "/../Secret.swift"))
        #expect(!root.contains("/etc/passwd"))
        #expect(!root.contains(folder + "/Project2"), "a folder whose name starts like the root's")
        try FileManager.default.createSymbolicLink(atPath: project + "/Sources/Linked.swift", withDestinationPath: folder + "/Secret.swift")
        #expect(!root.contains(project + "/Sources/Linked.swift"))
        // A device is admitted wherever it is: its reader refuses it with its own line.
        try FileManager.default.createSymbolicLink(atPath: project + "/Sources/Zero.swift", withDestinationPath: "/dev/zero")
        #expect(!root.contains(project + "/Sources/Zero.swift"))
        #expect(root.admits(project + "/Sources/Zero.swift"))
        #expect(!root.admits(project + "/Sources/Linked.swift"))
        #expect(ProjectRoot([project, folder]).contains(folder + "/Secret.swift"))
        #expect(ProjectRoot([".", "ci"]).description == "the current folder or ci")
    }

    @Test func aWalkEndsOnLinkLoopsAndNeverLeavesTheRoot() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sources = folder + "/Project/Sources"
        for (name, destination) in [("loop", "."), ("other loop", "."), ("up", ".."), ("root", "/"), ("Secret.swift", "../../../Secret.swift")] {
            try FileManager.default.createSymbolicLink(atPath: sources + "/Deep/" + name, withDestinationPath: destination)
        }
        // Within the folder itself: the links back up lead outside it.
        #expect(FolderWalk.relativeFiles(under: sources) == ["A.swift", "Deep/B.xcstrings"])
        // Within the project: `up` leads back to Sources, walked once already, so nothing is listed twice.
        #expect(FolderWalk.relativeFiles(under: sources, within: ProjectRoot(folder + "/Project")) == ["A.swift", "Deep/B.xcstrings"])
        #expect(FolderWalk.relativeFiles(under: sources, within: ProjectRoot(folder + "/Project"), followsLinkedFolders: false)
            == ["A.swift", "Deep/B.xcstrings"])
        // The whole folder as root: the linked secret is inside it now.
        #expect(FolderWalk.relativeFiles(under: sources, within: ProjectRoot(folder)) == ["A.swift", "Deep/B.xcstrings", "Deep/Secret.swift"])
        #expect(FolderWalk.relativeFiles(under: "/", within: ProjectRoot(sources)) == [])
    }

    @Test func creatingAFolderNamesThePartInTheWay() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FolderCreation.create(folder + "/New/Nested")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: folder + "/New/Nested", isDirectory: &isFolder) && isFolder.boolValue)
        try FolderCreation.create(folder + "/New/Nested")
        let inFile = folder + "/Secret.swift/x.xcloc"
        #expect(throws: InputError("is a regular file, not a folder; cannot create \(inFile) in it", path: folder + "/Secret.swift")) {
            try FolderCreation.create(inFile)
        }
        #expect(throws: InputError("is a regular file, not a folder", path: folder + "/Secret.swift")) {
            try FolderCreation.create(folder + "/Secret.swift")
        }
    }
}
