import JSON
import Diagnostics

/// Turns the JSON tree of a `.xcstrings` file into the catalog model; a value of the wrong type is an
/// `InputError` at that value.
struct CatalogDecoder {
    let path: String
    /// What the entries read so far suggest about the next (used by the streaming reader).
    let hints = ReadingHints()

    final class ReadingHints {
        /// The localizations of the entry being read.
        let localizations = LocalizationBuffer()
        /// The language codes read so far (up to `languagesKept`), in the order first read, each with its
        /// bytes; a catalog names a few dozen languages hundreds of thousands of times.
        private var languages: [(KnownLanguage, String)] = []
        /// Where in `languages` the one after the last found is: entries name their languages in one order.
        private var next = 0
        static let languagesKept = 64

        /// The code read before with these bytes, if any.
        @inline(__always)
        func language(_ known: KnownLanguage) -> String? {
            if next < languages.count && languages[next].0 == known {
                next += 1
                return languages[next - 1].1
            }
            for slot in languages.indices where languages[slot].0 == known {
                next = slot + 1
                return languages[slot].1
            }
            return nil
        }

        func add(_ known: KnownLanguage, _ text: String) {
            guard languages.count < Self.languagesKept else { return }
            languages.append((known, text))
            next = languages.count
        }
    }

    func location(_ position: JSONPosition) -> SourceLocation { position.location(in: path) }

    func typeError(_ field: String, _ node: JSONNode, expected: String) -> InputError {
        node.typeError(field, expected: expected, file: path)
    }

    func object(_ field: String, _ node: JSONNode) throws(InputError) -> [JSONMember] {
        try node.expectObject(field, file: path)
    }

    func string(_ field: String, _ node: JSONNode) throws(InputError) -> String {
        try node.expectString(field, file: path)
    }

    func bool(_ field: String, _ node: JSONNode) throws(InputError) -> Bool {
        try node.expectBool(field, file: path)
    }

    func integer(_ field: String, _ node: JSONNode) throws(InputError) -> Int {
        try node.expectInteger(field, file: path)
    }

    // MARK: Catalog

    func decodeCatalog(_ root: JSONNode, endsWithNewline: Bool) throws(InputError) -> Catalog {
        guard case .object(let members) = root.value else {
            throw InputError(
                "not a string catalog: the file holds \(root.value.kindDescription), expected an object with "
                    + "\"sourceLanguage\" and \"strings\"", at: location(root.position))
        }
        return try assembleCatalog(
            rootPosition: root.position, members: members, decodedStrings: nil, endsWithNewline: endsWithNewline)
    }

