import Diagnostics
import LocaleMatching
import SafeFiles
import SafeXML
import XMLDocuments
import StringCatalog

/// The file-level work of `stringsguard export` and `stringsguard import`, so the CLI only parses arguments
/// and prints. Every write goes through `AtomicFileWriter`.
public struct XLIFFCommands: Sendable {
    public var writer: AtomicFileWriter
    /// Written in the XLIFF `<tool>` and the `.xcloc`'s `toolInfo`.
    public var toolVersion: String?

    public init(writer: AtomicFileWriter = AtomicFileWriter(), toolVersion: String? = nil) {
        self.writer = writer
        self.toolVersion = toolVersion
    }

    /// `export --catalog FILE --language L [--only-gaps] [--locations] [--output FILE]`: returns the XLIFF
    /// bytes, and writes them to `outputPath` when given (the CLI prints them otherwise).
    @discardableResult
    public func export(
        catalogPath: String, language: String, onlyGaps: Bool, outputPath: String?, locations: Bool = false
    ) throws -> [UInt8] {
        let catalog = try Catalog.load(path: catalogPath)
        let language = try Self.exportLanguage(language, catalogs: [catalog])
        let bytes = try XLIFFExporter(toolVersion: toolVersion).export(
            catalog: catalog, language: language, onlyGaps: onlyGaps, locations: locations)
        if let outputPath { try writer.write(bytes, to: outputPath) }
        return bytes
    }

    /// What a project export wrote.
    public struct ProjectExport: Sendable {
        /// The `L.xcloc` folder.
        public var packagePath: String
        /// Each catalog's path relative to the project root, in the XLIFF's order.
        public var originals: [String]
        public var unitCount: Int
    }

    /// `export --language L [--output DIR]` for a project: `DIR/L.xcloc` with one `<file>` per catalog (each
    /// catalog once, however many targets list it), `original` its path relative to `projectRoot`, and a copy
    /// of each catalog in `Source Contents`. A catalog outside the project root is refused.
    @discardableResult
    public func exportProject(
        catalogPaths: [String], projectRoot: String, language: String, outputDirectory: String, onlyGaps: Bool,
        locations: Bool = false, projectName: String? = nil
    ) throws -> ProjectExport {
        var files: [XLIFFExporter.File] = []
        var sources: [(original: String, bytes: [UInt8])] = []
        for path in catalogPaths {
            guard let original = ProjectRelativePath.of(path, under: projectRoot) else {
                throw InputError(
                    "the catalog lies outside the project root \(ProjectRelativePath.resolved(projectRoot)); give --project-root DIR",
                    path: path)
            }
            if files.contains(where: { $0.original == original }) { continue }
            let contents = try FileContents.read(path)
            files.append(.init(catalog: try Catalog(bytes: contents.bytes, path: path), original: original))
            sources.append((original, contents.bytes))
        }
        guard !files.isEmpty else { throw InputError("the project has no String Catalogs to export") }
        let language = try Self.exportLanguage(language, catalogs: files.map(\.catalog))
        let xliff = try XLIFFExporter(toolVersion: toolVersion).export(
            files: files, language: language, onlyGaps: onlyGaps, locations: locations)
        let ordered = files.sorted { $0.original.unicodeScalars.lexicographicallyPrecedes($1.original.unicodeScalars) }
        let contents = XclocContents(
            developmentRegion: Self.developmentRegion(of: ordered.map(\.catalog)), project: projectName,
            targetLocale: language, toolVersion: toolVersion)
        let package = ProjectRelativePath.join(outputDirectory, language + ".xcloc")
        try XclocPackage.write(to: package, contents: contents, xliff: xliff, sources: sources, writer: writer)
        let unitCount = ordered.reduce(0) { count, file in
            count + XLIFFExporter.units(of: file.catalog, language: language).filter { !onlyGaps || $0.isGap }.count
        }
        return ProjectExport(packagePath: package, originals: ordered.map(\.original), unitCount: unitCount)
    }

    /// `import --catalog FILE [--language L] [--dry-run] PATH…`: only the `<file>`s that name this catalog
    /// (its path relative to `projectRoot`, or a suffix of it) are applied; the catalog is written once, in
    /// Xcode's format, if anything changed and this is not a dry run. Every file is read and parsed, and every
    /// unit placed, before anything is written. Refuses to overwrite a catalog changed on disk since it was read.
    public func importFiles(
        catalogPath: String, xliffPaths: [String], projectRoot: String = ".", language: String? = nil, dryRun: Bool
    ) throws -> ImportResult {
        let documents = try Self.readDocuments(xliffPaths)
        let original = ProjectRelativePath.of(catalogPath, under: projectRoot) ?? catalogPath
        var combined = ImportResult()
        // Into the catalog read here, which an error drops (a dry run drops it anyway): no second copy.
        func importAll(into catalog: inout Catalog) throws {
            for (document, packageLanguage) in documents {
                combined.append(try XLIFFImporter().importDocumentInPlace(
                    document, packageLanguage: packageLanguage, into: &catalog, catalogOriginal: original, language: language))
            }
        }
        if dryRun {
            var catalog = try Catalog.load(path: catalogPath)
            try importAll(into: &catalog)
            return combined
        }
        // Read, merged into and written under one lock, so a concurrent sync or import is never undone.
        try Catalog.edit(path: catalogPath, using: writer) { catalog in
            try importAll(into: &catalog)
            return !combined.changes.isEmpty
        }
        if !combined.changes.isEmpty { combined.writtenCatalogs = [original] }
        return combined
    }

