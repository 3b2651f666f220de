import Diagnostics
import FormatSpecifiers
import Foundation
import XMLDocuments
import StringCatalog

/// Reads a `.stringsdict` file into catalog content, as Xcode's migration to a String Catalog writes it:
///
/// - `NSStringLocalizedFormatKey` that is just `%#@name@` (a plural rule and nothing else) becomes a plain
///   plural variation, its cases' text as written;
/// - any other format key becomes the string unit's text, each `%#@name@` a substitution with `argNum` (the
///   argument it takes) and `formatSpecifier` (`NSStringFormatValueTypeKey`), and in each case's text that
///   argument's specifier (`%lld`, or `%2$lld` when numbered) is written `%arg`;
/// - `NSStringDeviceSpecificRuleType` becomes device variations (`iphone`, `ipad`, `mac`, … `other`).
///
/// `NSStringVariableWidthRuleType` (width variants) has no catalog form: the widest variant is read as the
/// text, and a note says the others are not checked. Plural cases come in CLDR order (zero one two few many
/// other); a key that is not a category is ignored, as the system ignores it, with a note. Locations point at
/// the `<key>` elements (entry, rule, case) and the `<string>` elements (texts). Malformed files, and rules
/// that cannot be read (not a `<dict>`, no or an unknown `NSStringFormatSpecTypeKey`), are one `InputError`.
enum StringsDictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let pluralRuleType = "NSStringPluralRuleType"
    static let deviceRuleKey = "NSStringDeviceSpecificRuleType"
    static let widthRuleKey = "NSStringVariableWidthRuleType"

    static func parse(
        fileBytes bytes: [UInt8], path: String
    ) throws(InputError) -> (entries: [StringsDictEntry], notes: [LegacyTableNote]) {
        let plist = try PositionedPropertyList.parse(Data(bytes), path: path)
        guard let members = plist.members else {
            throw InputError(
                "a .stringsdict file must hold a <dict> of keys, found <\(plist.kindName)>", at: plist.location)
        }
        var reader = EntryReader()
        var entries: [StringsDictEntry] = []
        var indexByKey: [String: Int] = [:]
        for member in members {
            let content = try reader.content(of: member)
            let entry = StringsDictEntry(key: member.key, keyLocation: member.keyLocation, content: content)
            if let index = indexByKey[member.key] {
                reader.notes.append(LegacyTableNote(
                    "\(MessageText.quoted(member.key)) is given twice in this file (first on line \(entries[index].keyLocation.line)); "
                        + "the system keeps this last one", at: member.keyLocation))
                entries[index] = entry
            } else {
                indexByKey[member.key] = entries.count
                entries.append(entry)
            }
        }
        return (entries, reader.notes)
    }
}

/// Turns one entry's `<dict>` into content, collecting notes on the way.
private struct EntryReader {
    typealias Member = PositionedPropertyList.Member

    var notes: [LegacyTableNote] = []

    mutating func content(of entry: Member) throws(InputError) -> LocalizedContent {
        let key = entry.key
        guard entry.value.members != nil else {
            throw InputError(
                "the value of \(MessageText.quoted(key)) must be a <dict> holding \(StringsDictReader.formatKey) and its rules, "
                    + "found <\(entry.value.kindName)>", at: entry.value.location)
        }
        if let format = entry.value[StringsDictReader.formatKey] {
            return try formatContent(format, of: entry)
        }
        if let device = entry.value[StringsDictReader.deviceRuleKey] {
            return try deviceContent(device, of: key)
        }
        if let width = entry.value[StringsDictReader.widthRuleKey] {
            return try widestContent(width, of: key)
        }
        throw InputError(
            "\(MessageText.quoted(key)) has no \(StringsDictReader.formatKey) (nor a \(StringsDictReader.deviceRuleKey) or "
                + "\(StringsDictReader.widthRuleKey))", at: entry.keyLocation)
    }

    // MARK: Plural rules

