#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension FormatString {
    /// Formats `format` with `arguments` as Foundation's `String(format:)` does without a locale.
    /// Throws `FormatStringError` for a malformed format and `FormatArgumentError` for unfit arguments.
    public static func format(_ format: String, arguments: [FormatArgument]) throws -> String {
        try FormatString(parsing: format).format(arguments)
    }

    /// Formats this string with `arguments` (argument 1 first) as Foundation's `String(format:)` does without a
    /// locale. `.string` values given for numeric specifiers are parsed first, so command-line text can be passed
    /// as is. Extra arguments are ignored, as printf does.
    ///
    /// Integers, characters, strings and objects are rendered here, with C's truncation to the length modifier's
    /// width (`%d` shows the low 32 bits). Floating-point conversions go through the C library's `vsnprintf`,
    /// which Foundation also uses for them. Where Apple and Linux Foundation differ this follows Apple:
    /// `%p` of 0 is `0x0`; `%D %U %O` are `%ld %lu %lo`; the `'` flag groups nothing (no locale).
    /// Width and precision do not apply to `%@` and `%C`, as in Foundation.
    public func format(_ arguments: [FormatArgument]) throws(FormatArgumentError) -> String {
        if let reference = substitutions.first {
            throw FormatArgumentError(
                message: "substitution \(reference.text) must be resolved before formatting",
                argumentNumber: reference.argumentIndex)
        }
        // Foundation reads only the positions the string uses, from consecutive arguments: with a gap
        // (`%1$@ %3$@`) the third position shows the second argument. That is what the device shows, so it is
        // reproduced here; `FormatSignature.gaps` lets checks flag it.
        let usedPositions = signature.arguments.keys.sorted()
        var slots: [Int: Int] = [:]
        for (slot, position) in usedPositions.enumerated() { slots[position] = slot }
        if usedPositions.count > arguments.count {
            throw FormatArgumentError(
                message: "the format needs \(usedPositions.count) argument\(usedPositions.count == 1 ? "" : "s"), "
                    + "got \(arguments.count)",
                argumentNumber: arguments.count + 1)
        }
        var output = ""
        for segment in segments {
            switch segment {
            case .literal(let text, _):
                output += text
            case .specifier(let specifier):
                output += try SpecifierRenderer(specifier: specifier, arguments: arguments, slots: slots).render()
            case .substitution, .substitutionArgument:
                throw FormatArgumentError(message: "'%arg' can only be formatted once its substitution is resolved",
                                          argumentNumber: 0)
            }
        }
        return output
    }
}

/// Renders one specifier with its arguments, printf style.
private struct SpecifierRenderer {
    let specifier: FormatSpecifier
    let arguments: [FormatArgument]
    /// Argument position → index in `arguments` (they differ only when the string skips a position).
    let slots: [Int: Int]

    /// The 1-based number of the supplied argument read for `position`, for messages.
    private func argumentNumber(_ position: Int) -> Int { (slots[position] ?? position - 1) + 1 }

    private func argument(_ position: Int) -> FormatArgument {
        // Every used position has a slot and the caller checked there are enough arguments.
        arguments[argumentNumber(position) - 1]
    }

    private func typed(_ position: Int, as type: FormatArgumentType) throws(FormatArgumentError) -> FormatArgument {
        let value = argument(position)
        guard case .string(let text) = value, type != .object, type != .cString else { return value }
        return try FormatArgument(parsing: text, as: type, specifierText: specifier.displayText,
                                  argumentNumber: argumentNumber(position))
    }

    /// An integer argument's bits: the value itself for `type` (the specifier's own class), or a `*` amount.
    private func integerBits(_ position: Int, as type: FormatArgumentType = .signedInteger)
        throws(FormatArgumentError) -> UInt64
    {
        switch try typed(position, as: type) {
        case .int(let value): return UInt64(bitPattern: value)
        case .uint(let value): return value
        case .double(let value):
            throw FormatArgumentError(
                message: "argument \(argumentNumber(position)) (\(specifier.displayText)) expects an integer, got \(value)",
                argumentNumber: argumentNumber(position))
        case .string(let text):
            throw FormatArgumentError(
                message: "argument \(argumentNumber(position)) (\(specifier.displayText)) expects an integer, "
                    + "got '\(text)'",
                argumentNumber: argumentNumber(position))
        }
    }

