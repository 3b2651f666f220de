/// The kind of value a format specifier reads, as printf classes it. Length modifiers do not change the class:
/// `%d` and `%lld` both read a signed integer, so a translation may use either where the source uses one.
public enum FormatArgumentType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// `%@`: any object, shown through its description.
    case object
    /// `%d %i %D` with any length modifier.
    case signedInteger
    /// `%u %x %X %o %U %O` with any length modifier.
    case unsignedInteger
    /// `%f %F %e %E %g %G %a %A`.
    case double
    /// `%c %C %lc`.
    case character
    /// `%s %S %ls`.
    case cString
    /// `%p`.
    case pointer

    public var description: String {
        switch self {
        case .object: "object"
        case .signedInteger: "signed integer"
        case .unsignedInteger: "unsigned integer"
        case .double: "floating-point number"
        case .character: "character"
        case .cString: "C string"
        case .pointer: "pointer"
        }
    }
}

/// A printf length modifier (`hh h l ll q j z t L`), which sets how many bits an integer argument has.
public enum FormatLengthModifier: String, Sendable, Hashable, CaseIterable {
    case char = "hh", short = "h", long = "l", longLong = "ll", quad = "q", intmax = "j", size = "z",
         ptrdiff = "t", longDouble = "L"
}

/// Where a width or precision comes from: written in the specifier, or read from an integer argument (`*`).
public enum FormatAmount: Sendable, Hashable {
    case fixed(Int)
    /// `*` or `*n$`: the 1-based argument holding the amount.
    case argument(Int)
}

/// One `%…` conversion of a format string, as printf reads it.
public struct FormatSpecifier: Sendable, Hashable {
    /// The specifier's exact source text, e.g. `%1$-5.2lf`.
    public let text: String
    /// Offset of the `%` in the format string, in Unicode scalars.
    public let offset: Int
    /// Where the specifier lies in the format string.
    public let range: Range<String.Index>
    /// The `n$` position when written, else nil.
    public let explicitPosition: Int?
    /// The 1-based argument the value is read from (explicit or sequential).
    public let argumentIndex: Int
    /// Flags in source order, from `-+ #0'`.
    public let flags: String
    public let width: FormatAmount?
    public let precision: FormatAmount?
    public let lengthModifier: FormatLengthModifier?
    /// The conversion character: one of `@ d i u x X o c C s S p a A e E f F g G D U O`.
    public let conversion: Character

    /// Whether width or precision is `*`, read from an argument.
    public var readsAmountArguments: Bool {
        if case .argument = width { return true }
        if case .argument = precision { return true }
        return false
    }

    /// The class of value the conversion reads.
    public var argumentType: FormatArgumentType {
        Self.argumentType(conversion: conversion, lengthModifier: lengthModifier)
    }

    /// The specifier without its `n$` position, e.g. `%1$lld` → `%lld`, for messages.
    public let displayText: String

    static func argumentType(conversion: Character, lengthModifier: FormatLengthModifier?) -> FormatArgumentType {
        // `%lc` and `%ls` read wide characters and strings: still the character and string classes.
        switch conversion {
        case "d", "i", "D": .signedInteger
        case "u", "x", "X", "o", "U", "O": .unsignedInteger
        case "a", "A", "e", "E", "f", "F", "g", "G": .double
        case "c", "C": .character
        case "s", "S": .cString
        case "p": .pointer
        default: .object
        }
    }
}

/// A `%#@name@` token: the place where a catalog substitution named `name` is spliced in.
public struct FormatSubstitutionReference: Sendable, Hashable {
    public let name: String
    /// The `n$` position when written (`%2$#@name@`), else nil.
    public let explicitPosition: Int?
    /// The argument the token stands for by position: explicit, or the next sequential one (as in .stringsdict).
    /// A catalog substitution's `argNum` is authoritative; this is what the token alone implies.
    public let argumentIndex: Int
    public let text: String
    public let offset: Int
    public let range: Range<String.Index>
}

/// A piece of a parsed format string.
public enum FormatSegment: Sendable, Hashable {
    /// Text shown as is; `%%` appears here as `%`.
    case literal(String, range: Range<String.Index>)
    case specifier(FormatSpecifier)
    case substitution(FormatSubstitutionReference)
    /// `%arg` inside a substitution's variation: where the substitution's own argument goes.
    case substitutionArgument(range: Range<String.Index>)
}

/// A format string printf would not read as intended.
public struct FormatStringError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    /// Offset of the offending `%` (or character), in Unicode scalars from the start of the string.
    public let offset: Int

    public var description: String { "invalid format string at offset \(offset): \(message)" }
}
