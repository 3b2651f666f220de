#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `realpath(3)` of many paths through their folders' real paths, each folder resolved once: a file that is
/// not a symbolic link lies where its folder really is. For one pass over a replay's log only (each worker
/// of `InputLog.verify` keeps its own): a folder's real path can change between runs, and a process may run
/// several, so nothing is remembered beyond the pass. Home Assistant's replay asked 1,000 files, each of
/// which `realpath` resolved component by component with a `readlink` (3,072 calls, a fifth of the replay).
struct FolderRealPaths {
    private var folders: [String: String?] = [:]

    mutating func realPath(of path: String) -> String? {
        guard let (folder, name) = Self.folderAndName(path) else { return ProjectRoot.unrecordedRealPath(path) }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT != S_IFLNK else {
            return ProjectRoot.unrecordedRealPath(path)
        }
        let real: String?
        if let known = folders[folder] {
            real = known
        } else {
            real = ProjectRoot.unrecordedRealPath(folder)
            folders[folder] = real
        }
        guard let real else { return ProjectRoot.unrecordedRealPath(path) }
        return real == "/" ? "/" + name : real + "/" + name
    }

    /// The folder and last component of a path whose last component is a name (not `.` or `..`, nor empty);
    /// nil for anything else, which `realpath` answers itself.
    static func folderAndName(_ path: String) -> (folder: String, name: Substring)? {
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let name = path[path.index(after: slash)...]
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        return (slash == path.startIndex ? "/" : String(path[..<slash]), name)
    }
}
