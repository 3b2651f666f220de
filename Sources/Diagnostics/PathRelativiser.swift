import Foundation

/// Shorter paths in messages: relative to a folder (normally the current one). The one place the tool
/// turns absolute paths into the ones a reader in that folder would type.
public struct PathRelativiser: Sendable {
    public var folder: String

    public init(folder: String = FileManager.default.currentDirectoryPath) {
        self.folder = folder
    }

    /// `path` without the folder when it is inside it; otherwise as given.
    public func relative(_ path: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        return path
    }

    /// `path` as a reader in the absolute folder `base` would type it, `../` where needed; nil `base`
    /// (or a relative path) leaves it as it is.
    public static func relative(_ path: String, to base: String?) -> String {
        guard let base, base.hasPrefix("/"), path.hasPrefix("/") else { return path }
        let pathParts = normalized(path)
        let baseParts = normalized(base)
        var common = 0
        while common < pathParts.count, common < baseParts.count, pathParts[common] == baseParts[common] {
            common += 1
        }
        let parts = Array(repeating: "..", count: baseParts.count - common) + pathParts[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// `path` made absolute against the absolute folder `base` (unchanged when it is absolute already, or
    /// when there is no absolute base), `.` and `..` resolved without following links.
    public static func absolute(_ path: String, base: String?) -> String {
        let joined: String
        if path.hasPrefix("/") {
            joined = path
        } else if let base, base.hasPrefix("/") {
            joined = base + "/" + path
        } else {
            return path
        }
        return "/" + normalized(joined).joined(separator: "/")
    }

    /// `path` relative to `root` when it is inside it (never `../…`), else nil; both absolute.
    public static func inside(_ path: String, root: String) -> String? {
        let pathParts = normalized(path)
        let rootParts = normalized(root)
        guard path.hasPrefix("/"), root.hasPrefix("/"), pathParts.count > rootParts.count,
            Array(pathParts[..<rootParts.count]) == rootParts
        else { return nil }
        return pathParts[rootParts.count...].joined(separator: "/")
    }

    private static func normalized(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts
    }
}
