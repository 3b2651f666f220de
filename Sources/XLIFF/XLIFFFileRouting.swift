import Diagnostics

/// Which catalog each `<file>` of an XLIFF document goes to, decided from its `original` (Xcode writes the
/// catalog's path relative to the project root), or per unit from the locations `export --locations` writes
/// (a file a converter wrote, such as po2xliff's, names its PO file instead). A `<file>` is never applied to
/// a catalog it does not name, except a converter's file given to one catalog on purpose (`--catalog`).
enum XLIFFFileRouting {
    /// Units of one `<file>` bound for one catalog.
    struct Assignment {
        /// The catalog as the file names it: a path relative to the project root.
        var original: String
        var units: [XLIFFTransUnit]
    }

    /// What a `<file>` is for.
    enum Decision {
        case assignments([Assignment])
        case skip(String)
    }

    /// Import into one named catalog (`import --catalog FILE`, or the library's single-catalog import):
    /// only a `<file>` whose `original` is the catalog's path, or a suffix of it at a folder boundary; units
    /// located in this catalog; and a converter's `<file>` that names no catalog at all.
    static func route(_ file: XLIFFDocument.FileSection, toCatalog catalog: String) -> Decision {
        if let located = locatedAssignments(file) {
            let mine = located.filter { names(catalog, $0.original) }
            if mine.isEmpty { return .skip("holds units for other catalogs only") }
            return .assignments(mine.map { Assignment(original: catalog, units: $0.units) })
        }
        let original = file.original.map(normalized) ?? ""
        if names(catalog, original) { return .assignments([Assignment(original: catalog, units: file.units)]) }
        if original.hasSuffix(XLIFFExporter.catalogExtension) { return .skip("is for another catalog") }
        if let kind = xcodeResourceKind(original) {
            return .skip("translates \(kind), not a String Catalog (StringsGuard imports .xcstrings only)")
        }
        // A converter's file (po2xliff names its PO file) names no catalog: the user chose this one for it.
        return .assignments([Assignment(original: catalog, units: file.units)])
    }

    /// Import into the project: each `<file>` into the catalog at its `original`, or each unit into the
    /// catalog its location names. `exists` says whether a catalog path (relative to the root) is there.
    static func route(_ file: XLIFFDocument.FileSection, inProject exists: (String) -> Bool) -> Decision {
        if let located = locatedAssignments(file) {
            let missing = located.map(\.original).filter { !isSafe($0) || !exists($0) }
            if let first = missing.first { return .skip("names \(first) in a unit location, which is no catalog in the project") }
            return .assignments(located)
        }
        guard let raw = file.original, !raw.isEmpty else {
            return .skip("names no catalog (no original); give --catalog FILE to import it into one")
        }
        let original = normalized(raw)
        guard original.hasSuffix(XLIFFExporter.catalogExtension) else {
            if let kind = xcodeResourceKind(original) {
                return .skip("translates \(kind), not a String Catalog (StringsGuard imports .xcstrings only)")
            }
            return .skip("names no String Catalog; give --catalog FILE to import it into one")
        }
        guard isSafe(original) else { return .skip("names a path outside the project root") }
        guard exists(original) else { return .skip("names a catalog that does not exist under the project root") }
        return .assignments([Assignment(original: original, units: file.units)])
    }

    /// The file's units grouped by the catalog their locations name, in first-seen order; nil when no unit
    /// has one. Units without a location (po2xliff's gettext header) are left out.
    private static func locatedAssignments(_ file: XLIFFDocument.FileSection) -> [Assignment]? {
        var assignments: [Assignment] = []
        var indexByOriginal: [String: Int] = [:]
        for unit in file.units {
            guard let location = unit.location else { continue }
            let original = normalized(location.original)
            if let index = indexByOriginal[original] {
                assignments[index].units.append(unit)
            } else {
                indexByOriginal[original] = assignments.count
                assignments.append(Assignment(original: original, units: [unit]))
            }
        }
        return assignments.isEmpty ? nil : assignments
    }

    /// Whether `original` names `catalog`: the same path, or a suffix of it at a folder boundary
    /// (`Localizable.xcstrings` for `App/Localizable.xcstrings`, never `Widget/Localizable.xcstrings`).
    static func names(_ catalog: String, _ original: String) -> Bool {
        let catalog = normalized(catalog), original = normalized(original)
        guard !original.isEmpty else { return false }
        return catalog == original || catalog.hasSuffix("/" + original)
    }

    /// Without a leading `./` and repeated slashes, so paths written either way compare equal.
    static func normalized(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        parts.removeAll { $0 == "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// A relative path that stays inside the project root: translators' files never write elsewhere.
    static func isSafe(_ original: String) -> Bool {
        !original.hasPrefix("/") && !original.split(separator: "/").contains("..")
    }

    private static func xcodeResourceKind(_ original: String) -> String? {
        let kinds = [
            ".strings": "a .strings file", ".stringsdict": "a .stringsdict file", ".storyboard": "a storyboard",
            ".xib": "a xib", ".plist": "a property list", ".intentdefinition": "an intent definition",
        ]
        return kinds.first { original.hasSuffix($0.key) }?.value
    }
}
