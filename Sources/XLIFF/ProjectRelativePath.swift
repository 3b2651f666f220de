#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import Foundation

/// A catalog's path relative to the project root, as Xcode writes it in `<file original>`: both paths are
/// made absolute with the folders' symbolic links resolved (`/tmp` and `/private/tmp` are one folder on
/// macOS). A catalog that is itself a link keeps its own name: the project names the link.
enum ProjectRelativePath {
    /// `path` relative to `root`, or nil when it lies outside it.
    static func of(_ path: String, under root: String) -> String? {
        let name = (path as NSString).lastPathComponent
        let parent = (path as NSString).deletingLastPathComponent
        let file = (resolved(parent.isEmpty ? "." : parent) as NSString).appendingPathComponent(name)
        let folder = resolved(root)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        guard file.hasPrefix(prefix) else { return nil }
        return String(file.dropFirst(prefix.count))
    }

    /// The absolute, symlink-free form of `path` when it exists; otherwise absolute and standardized.
    static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        if let real = realpath(absolute, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        return (absolute as NSString).standardizingPath
    }

    /// Whether a regular file (not a folder) is at `path`.
    static func isFile(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
    }

    /// `relative` inside `root`, for reading or writing the catalog a `<file original>` names.
    static func join(_ root: String, _ relative: String) -> String {
        root == "." || root.isEmpty ? relative : (root.hasSuffix("/") ? root + relative : root + "/" + relative)
    }
}
