/// A value to format: what a command-line user supplies for a specifier, or a test passes.
public enum FormatArgument: Sendable, Hashable, CustomStringConvertible {
    case int(Int64)
    case uint(UInt64)
    case double(Double)
    case string(String)

    public var description: String {
        switch self {
        case .int(let value): String(value)
        case .uint(let value): String(value)
        case .double(let value): String(value)
        case .string(let value): value
        }
    }

    /// Reads a command-line value for `specifier`, the `argumentNumber`th argument (1-based, for messages):
    /// integers for `%d`/`%u`/`%x`/…, a number for `%f`/`%e`/`%g`, one character (or its code) for `%c`,
    /// text for `%@` and `%s`.
    public init(parsing text: String, for specifier: FormatSpecifier, argumentNumber: Int) throws(FormatArgumentError) {
        try self.init(parsing: text, as: specifier.argumentType, specifierText: specifier.displayText,
                      argumentNumber: argumentNumber)
    }

    /// The same for a bare type class; `specifierText` (e.g. `%lld`) only appears in messages.
    public init(parsing text: String, as type: FormatArgumentType, specifierText: String, argumentNumber: Int)
        throws(FormatArgumentError)
    {
        func fail(_ expectation: String) -> FormatArgumentError {
            FormatArgumentError(
                message: "argument \(argumentNumber) (\(specifierText)) expects \(expectation), got '\(text)'",
                argumentNumber: argumentNumber)
        }
        switch type {
        case .signedInteger:
            guard let value = Int64(text) else { throw fail("an integer") }
            self = .int(value)
        case .unsignedInteger, .pointer:
            if let value = UInt64(text) {
                self = .uint(value)
            } else if let value = Int64(text) {
                self = .int(value)  // printf reads a negative value's bits, as Foundation shows it
            } else {
                throw fail(type == .pointer ? "an address" : "an integer")
            }
        case .double:
            guard let value = Double(text), !text.isEmpty, !text.contains(where: \.isWhitespace) else {
                throw fail("a number")
            }
            self = .double(value)
        case .character:
            let scalars = text.unicodeScalars
            guard scalars.count == 1, let scalar = scalars.first else { throw fail("a single character") }
            self = .uint(UInt64(scalar.value))
        case .object, .cString:
            self = .string(text)
        }
    }
}

/// Arguments that do not fit a format string's specifiers.
public struct FormatArgumentError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    /// The 1-based argument at fault.
    public let argumentNumber: Int

    public var description: String { message }
}
