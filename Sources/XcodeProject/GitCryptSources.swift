import Diagnostics
import Foundation
import SafeFiles

/// Swift files git-crypt keeps encrypted in the repository: a clone without the key holds, in place of the
/// source, `\0GITCRYPT\0` and cipher text, which no scanner can read (the run used to stop on each file with
/// "unterminated string literal"). Looked for only when a `.gitattributes` in the current folder or in a
/// folder holding the project names the `git-crypt` filter, so other projects read nothing more. Such a
/// file is left out of the target's sources as a missing one is (`MissingSourceLog`), and the run goes on.
public final class GitCryptSources: @unchecked Sendable {
    static let header: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0]

    private let projectFolder: String
    private var filtered: Bool?
    private let lock = NSLock()

    init(projectFolder: String) { self.projectFolder = projectFolder }

    /// Whether the Swift file at `path`, which is on disk, is git-crypt's cipher text. Only that is kept of
    /// the file, and recorded: an edit of a source that leaves it readable leaves the replay's look-past
    /// (`InputLog`) as it is without git-crypt.
    func isEncrypted(_ path: String) -> Bool {
        let filtered = lock.withLock {
            if self.filtered == nil { self.filtered = Self.namesFilter(from: projectFolder) }
            return self.filtered
        }
        guard filtered == true, let contents = try? FileContents.read(path, kind: .swiftSource, purpose: .derivation) else {
            return false
        }
        let answer = Self.headerAnswer(contents.bytes, path, [])
        if let answer {
            InputLog.recordDerived(path: path, kind: .swiftSource, derivation: Self.headerDerivation, parameters: [], answer: answer)
        }
        return contents.bytes.starts(with: Self.header)
    }

    /// The name of the `.derived` question whether a source is git-crypt's cipher text.
    public static let headerDerivation = "git-crypt header"

    /// Its answer for a file's bytes.
    public static let headerAnswer: InputLog.Derivation = { bytes, _, _ in
        InputLog.DerivedAnswer(hash: bytes.starts(with: header) ? 1 : 0)
    }

    /// Whether `.gitattributes` of the current folder, of `folder` or of a folder above it (up to the
    /// current folder, or eight levels for a path from elsewhere) sets `filter=git-crypt`.
    static func namesFilter(from folder: String) -> Bool {
        var folders = ["."]
        var current = PathText.normalize(folder)
        for _ in 0..<8 where current != "." && current != "/" && current != ".." && !current.hasSuffix("/..") {
            folders.append(current)
            current = PathText.parent(current)
        }
        return folders.contains { folder in
            let path = folder == "." ? ".gitattributes" : PathText.join(folder, ".gitattributes")
            guard let contents = try? FileContents.readIfPresent(path, kind: .configuration) else { return false }
            return contents.bytes.contains(subsequence: Array("filter=git-crypt".utf8))
        }
    }
}

private extension Array where Element == UInt8 {
    func contains(subsequence: [UInt8]) -> Bool {
        guard !subsequence.isEmpty, count >= subsequence.count else { return false }
        return (0...(count - subsequence.count)).contains { start in
            self[start] == subsequence[0] && self[start..<start + subsequence.count].elementsEqual(subsequence)
        }
    }
}
