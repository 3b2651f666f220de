#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// Writes every byte to the open file `descriptor`, again after a short write or an interrupted one;
/// `path` names the file in the error.
func writeWhole(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(InputError) {
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let count = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if count < 0 {
                if errno == EINTR { continue }
                failure = errno
                return
            }
            offset += count
        }
    }
    if failure != 0 { throw InputError("cannot write: \(systemErrorDescription(failure))", path: path) }
}

/// `write(2)`, named apart from the writers' own `write` methods.
@inline(__always)
private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
