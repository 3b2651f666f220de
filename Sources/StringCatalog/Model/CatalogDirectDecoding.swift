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
        index += 1
        skipWhitespace()
        var entry = CatalogEntry(key: key, location: decoder.location(keyPosition))
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return entry
        }
        var fieldKeys: [String] = []
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let fieldPosition = position(at: index)
            let fieldKey = try parseString()
            // A duplicate key is an error the plain reader reports.
            guard skipToValue(), !fieldKeys.contains(fieldKey) else { return nil }
            fieldKeys.append(fieldKey)
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
        index += 1
        skipWhitespace()
        var localizations: [Localization] = []
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "}") {
            index += 1
            return localizations
        }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let languagePosition = position(at: index)
            let language = try parseString()
            guard skipToValue() else { return nil }
            for existing in localizations where existing.language == language { return nil }
            let content: LocalizedContent
            if let stringUnit = try parseLoneStringUnit(decoder: decoder) {
                content = LocalizedContent(stringUnit: stringUnit)
            } else {
                let value = try parseValue(depth: 4)
                content = try decoder.decodeContent(JSONMember(key: language, keyPosition: languagePosition, value: value))
            }
            localizations.append(
                Localization(language: language, content: content, location: decoder.location(languagePosition)))
            guard let more = memberSeparator() else { return nil }
            if !more { return localizations }
        }
    }

    /// `{ "stringUnit" : { "state" : "…", "value" : "…" } }` (the two in either order), read straight into a
    /// unit; for any other shape nil, with the parser back where it was so the value is read as a tree.
    private mutating func parseLoneStringUnit(decoder: CatalogDecoder) throws(InputError) -> StringUnit? {
        let start = (index, line, lineStart)
        guard bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        skipWhitespace()
        let unitKeyPosition = position(at: index)
        guard skipKey("\"stringUnit\""), skipToValue(), bytes[index] == UInt8(ascii: "{") else {
            (index, line, lineStart) = start
            return nil
        }
        index += 1
        skipWhitespace()
        var state: String?
        var statePosition = JSONPosition.inMemory
        var value: String?
        var valuePosition = JSONPosition.inMemory
        for member in 0..<2 {
            if state == nil && skipKey("\"state\"") {
                guard skipToValue(), bytes[index] == UInt8(ascii: "\"") else { break }
                statePosition = position(at: index)
                state = try parseString()
            } else if value == nil && skipKey("\"value\"") {
                guard skipToValue(), bytes[index] == UInt8(ascii: "\"") else { break }
                valuePosition = position(at: index)
                value = try parseString()
            } else {
                break
            }
            // A comma after the first member, the unit's `}` after the second, then the content's `}`.
            guard let more = memberSeparator(), more == (member == 0) else { break }
            if !more, memberSeparator() == false, let state, let value {
                return StringUnit(
                    state: TranslationState(rawValue: state), value: value, extraFields: [], file: decoder.path,
                    keyPosition: unitKeyPosition, valuePosition: valuePosition, statePosition: statePosition)
            }
        }
        (index, line, lineStart) = start
        return nil
    }

    /// Skips `literal` (a key with its quotes, no escapes) if the bytes at `index` are exactly it.
    @inline(__always)
    private mutating func skipKey(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let text = literal.utf8Start
        for offset in 0..<count where bytes[index + offset] != text[offset] { return false }
        index += count
        return true
    }
}
