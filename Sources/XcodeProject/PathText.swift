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
        withBytes(path) { bytes in
            var index = bytes.first == UInt8(ascii: "/") ? 1 : 0
            guard index < bytes.count else { return false }
            var length = 0
            var dots = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/") {
                    if length == 0 || (dots == length && length <= 2) { return false }
                    length = 0
                    dots = 0
                } else {
                    length += 1
                    if byte == UInt8(ascii: ".") { dots += 1 }
                }
                index += 1
            }
            return length > 0 && !(dots == length && length <= 2)
        }
    }

    /// Runs `body` on the path's UTF-8 bytes, in place where the string keeps them contiguous (as native
    /// strings do): walking the `utf8` view a byte at a time costs several times more.
    static func withBytes<Result>(_ path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = path.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(path.utf8).withUnsafeBufferPointer(body)
    }

    /// Whether every byte of the path is ASCII.
    static func isASCII(_ path: String) -> Bool {
        withBytes(path) { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
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

    /// The last non-empty component (`c` of `a/b/c/`), or the path itself when it has none (`""`, `/`).
    /// Found among the path's bytes, as the file system splits it: a combining mark after a slash starts
    /// the next component (split by characters, it joined the slash and hid it).
    static func lastComponent(_ path: String) -> String {
        guard let range = lastComponentRange(path) else { return path }
        return String(decoding: path.utf8[range], as: UTF8.self)
    }

    /// The UTF-8 range of `lastComponent(path)`, nil when the path has no non-empty component.
    private static func lastComponentRange(_ path: String) -> Range<String.Index>? {
        let utf8 = path.utf8
        var end = utf8.endIndex
        while end > utf8.startIndex {
            let before = utf8.index(before: end)
            guard utf8[before] == UInt8(ascii: "/") else { break }
            end = before
        }
        guard end > utf8.startIndex else { return nil }
        var start = end
        while start > utf8.startIndex {
            let before = utf8.index(before: start)
            if utf8[before] == UInt8(ascii: "/") { break }
            start = before
        }
        return start..<end
    }

    /// What follows the last `.` of the last component, a leading dot aside (`.gitignore` has none); "" if
    /// nothing. Found among the bytes, as `lastComponent`.
    static func pathExtension(_ path: String) -> String {
        guard let range = lastComponentRange(path) else { return "" }
        let utf8 = path.utf8
        var dot = range.upperBound
        while dot > range.lowerBound {
            let before = utf8.index(before: dot)
            if utf8[before] == UInt8(ascii: ".") {
                guard before != range.lowerBound else { return "" }
                return String(decoding: utf8[dot..<range.upperBound], as: UTF8.self)
            }
            dot = before
        }
        return ""
    }

    /// Whether `path`'s bytes hold `needle`'s (an ASCII fragment such as `.xcloc/`): as the file system
    /// sees the path, without Foundation's text search.
    static func containsBytes(_ path: String, _ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        let needleStart = needle.utf8Start
        guard count > 0 else { return true }
        let first = needleStart[0]
        return withBytes(path) { bytes in
            guard bytes.count >= count else { return false }
            var index = 0
            let last = bytes.count - count
            while index <= last {
                if bytes[index] == first {
                    var matched = 1
                    while matched < count, bytes[index + matched] == needleStart[matched] { matched += 1 }
                    if matched == count { return true }
                }
                index += 1
            }
            return false
        }
    }

    static func parent(_ path: String) -> String {
        let normalized = normalize(path)
        guard let slash = normalized.lastIndex(of: "/") else { return normalized == "." ? ".." : "." }
        if slash == normalized.startIndex { return "/" }
        return String(normalized[..<slash])
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
