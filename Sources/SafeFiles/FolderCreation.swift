#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// Creates a folder and the folders above it that are missing, saying in one line which part is in the
/// way: `out: error: is a regular file, not a folder; cannot create out/fr.xcloc in it` rather than
/// Foundation's "NSCocoaErrorDomain error 512".
public enum FolderCreation {
    public static func create(_ path: String) throws(InputError) {
        guard !path.isEmpty else { return }
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if let status = FileStatus.of(path: prefix) {
                guard status.type == .folder else {
                    let rest = prefix == path ? "" : "; cannot create \(path) in it"
                    throw InputError("is \(status.type.described), not a folder\(rest)", path: prefix)
                }
                continue
            }
            guard errno == ENOENT else {
                throw InputError("cannot look at the folder: \(systemErrorDescription())", path: prefix)
            }
            // Another process may create it in between: that is as good. A symbolic link to nothing exists
            // too (EEXIST) and is no folder: said here, not by the first write into it.
            if mkdir(prefix, 0o777) != 0 {
                guard errno == EEXIST else { throw InputError("cannot create the folder: \(systemErrorDescription())", path: prefix) }
                guard FileStatus.of(path: prefix)?.type == .folder else {
                    let rest = prefix == path ? "" : "; cannot create \(path) in it"
                    let link = FileStatus.ofLink(path: prefix)?.type == .symbolicLink
                    throw InputError(link ? "is a symbolic link to nothing, not a folder\(rest)" : "is not a folder\(rest)", path: prefix)
                }
            }
        }
    }
}
