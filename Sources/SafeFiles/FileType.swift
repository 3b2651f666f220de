#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of thing a path names, from its `st_mode`: only regular files are ever read or replaced.
public enum FileType: Sendable, Equatable, CaseIterable {
    case regular, folder, fifo, socket, characterDevice, blockDevice, symbolicLink, other

    public init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }

    /// "a FIFO", "a character device"…, as the message names it.
    public var described: String {
        switch self {
        case .regular: return "a regular file"
        case .folder: return "a folder"
        case .fifo: return "a FIFO"
        case .socket: return "a socket"
        case .characterDevice: return "a character device"
        case .blockDevice: return "a block device"
        case .symbolicLink: return "a symbolic link"
        case .other: return "a file of an unknown kind"
        }
    }

    /// The one-line refusal for anything but a regular file: "is a FIFO, not a regular file".
    var refusal: String {
        self == .other ? "is not a regular file" : "is \(described), not a regular file"
    }
}
