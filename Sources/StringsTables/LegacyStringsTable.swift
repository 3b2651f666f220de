import SafeFiles
import Diagnostics
import StringCatalog

/// All files of one name across a target's `xx.lproj` folders (`en.lproj/Localizable.strings`,
/// `de.lproj/Localizable.strings`, `de.lproj/Localizable.stringsdict`…), which the app reads as one table,
/// read as one `Catalog` so every rule runs on it unchanged. `Base.lproj` and the development language's
/// folder are the source language; every other folder is a translation. The catalog is read only
/// (`origin` is `.legacyStringsTable`, and `Catalog.write(to:)` refuses it).
public struct LegacyStringsTable: Sendable, Equatable {
    /// The table's name: `Localizable` for `Localizable.strings`.
    public var name: String
    public var files: [LegacyStringsFile]

    public init(name: String, files: [LegacyStringsFile]) {
        self.name = name
        self.files = files
    }

    // MARK: Finding tables

    /// The tables among one target's file paths: every `.strings` and `.stringsdict` file directly inside an
    /// `xx.lproj` folder, grouped by name, tables and files in the order first given. Other paths are left
    /// out. Pass one target's files only: two targets' `en.lproj/Localizable.strings` are two tables.
    public static func tables(among paths: [String]) -> [LegacyStringsTable] {
        var tables: [LegacyStringsTable] = []
        var indexByName: [String: Int] = [:]
        for path in paths {
            guard let file = LegacyStringsFile(path: path) else { continue }
            if let index = indexByName[file.tableName] {
                tables[index].files.append(file)
            } else {
                indexByName[file.tableName] = tables.count
                tables.append(LegacyStringsTable(name: file.tableName, files: [file]))
            }
        }
        return tables
    }

    // MARK: Reading

    /// Reads the table made of `files` (all of one name, each in an `xx.lproj` folder) as a catalog whose
    /// source language is `developmentLanguage` (the project's `developmentRegion`: `en`, or the old
    /// `English`). A malformed file is one `InputError` at its line and column.
    public static func load(files: [String], developmentLanguage: String) throws(InputError) -> Catalog {
        try read(files: files, developmentLanguage: developmentLanguage).catalog
    }

    /// As `load`, with the notes the reading raised (keys given twice, `\u` escapes, width variants).
    public static func read(files: [String], developmentLanguage: String) throws(InputError) -> LegacyTableContents {
        var table: LegacyStringsTable?
        for path in files {
            guard let file = LegacyStringsFile(path: path) else {
                throw InputError("is not a .strings or .stringsdict file in an xx.lproj folder", path: path)
            }
            if let name = table?.name, name != file.tableName {
                throw InputError(
                    "belongs to the table \(file.tableName), not \(name): a table's files all have one name", path: path)
            }
            table = (table ?? LegacyStringsTable(name: file.tableName, files: []))
            table?.files.append(file)
        }
        guard let table else { throw InputError("a legacy strings table needs at least one file") }
        return try table.read(developmentLanguage: developmentLanguage)
    }

    /// Reads every file of the table (see `load(files:developmentLanguage:)`); `contentsOf` gives a file's
    /// bytes (from disk unless told otherwise, e.g. by a test or a fuzzer holding the files in memory).
    public func read(
        developmentLanguage: String,
        contentsOf: (String) throws(InputError) -> [UInt8] = { path throws(InputError) in try Self.fileBytes(path) }
    ) throws(InputError) -> LegacyTableContents {
        var parsed: [ParsedFile] = []
        for file in try readingOrder(developmentLanguage: developmentLanguage) {
            parsed.append(try Self.parse(file, bytes: try contentsOf(file.path)))
        }
        return assemble(parsed, developmentLanguage: developmentLanguage)
    }

    /// A file's bytes as `read` takes them from disk.
    public static func fileBytes(_ path: String) throws(InputError) -> [UInt8] {
        try FileContents.read(path, kind: .catalog).bytes
    }

    // MARK: Reading in parts

