/// A numeric expression in a text: European digits with the separators, signs, spaces, dashes and
/// slashes that join them (a time "12:05", a range "12:05 – 12:30", a fraction "5:23 / 10:00", a
/// signed value "-5:23"), and how it is displayed.
public struct NumericExpression: Sendable, Hashable {
    /// Offsets of the expression in the text's Unicode scalars (`text.unicodeScalars`), logical order.
    public let range: Range<Int>
    /// The expression in logical order.
    public let text: String
    /// How the expression displays on its own in a left-to-right context: what readers expect.
    public let expectedDisplay: String
    /// How the expression's characters display, left to right, within the whole paragraph.
    public let displayInContext: String

    /// Whether the expression displays in the paragraph as it does on its own.
    public var isDisplayedCorrectly: Bool { expectedDisplay == displayInContext }
}

/// Checks that the numeric expressions of a text (placeholders already filled with values) keep
/// their left-to-right reading when the text is laid out in a right-to-left paragraph: the check
/// behind "timer digits shown backwards" in Arabic and Hebrew translations.
///
/// Only European digits (Bidi_Class EN decimal digits) start an expression: Arabic-Indic digits
/// follow the order of their own script. Invisible bidi controls (LRM, RLM, ALM, embeddings,
/// overrides, isolates) may sit inside an expression and are left out of the displays compared.
public struct NumericExpressionAudit: Sendable, Hashable {
    /// The audited text, logical order.
    public let text: String
    /// The paragraph direction the text was laid out with.
    public let direction: BidiDirection
    /// The whole text as displayed, left to right (mirrored where right-to-left, X9 controls dropped).
    public let displayedText: String
    /// Every numeric expression of the text, in logical order.
    public let expressions: [NumericExpression]
    /// The text with each misordered expression wrapped in LRI…PDI, only when that text was
    /// checked to display every expression correctly; nil when nothing is misordered or no verified fix exists.
    public let suggestedFix: String?

    /// The expressions that display differently in the paragraph than on their own.
    public var misorderedExpressions: [NumericExpression] { expressions.filter { !$0.isDisplayedCorrectly } }

    /// Whether every numeric expression displays as on its own.
    public var isCorrect: Bool { expressions.allSatisfy(\.isDisplayedCorrectly) }

    /// Lays `text` out as one paragraph with `direction` (right-to-left unless told) and checks
    /// each of its numeric expressions.
    public init(_ text: String, direction: BidiDirection = .rtl) {
        self.init(text, direction: direction, suggestingFix: true)
    }

    /// `suggestingFix` is false when checking a fix, so verification never recurses.
    private init(_ text: String, direction: BidiDirection, suggestingFix: Bool) {
        let scalars = Array(text.unicodeScalars)
        let paragraph = BidiParagraph(scalars, direction: direction)
        self.text = text
        self.direction = direction
        displayedText = paragraph.visualString()
        expressions = Self.expressions(in: scalars, paragraph: paragraph)
        let misordered = expressions.filter { !$0.isDisplayedCorrectly }
        if misordered.isEmpty || !suggestingFix {
            suggestedFix = nil
        } else {
            let fix = Self.isolating(scalars, ranges: misordered.map(\.range))
            suggestedFix = Self.displaysNumericExpressionsCorrectly(fix, direction: direction) ? fix : nil
        }
    }

    /// `text` with every numeric expression not already isolated wrapped in LRI (U+2066) … PDI (U+2069).
    public static func isolatingNumericExpressions(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        return isolating(scalars, ranges: expressionRanges(in: scalars))
    }

    /// Whether every numeric expression of `text` displays, in a paragraph with `direction`, as it
    /// does on its own: the check a fix must pass before it is suggested.
    public static func displaysNumericExpressionsCorrectly(_ text: String, direction: BidiDirection = .rtl) -> Bool {
        NumericExpressionAudit(text, direction: direction, suggestingFix: false).isCorrect
    }

    /// Whether any numeric expression of `scalars` could display out of order, in a paragraph of either
    /// direction; false when each is digits alone, or digits joined by single `:` `.` `,` (a count, "12:05",
    /// "2.5"). Those always display as written: no strong character sits inside them, so their digits take
    /// one type (EN, or AN after Arabic letters, or L after Latin ones, rules W2 and W7), a lone common
    /// separator between two digits of one type takes theirs (W4), and the run gets one even level (I1, I2).
    /// Lets a check skip laying out the paragraph for the translations that only count things.
    public static func canMisorder(_ scalars: [Unicode.Scalar]) -> Bool {
        for range in expressionRanges(in: scalars) {
            for index in range where !isEuropeanDigit(scalars[index]) {
                let isLoneSeparator = scalars[index] == ":" || scalars[index] == "." || scalars[index] == ","
                guard isLoneSeparator, index > range.lowerBound, index + 1 < range.upperBound,
                    isEuropeanDigit(scalars[index - 1]), isEuropeanDigit(scalars[index + 1])
                else { return true }
            }
        }
        return false
    }

