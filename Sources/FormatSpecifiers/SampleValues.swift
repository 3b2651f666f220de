/// The values StringsGuard puts in a format string's placeholders wherever it shows a string as users
/// see it (the right-to-left audit fills each translation with them): clock times and durations for `%@`
/// and `%s`, so that two of them make a range (`12:05 – 12:30`), and small counts for integers. Each value
/// is chosen by the argument's position, so every translation, however it reorders its arguments, gets
/// the same value for the same argument.
public enum SampleValues {
    /// For `%@` and `%s`, by position: a start time, an end time, a countdown, a long duration.
    public static let clockTimes = ["12:05", "12:30", "5:23", "1:05:23"]
    /// For integers, by position.
    public static let counts = ["2", "3", "25", "4"]

    /// The text an argument of `type` at `position` (counted from 1) shows.
    public static func text(for type: FormatArgumentType, position: Int) -> String {
        let index = max(position - 1, 0)
        switch type {
        case .object, .cString: return clockTimes[index % clockTimes.count]
        case .signedInteger, .unsignedInteger: return count(at: position)
        case .double: return "2.5"
        case .character: return "x"
        case .pointer: return "0x1"
        }
    }

    /// The text the argument a specifier reads shows.
    public static func text(for specifier: FormatSpecifier) -> String {
        text(for: specifier.argumentType, position: specifier.argumentIndex)
    }

    /// The count at `position` (from 1): what a plural substitution's number shows.
    public static func count(at position: Int) -> String {
        counts[max(position - 1, 0) % counts.count]
    }
}