    /// `import [--project-root DIR] [--language L] [--dry-run] PATH.xcloc|PATH.xliff…`: each `<file>` goes to
    /// the catalog at its `original` under `projectRoot` (or each unit to the catalog its location names); a
    /// `<file>` whose catalog does not exist is reported and skipped, never applied elsewhere. Each changed
    /// catalog is written once, after every file was read and every unit placed.
    public func importProject(
        paths: [String], projectRoot: String, language: String? = nil, dryRun: Bool
    ) throws -> ImportResult {
        let documents = try Self.readDocuments(paths)
        // Every <file> routed first; then each catalog read, merged into and written under its lock.
        var work: [String: [(file: XLIFFDocument.FileSection, units: [XLIFFTransUnit], packageLanguage: String?)]] = [:]
        var order: [String] = []
        var result = ImportResult()
        let importer = XLIFFImporter()
        func exists(_ original: String) -> Bool {
            ProjectRelativePath.isFile(ProjectRelativePath.join(projectRoot, original))
        }
        for (document, packageLanguage) in documents {
            for file in document.files {
                switch XLIFFFileRouting.route(file, inProject: exists) {
                case .skip(let reason):
                    result.skippedFiles.append(.init(original: file.original, reason: reason, location: file.location))
                case .assignments(let assignments):
                    for assignment in assignments {
                        if work[assignment.original] == nil { order.append(assignment.original) }
                        work[assignment.original, default: []].append((file, assignment.units, packageLanguage))
                    }
                }
            }
        }
        for original in order {
            let path = ProjectRelativePath.join(projectRoot, original)
            var catalogResult = ImportResult()
            func apply(to catalog: inout Catalog) throws {
                var placers = XLIFFUnitPlacers()
                for item in work[original] ?? [] {
                    try importer.apply(
                        item.file, units: item.units, catalogName: original, packageLanguage: item.packageLanguage,
                        languageOverride: language, into: &catalog, placers: &placers, result: &catalogResult)
                }
            }
            if dryRun {
                var catalog = try Catalog.load(path: path)
                try apply(to: &catalog)
            } else {
                try Catalog.edit(path: path, using: writer) { catalog in
                    try apply(to: &catalog)
                    return catalogResult.changes.contains { $0.catalog == original }
                }
                if catalogResult.changes.contains(where: { $0.catalog == original }) { catalogResult.writtenCatalogs.append(original) }
            }
            result.append(catalogResult)
        }
        return result
    }

    /// Every path read and parsed: an `.xcloc` folder through its `contents.json` and `Localized Contents`.
    private static func readDocuments(_ paths: [String]) throws -> [(XLIFFDocument, String?)] {
        try paths.map { path in
            if XclocPackage.isPackage(path) {
                let package = try XclocPackage.read(path)
                return (try XLIFFDocument(bytes: package.xliff, path: package.xliffPath), package.contents?.targetLocale)
            }
            return (try XLIFFDocument(bytes: try FileContents.read(path, kind: .xliff).bytes, path: path), nil)
        }
    }

    /// The language to export, spelled as the catalogs spell it; refused when it is no language tag or a
    /// catalog's source language (that catalog holds no translation into it).
    private static func exportLanguage(_ language: String, catalogs: [Catalog]) throws -> String {
        let tag: LanguageTag
        do {
            tag = try LanguageTag(language)
        } catch {
            throw InputError("--language '\(language)' is not a language tag (\(error.reason))")
        }
        for catalog in catalogs where (try? LanguageTag(catalog.sourceLanguage)) == tag {
            throw InputError("--language \(language) is the catalog's source language; export a language to translate into",
                             path: catalog.path)
        }
        let known = catalogs.flatMap(\.languages)
        return known.first { $0.lowercased().replacingOccurrences(of: "_", with: "-") == tag.description.lowercased() }
            ?? tag.description
    }

    /// The source language most catalogs have (the first catalog's on a tie), as `developmentRegion`.
    private static func developmentRegion(of catalogs: [Catalog]) -> String {
        var counts: [String: Int] = [:]
        for catalog in catalogs { counts[catalog.sourceLanguage, default: 0] += 1 }
        var best: String?
        for catalog in catalogs where best == nil || counts[catalog.sourceLanguage]! > counts[best!]! {
            best = catalog.sourceLanguage
        }
        return best ?? "en"
    }
}