    /// Whether `canMisorder` could be true for `template` once each of its placeholders is filled, or false
    /// when it cannot be, decided from the template alone. A placeholder starts at `%` and ends at an ASCII
    /// letter or `@` (a printf conversion, `%#@name@`, `%arg`), and the value it is filled with holds only
    /// digits, single `:` `.` between them, and letters: so only the template's own text can join two
    /// numbers into an expression that misorders, and it can only where a run of joiners (separators, signs,
    /// spaces, dashes, slashes, bidi controls) has a digit or a placeholder after it, and a digit or a
    /// placeholder's end before it or a sign at its end. True whenever in doubt (`%%` included): a check then
    /// fills the template and asks `canMisorder`. Linear in the template's length.
    public static func mayMisorder(fillingPlaceholdersOf template: String) -> Bool {
        var previous: Unicode.Scalar?
        var runStart: Unicode.Scalar?
        var runEnd: Unicode.Scalar?
        var beforeRun: Unicode.Scalar?
        for scalar in template.unicodeScalars {
            if isJoiner(scalar) || isInvisibleControl(scalar) {
                if runStart == nil { (runStart, beforeRun) = (scalar, previous) }
                runEnd = scalar
            } else {
                if scalar == "%" && previous == "%" { return true }
                if runStart != nil, let runEnd, scalar == "%" || isEuropeanDigit(scalar) {
                    if isSign(runEnd) { return true }
                    if let before = beforeRun, before == "@" || isEuropeanDigit(before) || isASCIILetter(before) { return true }
                }
                runStart = nil
            }
            previous = scalar
        }
        return false
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
    }

    // MARK: Finding expressions

    private static func expressions(in scalars: [Unicode.Scalar], paragraph: BidiParagraph) -> [NumericExpression] {
        let ranges = expressionRanges(in: scalars)
        guard !ranges.isEmpty else { return [] }
        let order = paragraph.visualOrder()
        let displayed = paragraph.visualScalars()
        return ranges.map { range in
            var inContext: [Unicode.Scalar] = []
            for (visualIndex, logicalIndex) in order.enumerated()
            where range.contains(logicalIndex) && !isInvisibleControl(scalars[logicalIndex]) {
                inContext.append(displayed[visualIndex])
            }
            let expression = Array(scalars[range])
            let alone = BidiParagraph(expression, direction: .ltr).visualScalars().filter { !isInvisibleControl($0) }
            return NumericExpression(range: range, text: String(scalars: expression), expectedDisplay: String(scalars: alone),
                                     displayInContext: String(scalars: inContext))
        }
    }

    /// Maximal runs from a digit (or a sign directly before it) to the last digit joined to it by
    /// separators, signs, spaces, dashes, slashes or invisible bidi controls.
    static func expressionRanges(in scalars: [Unicode.Scalar]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < scalars.count {
            guard isEuropeanDigit(scalars[index]) else {
                index += 1
                continue
            }
            // A hyphen joined to a letter is a prefix's hyphen (Hebrew ו-15 "and 15", ב-2 "on the 2nd"),
            // not a minus sign: the number starts after it. So is one after a Hebrew prefix letter standing
            // alone before a space ("ל -1.0", "to 1.0"): those letters are never a word of their own.
            let isSignBefore = index > 0 && isSign(scalars[index - 1])
                && !(index > 1 && scalars[index - 2].properties.isAlphabetic)
                && !(scalars[index - 1] == "-" && followsDetachedHebrewPrefix(scalars, hyphen: index - 1))
            let start = isSignBefore ? index - 1 : index
            var lastDigit = index
            var cursor = index + 1
            while cursor < scalars.count {
                let scalar = scalars[cursor]
                if isEuropeanDigit(scalar) {
                    // Digits after a list's separator ("12:05, 12:30", "12:05 12:30") start a number of their
                    // own: the list follows the paragraph's direction, as its words would.
                    if separatesListItems(scalars[(lastDigit + 1)..<cursor]) { break }
                    lastDigit = cursor
                } else if !isJoiner(scalar) && !isInvisibleControl(scalar) {
                    break
                }
                cursor += 1
            }
            ranges.append(start..<(lastDigit + 1))
            index = lastDigit + 1
        }
        return ranges
    }

