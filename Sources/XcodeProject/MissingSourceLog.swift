import Diagnostics

/// Swift files a Sources phase compiles that are not on disk: a file the project ignores in git and
/// makes in a build step or a post-clone script (API keys, generated code). Xcode makes it before it
/// compiles; a run on a fresh clone cannot read it. Each is left out of the target's sources with one
/// warning at the project's reference to it, naming every target that compiles it, and the run goes on.
/// A file git-crypt keeps encrypted (`GitCryptSources`) is on disk but just as unreadable, and said so.
final class MissingSourceLog {
    private var order: [String] = []
    private var entries: [String: (location: SourceLocation?, encrypted: Bool, targets: [String])] = [:]
    /// Every `record` call, in order, for `append(contentsOf:)`.
    private var recorded: [(path: String, target: String, location: SourceLocation?, encrypted: Bool)] = []

    /// Notes that `target` compiles `path`, named in the project at `location` (nil for a synchronized
    /// folder's file), and that it is missing, or `encrypted`.
    func record(_ path: String, target: String, at location: SourceLocation?, encrypted: Bool = false) {
        recorded.append((path, target, location, encrypted))
        if entries[path] == nil {
            order.append(path)
            entries[path] = (location, encrypted, [])
        }
        if entries[path]?.targets.contains(target) == false { entries[path]?.targets.append(target) }
    }

    /// What `other` recorded, as if recorded here after what this log holds: taking in the logs of targets
    /// read at once in target order gives the log of reading them one after the other.
    func append(contentsOf other: MissingSourceLog) {
        for entry in other.recorded { record(entry.path, target: entry.target, at: entry.location, encrypted: entry.encrypted) }
    }

    /// One warning per missing file, in the order found.
    var problems: [InputError] {
        order.compactMap { path in
            guard let entry = entries[path] else { return nil }
            let names = entry.targets.map { "'\($0)'" }
            let compilers = names.count == 1 ? "target \(names[0]) compiles" : "targets \(Self.listed(names)) compile"
            let why = entry.encrypted
                ? "which git-crypt has encrypted (this clone has not been unlocked with its key)"
                : "which is not on disk (ignored by git and made by a build step?)"
            let message = "\(compilers) \(path), \(why): its strings are not checked, and unused-key leaves the catalogs "
                + (names.count == 1 ? "it reads" : "they read") + " alone"
            guard let location = entry.location else { return InputError(message, path: path) }
            return InputError(message, at: location)
        }
    }

    private static func listed(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
