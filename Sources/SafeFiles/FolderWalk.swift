import Foundation

/// Lists the files below a folder without ever leaving the project: a symbolic link to a file or folder
/// outside the project root is not followed (`ProjectRoot.admits`), and each folder is walked once,
/// however many links lead to it, so a link loop ends at once instead of after 2^32 steps. Hidden names
/// (`.git`, `.build`) are left out; files of every kind are listed (their readers refuse a device, FIFO
/// or socket with one line).
public enum FolderWalk {
    /// Every file below `folder`, as paths relative to it, sorted. `root` is the project root (the folder
    /// itself when nil); nothing is listed when the folder lies outside it. `followsLinkedFolders` false
    /// leaves out folders reached through a symbolic link.
    public static func relativeFiles(
        under folder: String, within root: ProjectRoot? = nil, followsLinkedFolders: Bool = true, maximumDepth: Int = 64
    ) -> [String] {
        let root = root ?? ProjectRoot(folder)
        guard root.contains(folder), PathKind.isFolder(folder), let start = ProjectRoot.realPath(folder) else { return [] }
        // Folders by real path: a linked folder that leads back to one already walked is not walked again.
        var visited: Set<String> = [start]
        var result: [String] = []
        var pending: [(relative: String, real: String, depth: Int)] = [("", start, 0)]
        while let (relative, real, depth) = pending.popLast() {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            for entry in FolderListing.entries(of: absolute) ?? [] where !entry.name.hasPrefix(".") {
                let childRelative = relative.isEmpty ? entry.name : relative + "/" + entry.name
                let childPath = absolute + "/" + entry.name
                var type = entry.type
                var childReal = real == "/" ? "/" + entry.name : real + "/" + entry.name
                if type == .symbolicLink {
                    guard let target = PathKind(path: childPath)?.target, root.admits(childPath) else { continue }
                    if target == .folder {
                        guard followsLinkedFolders, let resolved = ProjectRoot.realPath(childPath) else { continue }
                        childReal = resolved
                    }
                    type = target
                }
                if type == .folder {
                    guard depth + 1 < maximumDepth, visited.insert(childReal).inserted else { continue }
                    pending.append((childRelative, childReal, depth + 1))
                } else {
                    result.append(childRelative)
                }
            }
        }
        return result.sorted()
    }
}
