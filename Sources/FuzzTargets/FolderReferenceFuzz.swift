import Foundation
import SafeFiles
import XcodeProject

/// Folder references and synchronized folders (issue 13, item 5): the input is the `path` (and, by its
/// first byte, the `sourceTree` and the kind) of one folder in a project whose folder holds links to `/`,
/// to its parent, to itself and to a file outside. Discovery must end, and every catalog and source it
/// lists must lie inside the project's folder once links are resolved: nothing outside it is ever listed.
enum FolderReferenceFuzz {
    /// A project folder per process: `Inside/` with a catalog, a source and the hostile links.
    static let projectFolder: String? = {
        let folder = NSTemporaryDirectory() + "stringsguard-fuzz-folders-\(ProcessInfo.processInfo.processIdentifier)-"
            + UUID().uuidString
        let manager = FileManager.default
        do {
            try manager.createDirectory(atPath: folder + "/Fuzz.xcodeproj", withIntermediateDirectories: true)
            try manager.createDirectory(atPath: folder + "/Inside/Deeper", withIntermediateDirectories: true)
            try Data("{\"sourceLanguage\":\"en\",\"strings\":{},\"version\":\"1.0\"}".utf8).write(
                to: URL(fileURLWithPath: folder + "/Inside/Localizable.xcstrings"))
            try Data("import SwiftUI\n".utf8).write(to: URL(fileURLWithPath: folder + "/Inside/Deeper/View.swift"))
            for (name, destination) in [("root", "/"), ("up", ".."), ("loop", "."), ("again", "../Inside"),
                                        ("outside.swift", "/etc/hostname"), ("outside.xcstrings", "/etc/hostname")] {
                try manager.createSymbolicLink(atPath: folder + "/Inside/" + name, withDestinationPath: destination)
            }
        } catch {
            return nil
        }
        return folder
    }()

    static func run(_ bytes: [UInt8]) throws(InvariantViolation) {
        guard let folder = projectFolder else { throw InvariantViolation(.folderReference, "no temporary project folder") }
        let choice = bytes.first ?? 0
        let path = FuzzInput.text(Array(bytes.dropFirst()))
        let sourceTree = ["\"<group>\"", "SOURCE_ROOT", "\"<absolute>\""][Int(choice % 3)]
        let quoted = "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        let reference = choice & 4 == 0
            ? "F1 = {isa = PBXFileReference; lastKnownFileType = folder; path = \(quoted); sourceTree = \(sourceTree); };"
            : "F1 = {isa = PBXFileSystemSynchronizedRootGroup; path = \(quoted); sourceTree = \(sourceTree); };"
        let phase = choice & 4 == 0 ? "buildPhases = (R1); " : "fileSystemSynchronizedGroups = (F1); "
        let project = """
            { objects = {
            R1 = {isa = PBXResourcesBuildPhase; files = (B1); };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            \(reference)
            G0 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; name = App; \(phase)productType = "com.apple.product-type.application"; };
            P1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            }; rootObject = P1; }
            """
        guard FileManager.default.createFile(atPath: folder + "/Fuzz.xcodeproj/project.pbxproj", contents: Data(project.utf8)) else {
            throw InvariantViolation(.folderReference, "cannot write the temporary project file")
        }
        guard let discovered = try? ProjectDiscovery.discoverProject(in: folder) else { return }
        let root = ProjectRoot(folder)
        for target in discovered.targets {
            for file in target.catalogs + target.sourceFiles where !root.contains(file) {
                throw InvariantViolation(.folderReference, "discovery listed \(file), outside the project folder")
            }
        }
    }
}
