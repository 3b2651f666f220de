import Diagnostics
import Foundation
import SafeFiles

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func writeFile(_ path: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
}

func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

func names(in folder: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
}

func fileStatus(_ path: String) -> stat? {
    var status = stat()
    return lstat(path, &status) == 0 ? status : nil
}

/// A Unix domain socket bound at `path` (what `ls -l` shows as `s`); the descriptor stays open.
func makeSocket(at path: String) -> Int32? {
    #if canImport(Glibc)
    let streamType = Int32(SOCK_STREAM.rawValue)
    #else
    let streamType = SOCK_STREAM
    #endif
    let descriptor = socket(AF_UNIX, streamType, 0)
    guard descriptor >= 0 else { return nil }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    guard path.utf8.count < capacity else { return nil }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
        for (index, byte) in path.utf8.enumerated() { buffer[index] = byte }
    }
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
    }
    return bound == 0 ? descriptor : nil
}

/// A short folder under /tmp: socket paths must fit in `sun_path` (104 bytes on Darwin).
func makeShortTemporaryFolder() throws -> String {
    let folder = "/tmp/sgf-" + String(UUID().uuidString.prefix(8))
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

/// Runs `body(0..<count)` on that many threads at once and waits for all; returns what they threw.
func runOnThreads(_ count: Int, _ body: @escaping @Sendable (Int) throws -> Void) -> [String] {
    let group = DispatchGroup()
    let failures = Failures()
    for worker in 0..<count {
        group.enter()
        Thread {
            defer { group.leave() }
            do { try body(worker) } catch { failures.append("\(error)") }
        }.start()
    }
    group.wait()
    return failures.values
}

/// Errors collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    func append(_ value: String) { lock.withLock { stored.append(value) } }
    var values: [String] { lock.withLock { stored } }
}
