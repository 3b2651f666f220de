import SafeFiles
import Diagnostics
import Foundation
import StringCatalog

/// An Xcode Localization Catalog folder as Xcode's Export Localizations writes it for one language `L`:
///
///     L.xcloc/
///       contents.json                      what the package holds (XclocContents)
///       Localized Contents/L.xliff         every catalog's units, one <file> each
///       Source Contents/<original>         a copy of each catalog, at its path relative to the project
///       Notes/                             for the translator (Xcode puts screenshots there)
///
/// Every file is written through `AtomicFileWriter`; a catalog copy a previous export left in
/// `Source Contents` that this export does not hold is removed, so the package says only what is true now.
public struct XclocPackage: Sendable {
    public static let localizedContents = "Localized Contents"
    public static let sourceContents = "Source Contents"
    public static let notes = "Notes"
    public static let contentsFile = "contents.json"

    /// The XLIFF inside a package that was read, and the package's `contents.json`.
    public struct Contents: Sendable {
        public var xliffPath: String
        public var xliff: [UInt8]
        public var contents: XclocContents?
    }

    /// Writes `folder` (named `L.xcloc`), creating it and its folders as needed.
    public static func write(
        to folder: String, contents: XclocContents, xliff: [UInt8], sources: [(original: String, bytes: [UInt8])],
        writer: AtomicFileWriter
    ) throws {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        if manager.fileExists(atPath: folder, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw InputError("exists and is not an .xcloc folder; not replacing it", path: folder) }
            if !manager.fileExists(atPath: folder + "/" + contentsFile), let items = try? manager.contentsOfDirectory(atPath: folder),
               !items.isEmpty {
                throw InputError("is a folder without contents.json, not an .xcloc; not writing into it", path: folder)
            }
        }
        for sub in ["", "/" + localizedContents, "/" + sourceContents, "/" + notes] {
            try createFolder(folder + sub)
        }
        try writer.write(xliff, to: "\(folder)/\(localizedContents)/\(contents.targetLocale).xliff")
        var written: Set<String> = []
        for source in sources {
            guard XLIFFFileRouting.isSafe(source.original) else {
                throw InputError("the catalog lies outside the project root; give --project-root DIR", path: source.original)
            }
            let path = "\(folder)/\(sourceContents)/\(source.original)"
            try createFolder((path as NSString).deletingLastPathComponent)
            try writer.write(source.bytes, to: path)
            written.insert(source.original)
        }
        try removeStaleSources(in: "\(folder)/\(sourceContents)", keeping: written)
        try writer.write(contents.formatted(), to: "\(folder)/\(contentsFile)")
    }

    /// Reads a package: `contents.json` when present, and `Localized Contents/L.xliff` (L its targetLocale),
    /// else the one `.xliff` there.
    public static func read(_ folder: String) throws -> Contents {
        let contentsPath = folder + "/" + contentsFile
        var contents: XclocContents?
        if FileManager.default.fileExists(atPath: contentsPath) {
            contents = try XclocContents(bytes: try FileContents.read(contentsPath).bytes, path: contentsPath)
        }
        let localized = folder + "/" + localizedContents
        var candidates = ((try? FileManager.default.contentsOfDirectory(atPath: localized)) ?? [])
            .filter { $0.hasSuffix(".xliff") }.sorted()
        if let locale = contents?.targetLocale, candidates.contains(locale + ".xliff") { candidates = [locale + ".xliff"] }
        guard candidates.count == 1, let name = candidates.first else {
            let problem = candidates.isEmpty ? "has no \(localizedContents)/*.xliff" : "has several .xliff files in \(localizedContents) and none named by contents.json"
            throw InputError("\(problem); not an .xcloc Xcode could import either", path: folder)
        }
        let path = localized + "/" + name
        return Contents(xliffPath: path, xliff: try FileContents.read(path).bytes, contents: contents)
    }

    /// Whether `path` is a package folder (`.xcloc`), not an XLIFF file.
    public static func isPackage(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private static func createFolder(_ path: String) throws {
        try FolderCreation.create(path)
    }

    private static func removeStaleSources(in folder: String, keeping written: Set<String>) throws {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return }
        var stale: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + relative, isDirectory: &isFolder)
            if !isFolder.boolValue, !written.contains(relative) { stale.append(relative) }
        }
        for relative in stale {
            do {
                try FileManager.default.removeItem(atPath: folder + "/" + relative)
            } catch {
                throw InputError("cannot remove an old catalog copy: \(error.localizedDescription)", path: folder + "/" + relative)
            }
        }
    }
}