    private mutating func formatContent(_ format: Member, of entry: Member) throws(InputError) -> LocalizedContent {
        let key = entry.key
        let formatText = try string(format, what: "\(StringsDictReader.formatKey) of \(MessageText.quoted(key))")
        let references = Self.references(in: formatText)
        // Just `%#@name@`: Xcode writes the rule's cases as the localization's own plural variation.
        if references.count == 1, references[0].text == formatText, let rule = entry.value[references[0].name] {
            let notesBefore = notes.count
            let group = try pluralGroup(rule, of: key, argument: nil)
            if !group.cases.contains(where: { $0.content.stringUnit?.value.contains("%#@") == true }) {
                return LocalizedContent(variations: Variations(groups: [group], location: rule.keyLocation))
            }
            // A case names a further rule: read as substitutions below, which notes the same things again.
            notes.removeSubrange(notesBefore...)
        }
        var substitutions: [Substitution] = []
        var pending = references.map { ($0.name, $0.argumentNumber) }[...]
        var seen: Set<String> = []
        while let (name, argumentNumber) = pending.popFirst() {
            // A name with no rule is left for the format check to report ("names a substitution it does not
            // define"), as it would be in a catalog.
            guard seen.insert(name).inserted, let rule = entry.value[name] else { continue }
            let valueType = try valueType(of: rule, key: key)
            let group = try pluralGroup(rule, of: key, argument: argumentNumber.map { ($0, valueType) })
            substitutions.append(Substitution(
                name: name, argumentNumber: argumentNumber, formatSpecifier: valueType,
                variations: Variations(groups: [group], location: rule.keyLocation), location: rule.keyLocation))
            // A case may name a further rule; it becomes a substitution of the same localization.
            for variationCase in group.cases {
                let text = variationCase.content.stringUnit?.value ?? ""
                if text.contains("%#@") { pending += Self.references(in: text).map { ($0.name, $0.argumentNumber) } }
            }
        }
        let unit = StringUnit(
            state: .translated, value: formatText, location: format.keyLocation, valueLocation: format.value.location)
        return LocalizedContent(stringUnit: unit, substitutions: substitutions)
    }

    /// The rule's cases, in CLDR order. With `argument`, the specifier of that argument in each case's
    /// text becomes `%arg`.
    private mutating func pluralGroup(
        _ rule: Member, of key: String, argument: (number: Int, valueType: String?)?
    ) throws(InputError) -> VariationGroup {
        guard let members = rule.value.members else {
            throw InputError(
                "the rule \(MessageText.quoted(rule.key)) of \(MessageText.quoted(key)) must be a <dict>, found <\(rule.value.kindName)>",
                at: rule.value.location)
        }
        guard let specType = rule.value[StringsDictReader.specTypeKey] else {
            throw InputError(
                "the rule \(MessageText.quoted(rule.key)) of \(MessageText.quoted(key)) has no \(StringsDictReader.specTypeKey) "
                    + "(\(StringsDictReader.pluralRuleType))", at: rule.keyLocation)
        }
        let type = try string(specType, what: "\(StringsDictReader.specTypeKey) of \(MessageText.quoted(rule.key))")
        guard type == StringsDictReader.pluralRuleType else {
            throw InputError(
                "unknown \(StringsDictReader.specTypeKey) \(MessageText.quoted(type)) in the rule \(MessageText.quoted(rule.key)) of \(MessageText.quoted(key)); "
                    + "the system knows \(StringsDictReader.pluralRuleType)", at: specType.value.location)
        }
        let categories = VariationKind.pluralCategories
        for member in members where !categories.contains(member.key) && !member.key.hasPrefix("NSString") {
            notes.append(LegacyTableNote(
                "\(MessageText.quoted(member.key)) in the rule \(MessageText.quoted(rule.key)) is not a plural category "
                    + "(\(categories.joined(separator: " "))); the system ignores it", at: member.keyLocation))
        }
        var cases: [VariationCase] = []
        for category in categories {
            guard let member = rule.value[category] else { continue }
            var text = try string(member, what: "the \(category) case of \(MessageText.quoted(rule.key))")
            if let argument, let valueType = argument.valueType {
                text = Self.markingArgument(argument.number, valueType: valueType, in: text)
            }
            let unit = StringUnit(
                state: .translated, value: text, location: member.keyLocation, valueLocation: member.value.location)
            cases.append(VariationCase(name: category, content: LocalizedContent(stringUnit: unit), location: member.keyLocation))
        }
        return VariationGroup(kind: VariationKind.plural, cases: cases, location: rule.keyLocation)
    }

    private func valueType(of rule: Member, key: String) throws(InputError) -> String? {
        guard let member = rule.value[StringsDictReader.valueTypeKey] else { return nil }
        return try string(member, what: "\(StringsDictReader.valueTypeKey) of \(MessageText.quoted(rule.key))")
    }

    /// The case text with the substitution's own argument written `%arg`: its numbered specifier (`%2$lld`),
    /// or else the first unnumbered one of the rule's value type (`%lld`).
    static func markingArgument(_ number: Int, valueType: String, in text: String) -> String {
        guard text.containsUTF8(UInt8(ascii: "%")), let parsed = try? FormatString(parsing: text) else { return text }
        let specifiers = parsed.specifiers
        var marked = specifiers.filter { $0.explicitPosition == number }
        if marked.isEmpty, let first = specifiers.first(where: {
            $0.explicitPosition == nil && ($0.lengthModifier?.rawValue ?? "") + String($0.conversion) == valueType
        }) {
            marked = [first]
        }
        var result = ""
        var cursor = text.startIndex
        for specifier in marked.sorted(by: { $0.offset < $1.offset }) {
            result += text[cursor..<specifier.range.lowerBound] + "%arg"
            cursor = specifier.range.upperBound
        }
        return result + text[cursor...]
    }

