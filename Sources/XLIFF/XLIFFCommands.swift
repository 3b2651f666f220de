import Diagnostics
import SafeFiles
import StringCatalog

/// The file-level work of `stringsguard export` and `stringsguard import`, so the CLI only parses arguments
/// and prints. Every write goes through `AtomicFileWriter`.
public struct XLIFFCommands: Sendable {
    public var writer: AtomicFileWriter

    public init(writer: AtomicFileWriter = AtomicFileWriter()) {
        self.writer = writer
    }

    /// `export --catalog FILE --language L [--only-gaps] [--output FILE]`: returns the XLIFF bytes, and
    /// writes them to `outputPath` when given (the CLI prints them otherwise).
    @discardableResult
    public func export(
        catalogPath: String, language: String, onlyGaps: Bool, outputPath: String?
    ) throws -> [UInt8] {
        let catalog = try Catalog.load(path: catalogPath)
        let bytes = try XLIFFExporter().export(catalog: catalog, language: language, onlyGaps: onlyGaps)
        if let outputPath { try writer.write(bytes, to: outputPath) }
        return bytes
    }

    /// `import --catalog FILE [--dry-run] XLIFF…`: imports every file in order, then writes the catalog once,
    /// in Xcode's format, if anything changed and this is not a dry run. A file that cannot be read or parsed
    /// stops the import before anything is written. Refuses to overwrite a catalog changed on disk since it
    /// was read.
    public func importFiles(catalogPath: String, xliffPaths: [String], dryRun: Bool) throws -> ImportResult {
        var combined = ImportResult()
        func importAll(into catalog: inout Catalog) throws {
            for path in xliffPaths {
                let bytes = try FileContents.read(path, kind: .xliff).bytes
                let result = try XLIFFImporter().importTranslations(bytes, path: path, into: &catalog, dryRun: dryRun)
                combined.changes += result.changes
                combined.rejected += result.rejected
                combined.unknown += result.unknown
                combined.skippedFiles += result.skippedFiles
                combined.unchangedCount += result.unchangedCount
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
        return combined
    }
}
