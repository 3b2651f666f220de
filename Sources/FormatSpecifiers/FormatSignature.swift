/// What a format string needs from its caller: the type class of each argument by position, and the catalog
/// substitutions it names. Two strings whose signatures are equal format the same arguments safely.
public struct FormatSignature: Sendable, Hashable {
    /// 1-based argument position → the type class the string reads there (the first reading when one integer is
    /// read both signed and unsigned). Positions no specifier uses are absent (a gap, or a position only a
    /// substitution token stands for).
    public let arguments: [Int: FormatArgumentType]
    /// The `%#@name@` substitutions the string names.
    public let substitutionNames: Set<String>

    public init(arguments: [Int: FormatArgumentType], substitutionNames: Set<String> = []) {
        self.arguments = arguments
        self.substitutionNames = substitutionNames
    }

    init(segments: [FormatSegment]) throws(FormatStringError) {
        // Each position keeps its first reading. The specifier that read it first is only wanted for an error,
        // so it is found again then rather than kept beside every type (a second dictionary, mapped away).
        var arguments: [Int: FormatArgumentType] = [:]
        var names: Set<String> = []
        func isInteger(_ type: FormatArgumentType) -> Bool { type == .signedInteger || type == .unsignedInteger }
        func use(_ position: Int, as type: FormatArgumentType, by specifier: FormatSpecifier) throws(FormatStringError) {
            guard let earlier = arguments[position] else {
                arguments[position] = type
                return
            }
            // One integer read both signed and unsigned (`%1$d = %1$x`) is fine: same size, printf shows the bits.
            if earlier != type, !(isInteger(earlier) && isInteger(type)) {
                throw FormatStringError(
                    message: "argument \(position) is read as a \(earlier) by \(Self.firstReader(of: position, in: segments)) "
                        + "and as a \(type) by \(specifier.text)",
                    offset: specifier.offset)
            }
        }
        for segment in segments {
            switch segment {
            case .specifier(let specifier):
                if case .argument(let position) = specifier.width { try use(position, as: .signedInteger, by: specifier) }
                if case .argument(let position) = specifier.precision {
                    try use(position, as: .signedInteger, by: specifier)
                }
                try use(specifier.argumentIndex, as: specifier.argumentType, by: specifier)
            case .substitution(let reference):
                names.insert(reference.name)
            case .literal, .substitutionArgument:
                continue
            }
        }
        self.arguments = arguments
        self.substitutionNames = names
    }

    /// The text of the first specifier to read `position` (as its width, precision or value), in the order
    /// `init(segments:)` reads them.
    private static func firstReader(of position: Int, in segments: [FormatSegment]) -> String {
        for case .specifier(let specifier) in segments {
            if case .argument(position) = specifier.width { return specifier.text }
            if case .argument(position) = specifier.precision { return specifier.text }
            if specifier.argumentIndex == position { return specifier.text }
        }
        return ""
    }

    /// The highest argument position used (0 when none).
    public var argumentCount: Int { arguments.keys.max() ?? 0 }

    /// Positions below the highest that no specifier reads. Foundation then takes each used position's value
    /// from the next argument in order (`%1$@ %3$@` shows arguments 1 and 2), so a gap shows a wrong value.
    /// Computed on this string alone: a position only a `%#@name@` token stands for is a gap until the
    /// substitution is spliced in.
    public var gaps: [Int] {
        (1..<max(argumentCount, 1)).filter { arguments[$0] == nil }
    }

    /// How `other` (typically a translation) differs from this signature (typically the source), position by
    /// position, then substitution by substitution. Empty when they are compatible.
    public func mismatches(in other: FormatSignature) -> [FormatSignatureMismatch] {
        // Most translations read what their source reads: nothing to compare position by position.
        if self == other { return [] }
        var result: [FormatSignatureMismatch] = []
        for position in Set(arguments.keys).union(other.arguments.keys).sorted() {
            switch (arguments[position], other.arguments[position]) {
            case let (expected?, actual?) where expected != actual:
                result.append(.typeMismatch(position: position, expected: expected, actual: actual))
            case let (expected?, nil):
                result.append(.missingArgument(position: position, expected: expected))
            case let (nil, actual?):
                result.append(.extraArgument(position: position, actual: actual))
            default:
                continue
            }
        }
        for name in substitutionNames.subtracting(other.substitutionNames).sorted() {
            result.append(.missingSubstitution(name))
        }
        for name in other.substitutionNames.subtracting(substitutionNames).sorted() {
            result.append(.extraSubstitution(name))
        }
        return result
    }

    /// A one-line reason `other` does not fit this signature, or nil when it does.
    public func mismatchReason(for other: FormatSignature) -> String? {
        let found = mismatches(in: other)
        guard !found.isEmpty else { return nil }
        return found.map(\.description).joined(separator: "; ")
    }
}
