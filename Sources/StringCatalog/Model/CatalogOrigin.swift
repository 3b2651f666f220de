import Diagnostics

/// What a catalog was read from: an `.xcstrings` file, or a legacy strings table (`.strings` and
/// `.stringsdict` files in `xx.lproj` folders) read as a catalog so every rule can run on it. A legacy table
/// is read only: no command writes it, since writing would turn the table into JSON the app cannot read.
public enum CatalogOrigin: Sendable, Equatable {
    case stringCatalog
    /// Every file the table was read from, in the order given.
    case legacyStringsTable(files: [String])

    public var isLegacyStringsTable: Bool {
        if case .legacyStringsTable = self { return true }
        return false
    }

    /// Whether `path` names a legacy strings file (`.strings`, `.stringsdict`) rather than a catalog.
    public static func isLegacyStringsPath(_ path: String) -> Bool {
        path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")
    }

    /// The one-line refusal every writer gives for a legacy strings file: `path: error: …`.
    public static func refusalToWrite(_ path: String) -> InputError {
        InputError(
            "is a legacy strings table (.strings/.stringsdict), which StringsGuard reads but never writes; "
                + "convert it to a String Catalog in Xcode (Editor > Convert to String Catalog) to format, sync or import into it",
            path: path)
    }
}
