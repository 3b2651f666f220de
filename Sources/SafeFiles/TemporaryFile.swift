#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// The temporary file a replacement is written to, beside the file it replaces: created with `mkstemp`,
/// registered for removal on a signal, and held under an exclusive lock for its whole life so a sweep
/// never takes it. Removed when released without being renamed.
final class TemporaryFile {
    let path: String
    let descriptor: Int32
    private var slot: Int?
    private var renamed = false

    private init(path: String, descriptor: Int32, slot: Int?) {
        self.path = path
        self.descriptor = descriptor
        self.slot = slot
    }

    deinit {
        if !renamed { unlink(path) }
        forget()
        close(descriptor)
    }

    /// `.NAME.stringsguard-XXXXXX` in `folder`, the name shortened if need be to fit a file name's limit.
    static func create(in folder: String, for name: String, displayPath: String) throws(InputError) -> TemporaryFile {
        let room = 255 - 1 - TemporaryFileSweeper.marker.utf8.count - 6
        let shortened = Array(name.utf8.prefix(room))
        let prefix = Array((folder == "/" ? "/." : folder + "/.").utf8)
        let suffix = Array((TemporaryFileSweeper.marker + "XXXXXX").utf8)
        for _ in 0..<8 {
            var template = (prefix + shortened + suffix).map { CChar(bitPattern: $0) } + [0]
            var failure: Int32 = 0
            let made = TemporaryFileRegistry.create { () -> (Int32, path: String)? in
                let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
                guard descriptor >= 0 else {
                    failure = errno
                    return nil
                }
                return (descriptor, String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
            }
            guard let (descriptor, slot) = made else {
                throw InputError(
                    "cannot create a temporary file next to it: \(systemErrorDescription(failure))", path: displayPath)
            }
            let path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let file = TemporaryFile(path: path, descriptor: descriptor, slot: slot)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
            // Between mkstemp and this lock a sweep could have taken the file for a dead one: then the lock
            // fails, or the name no longer leads to it, and another is made.
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0, let named = FileStatus.ofLink(path: path),
               let opened = FileStatus.of(descriptor: descriptor), named.isSameFile(as: opened) {
                return file
            }
            file.renamed = true
            file.forget()
        }
        throw InputError("cannot create a temporary file next to it: each was taken away at once", path: displayPath)
    }

    /// After a successful rename: the file now has the real name, so nothing is to be removed.
    func markRenamed() {
        renamed = true
        forget()
    }

    private func forget() {
        TemporaryFileRegistry.unregister(slot)
        slot = nil
    }
}
