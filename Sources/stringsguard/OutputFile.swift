import SafeFiles

/// Where a command writes a report, a baseline or a stamp the user named.
enum OutputFile {
    /// Atomically for a regular file (through a symbolic link to one), straight into a device such as
    /// /dev/stdout; anything else is refused with one line.
    static func write(_ text: String, to path: String) throws {
        try write(bytes: Array(text.utf8), to: path)
    }

    static func write(bytes: [UInt8], to path: String) throws {
        try AtomicFileWriter().write(bytes, to: path)
    }

    /// `write`, the bytes written piece by piece as they are made.
    static func write(producing producer: FileBytesProducer, to path: String) throws {
        try AtomicFileWriter().write(producing: producer, to: path)
    }
}
