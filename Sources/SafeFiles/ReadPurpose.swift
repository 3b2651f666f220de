/// What a reader keeps of the bytes it reads, as the replay's log needs to know (`InputLog`).
public enum ReadPurpose: Sendable {
    /// Anything the run concludes may depend on any byte: new bytes are a change.
    case whole
    /// The reader keeps only values it records with `InputLog.recordDerived` (a source's scans, its tool
    /// comments): new bytes from which each derives what it derived before are no change.
    case derivation
}
