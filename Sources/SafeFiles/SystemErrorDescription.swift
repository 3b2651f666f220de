#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's words for an `errno` value ("No such file or directory").
func systemErrorDescription(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}
