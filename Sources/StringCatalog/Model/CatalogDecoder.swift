import Diagnostics
import Dispatch
import Foundation

/// Turns the JSON tree of a `.xcstrings` file into the catalog model; a value of the wrong type is an
/// `InputError` at that value.
struct CatalogDecoder {
    let path: String

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

    /// Takes the tree: each entry's part of it is freed as soon as the entry is decoded, so the tree and
    /// the model are never both whole in memory.
    func decodeCatalog(_ root: consuming JSONNode, endsWithNewline: Bool) throws(InputError) -> Catalog {
        let rootPosition = root.position
        var rootValue = (consume root).value
        guard case .object(var members) = rootValue else {
            throw InputError(
                "not a string catalog: the file holds \(rootValue.kindDescription), expected an object with "
                    + "\"sourceLanguage\" and \"strings\"", at: location(rootPosition))
        }
        rootValue = .null
        var sourceLanguage: (String, SourceLocation)?
        var version: (String, SourceLocation)?
        var strings: (keyPosition: JSONPosition, members: [JSONMember])?
        var extraFields: [JSONMember] = []
        for member in members {
            switch member.key {
            case "sourceLanguage":
                sourceLanguage = (try string(member.key, member.value), location(member.value.position))
            case "version":
                version = (try string(member.key, member.value), location(member.value.position))
            case "strings":
                strings = (member.keyPosition, try object(member.key, member.value))
            default:
                extraFields.append(member)
            }
        }
        members = []
        guard var strings, let sourceLanguage else {
            let missing = [strings == nil ? "\"strings\"" : nil, sourceLanguage == nil ? "\"sourceLanguage\"" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            throw InputError("not a string catalog: the top-level object has no \(missing)", at: location(rootPosition))
        }
        // Handed over without a second reference, so decoding can free each entry's part of the tree.
        var stringMembers: [JSONMember] = []
        swap(&stringMembers, &strings.members)
        let entries = try decodeEntries(consume stringMembers)
        return Catalog(
            path: path, sourceLanguage: sourceLanguage.0, sourceLanguageLocation: sourceLanguage.1,
            version: version?.0, versionLocation: version?.1, stringsLocation: location(strings.keyPosition),
            entries: entries, extraFields: extraFields, endsWithNewline: endsWithNewline)
    }

    /// Large catalogs are decoded in chunks on every core. Each chunk stops at its first error and the
    /// earliest chunk's error is thrown, so errors are the ones a decoder going in file order would meet.
    func decodeEntries(_ members: consuming [JSONMember]) throws(InputError) -> [CatalogEntry] {
        let count = members.count
        let chunkCount = count >= 2_000 ? 8 : 1
        let chunkSize = (count + chunkCount - 1) / max(chunkCount, 1)
        let chunks = EntryChunks(
            stride(from: 0, to: count, by: max(chunkSize, 1)).map { Array(members[$0..<min($0 + chunkSize, count)]) })
        members = []
        let path = self.path
        let decode = { @Sendable (index: Int) in
            // A path string of its own per chunk: every location retains the path, and concurrent decoders
            // sharing one string would contend for its reference count.
            let decoder = chunks.count == 1 ? CatalogDecoder(path: path) : CatalogDecoder(path: String(decoding: Array(path.utf8), as: UTF8.self))
            var chunk = chunks.take(index)
            var entries: [CatalogEntry] = []
            entries.reserveCapacity(chunk.count)
            do throws(InputError) {
                for position in chunk.indices {
                    let member = chunk[position]
                    chunk[position] = JSONMember(key: "", value: JSONNode(.null))
                    entries.append(try decoder.decodeEntry(member))
                }
                chunks.finish(index, .success(entries))
            } catch {
                chunks.finish(index, .failure(error))
            }
        }
        if chunks.count == 1 {
            decode(0)
        } else {
            DispatchQueue.concurrentPerform(iterations: chunks.count, execute: decode)
        }
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(count)
        for result in chunks.results() { entries += try result.get() }
        return entries
    }

    func decodeEntry(_ member: JSONMember) throws(InputError) -> CatalogEntry {
        let fields = try object(member.key, member.value)
        var entry = CatalogEntry(key: member.key, location: location(member.keyPosition))
        for field in fields {
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
        return entry
    }

    /// A localization or a variation case.
    func decodeContent(_ member: JSONMember) throws(InputError) -> LocalizedContent {
        let fields = try object(member.key, member.value)
        var content = LocalizedContent()
        for field in fields {
            switch field.key {
            case "stringUnit": content.stringUnit = try decodeStringUnit(field)
            case "stringSet": content.stringSet = try decodeStringSet(field)
            case "variations": content.variations = try decodeVariations(field)
            case "substitutions":
                let names = try object(field.key, field.value)
                var substitutions: [Substitution] = []
                for name in names { substitutions.append(try decodeSubstitution(name)) }
                content.substitutions = substitutions
            default: content.extraFields.append(field)
            }
        }
        return content
    }

    func decodeStringUnit(_ member: JSONMember) throws(InputError) -> StringUnit {
        let fields = try object(member.key, member.value)
        var state: TranslationState?
        var stateLocation: SourceLocation?
        var value: (String, SourceLocation)?
        var extraFields: [JSONMember] = []
        for field in fields {
            switch field.key {
            case "state":
                state = TranslationState(rawValue: try string(field.key, field.value))
                stateLocation = location(field.value.position)
            case "value":
                value = (try string(field.key, field.value), location(field.value.position))
            default: extraFields.append(field)
            }
        }
        guard let value else {
            throw InputError("\"stringUnit\" has no \"value\"", at: location(member.value.position))
        }
        return StringUnit(
            state: state, value: value.0, extraFields: extraFields, location: location(member.keyPosition),
            valueLocation: value.1, stateLocation: stateLocation)
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

    func decodeVariations(_ member: JSONMember) throws(InputError) -> Variations {
        let kinds = try object(member.key, member.value)
        var variations = Variations(location: location(member.keyPosition))
        for kind in kinds {
            let cases = try object(kind.key, kind.value)
            var group = VariationGroup(kind: kind.key, location: location(kind.keyPosition))
            group.cases.reserveCapacity(cases.count)
            for variationCase in cases {
                group.cases.append(
                    VariationCase(
                        name: variationCase.key, content: try decodeContent(variationCase),
                        location: location(variationCase.keyPosition)))
            }
            variations.groups.append(group)
        }
        return variations
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

/// Chunks of a catalog's entries handed to concurrent decoders, and what each made of its chunk. Each
/// chunk is taken out once, so its decoder holds the only reference and frees entries as it goes.
private final class EntryChunks: @unchecked Sendable {
    private var chunks: [[JSONMember]]
    private var outcomes: [Result<[CatalogEntry], InputError>?]
    private let lock = NSLock()

    init(_ chunks: [[JSONMember]]) {
        self.chunks = chunks
        outcomes = Array(repeating: nil, count: chunks.count)
    }

    var count: Int { chunks.count }

    func take(_ index: Int) -> [JSONMember] {
        lock.withLock {
            let chunk = chunks[index]
            chunks[index] = []
            return chunk
        }
    }

    func finish(_ index: Int, _ outcome: Result<[CatalogEntry], InputError>) {
        lock.withLock { outcomes[index] = outcome }
    }

    func results() -> [Result<[CatalogEntry], InputError>] {
        lock.withLock { outcomes.map { $0 ?? .success([]) } }
    }
}
