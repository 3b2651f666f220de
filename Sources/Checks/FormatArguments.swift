import FormatSpecifiers
import StringCatalog

/// The arguments a catalog text reads, with each `%#@name@` expanded to its substitution's argument.
struct FormatArguments {
    var signature: FormatSignature
    /// Substitutions the text names that the localization does not define.
    var undefinedSubstitutions: [String]

    /// Nil when the text is not a format string: it does not parse, or reads like prose with a percent
    /// sign ("100% done" would parse as `% d`; Xcode never writes the space flag for an interpolation).
    init?(text: String, substitutions: [Substitution]?, allowsSubstitutionArgument: Bool = false) {
        self.init(
            format: try? FormatString(parsing: text, allowsSubstitutionArgument: allowsSubstitutionArgument),
            substitutions: substitutions)
    }

    /// What a text without `%` reads: nothing (it parses as one literal).
    static let plainText = FormatArguments(signature: FormatSignature(arguments: [:]), undefinedSubstitutions: [])

    private init(signature: FormatSignature, undefinedSubstitutions: [String]) {
        self.signature = signature
        self.undefinedSubstitutions = undefinedSubstitutions
    }

    /// The same from a text parsed already (nil when it did not parse).
    init?(format: FormatString?, substitutions: [Substitution]?) {
        guard let format, !format.specifiers.contains(where: { $0.flags.containsUTF8(UInt8(ascii: " ")) }) else { return nil }
        var arguments = format.signature.arguments
        var undefined: [String] = []
        for reference in format.substitutions {
            guard let substitution = substitutions?.first(where: { $0.name == reference.name }) else {
                undefined.append(reference.name)
                continue
            }
            let position = substitution.argumentNumber ?? reference.argumentIndex
            let specifier = try? FormatSubstitutionSpecifier(
                formatSpecifier: substitution.formatSpecifier ?? "lld", argNum: position)
            arguments[position] = specifier?.argumentType ?? .signedInteger
        }
        signature = FormatSignature(arguments: arguments)
        undefinedSubstitutions = undefined
    }
}

extension FormatArgumentType {
    /// How a reader names the kind of value: "an integer (%lld)".
    var readableName: String {
        switch self {
        case .object: return "an object (%@)"
        case .signedInteger: return "an integer (%lld)"
        case .unsignedInteger: return "an unsigned integer (%llu)"
        case .double: return "a number (%lf)"
        case .character: return "a character (%c)"
        case .cString: return "a C string (%s)"
        case .pointer: return "a pointer (%p)"
        }
    }
}