    /// The `%#@name@` references of a format string with the argument each takes, as Foundation numbers them.
    static func references(in text: String) -> [(name: String, text: String, argumentNumber: Int?)] {
        if let parsed = try? FormatString(parsing: text) {
            return parsed.substitutions.map { (name: $0.name, text: $0.text, argumentNumber: Optional($0.argumentIndex)) }
        }
        // A format string the format check will reject still names its rules: find them by their shape.
        var found: [(String, String, Int?)] = []
        var rest = text[...]
        while let start = rest.range(of: "%") {
            var cursor = start.upperBound
            var digits = ""
            while cursor < rest.endIndex, rest[cursor].isASCII, rest[cursor].isNumber {
                digits.append(rest[cursor])
                cursor = rest.index(after: cursor)
            }
            if !digits.isEmpty, cursor < rest.endIndex, rest[cursor] == "$" { cursor = rest.index(after: cursor) } else { digits = "" }
            guard rest[cursor...].hasPrefix("#@"), let close = rest[rest.index(cursor, offsetBy: 2)...].firstIndex(of: "@") else {
                rest = rest[start.upperBound...]
                continue
            }
            let name = String(rest[rest.index(cursor, offsetBy: 2)..<close])
            found.append((name, String(rest[start.lowerBound...close]), Int(digits)))
            rest = rest[rest.index(after: close)...]
        }
        return found
    }

    // MARK: Device and width rules

    private mutating func deviceContent(_ rule: Member, of key: String) throws(InputError) -> LocalizedContent {
        guard let members = rule.value.members else {
            throw InputError(
                "\(StringsDictReader.deviceRuleKey) of \(MessageText.quoted(key)) must be a <dict>, found <\(rule.value.kindName)>",
                at: rule.value.location)
        }
        var cases: [VariationCase] = []
        for member in members {
            if !VariationKind.deviceClasses.contains(member.key) {
                notes.append(LegacyTableNote(
                    "\(MessageText.quoted(member.key)) is not a device class (\(VariationKind.deviceClasses.joined(separator: " "))); "
                        + "no device selects it", at: member.keyLocation))
            }
            let text = try string(member, what: "the \(MessageText.quoted(member.key)) variant of \(MessageText.quoted(key))")
            let unit = StringUnit(
                state: .translated, value: text, location: member.keyLocation, valueLocation: member.value.location)
            let variationCase = VariationCase(name: member.key, content: LocalizedContent(stringUnit: unit), location: member.keyLocation)
            if let index = cases.firstIndex(where: { $0.name == member.key }) { cases[index] = variationCase } else { cases.append(variationCase) }
        }
        let group = VariationGroup(kind: VariationKind.device, cases: cases, location: rule.keyLocation)
        return LocalizedContent(variations: Variations(groups: [group], location: rule.keyLocation))
    }

    private mutating func widestContent(_ rule: Member, of key: String) throws(InputError) -> LocalizedContent {
        guard let members = rule.value.members, !members.isEmpty else {
            throw InputError(
                "\(StringsDictReader.widthRuleKey) of \(MessageText.quoted(key)) must be a <dict> of widths and texts",
                at: rule.value.location)
        }
        var widest: (width: Int, member: Member)?
        for member in members {
            guard let width = Int(member.key.trimmingCharacters(in: .whitespaces)) else {
                throw InputError(
                    "the width \(MessageText.quoted(member.key)) of \(MessageText.quoted(key)) is not a number of characters", at: member.keyLocation)
            }
            _ = try string(member, what: "the width \(width) variant of \(MessageText.quoted(key))")
            if widest == nil || width >= widest!.width { widest = (width, member) }
        }
        let chosen = widest!.member
        if members.count > 1 {
            let others = members.count == 2 ? "the other is" : "the \(members.count - 1) others are"
            notes.append(LegacyTableNote(
                "width variants have no String Catalog form: \(MessageText.quoted(key)) is read as its widest variant (\(widest!.width)); "
                    + "\(others) not checked", at: rule.keyLocation))
        }
        let unit = StringUnit(
            state: .translated, value: chosen.value.stringValue ?? "", location: chosen.keyLocation,
            valueLocation: chosen.value.location)
        return LocalizedContent(stringUnit: unit)
    }

    private func string(_ member: Member, what: String) throws(InputError) -> String {
        guard let text = member.value.stringValue else {
            throw InputError("\(what) must be a <string>, found <\(member.value.kindName)>", at: member.value.location)
        }
        return text
    }
}
