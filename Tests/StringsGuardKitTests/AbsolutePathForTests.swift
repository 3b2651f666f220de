import Foundation
import SourceScanning

/// Paths compared as the file system would, for the tests' expectations.
enum AbsolutePathForTests {
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func relative(_ path: String, to root: String) -> String {
        let full = absolute(path)
        return full.hasPrefix(root + "/") ? String(full.dropFirst(root.count + 1)) : full
    }
}

/// The loader's own expansion of a source folder.
enum SourceFiles {
    static func swiftFiles(in folder: String) throws -> [String] { try SwiftSourceScanner.swiftFiles(in: folder) }
}
