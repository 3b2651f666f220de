#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// What a write to a path must do: replace a regular file (the one a symbolic link names, never the
/// link), create a new one, or write straight into a character device or FIFO (`/dev/stdout`,
/// `/dev/null`) that must never be replaced by a file. Anything else is refused with one line.
enum WriteDestination: Equatable {
    /// A regular file, at this resolved path.
    case regularFile(String)
    /// Nothing there yet.
    case newFile(String)
    /// A character device or a FIFO.
    case stream

    static func of(_ path: String) throws(InputError) -> WriteDestination {
        guard !path.isEmpty, !path.hasSuffix("/") else { throw InputError("names a folder, not a file", path: path) }
        guard let status = FileStatus.ofLink(path: path) else {
            let code = errno
            if code == ENOENT { return .newFile(path) }
            throw InputError("cannot write the file: \(systemErrorDescription(code))", path: path)
        }
        guard status.type == .symbolicLink else { return try destination(status.type, at: path) }
        guard let target = FileStatus.of(path: path) else {
            let code = errno
            if code == ENOENT {
                throw InputError("is a symbolic link to a file that does not exist; not writing it", path: path)
            }
            throw InputError("cannot follow the symbolic link: \(systemErrorDescription(code))", path: path)
        }
        if target.type != .regular { return try destination(target.type, at: path) }
        guard let resolved = realpath(path, nil) else {
            throw InputError("cannot follow the symbolic link: \(systemErrorDescription())", path: path)
        }
        defer { free(resolved) }
        return .regularFile(String(cString: resolved))
    }

    private static func destination(_ type: FileType, at path: String) throws(InputError) -> WriteDestination {
        switch type {
        case .regular: return .regularFile(path)
        case .characterDevice, .fifo: return .stream
        default: throw InputError(type.refusal, path: path)
        }
    }
}
