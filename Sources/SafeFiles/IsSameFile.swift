/// Whether two paths name the same file: equal as written, or the same device and inode
/// (`Sub/../L.xcstrings` and an absolute path, or a symbolic link and its target).
public func isSameFile(_ first: String, _ second: String) -> Bool {
    if first == second { return true }
    guard let firstStatus = FileStatus.of(path: first), let secondStatus = FileStatus.of(path: second) else {
        return false
    }
    return firstStatus.isSameFile(as: secondStatus)
}
