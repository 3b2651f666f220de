#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, for walking folders: whether it is a symbolic link itself, and the type of what it
/// names once links are followed. One `lstat` (and a `stat` for a link only), where asking FileManager
/// took several calls and, for the attributes, a user and group name lookup for every entry of a folder.
public struct PathKind: Sendable, Equatable {
    public var isSymbolicLink: Bool
    /// The type after following links; nil for a link that names nothing.
    public var target: FileType?

    /// Nil when nothing is at `path`.
    public init?(path: String) {
        let kind = PathKind(unrecordedPath: path)
        InputLog.record(.kind(path: path), InputLog.kindAnswer(kind, failure: kind == nil ? errno : 0))
        guard let kind else { return nil }
        self = kind
    }

    /// Whether something other than a dangling link is at `path` (as `FileManager.fileExists`).
    public static func exists(_ path: String) -> Bool { PathKind(path: path)?.target != nil }

    /// Whether `path` is a folder, or a link to one.
    public static func isFolder(_ path: String) -> Bool { PathKind(path: path)?.target == .folder }

    /// Whether `path` is something other than a folder or a dangling link.
    public static func isFile(_ path: String) -> Bool {
        guard let target = PathKind(path: path)?.target else { return false }
        return target != .folder
    }

    /// `init(path:)` for a path whose kind no `InputLog` needs: the log's own asking again.
    init?(unrecordedPath path: String) {
        guard let own = FileStatus.ofLink(path: path) else { return nil }
        isSymbolicLink = own.type == .symbolicLink
        target = isSymbolicLink ? FileStatus.of(path: path)?.type : own.type
    }
}
