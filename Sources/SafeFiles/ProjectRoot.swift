#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a project's files must lie in, so that no project file can make the tool read or walk
/// the rest of the machine (a folder reference to `/`, `INFOPLIST_FILE = /etc/passwd`). Paths are
/// compared as the file system resolves them, symbolic links followed: a link inside the project to a
/// file outside it is outside. Several folders may serve (a configuration's own folder and the current
/// one); a path inside any of them is inside.
public struct ProjectRoot: Sendable, Equatable, CustomStringConvertible {
    /// As given, for messages.
    public let folders: [String]
    private let resolvedFolders: [String]

    public init(_ folders: [String]) {
        self.folders = folders
        resolvedFolders = folders.map(Self.resolved)
    }

    public init(_ folder: String) { self.init([folder]) }

    /// "App", or "ci or the current folder", as messages name it.
    public var description: String {
        folders.map { $0 == "." || $0.isEmpty ? "the current folder" : $0 }.joined(separator: " or ")
    }

    /// Whether the project may read or walk `path`: a regular file or folder inside the root, or anything
    /// that is neither (a device, FIFO or socket, wherever a link puts it: no reader ever reads one, each
    /// refuses it with the line that says what it is, and leaving it out silently would hide it).
    public func admits(_ path: String) -> Bool {
        if let target = PathKind(path: path)?.target, target != .regular, target != .folder { return true }
        return contains(path)
    }

    /// Whether `path` (relative to the current folder, or absolute) lies in one of the folders, once
    /// symbolic links are resolved. A path that does not exist yet is resolved as far as it exists.
    public func contains(_ path: String) -> Bool {
        let resolved = Self.resolved(path)
        return resolvedFolders.contains { root in
            resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/")
        }
    }

    /// The absolute path `path` names, symbolic links resolved through its longest existing part; what
    /// follows that part is joined as written, `..` taking a component off.
    static func resolved(_ path: String) -> String {
        var existing = path.isEmpty ? "." : path
        var rest: [Substring] = []
        while true {
            if let real = realPath(existing) {
                var components = real.split(separator: "/", omittingEmptySubsequences: true)
                for component in rest.reversed() {
                    if component == ".." {
                        if !components.isEmpty { components.removeLast() }
                    } else if component != "." {
                        components.append(component)
                    }
                }
                return "/" + components.joined(separator: "/")
            }
            // Take the last component off and try again with what is left.
            let trimmed = existing.hasSuffix("/") && existing.count > 1 ? String(existing.dropLast()) : existing
            guard let slash = trimmed.lastIndex(of: "/") else {
                rest.append(Substring(trimmed))
                existing = "."
                continue
            }
            rest.append(trimmed[trimmed.index(after: slash)...])
            existing = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
        }
    }

    /// `realpath(3)`, recorded in the `InputLog` being kept.
    static func realPath(_ path: String) -> String? {
        let real = unrecordedRealPath(path)
        InputLog.record(.realPath(path), InputLog.textAnswer(real))
        return real
    }

    static func unrecordedRealPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
