import Bidi
import Diagnostics
import LocaleMatching
import StringCatalog

/// A right-to-left translation whose numbers the Unicode Bidirectional Algorithm reorders once the
/// placeholders are filled: a range `12:05 – 12:30` shown as `12:30 – 12:05`, `-5:23` as `5:23-`.
public struct RtlTimerDigits: Rule {
    public static let id = "rtl-timer-digits"

    public init() {}

    public static let relativeCost = 5
    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .rightToLeft, defaultSeverity: .error,
        summary: "A right-to-left translation whose numbers display out of order once its placeholders are filled (`12:05 – 12:30` shown as `12:30 – 12:05`).",
        rationale: """
            In an Arabic or Hebrew paragraph, the Unicode Bidirectional Algorithm lays out the spaces, \
            dashes and slashes between numbers right to left: a time range, a fraction or a signed \
            duration reads backwards. Each placeholder is filled with a realistic value (a clock time for \
            `%@`, a number for `%lld`) and every numeric expression must display as it does on its own.
            """,
        howToFix: """
            Isolate the expression: wrap it in U+2066 LEFT-TO-RIGHT ISOLATE … U+2069 POP DIRECTIONAL \
            ISOLATE (in the .xcstrings file: \\u2066 … \\u2069). The suggested fix is verified before it is shown.
            """,
        triggeringExamples: [
            RuleExample(
                "An Arabic time range",
                widgetCatalog: #"{"sourceLanguage":"en","strings":{"%@ – %@":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":1️⃣"الجلسة %1$@ – %2$@"}}}}},"version":"1.0"}"#),
            RuleExample(
                "A Hebrew fraction and a negative duration",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{
                    "%@ / %@":{"localizations":{"he":{"stringUnit":{"state":"translated","value":1️⃣"%1$@ / %2$@"}}}},
                    "Late by -%@":{"localizations":{"he":{"stringUnit":{"state":"translated","value":2️⃣"איחור -%@"}}}}},"version":"1.0"}
                    """),
        ],
        cleanExamples: [
            RuleExample(
                "Words between the numbers, one number, a hyphen-joined range, an isolated range, Arabic-Indic digits",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{
                    "From %@ to %@":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"من %1$@ إلى %2$@"}}}},
                    "Cycle %lld of %lld":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"الدورة %1$lld من %2$lld"}}}},
                    "Remaining %@":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"المتبقي %@"}}}},
                    "%@-%@":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"%1$@-%2$@"}}}},
                    "%@ – %@":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"الجلسة \\u2066%1$@ – %2$@\\u2069"}}}},
                    "Step 1 – 2":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"الخطوة ١ – ٢"}}}}},"version":"1.0"}
                    """),
            RuleExample(
                "Hebrew prefixes joined with a hyphen are not minus signs (\"at 15:00\", \"and 2 more\")",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{
                    "At %@":{"localizations":{"he":{"stringUnit":{"state":"translated","value":"ב-%@"}}}},
                    "and %lld more":{"localizations":{"he":{"stringUnit":{"state":"translated","value":"ו-%lld נוספים"}}}}},"version":"1.0"}
                    """),
        ])

    public func check(_ project: Project, into output: inout RuleOutput) {
        // Parsing a language tag for each of a large catalog's localizations cost more than the rule's own work.
        var rightToLeft: [String: Bool] = [:]
        func isRightToLeft(_ language: String) -> Bool {
            if let known = rightToLeft[language] { return known }
            let answer = LocaleMatcher.isRightToLeft(language)
            rightToLeft[language] = answer
            return answer
        }
        for (loaded, facts) in project.catalogsWithFacts {
            let targets = project.readers(of: loaded)
            let rightToLeftLanguages = loaded.languages.map(isRightToLeft)
            // Entries and their facts read where they are: `zip` copied each entry and its facts.
            loaded.catalog.entries.withUnsafeBufferPointer { entries in
                facts.entries.withUnsafeBufferPointer { entriesFacts in
                    for entryIndex in entries.indices where entriesFacts[entryIndex].isReachable {
                        let entry = entries.baseAddress! + entryIndex
                        let entryFacts = entriesFacts.baseAddress! + entryIndex
                        // By index: a `for … in` copied every localization, with its language, to pass most over.
                        for index in entryFacts.pointee.localizations.indices {
                            let languageIndex = entryFacts.pointee.localizations[index].languageIndex
                            guard rightToLeftLanguages.indices.contains(languageIndex)
                                ? rightToLeftLanguages[languageIndex]
                                : isRightToLeft(entryFacts.pointee.localizations[index].language)
                            else { continue }
                            let localization = entryFacts.pointee.localizations[index]
                            // Each leaf read where it is (a copy of each retained all its parts).
                            entryFacts.pointee.forEachLeafInPlace(of: localization, in: entry) { leaf in
                                guard leaf.pointee.path.substitutionName == nil else { return }
                                check(
                                    leaf.pointee.unit, path: leaf.pointee.path, entry: entry, facts: entryFacts,
                                    language: localization.language, targets: targets, into: &output)
                            }
                        }
                    }
                }
            }
        }
    }

    private func check(
        _ unit: StringUnit, path: VariationPath, entry entryPointer: UnsafePointer<CatalogEntry>,
        facts factsPointer: UnsafePointer<CatalogFacts.Entry>, language: String, targets: [String],
        into output: inout RuleOutput
    ) {
        // Most right-to-left translations hold a count or a time among words: that they cannot misorder
        // is seen in the template, before it is parsed and filled.
        guard Self.mayHoldNumber(unit.value),
            NumericExpressionAudit.mayMisorder(fillingPlaceholdersOf: unit.value),
            let scalars = FilledTranslation.scalars(filling: unit.value), NumericExpressionAudit.canMisorder(scalars),
            let filled = FilledTranslation(unit.value)
        else { return }
        let audit = NumericExpressionAudit(filled.text, direction: .rtl)
        let misordered = audit.misorderedExpressions
        guard let first = misordered.first else { return }
        // Copied only here, for a translation that misorders: rare.
        let entry = entryPointer.pointee
        let facts = factsPointer.pointee
        // The source is looked up only here, for a translation that misorders: rare.
        let sourceValue = facts.source.flatMap { entry.localizations?[$0.index].content.stringUnit(at: path)?.value }
        let sourceText = sourceValue.flatMap { $0.isEmpty ? nil : $0 } ?? (path.isRoot ? entry.key : nil)
        if let sourceText, Self.misordersOnlyByAddedPlusSign(unit.value, source: sourceText) { return }
        let place = path.isRoot ? "" : " (\(path))"
        let message = "the \(language) translation of \"\(entry.key)\"\(place) shows \"\(first.text)\" as \"\(first.displayInContext)\" "
            + "in a right-to-left paragraph (filled in: \"\(audit.text)\")"
        var finding = descriptor.finding(
            at: unit.valueLocation, message, key: entry.key, language: language, targets: targets,
            fix: verifiedFix(filled, misordered: misordered.map(\.range), key: entry.key, file: unit.valueLocation.file))
        finding.rendering = RightToLeftRendering(logical: audit.text, displayed: audit.displayedText)
        output.findings.append(finding)
    }

    /// Whether every misordered number of `template` is a `+` the translation writes directly before a
    /// placeholder where its source writes no `+` before any: the translator's stray character, not a sign of
    /// the value (the source formats no signed value), so the number it seems to move is no number the app
    /// signs. Decided by the template without those `+`: it must display every number in order. A source that
    /// signs a placeholder itself (`+%@`) keeps the finding, as does any other misordered number.
    static func misordersOnlyByAddedPlusSign(_ template: String, source: String) -> Bool {
        func plusBeforePlaceholder(_ text: String) -> [String.Index] {
            var found: [String.Index] = []
            var index = text.startIndex
            while index < text.endIndex {
                let next = text.index(after: index)
                if text[index] == "+", next < text.endIndex, text[next] == "%" { found.append(index) }
                index = next
            }
            return found
        }
        let added = plusBeforePlaceholder(template)
        guard !added.isEmpty, plusBeforePlaceholder(source).isEmpty else { return false }
        var unsigned = template
        for index in added.reversed() { unsigned.remove(at: index) }
        guard let refilled = FilledTranslation(unsigned) else { return false }
        return NumericExpressionAudit.displaysNumericExpressionsCorrectly(refilled.text, direction: .rtl)
    }

    /// Whether `text` holds `%` or an ASCII digit. Both are ASCII, which in UTF-8 is never part of a longer
    /// character, so the bytes are searched in place: decoding every scalar of a right-to-left translation
    /// to find none was most of the rule's own work.
    static func mayHoldNumber(_ text: String) -> Bool {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 == UInt8(ascii: "%") || $0 &- UInt8(ascii: "0") < 10 }
        }
        return found ?? text.unicodeScalars.contains { $0 == "%" || ("0"..."9").contains($0) }
    }

    /// The translation with each misordered expression's source isolated, if that fixes the display, written
    /// as the file that holds it spells it: a String Catalog's JSON value, a `.strings` line, a `.stringsdict` string.
    private func verifiedFix(_ filled: FilledTranslation, misordered: [Range<Int>], key: String, file: String) -> String? {
        var fixed = filled.template
        for range in misordered.reversed() {
            guard let templateRange = filled.templateRange(covering: range) else { return nil }
            fixed.replaceSubrange(templateRange, with: "\u{2066}" + filled.template[templateRange] + "\u{2069}")
        }
        guard let refilled = FilledTranslation(fixed),
            NumericExpressionAudit.displaysNumericExpressionsCorrectly(refilled.text, direction: .rtl)
        else { return nil }
        if file.hasSuffix(".strings") {
            return "Isolate the numbers with LRI…PDI: \"\(Self.stringsEscaped(key))\" = \"\(Self.stringsEscaped(fixed))\";"
        }
        if file.hasSuffix(".stringsdict") {
            return "Isolate the numbers with LRI…PDI: <string>\(Self.xmlEscaped(fixed))</string>"
        }
        let escaped = Self.escaped(fixed) { scalar in
            switch scalar {
            case "\u{2066}": "\\u2066"
            case "\u{2069}": "\\u2069"
            default: nil
            }
        }
        return "Isolate the numbers with LRI…PDI: \"value\" : \"\(escaped)\""
    }

    /// A `.strings` quoted string's contents: quotes, backslashes and line breaks escaped, the isolates as `\U2066`.
    static func stringsEscaped(_ text: String) -> String {
        escaped(text) { scalar in
            switch scalar {
            case "\\": "\\\\"
            case "\"": "\\\""
            case "\n": "\\n"
            case "\u{2066}": "\\U2066"
            case "\u{2069}": "\\U2069"
            default: nil
            }
        }
    }

    /// A property list `<string>`'s contents: markup characters escaped, the isolates as character references.
    static func xmlEscaped(_ text: String) -> String {
        escaped(text) { scalar in
            switch scalar {
            case "&": "&amp;"
            case "<": "&lt;"
            case ">": "&gt;"
            case "\u{2066}": "&#x2066;"
            case "\u{2069}": "&#x2069;"
            default: nil
            }
        }
    }

    /// `text` with each scalar `replacement` names replaced, the others kept.
    private static func escaped(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) { escaped += replaced } else { escaped.unicodeScalars.append(scalar) }
        }
        return escaped
    }
}
