#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics

/// Copies a file's extended attributes (Finder tags, quarantine flags, `user.*`, ACLs) onto its
/// replacement, so a rewrite keeps them. Linux and Darwin spell the calls differently; this hides it.
enum ExtendedAttributes {
    /// Copies every attribute of `source` onto `destination`; an attribute the destination already has
    /// with the same value (a security label every new file gets) is left as it is. An attribute that
    /// cannot be set is an error: a write never drops one silently.
    static func copy(from source: Int32, to destination: Int32, displayPath: String) throws(InputError) {
        for name in try names(of: source, displayPath: displayPath) {
            guard let value = value(of: name, in: source) else { continue }
            if let existing = self.value(of: name, in: destination), existing == value { continue }
            if !set(name, to: value, on: destination) {
                throw InputError(
                    "cannot keep its extended attribute '\(name)': \(systemErrorDescription()); not replacing it",
                    path: displayPath)
            }
        }
    }

    private static func names(of descriptor: Int32, displayPath: String) throws(InputError) -> [String] {
        // The list can grow between the two calls; try again with the new size.
        for _ in 0..<8 {
            let size = listNames(descriptor, nil, 0)
            if size < 0 {
                if errno == ENOTSUP || errno == ENOSYS { return [] }
                throw InputError("cannot list its extended attributes: \(systemErrorDescription())", path: displayPath)
            }
            if size == 0 { return [] }
            var buffer = [CChar](repeating: 0, count: size)
            let filled = listNames(descriptor, &buffer, size)
            if filled < 0, errno == ERANGE { continue }
            if filled < 0 {
                throw InputError("cannot list its extended attributes: \(systemErrorDescription())", path: displayPath)
            }
            return buffer[..<filled].split(separator: 0).map { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
        throw InputError("cannot list its extended attributes: they keep changing", path: displayPath)
    }

    /// Sets one attribute; false with `errno` set when it cannot.
    static func set(_ name: String, to value: [UInt8], on descriptor: Int32) -> Bool {
        value.withUnsafeBytes { setValue(name, $0.baseAddress, $0.count, on: descriptor) } == 0
    }

    /// One attribute's value, nil when the file has none by that name.
    static func value(of name: String, in descriptor: Int32) -> [UInt8]? {
        for _ in 0..<8 {
            let size = getValue(name, descriptor, nil, 0)
            if size < 0 { return nil }
            var buffer = [UInt8](repeating: 0, count: size)
            let filled = buffer.withUnsafeMutableBytes { getValue(name, descriptor, $0.baseAddress, size) }
            if filled < 0, errno == ERANGE { continue }
            if filled < 0 { return nil }
            return Array(buffer[..<filled])
        }
        return nil
    }

    #if canImport(Darwin)
    private static func listNames(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
        flistxattr(descriptor, buffer, size, 0)
    }

    private static func getValue(_ name: String, _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        fgetxattr(descriptor, name, buffer, size, 0, 0)
    }

    private static func setValue(_ name: String, _ buffer: UnsafeRawPointer?, _ size: Int, on descriptor: Int32) -> Int32 {
        fsetxattr(descriptor, name, buffer, size, 0, 0)
    }
    #else
    // Glibc's Swift module leaves out <sys/xattr.h>; the functions are in the C library all the same, so
    // they are looked up by name once.
    private typealias ListNames = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
    private typealias GetValue = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
    private typealias SetValue = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32

    private static let functions: (list: ListNames, get: GetValue, set: SetValue)? = {
        guard let list = dlsym(nil, "flistxattr"), let get = dlsym(nil, "fgetxattr"), let set = dlsym(nil, "fsetxattr")
        else { return nil }
        return (unsafeBitCast(list, to: ListNames.self), unsafeBitCast(get, to: GetValue.self),
                unsafeBitCast(set, to: SetValue.self))
    }()

    private static func listNames(_ descriptor: Int32, _ buffer: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
        guard let functions else {
            errno = ENOTSUP
            return -1
        }
        return functions.list(descriptor, buffer, size)
    }

    private static func getValue(_ name: String, _ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ size: Int) -> Int {
        guard let functions else {
            errno = ENOTSUP
            return -1
        }
        return functions.get(descriptor, name, buffer, size)
    }

    private static func setValue(_ name: String, _ buffer: UnsafeRawPointer?, _ size: Int, on descriptor: Int32) -> Int32 {
        guard let functions else {
            errno = ENOTSUP
            return -1
        }
        return functions.set(descriptor, name, buffer, size, 0)
    }
    #endif
}
