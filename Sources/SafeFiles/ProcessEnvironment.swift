#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One variable of the process's environment, read with `getenv`. `ProcessInfo.environment` copies every
/// variable into a new dictionary at each call: three calls were 4% of a build-phase `check`.
public enum ProcessEnvironment {
    public static func value(of name: String) -> String? {
        let value = unrecordedValue(of: name)
        InputLog.record(.environment(name), InputLog.textAnswer(value))
        return value
    }

    static func unrecordedValue(of name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The variable's value, or nil when it is unset or empty.
    public static func nonEmptyValue(of name: String) -> String? {
        value(of: name).flatMap { $0.isEmpty ? nil : $0 }
    }
}