    /// The value's bits as the length modifier reads them: C's `int` unless `l`, `ll`, `q`, `j`, `z` or `t`.
    private var integerBitWidth: Int {
        switch specifier.lengthModifier {
        case .char: 8
        case .short: 16
        case .long, .longLong, .quad, .intmax, .size, .ptrdiff: 64
        case .longDouble, nil: "DUO".contains(specifier.conversion) ? 64 : 32
        }
    }

    private func hasFlag(_ flag: Character) -> Bool { specifier.flags.contains(flag) }

    /// Width and whether `-` (or a negative `*` width) asks for left alignment.
    private func resolvedWidth() throws(FormatArgumentError) -> (width: Int, leftAligned: Bool) {
        var leftAligned = hasFlag("-")
        switch specifier.width {
        case nil: return (0, leftAligned)
        case .fixed(let width): return (width, leftAligned)
        case .argument(let position):
            let width = Int(Int32(truncatingIfNeeded: Int64(bitPattern: try integerBits(position))))
            if width < 0 { leftAligned = true }
            return (min(Int(width.magnitude), 1_000_000), leftAligned)
        }
    }

    /// Precision, nil when absent or given as a negative `*` argument (printf then ignores it).
    private func resolvedPrecision() throws(FormatArgumentError) -> Int? {
        switch specifier.precision {
        case nil: return nil
        case .fixed(let precision): return precision
        case .argument(let position):
            let precision = Int(Int32(truncatingIfNeeded: Int64(bitPattern: try integerBits(position))))
            return precision < 0 ? nil : min(precision, 1_000_000)
        }
    }

    /// Pads to `width`; `length` is the body's size in the unit the conversion counts (characters by default).
    private static func pad(_ prefix: String, _ body: String, width: Int, leftAligned: Bool, zeroPadded: Bool,
                            length bodyLength: Int? = nil) -> String
    {
        let length = prefix.count + (bodyLength ?? body.count)
        guard width > length else { return prefix + body }
        let fill = width - length
        if leftAligned { return prefix + body + String(repeating: " ", count: fill) }
        if zeroPadded { return prefix + String(repeating: "0", count: fill) + body }
        return String(repeating: " ", count: fill) + prefix + body
    }

    func render() throws(FormatArgumentError) -> String {
        let (width, leftAligned) = try resolvedWidth()
        let precision = try resolvedPrecision()
        let position = specifier.argumentIndex
        switch specifier.conversion {
        case "d", "i", "D", "u", "U", "x", "X", "o", "O":
            return try renderInteger(width: width, leftAligned: leftAligned, precision: precision)
        case "a", "A", "e", "E", "f", "F", "g", "G":
            return try renderDouble(width: width, leftAligned: leftAligned, precision: precision)
        case "c", "C":
            let bits = try integerBits(position, as: .character)
            let code = specifier.conversion == "C" ? UInt32(UInt16(truncatingIfNeeded: bits))
                : UInt32(UInt8(truncatingIfNeeded: bits))
            let character = Unicode.Scalar(code).map { String(Character($0)) } ?? "\u{FFFD}"
            // Foundation pads `%c` to the width but shows `%C` alone.
            if specifier.conversion == "C" { return character }
            return Self.pad("", character, width: width, leftAligned: leftAligned, zeroPadded: false)
        case "s", "S":
            var text = argument(position).description
            let isWide = specifier.conversion == "S"
            if let precision { text = truncated(text, to: precision, utf16: isWide) }
            // C counts `%s` width in bytes, `%S` in UTF-16 units.
            let length = isWide ? text.utf16.count : text.utf8.count
            return Self.pad("", text, width: width, leftAligned: leftAligned, zeroPadded: false, length: length)
        case "p":
            let bits = try integerBits(position, as: .pointer)
            return Self.pad("0x", String(bits, radix: 16), width: width, leftAligned: leftAligned, zeroPadded: false)
        default:
            // `%@`: Foundation shows the object's description and ignores width and precision.
            return argument(position).description
        }
    }

