import Diagnostics
import SafeFiles

/// The logic of `stringsguard format [--check] FILE…`: rewrites catalogs in Xcode's exact format, or with
/// `check` only reports which files would change.
public struct CatalogFormatter: Sendable {
    /// What formatting a set of files did or would do.
    public struct Report: Sendable {
        /// Files whose bytes differ from the canonical form (rewritten, unless checking), in argument order.
        public var changedFiles: [String] = []
        /// Files that could not be read, parsed or written; the others were still processed.
        public var errors: [InputError] = []
    }

    public var writer: AtomicFileWriter

    public init(writer: AtomicFileWriter = AtomicFileWriter()) {
        self.writer = writer
    }

    public func format(paths: [String], check: Bool) -> Report {
        var report = Report()
        for path in paths {
            do {
                if try formatFile(at: path, check: check) { report.changedFiles.append(path) }
            } catch let error as InputError {
                report.errors.append(error)
            } catch {
                report.errors.append(InputError("\(error)", path: path))
            }
        }
        return report
    }

    /// Formats one file; returns whether its bytes differ from the canonical form. Unchanged files are
    /// never rewritten, so their modification time stays. Legacy `.strings`/`.stringsdict` files are refused.
    public func formatFile(at path: String, check: Bool) throws -> Bool {
        if CatalogOrigin.isLegacyStringsPath(path) { throw CatalogOrigin.refusalToWrite(path) }
        if check {
            // Mapped, not copied: a formatted catalog is only scanned. Anything else is read and formatted
            // whole, as before, once the mapping is gone (so it is never held twice).
            let formatted = try MappedFile.withBytes(of: path, kind: .catalog) { bytes in
                FormattedCatalogCheck.isFormatted(bytes, path: path)
            }
            if formatted == true { return false }
            let contents = try FileContents.read(path, kind: .catalog)
            return try Catalog(bytes: contents.bytes, path: path).formatted() != contents.bytes
        }
        // Read, formatted and written under one lock, so a concurrent edit by another run is never undone.
        var changed = false
        try writer.update(path, kind: .catalog) { contents in
            if FormattedCatalogCheck.isFormatted(contents.bytes, path: path) == true { return nil }
            let formatted = try Catalog(bytes: contents.bytes, path: path).formatted()
            changed = formatted != contents.bytes
            return changed ? formatted : nil
        }
        return changed
    }
}
