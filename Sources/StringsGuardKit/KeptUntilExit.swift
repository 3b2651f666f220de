import Foundation

/// Values kept alive until the process exits, so that their memory is not freed just before exit: the
/// system takes a finished process's memory back at once, while freeing the model of a large catalog one
/// string at a time costs about a tenth of a second. Only for a command-line run that ends after its
/// report; a host that runs many checks in one process must not use it, or it keeps every model.
public enum KeptUntilExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var values: [Any] = []

    /// Keeps `value` (and everything it holds) until the process exits.
    public static func keep(_ value: Any) {
        lock.withLock { values.append(value) }
    }

    /// How many values are kept.
    public static var count: Int { lock.withLock { values.count } }
}

extension CheckSession {
    /// Keeps the project read (its catalogs and scans) until the process exits; see `KeptUntilExit`.
    /// `stringsguard check` calls this once its session exists.
    public func keepUntilExit() {
        KeptUntilExit.keep(project)
    }
}