    /// C counts `%s` precision in bytes and `%S` in UTF-16 units. A character is never cut in half here, where
    /// Foundation drops the broken bytes and some before them: only whole-character cuts match it exactly.
    private func truncated(_ text: String, to limit: Int, utf16: Bool) -> String {
        var result = ""
        var used = 0
        for scalar in text.unicodeScalars {
            let size = utf16 ? UTF16.width(scalar) : UTF8.width(scalar)
            if used + size > limit { break }
            used += size
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    private func renderInteger(width: Int, leftAligned: Bool, precision: Int?) throws(FormatArgumentError) -> String {
        let bits = try integerBits(specifier.argumentIndex, as: specifier.argumentType)
        let bitWidth = integerBitWidth
        let mask: UInt64 = bitWidth == 64 ? .max : (1 << UInt64(bitWidth)) - 1
        let truncated = bits & mask
        let isSigned = "diD".contains(specifier.conversion)
        var negative = false
        var magnitude = truncated
        if isSigned, bitWidth < 64 ? truncated & (1 << UInt64(bitWidth - 1)) != 0 : Int64(bitPattern: truncated) < 0 {
            negative = true
            // Two's complement magnitude within the type's width.
            magnitude = (~truncated &+ 1) & mask
        }
        let radix: Int
        switch specifier.conversion {
        case "x", "X": radix = 16
        case "o", "O": radix = 8
        default: radix = 10
        }
        let uppercase = specifier.conversion == "X"
        var digits = magnitude == 0 && precision == 0 ? "" : String(magnitude, radix: radix, uppercase: uppercase)
        if let precision, digits.count < precision {
            digits = String(repeating: "0", count: precision - digits.count) + digits
        }
        if radix == 8, hasFlag("#"), !digits.hasPrefix("0") { digits = "0" + digits }
        var prefix = ""
        if isSigned {
            if negative { prefix = "-" } else if hasFlag("+") { prefix = "+" } else if hasFlag(" ") { prefix = " " }
        } else if radix == 16, hasFlag("#"), magnitude != 0 {
            prefix = uppercase ? "0X" : "0x"
        }
        return Self.pad(prefix, digits, width: width, leftAligned: leftAligned,
                        zeroPadded: hasFlag("0") && precision == nil)
    }

    private func renderDouble(width: Int, leftAligned: Bool, precision: Int?) throws(FormatArgumentError) -> String {
        let value: Double
        switch try typed(specifier.argumentIndex, as: .double) {
        case .double(let double): value = double
        case .int(let int): value = Double(int)
        case .uint(let uint): value = Double(uint)
        case .string(let text):
            let number = argumentNumber(specifier.argumentIndex)
            throw FormatArgumentError(
                message: "argument \(number) (\(specifier.displayText)) expects a number, got '\(text)'",
                argumentNumber: number)
        }
        // A single, fully resolved C specifier: no positions, no `*`, no length modifier, no `'`.
        var cFormat = "%"
        for flag in "-+ #0" where hasFlag(flag) || (flag == "-" && leftAligned) { cFormat.append(flag) }
        if width > 0 { cFormat += String(width) }
        if let precision { cFormat += "." + String(precision) }
        cFormat.append(specifier.conversion)
        return Self.cFormatted(cFormat, value)
    }

    private static func cFormatted(_ format: String, _ value: Double) -> String {
        let needed = withVaList([value]) { vsnprintf(nil, 0, format, $0) }
        guard needed > 0 else { return "" }
        var buffer = [CChar](repeating: 0, count: Int(needed) + 1)
        _ = buffer.withUnsafeMutableBufferPointer { pointer in
            withVaList([value]) { vsnprintf(pointer.baseAddress, pointer.count, format, $0) }
        }
        return String(decoding: buffer.prefix(Int(needed)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
