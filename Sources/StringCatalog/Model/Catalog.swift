import JSON
import Diagnostics
import LocaleMatching
import SafeFiles

/// An Xcode String Catalog (`.xcstrings`): its keys in file order, each with its localizations, and where
/// everything was in the file. Reading then writing an Xcode-written catalog reproduces it byte for byte;
/// fields this tool does not know are kept.
public struct Catalog: Sendable {
    /// The file it was read from (or is meant to be written to); names the file in locations.
    public var path: String
    public var sourceLanguage: String
    /// `1.0` or `1.1` in files Xcode writes; nil when absent.
    public var version: String?
    /// Top-level fields this tool does not know.
    public var extraFields: [JSONMember]
    /// Whether the file ended with a newline; Xcode's own files do not, and the writer keeps either.
    public var endsWithNewline: Bool
    /// What the file looked like when read; `write(to:)` refuses to overwrite it if it changed since.
    public var snapshot: FileSnapshot?
    /// An `.xcstrings` file, or a legacy strings table read as a catalog, which `write(to:)` refuses to write.
    public var origin: CatalogOrigin = .stringCatalog

    public var sourceLanguageLocation: SourceLocation
    public var versionLocation: SourceLocation?
    /// Where the `"strings"` key is.
    public var stringsLocation: SourceLocation

    public private(set) var entries: [CatalogEntry]
    private var indexByKey: [String: Int]

    /// An empty catalog, as Xcode creates one.
    public init(sourceLanguage: String, version: String? = "1.0", path: String = "") {
        self.path = path
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.extraFields = []
        self.endsWithNewline = false
        self.snapshot = nil
        self.sourceLanguageLocation = SourceLocation.inMemory
        self.versionLocation = nil
        self.stringsLocation = SourceLocation.inMemory
        self.entries = []
        self.indexByKey = [:]
    }

