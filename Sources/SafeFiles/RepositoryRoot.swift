import Diagnostics
import Foundation

/// The root of the git repository a folder is in: the nearest folder at or above it holding `.git` (a
/// folder, or the file a worktree or submodule has). Found from the file system, without running git, so
/// it works wherever the checkout is, git installed or not. SARIF's `SRCROOT`, GitLab's paths and the
/// configuration's upward search start from it; `--repo-root` names it when the checkout is unusual.
public enum RepositoryRoot {
    public static func find(from folder: String = FileManager.default.currentDirectoryPath) -> String? {
        var current = PathRelativiser.absolute(folder, base: FileManager.default.currentDirectoryPath)
        while true {
            if PathKind.exists(current == "/" ? "/.git" : current + "/.git") { return current }
            guard current != "/" else { return nil }
            current = (current as NSString).deletingLastPathComponent
            if current.isEmpty { current = "/" }
        }
    }
}
