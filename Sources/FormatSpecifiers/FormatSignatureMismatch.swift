/// One way a format string differs from the one it should match.
public enum FormatSignatureMismatch: Sendable, Hashable, CustomStringConvertible {
    case typeMismatch(position: Int, expected: FormatArgumentType, actual: FormatArgumentType)
    /// The reference reads this argument; the compared string does not.
    case missingArgument(position: Int, expected: FormatArgumentType)
    /// The compared string reads an argument the reference does not supply.
    case extraArgument(position: Int, actual: FormatArgumentType)
    case missingSubstitution(String)
    case extraSubstitution(String)

    public var description: String {
        switch self {
        case let .typeMismatch(position, expected, actual):
            "argument \(position) is a \(actual) but should be a \(expected)"
        case let .missingArgument(position, expected):
            "argument \(position) (\(expected)) is not used"
        case let .extraArgument(position, actual):
            "argument \(position) (\(actual)) is not supplied by the source"
        case let .missingSubstitution(name):
            "substitution '%#@\(name)@' is missing"
        case let .extraSubstitution(name):
            "substitution '%#@\(name)@' is not in the source"
        }
    }
}

/// A catalog substitution's own specifier: `formatSpecifier` ("lld") and `argNum` from the .xcstrings file.
public struct FormatSubstitutionSpecifier: Sendable, Hashable {
    /// The 1-based argument the substitution reads and whose plural category picks the variation.
    public let argumentNumber: Int
    /// The specifier as if written `%lld`, without a position.
    public let specifier: FormatSpecifier

    public init(formatSpecifier: String, argNum: Int) throws(FormatStringError) {
        guard argNum >= 1, argNum <= FormatStringParser.maximumPosition else {
            throw FormatStringError(message: "argNum \(argNum) is not a valid argument position", offset: 0)
        }
        let written = formatSpecifier.hasPrefix("%") ? formatSpecifier : "%" + formatSpecifier
        let parsed = try FormatString(parsing: written)
        guard parsed.segments.count == 1, case .specifier(let specifier) = parsed.segments[0],
              specifier.explicitPosition == nil, !specifier.readsAmountArguments
        else {
            throw FormatStringError(message: "formatSpecifier '\(formatSpecifier)' is not a single specifier", offset: 0)
        }
        argumentNumber = argNum
        self.specifier = specifier
    }

    public var argumentType: FormatArgumentType { specifier.argumentType }

    /// The specifier to put in place of `%arg`: numbered (`%2$lld`) for strings that number their arguments,
    /// plain (`%lld`) otherwise.
    public func placeholder(numbered: Bool) -> String {
        numbered ? "%\(argumentNumber)$" + specifier.text.dropFirst() : specifier.text
    }
}
