import Foundation

/// Shorter paths in messages: relative to a folder (normally the current one) when inside it.
/// The one place the tool turns absolute paths into the ones a reader in that folder would type.
public struct PathRelativiser: Sendable {
    public var folder: String

    public init(folder: String = FileManager.default.currentDirectoryPath) {
        self.folder = folder
    }

    public func relative(_ path: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        if path.hasPrefix("./") { return String(path.dropFirst(2)) }
        return path
    }
}
