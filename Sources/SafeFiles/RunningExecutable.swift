#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The file of the running executable, which salts what it caches (a rebuilt tool may derive otherwise).
public enum RunningExecutable {
    /// Its path, nil when the system does not say. On Linux the kernel's own link: Foundation's
    /// `Bundle.main` lists the executable's folder to build a bundle first, a sixth of a replayed run.
    public static var path: String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return Bundle.main.executablePath }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return Bundle.main.executablePath
        #endif
    }
}