    init(
        path: String, sourceLanguage: String, sourceLanguageLocation: SourceLocation, version: String?,
        versionLocation: SourceLocation?, stringsLocation: SourceLocation, entries: [CatalogEntry],
        extraFields: [JSONMember], endsWithNewline: Bool
    ) {
        self.path = path
        self.sourceLanguage = sourceLanguage
        self.sourceLanguageLocation = sourceLanguageLocation
        self.version = version
        self.versionLocation = versionLocation
        self.stringsLocation = stringsLocation
        self.entries = entries
        self.extraFields = extraFields
        self.endsWithNewline = endsWithNewline
        self.snapshot = nil
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count)
        // By index rather than enumerating: enumerating copies each entry (a retain and release per field).
        for offset in entries.indices { index[entries[offset].key] = offset }
        self.indexByKey = index
    }

    // MARK: Reading

    /// Reads and parses the catalog at `path`, remembering the file's snapshot for a later safe write.
    /// A `.strings` or `.stringsdict` path is refused with one clear line (they are read by the StringsTables
    /// module, as a table), rather than failing as malformed JSON.
    public static func load(path: String) throws(InputError) -> Catalog {
        if CatalogOrigin.isLegacyStringsPath(path) {
            throw InputError(
                "is a legacy strings file, not a String Catalog (.xcstrings): StringsGuard reads it only with the "
                    + "other files of its table, and never writes it", path: path)
        }
        // Mapped: the model copies out every value it keeps, so the bytes need not outlive the parse.
        return try MappedFile.withContents(of: path, kind: .catalog) { bytes, snapshot throws(InputError) in
            var catalog = try Catalog(bytes: bytes, path: path)
            catalog.snapshot = snapshot
            return catalog
        }
    }

    /// Parses catalog bytes; `path` names the file in locations and errors. A `sourceLanguage` that is no
    /// language tag is refused here, so every command gives the same answer about it.
    public init(bytes: [UInt8], path: String) throws(InputError) {
        self = try bytes.withUnsafeBufferPointer { buffer throws(InputError) in try Catalog(bytes: buffer, path: path) }
    }

    /// `init(bytes:path:)` over bytes that stay where they are (a mapped file); the model keeps none of them.
    public init(bytes: UnsafeBufferPointer<UInt8>, path: String) throws(InputError) {
        let endsWithNewline = bytes.last == 0x0A
        if let catalog = CatalogStreamingReader.read(bytes, path: path, endsWithNewline: endsWithNewline) {
            self = catalog
        } else {
            // The plain reader builds a whole tree anyway: a copy of the bytes is little beside it, and rare.
            self = try Catalog(decodingTreeOf: Array(bytes), path: path)
        }
        do {
            _ = try LanguageTag(sourceLanguage)
        } catch {
            throw InputError("sourceLanguage '\(sourceLanguage)' is not a language tag (\(error.reason))", at: sourceLanguageLocation)
        }
    }

    /// The plain way: the whole JSON tree, then the model. Gives the first error in file order; the
    /// streaming reader falls back to it whenever anything is out of the ordinary.
    init(decodingTreeOf bytes: [UInt8], path: String) throws(InputError) {
        let root = try JSONReader.parse(bytes, path: path)
        self = try CatalogDecoder(path: path).decodeCatalog(root, endsWithNewline: bytes.last == 0x0A)
    }

    // MARK: Entries

    public var count: Int { entries.count }
    public var keys: [String] { entries.map(\.key) }

    public func entry(forKey key: String) -> CatalogEntry? {
        guard let index = indexByKey[key] else { return nil }
        return entries[index]
    }

    /// The entry for `key`; setting nil removes it, setting an entry adds or replaces it
    /// (the entry's own `key` must equal `key`; it is made to).
    public subscript(key: String) -> CatalogEntry? {
        get { entry(forKey: key) }
        set {
            if var newValue {
                newValue.key = key
                if let index = indexByKey[key] { entries[index] = newValue } else { appendEntry(newValue) }
            } else {
                removeEntry(forKey: key)
            }
        }
    }

    /// Adds an entry (e.g. a copy of another catalog's); false, changing nothing, if the key exists.
    @discardableResult
    public mutating func addEntry(_ entry: CatalogEntry) -> Bool {
        guard indexByKey[entry.key] == nil else { return false }
        appendEntry(entry)
        return true
    }

    private mutating func appendEntry(_ entry: CatalogEntry) {
        indexByKey[entry.key] = entries.count
        entries.append(entry)
    }

    @discardableResult
    public mutating func removeEntry(forKey key: String) -> CatalogEntry? {
        guard let index = indexByKey.removeValue(forKey: key) else { return nil }
        let removed = entries.remove(at: index)
        for offset in index..<entries.count { indexByKey[entries[offset].key] = offset }
        return removed
    }

    /// Changes the entry for `key` in place; returns nil (and does nothing) if there is none.
    @discardableResult
    public mutating func updateEntry<Result>(
        forKey key: String, _ body: (inout CatalogEntry) throws -> Result
    ) rethrows -> Result? {
        guard let index = indexByKey[key] else { return nil }
        let originalKey = entries[index].key
        let result = try body(&entries[index])
        entries[index].key = originalKey
        return result
    }

    /// Adds a localization to the entry for `key`, or replaces the one for the same language.
    /// False, changing nothing, if there is no such key.
    @discardableResult
    public mutating func setLocalization(_ localization: Localization, forKey key: String) -> Bool {
        updateEntry(forKey: key) { $0.setLocalization(localization) } != nil
    }

    @discardableResult
    public mutating func removeLocalization(for language: String, forKey key: String) -> Localization? {
        updateEntry(forKey: key) { $0.removeLocalization(for: language) } ?? nil
    }

    // MARK: Texts

    /// The source text of `key`: the source language's string unit value, or the key itself when the
    /// entry has none. Nil if the catalog has no such key.
    public func sourceText(forKey key: String) -> String? {
        entry(forKey: key)?.sourceText(sourceLanguage: sourceLanguage)
    }

    /// The source language first, then every other language any entry has, in the order Xcode writes them.
    public var languages: [String] {
        // The languages other than the source's, in the order first seen.
        var others: [String] = []
        // Each language's index in `others`, once there are more than a short search goes through.
        var positions: [String: Int]?
        // Where in `others` the language after the previous localization's is: Xcode writes every entry's
        // localizations in one order, so a localization's language is almost always that one, found by
        // one comparison where a set hashed every localization's language (2% of a check of a large
        // catalog).
        var next = 0
        for entry in entries {
            // Through the buffer, so each localization is read in place: a `for … in` over the array copied
            // every one (its content and all its strings), once per localization of a large catalog.
            entry.localizations?.withUnsafeBufferPointer { localizations in
                for index in localizations.indices {
                    if next < others.count, others[next] == localizations[index].language {
                        next += 1
                        continue
                    }
                    let language = localizations[index].language
                    if language == sourceLanguage { continue }
                    if let found = positions.map({ $0[language] }) ?? others.firstIndex(of: language) {
                        next = found + 1
                        continue
                    }
                    others.append(language)
                    next = others.count
                    if positions != nil {
                        positions?[language] = others.count - 1
                    } else if others.count > Self.languagesSearched {
                        positions = Dictionary(uniqueKeysWithValues: zip(others, others.indices))
                    }
                }
            }
        }
        return [sourceLanguage] + CatalogEncoder.languageOrdered(others, language: { $0 })
    }

    /// How many languages `languages` searches one by one before it looks them up by hash.
    private static let languagesSearched = 32

    public func stringUnit(forKey key: String, language: String, path: VariationPath = .root) -> StringUnit? {
        entry(forKey: key)?.localization(for: language)?.content.stringUnit(at: path)
    }

    /// Sets (or with nil, removes) the string unit at `path` in `language`, creating the localization and
    /// any variations on the way. False, changing nothing, if the key does not exist or the path is invalid.
    @discardableResult
    public mutating func setStringUnit(
        _ unit: StringUnit?, forKey key: String, language: String, path: VariationPath = .root
    ) -> Bool {
        updateEntry(forKey: key) { entry in
            var localization = entry.localization(for: language) ?? Localization(language: language, content: .init())
            guard localization.content.setStringUnit(unit, at: path) else { return false }
            entry.setLocalization(localization)
            return true
        } ?? false
    }

    // MARK: Writing

    /// The catalog as Xcode writes it: every byte the same as Xcode's output for the same content.
    public func formatted() -> [UInt8] {
        CatalogWriter.format(self)
    }

    /// `formatted()`, handed to `emit` a piece of about `pieceSize` bytes at a time (cut between entries).
    public func writeFormatted(pieceSize: Int = 1 << 20, to emit: @escaping ([UInt8]) -> Void) {
        CatalogWriter.format(self, pieceSize: pieceSize, to: emit)
    }

    /// The catalog as a JSON tree in the order Xcode writes it (positions are not set).
    public func jsonTree() -> JSONNode {
        CatalogEncoder().encode(self)
    }

    /// Writes the formatted catalog to `path` atomically. When `path` is the file it was read from and
    /// that file changed on disk since, refuses with an `InputError`. Afterwards `snapshot` describes the
    /// new file, so writing again works. A catalog read from a legacy strings table, or a `path` naming a
    /// `.strings`/`.stringsdict` file, is refused with one line: JSON there would break the app's table.
    public mutating func write(to path: String, using writer: AtomicFileWriter = AtomicFileWriter()) throws {
        if origin.isLegacyStringsTable { throw CatalogOrigin.refusalToWrite(self.path) }
        if CatalogOrigin.isLegacyStringsPath(path) { throw CatalogOrigin.refusalToWrite(path) }
        let expected = snapshot.flatMap { isSameFile($0.path, path) ? $0 : nil }
        snapshot = try writer.write(formatted(), to: path, expected: expected)
    }

    /// A read–modify–write of the catalog at `path` under one exclusive lock, held from before it is read
    /// until it is written back: `body` changes the catalog and returns whether to write it (in Xcode's
    /// format). Another StringsGuard process editing the same file waits, then starts from this result,
    /// so neither loses the other's update. A read-only or hard-linked file is refused when a write is due.
    /// Returns the catalog as edited.
    @discardableResult
    public static func edit(
        path: String, using writer: AtomicFileWriter = AtomicFileWriter(), _ body: (inout Catalog) throws -> Bool
    ) throws -> Catalog {
        var edited: Catalog?
        let written = try writer.update(path, kind: .catalog, producing: { contents in
            var catalog = try Catalog(bytes: contents.bytes, path: path)
            catalog.snapshot = contents.snapshot
            let shouldWrite = try body(&catalog)
            edited = catalog
            // Written a piece at a time: the new file's bytes are never all held beside the model.
            return shouldWrite ? FileBytesProducer { emit in catalog.writeFormatted(to: emit) } : nil
        })
        guard var catalog = edited else { throw InputError("cannot read file", path: path) }
        if let written { catalog.snapshot = written }
        return catalog
    }
}
