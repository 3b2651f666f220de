#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The entries of a folder, each with its type as the folder itself records it (no `stat` per entry
/// where the file system says), recorded in the `InputLog` being kept.
public enum FolderListing {
    public struct Entry: Sendable, Equatable {
        public var name: String
        /// What the entry itself is: a link is `.symbolicLink`, whatever it leads to.
        public var type: FileType
    }

    /// Every entry but `.` and `..`, in the order the folder gives them; nil when it cannot be read.
    public static func entries(of folder: String) -> [Entry]? {
        // The folder's identity before it is listed: a change while listing leaves it older than the folder.
        let identity = InputLog.isRecording ? FileIdentity.ofFolder(path: folder) : nil
        let entries = unrecordedEntries(of: folder)
        InputLog.record(.entries(folder: folder), InputLog.entriesAnswer(entries), identity: identity)
        return entries
    }

    /// The names of `entries(of:)`; an empty list when the folder cannot be read.
    public static func names(in folder: String) -> [String] {
        entries(of: folder)?.map(\.name) ?? []
    }

    static func unrecordedEntries(of folder: String) -> [Entry]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: pointer.pointee)) {
                    String(cString: $0)
                }
            }
            if name == "." || name == ".." { continue }
            let type: FileType
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): type = .regular
            case Int32(DT_DIR): type = .folder
            case Int32(DT_LNK): type = .symbolicLink
            case Int32(DT_FIFO): type = .fifo
            case Int32(DT_SOCK): type = .socket
            case Int32(DT_CHR): type = .characterDevice
            case Int32(DT_BLK): type = .blockDevice
            default:
                // Some file systems leave the type unknown: ask the entry itself.
                let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                guard let status = FileStatus.ofLink(path: path) else { continue }
                type = status.type
            }
            entries.append(Entry(name: name, type: type))
        }
        return entries
    }
}
