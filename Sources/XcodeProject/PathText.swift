import Foundation
import SafeFiles

/// Path arithmetic on strings, so that results keep the form the caller gave (relative stays relative).
enum PathText {
    static func join(_ base: String, _ relative: String) -> String {
        if relative.isEmpty { return normalize(base) }
        if relative.hasPrefix("/") || base.isEmpty { return normalize(relative) }
        // Two normal paths join to a normal one: most joins (a folder's thousands of files) need no split.
        if isNormal(base), isNormal(relative) { return base + "/" + relative }
        return normalize(base.hasSuffix("/") ? base + relative : base + "/" + relative)
    }

    /// Whether `normalize(path)` is `path` itself, seen in one pass over its bytes: not empty and not the
    /// root alone, and no component empty (`//`, a slash at the end), `.` or `..` (a leading slash aside).
    /// False is only "maybe not": the caller then normalizes.
    static func isNormal(_ path: String) -> Bool {
        var utf8 = path.utf8[...]
        if utf8.first == UInt8(ascii: "/") { utf8 = utf8.dropFirst() }
        guard !utf8.isEmpty else { return false }
        var length = 0
        var dots = 0
        for byte in utf8 {
            if byte == UInt8(ascii: "/") {
                if length == 0 || (dots == length && length <= 2) { return false }
                length = 0
                dots = 0
            } else {
                length += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return length > 0 && !(dots == length && length <= 2)
    }

    /// Removes `.` components, empty components and `name/..` pairs, without touching the file system.
    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var components: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == "..", let last = components.last, last != ".." {
                components.removeLast()
                continue
            }
            if component == "..", absolute, components.isEmpty { continue }
            components.append(component)
        }
        let joined = components.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }

    static func lastComponent(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    static func parent(_ path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.lastIndex(of: "/") else { return normalized == "." ? ".." : "." }
        if slash == normalized.startIndex { return "/" }
        return String(normalized[..<slash])
    }

    static func pathExtension(_ path: String) -> String {
        let name = lastComponent(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}

/// The few file-system questions discovery asks.
enum FileTree {
    static func isDirectory(_ path: String) -> Bool { PathKind.isFolder(path) }

    static func isFile(_ path: String) -> Bool { PathKind.isFile(path) }

    /// The path as it is on disk when only letter case differs: Xcode projects usually live on
    /// case-insensitive volumes, where `WatchPanel.swift` opens `watchPanel.swift`. Nil when nothing matches.
    /// A relative path's first folder is matched in the current folder the same way: a group whose path
    /// is `NotificationContentExtension` opens `notificationContentExtension/` in the project's folder.
    static func existingPath(matchingCaseOf path: String) -> String? {
        if PathKind.exists(path) { return path }
        let components = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        // nil until the first component is placed: "" for an absolute path (the root), else a name.
        var resolved: String?
        for component in components {
            let candidate = resolved.map { $0 + "/" + component } ?? component
            if component.isEmpty || component == "." || component == ".." || PathKind.exists(candidate) {
                resolved = candidate
                continue
            }
            let folder = resolved.map { $0.isEmpty ? "/" : $0 } ?? "."
            let names = FolderListing.names(in: folder)
            guard let match = names.first(where: { $0.lowercased() == component.lowercased() }) else { return nil }
            resolved = resolved.map { $0 + "/" + match } ?? match
        }
        return resolved
    }

    /// Names in a folder, sorted, hidden ones left out.
    static func children(of folder: String) -> [String] {
        let names = FolderListing.names(in: folder)
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Every file below `folder` as a path relative to it, sorted; hidden files and folders are skipped.
    /// Links are followed only inside `root` (the folder itself when nil), each folder walked once, so a
    /// link loop or a link to `/` cannot run forever (`FolderWalk`).
    static func relativeFiles(under folder: String, within root: ProjectRoot? = nil) -> [String] {
        FolderWalk.relativeFiles(under: folder, within: root, maximumDepth: 32)
    }
}
