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
        guard let own = FileStatus.ofLink(path: path) else { return nil }
        isSymbolicLink = own.type == .symbolicLink
        target = isSymbolicLink ? FileStatus.of(path: path)?.type : own.type
    }
}
