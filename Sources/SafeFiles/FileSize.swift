/// The size of a file from one `stat`, for deciding how to read it before reading it.
public enum FileSize {
    /// The size in bytes of what `path` names (following symbolic links), or nil when it cannot be read.
    public static func of(path: String) -> Int? {
        let size = FileStatus.of(path: path)?.size
        InputLog.record(.size(path), InputLog.sizeAnswer(size))
        return size
    }
}
