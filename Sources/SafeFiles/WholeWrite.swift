#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// Writes every byte to the open file `descriptor`, again after a short write or an interrupted one;
/// `path` names the file in the error.
func writeWhole(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(InputError) {
    let failure = bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    if failure != 0 { throw InputError("cannot write: \(systemErrorDescription(failure))", path: path) }
}

/// `writeWhole` of bytes where they lie.
func writeWhole(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32, path: String) throws(InputError) {
    let failure = writeAll(buffer, to: descriptor)
    if failure != 0 { throw InputError("cannot write: \(systemErrorDescription(failure))", path: path) }
}

/// The `errno` of the write that failed, or 0 when every byte was written.
private func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
    var offset = 0
    while offset < buffer.count {
        let count = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if count < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += count
    }
    return 0
}

/// `write(2)`, named apart from the writers' own `write` methods.
@inline(__always)
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
