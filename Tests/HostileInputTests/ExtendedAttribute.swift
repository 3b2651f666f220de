#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SafeFiles

/// Sets and reads one extended attribute of a file, through SafeFiles' own platform shim.
enum ExtendedAttribute {
    static func set(_ name: String, _ value: String, on path: String) -> Bool {
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        return descriptor >= 0 && ExtendedAttributes.set(name, to: Array(value.utf8), on: descriptor)
    }

    static func value(_ name: String, of path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        guard descriptor >= 0, let bytes = ExtendedAttributes.value(of: name, in: descriptor) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
