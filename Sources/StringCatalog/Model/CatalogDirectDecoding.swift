import JSON
import Diagnostics

/// The streaming reader's fast path: entries decoded straight from the bytes, without building the JSON
/// tree of their localizations. Most localizations of a catalog are a lone string unit (`state` and
/// `value`), and building then walking a tree for each cost about a quarter of the reading time in
/// allocations and reference counting. Anything else is read as a tree and decoded by `CatalogDecoder`,
/// exactly as before.
///
/// Like the rest of the streaming reader this only has to be right for well-formed catalogs: nil (or an
/// error) makes the caller read the whole file the plain way, which reports the first error.
extension JSONParser {
    /// The entry whose value starts at `index`.
    mutating func parseEntry(
        key: String, keyPosition: JSONPosition, decoder: CatalogDecoder
    ) throws(InputError) -> CatalogEntry? {
        guard bytes[index] == UInt8(ascii: "{") else {
            let value = try parseValue(depth: 2)
            return try decoder.decodeEntry(JSONMember(key: key, keyPosition: keyPosition, value: value))
        }
        var entry = CatalogEntry(key: key, location: decoder.location(keyPosition))
        guard let isEmpty = enterObject() else { return nil }
        if isEmpty { return entry }
        var fieldKeys = SeenKeys()
        while true {
            // A duplicate key is an error the plain reader reports.
            guard let (fieldKey, fieldPosition) = try memberKey(), fieldKeys.insert(fieldKey) else { return nil }
            if fieldKey == "localizations" && bytes[index] == UInt8(ascii: "{") {
                guard let localizations = try parseLocalizations(decoder: decoder) else { return nil }
                entry.localizations = localizations
            } else {
                let value = try parseValue(depth: 3)
                try decoder.applyEntryField(JSONMember(key: fieldKey, keyPosition: fieldPosition, value: value), to: &entry)
            }
            guard let more = memberSeparator() else { return nil }
            if !more { return entry }
        }
    }

