import JSON
import Diagnostics

/// Reads a catalog decoding each entry of `strings` as soon as it is read, so the JSON tree of the whole
/// file never exists at once: faster and about half the memory on large catalogs.
///
/// It only handles well-formed catalogs. At the first thing out of the ordinary (any error, a duplicate
/// key, an unusual shape) it gives up and `Catalog(bytes:path:)` reads the file the plain way (whole tree,
/// then model), which finds the same first error the same way; so both paths always agree, and the tests
/// hold them to it.
enum CatalogStreamingReader {
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, endsWithNewline: Bool) -> Catalog? {
        var parser = JSONParser(bytes: bytes, path: path)
        return try? parser.parseCatalog(decoder: CatalogDecoder(path: path), endsWithNewline: endsWithNewline)
    }
}

extension JSONParser {
    /// The catalog, or nil when the plain reader must decide (see `CatalogStreamingReader`).
    mutating func parseCatalog(decoder: CatalogDecoder, endsWithNewline: Bool) throws(InputError) -> Catalog? {
        try checkStartOfDocument()
        guard bytes[index] == UInt8(ascii: "{") else { return nil }
        let rootPosition = positionHere()
        index += 1
        skipBlank()
        var members: [JSONMember] = []
        var strings: (JSONPosition, [CatalogEntry])?
        while true {
            guard let (key, keyPosition) = try memberKey() else { return nil }
            if key == "strings" {
                guard strings == nil, !members.contains(where: { $0.key == key }),
                    bytes[index] == UInt8(ascii: "{"), let entries = try parseStringsObject(decoder: decoder)
                else { return nil }
                strings = (keyPosition, entries)
            } else {
                let value = try parseValue(depth: 1)
                guard !members.contains(where: { $0.key == key }) else { return nil }
                members.append(JSONMember(key: key, keyPosition: keyPosition, value: value))
            }
            guard let more = memberSeparator() else { return nil }
            if !more { break }
        }
        skipBlank()
        guard index == bytes.count, let strings else { return nil }
        return try decoder.assembleCatalog(
            rootPosition: rootPosition, members: members, decodedStrings: strings, endsWithNewline: endsWithNewline)
    }

    /// The entries of the `strings` object starting at `index`: on several threads when it is large
    /// (see `CatalogChunkedReader`), otherwise, or when that does not work out, in order.
    mutating func parseStringsObject(decoder: CatalogDecoder) throws(InputError) -> [CatalogEntry]? {
        let start = (index, line, lineStart)
        index += 1
        skipBlank()
        if let entries = CatalogChunkedReader.readEntries(&self) { return entries }
        (index, line, lineStart) = start
        return try parseEntries(decoder: decoder)
    }

    /// The entries of the `strings` object starting at `index`, each decoded as soon as it is read.
    mutating func parseEntries(decoder: CatalogDecoder) throws(InputError) -> [CatalogEntry]? {
        var entries: [CatalogEntry] = []
        var keys: Set<String> = []
        guard let isEmpty = enterObject() else { return nil }
        if isEmpty { return entries }
        while true {
            guard let (key, keyPosition) = try memberKey() else { return nil }
            guard let entry = try parseEntry(key: key, keyPosition: keyPosition, decoder: decoder),
                keys.insert(key).inserted
            else { return nil }
            entries.append(entry)
            guard let more = memberSeparator() else { return nil }
            if !more { return entries }
        }
    }

    /// `skipWhitespace`, inlined here: the streaming reader calls it about ten times a string unit, and
    /// across modules each was a call (14% of loading a catalog).
    @inline(__always)
    mutating func skipBlank() {
        let raw = UnsafeRawBufferPointer(bytes)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 {
                index += 1
                // As in `skipWhitespace`: eight spaces at a time, the run's end found inside its last word.
                while index + 8 <= bytes.count {
                    let others = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                        ^ 0x2020_2020_2020_2020
                    if others != 0 {
                        index += others.trailingZeroBitCount >> 3
                        break
                    }
                    index += 8
                }
            } else if byte == 0x0A {
                index += 1
                line += 1
                lineStart = index
            } else if byte == 0x09 || byte == 0x0D {
                index += 1
            } else {
                return
            }
        }
    }

    /// `position(at: index)`, inlined.
    @inline(__always)
    func positionHere() -> JSONPosition {
        JSONPosition(line: line, column: index - lineStart + 1)
    }

    /// Steps into the object whose `{` is at `index`: true when it is empty (its `}` passed too), false when a
    /// member follows, nil when the bytes end first.
    @inline(__always)
    mutating func enterObject() -> Bool? {
        index += 1
        skipBlank()
        guard index < bytes.count else { return nil }
        guard bytes[index] == UInt8(ascii: "}") else { return false }
        index += 1
        return true
    }

    /// The key of the member starting at `index` and where it stands, with `index` moved to its value; nil
    /// when what follows is not a key, a colon and a value.
    @inline(__always)
    mutating func memberKey() throws(InputError) -> (key: String, position: JSONPosition)? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let position = positionHere()
        let key = try parseString()
        guard skipToValue() else { return nil }
        return (key, position)
    }

    /// After a key: skips `:` and white space; false if the colon or the value is missing.
    @inline(__always)
    mutating func skipToValue() -> Bool {
        // Xcode writes " : " and then the value: that is taken as it is.
        if index + 3 < bytes.count && bytes[index] == 0x20 && bytes[index + 1] == UInt8(ascii: ":")
            && bytes[index + 2] == 0x20 && bytes[index + 3] > 0x20
        {
            index += 3
            return true
        }
        skipBlank()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        skipBlank()
        return index < bytes.count
    }

    /// After a member: true after a `,` followed by another key, false after the closing `}`, nil for
    /// anything else (a trailing comma included).
    @inline(__always)
    mutating func memberSeparator() -> Bool? {
        skipBlank()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: ","):
            index += 1
            skipBlank()
            return index < bytes.count && bytes[index] == UInt8(ascii: "\"") ? true : nil
        case UInt8(ascii: "}"):
            index += 1
            return false
        default:
            return nil
        }
    }
}