    /// The catalog from its top-level members; `decodedStrings` (where the `strings` key is, and its entries)
    /// when the entries were already decoded while reading, in which case `members` has no `strings`.
    func assembleCatalog(
        rootPosition: JSONPosition, members: [JSONMember], decodedStrings: (JSONPosition, [CatalogEntry])?,
        endsWithNewline: Bool
    ) throws(InputError) -> Catalog {
        var sourceLanguage: (String, SourceLocation)?
        var version: (String, SourceLocation)?
        var strings = decodedStrings
        var extraFields: [JSONMember] = []
        for member in members {
            switch member.key {
            case "sourceLanguage":
                sourceLanguage = (try string(member.key, member.value), location(member.value.position))
            case "version":
                version = (try string(member.key, member.value), location(member.value.position))
            case "strings":
                let entryMembers = try object(member.key, member.value)
                var entries: [CatalogEntry] = []
                entries.reserveCapacity(entryMembers.count)
                for entryMember in entryMembers { entries.append(try decodeEntry(entryMember)) }
                strings = (member.keyPosition, entries)
            default:
                extraFields.append(member)
            }
        }
        guard let strings, let sourceLanguage else {
            let missing = [strings == nil ? "\"strings\"" : nil, sourceLanguage == nil ? "\"sourceLanguage\"" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            throw InputError("not a string catalog: the top-level object has no \(missing)", at: location(rootPosition))
        }
        return Catalog(
            path: path, sourceLanguage: sourceLanguage.0, sourceLanguageLocation: sourceLanguage.1,
            version: version?.0, versionLocation: version?.1, stringsLocation: location(strings.0),
            entries: strings.1, extraFields: extraFields, endsWithNewline: endsWithNewline)
    }

    func decodeEntry(_ member: JSONMember) throws(InputError) -> CatalogEntry {
        let fields = try object(member.key, member.value)
        var entry = CatalogEntry(key: member.key, location: location(member.keyPosition))
        for field in fields { try applyEntryField(field, to: &entry) }
        return entry
    }

    /// Decodes one field of an entry into it (shared with the streaming reader, which reads some fields
    /// straight from the bytes).
    func applyEntryField(_ field: JSONMember, to entry: inout CatalogEntry) throws(InputError) {
        switch field.key {
        case "comment": entry.comment = try string(field.key, field.value)
        case "isCommentAutoGenerated": entry.isCommentAutoGenerated = try bool(field.key, field.value)
        case "extractionState": entry.extractionState = ExtractionState(rawValue: try string(field.key, field.value))
        case "shouldTranslate": entry.shouldTranslate = try bool(field.key, field.value)
        case "localizations":
            let languages = try object(field.key, field.value)
            var localizations: [Localization] = []
            localizations.reserveCapacity(languages.count)
            for language in languages {
                localizations.append(
                    Localization(
                        language: language.key, content: try decodeContent(language),
                        location: location(language.keyPosition)))
            }
            entry.localizations = localizations
        default: entry.extraFields.append(field)
        }
    }

    /// A localization or a variation case.
    func decodeContent(_ member: JSONMember) throws(InputError) -> LocalizedContent {
        let fields = try object(member.key, member.value)
        var stringUnit: StringUnit?
        var stringSet: StringSet?
        var variations: Variations?
        var substitutions: [Substitution]?
        var extraFields: [JSONMember] = []
        for field in fields {
            switch field.key {
            case "stringUnit": stringUnit = try decodeStringUnit(field)
            case "stringSet": stringSet = try decodeStringSet(field)
            case "variations": variations = try decodeVariations(field)
            case "substitutions":
                let names = try object(field.key, field.value)
                var list: [Substitution] = []
                for name in names { list.append(try decodeSubstitution(name)) }
                substitutions = list
            default: extraFields.append(field)
            }
        }
        return LocalizedContent(
            stringUnit: stringUnit, stringSet: stringSet, variations: variations, substitutions: substitutions,
            extraFields: extraFields)
    }

    func decodeStringUnit(_ member: JSONMember) throws(InputError) -> StringUnit {
        let fields = try object(member.key, member.value)
        var state: TranslationState?
        var statePosition = JSONPosition.inMemory
        var value: String?
        var valuePosition = JSONPosition.inMemory
        var extraFields: [JSONMember] = []
        for field in fields {
            switch field.key {
            case "state":
                state = TranslationState(rawValue: try string(field.key, field.value))
                statePosition = field.value.position
            case "value":
                value = try string(field.key, field.value)
                valuePosition = field.value.position
            default: extraFields.append(field)
            }
        }
        guard let value else {
            throw InputError("\"stringUnit\" has no \"value\"", at: location(member.value.position))
        }
        return StringUnit(
            state: state, value: value, extraFields: extraFields, file: path, keyPosition: member.keyPosition,
            valuePosition: valuePosition, statePosition: statePosition)
    }

    func decodeStringSet(_ member: JSONMember) throws(InputError) -> StringSet {
        let fields = try object(member.key, member.value)
        var set = StringSet(state: nil, values: [], location: location(member.keyPosition))
        for field in fields {
            switch field.key {
            case "state": set.state = TranslationState(rawValue: try string(field.key, field.value))
            case "values":
                guard case .array(let elements) = field.value.value else {
                    throw typeError(field.key, field.value, expected: "an array of strings")
                }
                for element in elements {
                    set.values.append(try string("values", element))
                    set.valueLocations.append(location(element.position))
                }
            default: set.extraFields.append(field)
            }
        }
        return set
    }

    /// `plural` and `device` must be objects of cases. Other kinds are read as cases when they have that
    /// shape and otherwise kept as they are: their format is not known, so they cannot be wrong.
    func decodeVariations(_ member: JSONMember) throws(InputError) -> Variations {
        let kinds = try object(member.key, member.value)
        var variations = Variations(location: location(member.keyPosition))
        for kind in kinds {
            if kind.key == VariationKind.plural || kind.key == VariationKind.device {
                variations.groups.append(try decodeGroup(kind))
            } else if let group = try? decodeGroup(kind) {
                variations.groups.append(group)
            } else {
                variations.extraFields.append(kind)
            }
        }
        return variations
    }

    func decodeGroup(_ kind: JSONMember) throws(InputError) -> VariationGroup {
        let cases = try object(kind.key, kind.value)
        var group = VariationGroup(kind: kind.key, location: location(kind.keyPosition))
        group.cases.reserveCapacity(cases.count)
        for variationCase in cases {
            group.cases.append(
                VariationCase(
                    name: variationCase.key, content: try decodeContent(variationCase),
                    location: location(variationCase.keyPosition)))
        }
        return group
    }

    func decodeSubstitution(_ member: JSONMember) throws(InputError) -> Substitution {
        let fields = try object(member.key, member.value)
        var substitution = Substitution(name: member.key, location: location(member.keyPosition))
        for field in fields {
            switch field.key {
            case "argNum": substitution.argumentNumber = try integer(field.key, field.value)
            case "formatSpecifier": substitution.formatSpecifier = try string(field.key, field.value)
            case "variations": substitution.variations = try decodeVariations(field)
            default: substitution.extraFields.append(field)
            }
        }
        return substitution
    }
}

/// The localizations of one entry while it is read: kept in a buffer that outlives the entry, then moved
/// (not copied) into an array of exactly their number. Only the streaming reader's `parseLocalizations`
/// uses it, one entry at a time.
final class LocalizationBuffer {
    private var base: UnsafeMutablePointer<Localization>
    private var capacity: Int
    private var count = 0

    init() {
        capacity = 32
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Empties it (an entry whose reading was given up may have left some).
    func removeAll() {
        base.deinitialize(count: count)
        count = 0
    }

    func append(_ localization: consuming Localization) {
        if count == capacity {
            let larger = UnsafeMutablePointer<Localization>.allocate(capacity: capacity * 2)
            larger.moveInitialize(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }
        (base + count).initialize(to: localization)
        count += 1
    }

    /// Whether a localization of `language` (by Swift's equality) was added.
    func contains(language: String) -> Bool {
        for offset in 0..<count where base[offset].language == language { return true }
        return false
    }

    /// The localizations added, in order; leaves it empty.
    func takeAll() -> [Localization] {
        let taken = count
        count = 0
        guard taken > 0 else { return [] }
        return [Localization](unsafeUninitializedCapacity: taken) { buffer, initialized in
            buffer.baseAddress!.moveInitialize(from: base, count: taken)
            initialized = taken
        }
    }
}
