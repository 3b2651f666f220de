extension BinaryWriter {
    /// A file's identity, field by field in `FileIdentity`'s order (read back by `readFileIdentity()`).
    public mutating func write(_ identity: FileIdentity) {
        write(identity.device)
        write(identity.inode)
        write(identity.size)
        write(identity.modificationSeconds)
        write(identity.modificationNanoseconds)
        write(identity.changeSeconds)
        write(identity.changeNanoseconds)
    }
}

extension BinaryReader {
    /// A file's identity as `BinaryWriter.write(_:)` wrote it.
    public mutating func readFileIdentity() throws(Malformed) -> FileIdentity {
        FileIdentity(
            device: try readUInt(), inode: try readUInt(), size: try readInt(),
            modificationSeconds: try readInt(), modificationNanoseconds: try readInt(),
            changeSeconds: try readInt(), changeNanoseconds: try readInt())
    }
}
