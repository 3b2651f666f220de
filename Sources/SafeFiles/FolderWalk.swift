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
        guard root.contains(folder), let start = FileStatus.of(path: folder), start.type == .folder else { return [] }
        var visited: Set<FolderIdentity> = [FolderIdentity(start)]
        var result: [String] = []
        var pending: [(relative: String, depth: Int)] = [("", 0)]
        while let (relative, depth) = pending.popLast() {
            let absolute = relative.isEmpty ? folder : folder + "/" + relative
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: absolute)) ?? []).filter { !$0.hasPrefix(".") }
            for name in names {
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                let childPath = absolute + "/" + name
                guard let own = FileStatus.ofLink(path: childPath) else { continue }
                var status = own
                if own.type == .symbolicLink {
                    guard let target = FileStatus.of(path: childPath), root.admits(childPath) else { continue }
                    if target.type == .folder, !followsLinkedFolders { continue }
                    status = target
                }
                if status.type == .folder {
                    guard depth + 1 < maximumDepth, visited.insert(FolderIdentity(status)).inserted else { continue }
                    pending.append((childRelative, depth + 1))
                } else {
                    result.append(childRelative)
                }
            }
        }
        return result.sorted()
    }

    /// A folder as the file system knows it, whatever path reached it.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: FileStatus) {
            device = status.device
            inode = status.inode
        }
    }
}