    /// The `localizations` object starting at `index`.
    private mutating func parseLocalizations(decoder: CatalogDecoder) throws(InputError) -> [Localization]? {
        // Collected in the decoder's buffer, then moved into an array of exactly their number: grown a
        // language at a time, the array was reallocated and copied five times for 30 languages.
        let localizations = decoder.hints.localizations
        localizations.removeAll()
        guard let isEmpty = enterObject() else { return nil }
        if isEmpty { return [] }
        // A language after the greatest one so far is no duplicate: Xcode writes them in order, so the
        // search through every earlier one (a copy of each localization, for every localization) is left
        // for a language out of order.
        var greatest: String?
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let languagePosition = positionHere()
            let language = try parseLanguage(decoder.hints)
            guard skipToValue() else { return nil }
            if let greatest, language <= greatest {
                if localizations.contains(language: language) { return nil }
            } else {
                greatest = language
            }
            guard let content = try parseContent(key: language, keyPosition: languagePosition, depth: 4, decoder: decoder)
            else { return nil }
            localizations.append(
                Localization(language: language, content: consume content, location: decoder.location(languagePosition)))
            guard let more = memberSeparator() else { return nil }
            if !more { return localizations.takeAll() }
        }
    }

    /// A localization or variation case whose value starts at `index`; `depth` is the nesting depth the
    /// plain reader gives that value. String units of the usual shape, variations and substitutions are
    /// read straight from the bytes, other fields as trees decoded by `CatalogDecoder`.
    private mutating func parseContent(
        key: String, keyPosition: JSONPosition, depth: Int, decoder: CatalogDecoder
    ) throws(InputError) -> LocalizedContent? {
        let start = (index, line, lineStart)
        var leading = LocalizedContent()
        var stringUnit: StringUnit?
        var fieldKeys = SeenKeys()
        if let followed = try parseLeadingStringUnit(decoder: decoder, into: &leading) {
            if !followed { return leading }
            // A unit then more fields (substitutions): the unit is kept, and the rest read below.
            stringUnit = leading.stringUnit
            _ = fieldKeys.insert("stringUnit")
        }
        // Variations nest contents in contents; deep ones (never seen in real catalogs) go to the plain
        // reader, which bounds the depth, rather than recursing here without limit.
        guard stringUnit != nil || bytes[index] == UInt8(ascii: "{"), depth < 32 else {
            (index, line, lineStart) = start
            let value = try parseValue(depth: depth)
            return try decoder.decodeContent(JSONMember(key: key, keyPosition: keyPosition, value: value))
        }
        if stringUnit == nil {
            index += 1
            skipBlank()
            guard index < bytes.count else { return nil }
        }
        var stringSet: StringSet?
        var variations: Variations?
        var substitutions: [Substitution]?
        var extraFields: [JSONMember] = []
        if stringUnit == nil && bytes[index] == UInt8(ascii: "}") {
            index += 1
        } else {
            while true {
                guard let (fieldKey, fieldPosition) = try memberKey(), fieldKeys.insert(fieldKey) else { return nil }
                if fieldKey == "variations" && bytes[index] == UInt8(ascii: "{") {
                    guard let parsed = try parseVariations(keyPosition: fieldPosition, depth: depth + 1, decoder: decoder)
                    else { return nil }
                    variations = parsed
                } else if fieldKey == "substitutions" && bytes[index] == UInt8(ascii: "{") {
                    guard let parsed = try parseSubstitutions(depth: depth + 1, decoder: decoder) else { return nil }
                    substitutions = parsed
                } else {
                    let field = JSONMember(key: fieldKey, keyPosition: fieldPosition, value: try parseValue(depth: depth + 1))
                    // As in `CatalogDecoder.decodeContent`.
                    switch fieldKey {
                    case "stringUnit": stringUnit = try decoder.decodeStringUnit(field)
                    case "stringSet": stringSet = try decoder.decodeStringSet(field)
                    case "variations": variations = try decoder.decodeVariations(field)
                    case "substitutions":
                        let names = try decoder.object(field.key, field.value)
                        var list: [Substitution] = []
                        for name in names { list.append(try decoder.decodeSubstitution(name)) }
                        substitutions = list
                    default: extraFields.append(field)
                    }
                }
                guard let more = memberSeparator() else { return nil }
                if !more { break }
            }
        }
        return LocalizedContent(
            stringUnit: stringUnit, stringSet: stringSet, variations: variations, substitutions: substitutions,
            extraFields: extraFields)
    }

    /// The `variations` object starting at `index` (`depth` as for `parseContent`): plural and device
    /// groups read straight from the bytes, other kinds as `CatalogDecoder.decodeVariations` reads them.
    private mutating func parseVariations(
        keyPosition: JSONPosition, depth: Int, decoder: CatalogDecoder
    ) throws(InputError) -> Variations? {
        var variations = Variations(location: decoder.location(keyPosition))
        var kindKeys = SeenKeys()
        guard let isEmpty = enterObject() else { return nil }
        if isEmpty { return variations }
        while true {
            guard let (kind, kindPosition) = try memberKey(), kindKeys.insert(kind) else { return nil }
            if (kind == VariationKind.plural || kind == VariationKind.device) && bytes[index] == UInt8(ascii: "{") {
                guard let group = try parseVariationGroup(kind: kind, keyPosition: kindPosition, depth: depth + 1, decoder: decoder)
                else { return nil }
                variations.groups.append(group)
            } else {
                let member = JSONMember(key: kind, keyPosition: kindPosition, value: try parseValue(depth: depth + 1))
                if kind == VariationKind.plural || kind == VariationKind.device {
                    variations.groups.append(try decoder.decodeGroup(member))
                } else if let group = try? decoder.decodeGroup(member) {
                    variations.groups.append(group)
                } else {
                    variations.extraFields.append(member)
                }
            }
            guard let more = memberSeparator() else { return nil }
            if !more { return variations }
        }
    }

    /// The `substitutions` object starting at `index` (`depth` as for `parseContent`: the depth the plain
    /// reader gives its value), read as `CatalogDecoder.decodeContent` reads it: each substitution's
    /// variations straight from the bytes, its other fields as trees. Read as a tree, a substitution cost
    /// about 20,000 instructions, a quarter of reading a real-world-like catalog.
    private mutating func parseSubstitutions(depth: Int, decoder: CatalogDecoder) throws(InputError) -> [Substitution]? {
        var list: [Substitution] = []
        guard let isEmpty = enterObject() else { return nil }
        if isEmpty { return list }
        while true {
            guard let (name, namePosition) = try memberKey(), bytes[index] == UInt8(ascii: "{") else { return nil }
            for existing in list where existing.name == name { return nil }
            guard let substitution = try parseSubstitution(
                name: name, keyPosition: namePosition, depth: depth + 1, decoder: decoder)
            else { return nil }
            list.append(substitution)
            guard let more = memberSeparator() else { return nil }
            if !more { return list }
        }
    }

    /// One substitution's object starting at `index`, as `CatalogDecoder.decodeSubstitution` reads it;
    /// `depth` is the depth the plain reader gives that object.
    private mutating func parseSubstitution(
        name: String, keyPosition: JSONPosition, depth: Int, decoder: CatalogDecoder
    ) throws(InputError) -> Substitution? {
        var substitution = Substitution(name: name, location: decoder.location(keyPosition))
        guard let isEmpty = enterObject() else { return nil }
        if isEmpty { return substitution }
        var fieldKeys = SeenKeys()
        while true {
            guard let (fieldKey, fieldPosition) = try memberKey(), fieldKeys.insert(fieldKey) else { return nil }
            if fieldKey == "variations" && bytes[index] == UInt8(ascii: "{") {
                guard let parsed = try parseVariations(keyPosition: fieldPosition, depth: depth + 1, decoder: decoder)
                else { return nil }
                substitution.variations = parsed
            } else {
                let field = JSONMember(key: fieldKey, keyPosition: fieldPosition, value: try parseValue(depth: depth + 1))
                // As in `CatalogDecoder.decodeSubstitution`.
                switch fieldKey {
                case "argNum": substitution.argumentNumber = try decoder.integer(field.key, field.value)
                case "formatSpecifier": substitution.formatSpecifier = try decoder.string(field.key, field.value)
                case "variations": substitution.variations = try decoder.decodeVariations(field)
                default: substitution.extraFields.append(field)
                }
            }
            guard let more = memberSeparator() else { return nil }
            if !more { return substitution }
        }
    }

    /// The object of cases starting at `index`, as `CatalogDecoder.decodeGroup` reads it.
    private mutating func parseVariationGroup(
        kind: String, keyPosition: JSONPosition, depth: Int, decoder: CatalogDecoder
    ) throws(InputError) -> VariationGroup? {
        var group = VariationGroup(kind: kind, location: decoder.location(keyPosition))
        guard let isEmpty = enterObject() else { return nil }
        if isEmpty { return group }
        while true {
            guard let (name, casePosition) = try memberKey() else { return nil }
            for existing in group.cases where existing.name == name { return nil }
            guard let content = try parseContent(key: name, keyPosition: casePosition, depth: depth + 1, decoder: decoder)
            else { return nil }
            group.cases.append(VariationCase(name: name, content: consume content, location: decoder.location(casePosition)))
            guard let more = memberSeparator() else { return nil }
            if !more { return group }
        }
    }

    /// `{ "stringUnit" : { "state" : "…", "value" : "…" } }` (the two in either order), read straight into a
    /// unit, `followed` false; or such a unit as the content's first field with more after it, `followed`
    /// true and the parser at the next key (a translation with substitutions: the unit was read, thrown
    /// away and read again as a tree). For any other shape nil, with the parser back where it was.
    private mutating func parseLeadingStringUnit(
        decoder: CatalogDecoder, into content: inout LocalizedContent
    ) throws(InputError) -> Bool? {
        let start = (index, line, lineStart)
        guard bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        skipBlank()
        let unitKeyPosition = positionHere()
        guard skipKey("\"stringUnit\""), skipToValue(), bytes[index] == UInt8(ascii: "{") else {
            (index, line, lineStart) = start
            return nil
        }
        index += 1
        skipBlank()
        var state: String?
        // Not `.inMemory`: a global, whose every read checks that it is set up.
        var statePosition = JSONPosition(line: 0, column: 0)
        var value: String?
        var valuePosition = JSONPosition(line: 0, column: 0)
        for member in 0..<2 {
            if state == nil && skipKey("\"state\"") {
                guard skipToValue(), bytes[index] == UInt8(ascii: "\"") else { break }
                statePosition = positionHere()
                state = try parseState()
            } else if value == nil && skipKey("\"value\"") {
                guard skipToValue(), bytes[index] == UInt8(ascii: "\"") else { break }
                valuePosition = positionHere()
                value = try parseString()
            } else {
                break
            }
            // A comma after the first member, the unit's `}` after the second, then the content's `}`.
            guard let more = memberSeparator(), more == (member == 0) else { break }
            if !more, let followed = memberSeparator(), let state, let value {
                // Stored into the caller's content: returned, each unit was copied (a retain of each of its
                // strings) and the original destroyed.
                content.stringUnit = StringUnit(
                    state: TranslationState(rawValue: state), value: value, extraFields: [], file: decoder.path,
                    keyPosition: unitKeyPosition, valuePosition: valuePosition, statePosition: statePosition)
                return followed
            }
        }
        (index, line, lineStart) = start
        return nil
    }

    /// A unit's state: the states Xcode writes are matched as bytes and made from literals (which allocate
    /// nothing and need no decoding), anything else read as a string.
    @inline(__always)
    private mutating func parseState() throws(InputError) -> String {
        if skipKey("\"translated\"") { return "translated" }
        if skipKey("\"needs_review\"") { return "needs_review" }
        if skipKey("\"new\"") { return "new" }
        if skipKey("\"stale\"") { return "stale" }
        return try parseString()
    }

    /// Skips `literal` (a key with its quotes, no escapes) if the bytes at `index` are exactly it.
    @inline(__always)
    private mutating func skipKey(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let text = literal.utf8Start
        if count >= 8 && count <= 16 {
            // Two words, overlapping when shorter than sixteen bytes: the keys and states Xcode writes
            // are 7 to 14 bytes with their quotes, and byte by byte they cost about 150 instructions a unit.
            let raw = UnsafeRawBufferPointer(bytes)
            let literalRaw = UnsafeRawPointer(text)
            guard raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == literalRaw.loadUnaligned(as: UInt64.self),
                raw.loadUnaligned(fromByteOffset: index + count - 8, as: UInt64.self)
                    == literalRaw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            else { return false }
        } else {
            for offset in 0..<count where bytes[index + offset] != text[offset] { return false }
        }
        index += count
        return true
    }

    /// The language code whose quote is at `index`: one the catalog named before is found among
    /// `hints.languages` by its bytes and shared, not decoded again; any other is read as a string.
    @inline(__always)
    private mutating func parseLanguage(_ hints: CatalogDecoder.ReadingHints) throws(InputError) -> String {
        let start = index + 1
        guard start + 16 <= bytes.count else { return try parseString() }
        var end = start
        // Plain ASCII up to the closing quote, as `parseString`'s fast path reads it, in one window of
        // sixteen bytes (the two words read below).
        while end < start + 16 {
            let byte = bytes[end]
            if byte &- 0x20 >= 0x60 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
            end += 1
        }
        guard end < start + 16, bytes[end] == UInt8(ascii: "\"") else { return try parseString() }
        let length = end - start
        let raw = UnsafeRawBufferPointer(bytes)
        var low = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
        var high = raw.loadUnaligned(fromByteOffset: start + 8, as: UInt64.self)
        if length < 8 {
            low &= (1 &<< UInt64(length &* 8)) &- 1
            high = 0
        } else {
            high &= (1 &<< UInt64((length &- 8) &* 8)) &- 1
        }
        let known = KnownLanguage(low: low, high: high, length: length)
        if let text = hints.language(known) {
            index = end + 1
            return text
        }
        let text = try parseString()
        hints.add(known, text)
        return text
    }
}

/// A language code of up to fifteen ASCII bytes, as the two words of its bytes (zero beyond its end).
struct KnownLanguage: Equatable {
    var low: UInt64
    var high: UInt64
    var length: Int
}

/// The keys of one object read so far, for the duplicate check: the first four kept inline, so an entry,
/// a content or a variation (a few known fields) allocates nothing for it, as an array of them did once per
/// object (13,000 times in a 5 MB catalog).
struct SeenKeys {
    private var first: String?
    private var second: String?
    private var third: String?
    private var fourth: String?
    private var more: [String] = []

    /// Adds `key`; false if an equal key (by Swift's equality, as the plain reader compares keys) was added.
    @inline(__always)
    mutating func insert(_ key: String) -> Bool {
        guard let first else {
            first = key
            return true
        }
        if first == key { return false }
        guard let second else {
            second = key
            return true
        }
        if second == key { return false }
        guard let third else {
            third = key
            return true
        }
        if third == key { return false }
        guard let fourth else {
            fourth = key
            return true
        }
        if fourth == key || more.contains(key) { return false }
        more.append(key)
        return true
    }
}
