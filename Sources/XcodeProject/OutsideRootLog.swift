import Diagnostics
import SafeFiles

/// What discovery left out because it lies outside the project root, one line per path, in the order
/// found: a folder reference to `/`, an `INFOPLIST_FILE` of `/etc/passwd`, a catalog or source elsewhere.
final class OutsideRootLog {
    let root: ProjectRoot
    private(set) var problems: [InputError] = []
    private var seen: Set<String> = []

    init(root: ProjectRoot) { self.root = root }

    /// Whether `path` may be read or walked; if not, the line saying it was left out (once per path).
    func allows(_ path: String, as what: String) -> Bool {
        if root.admits(path) { return true }
        if seen.insert(path).inserted {
            problems.append(InputError("\(what) lies outside the project root (\(root)); left out", path: path))
        }
        return false
    }
}
