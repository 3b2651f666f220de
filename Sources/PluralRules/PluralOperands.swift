/// The CLDR plural operands (n i v w f t c/e) of a number *as formatted*: "1" and "1.0" differ (v = 0 vs v = 1).
///
/// Built from the decimal text, never from a binary floating-point value, so no digit is invented or lost.
/// Accepted text: an optional `-` (ignored: operands use the absolute value), digits, an optional `.` followed
/// by digits, and an optional compact exponent `c` or `e` followed by digits (`1c6`, `1.1e3`) as in CLDR samples.
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
    /// Digits of the integer part after applying the exponent, without leading zeros ("0" for zero).
    public let integerDigits: String
    /// Visible fraction digits after applying the exponent, trailing zeros kept.
    public let fractionDigits: String
    /// The compact exponent (operand `c`, alias `e`); 0 when the text has none.
    public let exponent: Int

    /// Exponents above this are rejected: the shifted digits would be built in memory.
    public static let maximumExponent = 1000

    public init(_ text: String) throws(PluralOperandsError) {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        func fail(_ message: String) -> PluralOperandsError {
            PluralOperandsError(text: text, message: message, offset: index)
        }
        if scalars.isEmpty { throw fail("empty number") }
        if scalars[index] == "-" { index += 1 }
        var integerPart: [UInt8] = []
        var fractionPart: [UInt8] = []
        while index < scalars.count, let digit = Self.digitValue(scalars[index]) {
            integerPart.append(digit)
            index += 1
        }
        if integerPart.isEmpty { throw fail("expected a digit") }
        if index < scalars.count, scalars[index] == "." {
            index += 1
            while index < scalars.count, let digit = Self.digitValue(scalars[index]) {
                fractionPart.append(digit)
                index += 1
            }
            if fractionPart.isEmpty { throw fail("expected a digit after '.'") }
        }
        var exponent = 0
        if index < scalars.count, scalars[index] == "c" || scalars[index] == "e" {
            index += 1
            let exponentStart = index
            while index < scalars.count, let digit = Self.digitValue(scalars[index]) {
                if exponent > Self.maximumExponent { throw fail("exponent larger than \(Self.maximumExponent)") }
                exponent = exponent * 10 + Int(digit)
                index += 1
            }
            if index == exponentStart { throw fail("expected digits after the exponent marker") }
            if exponent > Self.maximumExponent { throw fail("exponent larger than \(Self.maximumExponent)") }
        }
        if index < scalars.count { throw fail("unexpected character '\(scalars[index])'") }

        // Moving the decimal point right by the exponent: 1.1c3 has the operands of 1100, 1.0001c3 of 1000.1.
        let moved = min(exponent, fractionPart.count)
        integerPart += fractionPart.prefix(moved)
        fractionPart.removeFirst(moved)
        integerPart += [UInt8](repeating: 0, count: exponent - moved)
        let firstSignificant = integerPart.firstIndex { $0 != 0 } ?? integerPart.count - 1
        integerPart.removeFirst(firstSignificant)

        self.integerDigits = String(decoding: integerPart.map { $0 + 48 }, as: UTF8.self)
        self.fractionDigits = String(decoding: fractionPart.map { $0 + 48 }, as: UTF8.self)
        self.exponent = exponent
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= 48 && scalar.value <= 57 ? UInt8(scalar.value - 48) : nil
    }

    /// Operand `v`: the number of visible fraction digits, with trailing zeros.
    public var v: Int { fractionDigits.utf8.count }
    /// Operand `w`: the number of visible fraction digits, without trailing zeros.
    public var w: Int { trimmedFractionDigits.utf8.count }
    /// Operand `n` as a Double, for display; rules are evaluated on the exact digits.
    public var n: Double { Double(integerDigits + (fractionDigits.isEmpty ? "" : "." + fractionDigits)) ?? .infinity }

    private var trimmedFractionDigits: Substring {
        let utf8 = fractionDigits.utf8
        let end = utf8.lastIndex { $0 != UInt8(ascii: "0") }.map { utf8.index(after: $0) } ?? utf8.startIndex
        return fractionDigits[..<end]
    }

    public var description: String {
        "n=\(integerDigits)\(fractionDigits.isEmpty ? "" : "." + fractionDigits) i=\(integerDigits) v=\(v) w=\(w) "
            + "f=\(OperandValue(digits: fractionDigits)) t=\(OperandValue(digits: trimmedFractionDigits)) c=\(exponent)"
    }

    /// The exact value of one operand, as rules compare it.
    func value(of operand: PluralOperand) -> OperandValue {
        switch operand {
        case .n:
            let fractionIsZero = fractionDigits.utf8.allSatisfy { $0 == UInt8(ascii: "0") }
            return OperandValue(digits: integerDigits, hasFraction: !fractionIsZero)
        case .i: return OperandValue(digits: integerDigits)
        case .v: return OperandValue(UInt64(v))
        case .w: return OperandValue(UInt64(w))
        case .f: return OperandValue(digits: fractionDigits)
        case .t: return OperandValue(digits: trimmedFractionDigits)
        case .c, .e: return OperandValue(UInt64(exponent))
        }
    }
}

/// A number the plural operands cannot be computed from.
public struct PluralOperandsError: Error, Sendable, Equatable, CustomStringConvertible {
    public let text: String
    public let message: String
    /// Zero-based offset, in Unicode scalars, of the first character that does not fit.
    public let offset: Int

    public var description: String { "'\(text)' is not a number (\(message) at offset \(offset))" }
}

/// A non-negative operand value: an exact whole part of any length plus whether a nonzero fraction follows
/// (only `n` has one). Rule literals are whole numbers, so this is all a comparison needs.
struct OperandValue: Sendable, Equatable, CustomStringConvertible {
    /// Decimal digits of the whole part, most significant first, no leading zeros except for zero itself.
    let digits: [UInt8]
    let hasFraction: Bool

    init<S: StringProtocol>(digits text: S, hasFraction: Bool = false) {
        var digits = text.utf8.map { $0 - UInt8(ascii: "0") }
        let first = digits.firstIndex { $0 != 0 } ?? digits.count
        digits.removeFirst(first)
        self.digits = digits.isEmpty ? [0] : digits
        self.hasFraction = hasFraction
    }

    init(_ value: UInt64) { self.init(digits: String(value)) }

    /// The whole part, or nil when it exceeds UInt64 (then it is larger than every rule literal).
    var wholeValue: UInt64? {
        var result: UInt64 = 0
        for digit in digits {
            let (times10, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
            if overflow1 || overflow2 { return nil }
            result = sum
        }
        return result
    }

    /// `self % modulus` as CLDR defines it for `n`: the fraction is kept (21.5 % 10 = 1.5).
    func remainder(dividingBy modulus: UInt64) -> OperandValue {
        var remainder: UInt64 = 0
        for digit in digits {
            let wide = remainder.multipliedFullWidth(by: 10)
            let (low, carry) = wide.low.addingReportingOverflow(UInt64(digit))
            remainder = modulus.dividingFullWidth((wide.high + (carry ? 1 : 0), low)).remainder
        }
        return OperandValue(digits: String(remainder), hasFraction: hasFraction)
    }

    /// Whether the value lies in `range`; a nonzero fraction lies strictly between two whole numbers.
    func isWithin(_ range: ClosedRange<UInt64>) -> Bool {
        guard let whole = wholeValue else { return false }
        return whole >= range.lowerBound && (whole < range.upperBound || (whole == range.upperBound && !hasFraction))
    }

    var description: String { String(decoding: digits.map { $0 + 48 }, as: UTF8.self) }
}