    private static func isolating(_ scalars: [Unicode.Scalar], ranges: [Range<Int>]) -> String {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(scalars.count + 2 * ranges.count)
        var next = 0
        for range in ranges {
            result.append(contentsOf: scalars[next..<range.lowerBound])
            let alreadyIsolated = range.lowerBound > 0 && range.upperBound < scalars.count
                && (scalars[range.lowerBound - 1] == "\u{2066}" || scalars[range.lowerBound - 1] == "\u{2068}")
                && scalars[range.upperBound] == "\u{2069}" && hasBalancedIsolates(scalars[range])
            if !alreadyIsolated { result.append("\u{2066}") }
            result.append(contentsOf: scalars[range])
            if !alreadyIsolated { result.append("\u{2069}") }
            next = range.upperBound
        }
        result.append(contentsOf: scalars[next...])
        return String(scalars: result)
    }

    /// Whether every isolate opened in `scalars` closes there and no PDI closes one opened before,
    /// so an isolate around them pairs its own initiator with its own PDI.
    private static func hasBalancedIsolates(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        var depth = 0
        for scalar in scalars {
            switch scalar.value {
            case 0x2066...0x2068: depth += 1
            case 0x2069:
                depth -= 1
                if depth < 0 { return false }
            default: break
            }
        }
        return depth == 0
    }

    /// Decimal digits of Bidi_Class EN (ASCII, fullwidth, Extended Arabic-Indic ...), not Arabic-Indic (AN).
    private static func isEuropeanDigit(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar.value >= 0x30 && scalar.value <= 0x39 }
        // No decimal digit lies between ASCII and U+0660, nor between U+066A and U+06F0: the Hebrew and Arabic
        // letters of a right-to-left translation are answered here, without two property look-ups each
        // (most of the rule's time on a real-world catalog's Arabic and Hebrew texts).
        if scalar.value < 0x660 || (scalar.value >= 0x66A && scalar.value < 0x6F0) { return false }
        return scalar.properties.numericType == .decimal && BidiClass(of: scalar) == .europeanNumber
    }

    /// Whether the hyphen at `hyphen` follows a space after a lone Hebrew prefix letter (ב ה ו כ ל מ ש),
    /// as in "בין 0.0 ל -1.0": the prefix's hyphen written with a stray space, not a minus sign.
    private static func followsDetachedHebrewPrefix(_ scalars: [Unicode.Scalar], hyphen: Int) -> Bool {
        guard hyphen >= 2, scalars[hyphen - 1] == " " else { return false }
        let letter = scalars[hyphen - 2]
        guard "בהוכלמש".unicodeScalars.contains(letter) else { return false }
        return hyphen == 2 || !scalars[hyphen - 3].properties.isAlphabetic
    }

    private static func isSign(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || scalar == "+" || scalar == "\u{2212}"
    }

    /// Separators, signs, spaces, dashes and slashes that join the digits of one expression.
    private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3A, 0x2E, 0x2C,                 // : . ,
             0x20, 0xA0, 0x2007, 0x2009, 0x202F, // space, no-break, figure, thin, narrow no-break
             0x2B, 0x2D, 0x2212,               // + - −
             0x2010, 0x2011, 0x2013, 0x2014,   // hyphen, non-breaking hyphen, – —
             0x2F, 0x2215:                     // / ∕
            return true
        default:
            return false
        }
    }

    /// Whether what stands between two digits is a list's or a sentence's separator rather than part of one
    /// number: spaces, maybe after a comma, a full stop or a colon ("12:05: 12:30", a label and its value),
    /// with no sign, dash or slash that would make a range, a fraction or a signed value. Spaces that group
    /// digits ("1 234" with a no-break or thin space) and a comma, stop or colon between digits ("1,5",
    /// "12.30", "12:30") keep the number whole.
    private static func separatesListItems(_ between: ArraySlice<Unicode.Scalar>) -> Bool {
        var hasSpace = false
        for scalar in between where !isInvisibleControl(scalar) {
            switch scalar.value {
            case 0x20: hasSpace = true
            case 0x2C, 0x2E, 0x3A: continue
            case 0xA0, 0x2007, 0x2009, 0x202F: continue
            default: return false
            }
        }
        return hasSpace
    }

    /// Bidi controls with no glyph: marks, embeddings, overrides, isolates.
    static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x061C, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