    /// One file of a table, parsed on its own: what `assemble` puts together with the table's other files.
    /// A large app's files are parsed on several threads this way (`ProjectLoading`).
    public struct ParsedFile: Sendable {
        public var file: LegacyStringsFile
        fileprivate var translations: [LegacyCatalogAssembler.Translation]
        fileprivate var notes: [LegacyTableNote]
    }

    /// The table's files in the order `assemble` takes them: the order in which a later file's key replaces
    /// an earlier one's. Two files of one kind in one folder are an error (two targets' files mixed up).
    public func readingOrder(developmentLanguage: String) throws(InputError) -> [LegacyStringsFile] {
        try checkOneFilePerFolder()
        return overrideOrdered(sourceLanguage: LegacyStringsFile.languageCode(forFolderName: developmentLanguage))
    }

    /// Parses one file of a table from its bytes; a malformed file is one `InputError` at its line and column.
    public static func parse(_ file: LegacyStringsFile, bytes: [UInt8]) throws(InputError) -> ParsedFile {
        switch file.kind {
        case .strings:
            let parsed = try StringsFileParser.parse(fileBytes: bytes, path: file.path)
            return ParsedFile(file: file, translations: LegacyCatalogAssembler.translations(parsed.entries), notes: parsed.notes)
        case .stringsdict:
            let parsed = try StringsDictReader.parse(fileBytes: bytes, path: file.path)
            return ParsedFile(file: file, translations: LegacyCatalogAssembler.translations(parsed.entries), notes: parsed.notes)
        }
    }

    /// The table as one catalog, from its files parsed in `readingOrder`.
    public func assemble(_ parsed: [ParsedFile], developmentLanguage: String) -> LegacyTableContents {
        let sourceLanguage = LegacyStringsFile.languageCode(forFolderName: developmentLanguage)
        var assembler = LegacyCatalogAssembler(
            expectedLanguages: Set(parsed.map { $0.file.isBase ? sourceLanguage : $0.file.language }).count)
        var notes: [LegacyTableNote] = []
        for part in parsed {
            let language = part.file.isBase ? sourceLanguage : part.file.language
            assembler.add(part.translations, language: language, fileKind: part.file.kind)
            notes += part.notes
        }
        let catalog = assembler.catalog(
            sourceLanguage: sourceLanguage, path: catalogPath(sourceLanguage: sourceLanguage), files: files.map(\.path))
        return LegacyTableContents(catalog: catalog, notes: notes)
    }

    /// The file the catalog is named after (its `path`, which findings about the whole table point at): the
    /// source language's `.strings`, else its `.stringsdict`, else the first file.
    func catalogPath(sourceLanguage: String) -> String {
        let source = files.filter { $0.isBase || $0.language == sourceLanguage }
        let preferred = source.first { $0.kind == .strings && !$0.isBase } ?? source.first { $0.kind == .strings }
            ?? source.first { !$0.isBase } ?? source.first ?? files.first
        return preferred?.path ?? ""
    }

    /// The source language first (`Base.lproj` before its own folder), then the other languages by code;
    /// within each, `.strings` before `.stringsdict`: the order in which a later file's key replaces an
    /// earlier one's.
    private func overrideOrdered(sourceLanguage: String) -> [LegacyStringsFile] {
        func rank(_ file: LegacyStringsFile) -> (Int, String, Int, Int) {
            let isSource = file.isBase || file.language == sourceLanguage
            return (isSource ? 0 : 1, isSource ? "" : file.language, file.kind == .strings ? 0 : 1, file.isBase ? 0 : 1)
        }
        return files.sorted { rank($0) < rank($1) }
    }

    /// An app bundle holds one `de.lproj/Localizable.strings`: two such files given are two targets' mixed up.
    private func checkOneFilePerFolder() throws(InputError) {
        var firstByFolder: [String: String] = [:]
        for file in files {
            let folder = file.isBase ? "Base" : file.language
            let slot = folder + "/" + file.kind.rawValue
            if let first = firstByFolder[slot] {
                throw InputError(
                    "a second \(file.folderName).lproj/\(name).\(file.kind.rawValue) in one table (the first is \(first)); "
                        + "an app bundle holds one per language, so these are two targets' files", path: file.path)
            }
            firstByFolder[slot] = file.path
        }
    }
}
