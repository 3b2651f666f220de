import _StringsGuardTestSupport
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A throwaway folder for one case, with what hostile inputs are made of (FIFOs, sockets, links to
/// devices) and a record of every entry in it, to prove a refused command left each byte as it was.
final class HostileWorkspace {
    let folder: String

    /// What one entry is: a regular file's bytes and ownership, a link's destination, or just its type.
    enum Entry: Equatable, CustomStringConvertible {
        case file(bytes: [UInt8], mode: mode_t, owner: uid_t, group: gid_t)
        case link(String)
        case folder, fifo, socket, other

        var description: String {
            switch self {
            case .file(let bytes, let mode, let owner, let group):
                return "file(\(bytes.count) bytes, mode \(String(mode, radix: 8)), \(owner):\(group))"
            case .link(let destination): return "link(\(destination))"
            case .folder: return "folder"
            case .fifo: return "fifo"
            case .socket: return "socket"
            case .other: return "other"
            }
        }
    }

    /// Under /tmp with a short name: a socket's path must fit in 104 bytes.
    init() throws {
        folder = "/tmp/sgh-" + String(UUID().uuidString.prefix(13))
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        for descriptor in sockets { close(descriptor) }
        try? FileManager.default.removeItem(atPath: folder)
    }

    private var sockets: [Int32] = []

    /// A path in the folder; an absolute path is kept as it is.
    func path(_ relative: String) -> String { relative.hasPrefix("/") ? relative : folder + "/" + relative }

    func write(_ relative: String, _ text: String) throws { try write(relative, Array(text.utf8)) }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let full = path(relative)
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    func bytes(_ relative: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(relative)))) }

    func text(_ relative: String) throws -> String { String(decoding: try bytes(relative), as: UTF8.self) }

    func makeParent(of relative: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path(relative) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    }

    func makeFIFO(_ relative: String) throws {
        try makeParent(of: relative)
        guard mkfifo(path(relative), 0o644) == 0 else { throw Failure("mkfifo \(relative)") }
    }

    func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    func makeLink(_ relative: String, to destination: String) throws {
        try makeParent(of: relative)
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    func makeSocket(_ relative: String) throws {
        try makeParent(of: relative)
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        let descriptor = socket(AF_UNIX, streamType, 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let full = path(relative)
        guard descriptor >= 0, full.utf8.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw Failure("socket \(relative)")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in full.utf8.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw Failure("bind \(relative)") }
        sockets.append(descriptor)
    }

    /// Every entry under the folder, by relative path.
    func snapshot() throws -> [String: Entry] {
        var entries: [String: Entry] = [:]
        var pending = [""]
        while let relative = pending.popLast() {
            let full = relative.isEmpty ? folder : path(relative)
            for name in try FileManager.default.contentsOfDirectory(atPath: full) {
                let child = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(path(child), &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFREG:
                    entries[child] = .file(
                        bytes: try bytes(child), mode: status.st_mode & 0o7777, owner: status.st_uid, group: status.st_gid)
                case S_IFLNK: entries[child] = .link(try FileManager.default.destinationOfSymbolicLink(atPath: path(child)))
                case S_IFDIR:
                    entries[child] = .folder
                    pending.append(child)
                case S_IFIFO: entries[child] = .fifo
                case S_IFSOCK: entries[child] = .socket
                default: entries[child] = .other
                }
            }
        }
        return entries
    }

    /// Names of temporary files a write left anywhere in the folder.
    func temporaryFiles() throws -> [String] {
        try snapshot().keys.filter { $0.contains(".stringsguard-") }.sorted()
    }

    func status(_ relative: String) -> stat? {
        var status = stat()
        return lstat(path(relative), &status) == 0 ? status : nil
    }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> CommandRunner.Output {
        try CommandRunner.run(arguments, in: folder, environment: environment)
    }
}
