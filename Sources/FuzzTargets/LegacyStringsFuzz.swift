import Diagnostics
import StringCatalog
import StringsTables

/// The legacy table readers on a `.strings` or `.stringsdict` file, the input, given twice (as en, the
/// source, and as de) so the files are joined too. A failure must be one line at a place in the file; a
/// table that reads must locate every translation in its own file, format to a catalog that reads back
/// with the same content, and read the same way again.
enum LegacyStringsFuzz {
    static func run(_ bytes: [UInt8], kind: LegacyStringsFile.Kind, target: FuzzTarget) throws(InvariantViolation) {
        func fail(_ message: String) -> InvariantViolation { InvariantViolation(target, message) }
        let paths = ["en", "de"].map { "\($0).lproj/Fuzz.\(kind.rawValue)" }
        let table = LegacyStringsTable(name: "Fuzz", files: paths.compactMap(LegacyStringsFile.init(path:)))
        func read() throws(InputError) -> LegacyTableContents {
            try table.read(developmentLanguage: "en") { _ throws(InputError) in bytes }
        }
        let contents: LegacyTableContents
        do {
            contents = try read()
        } catch {
            guard !error.description.contains("\n") else { throw fail("an error is more than one line: \(error)") }
            if let location = error.location {
                guard paths.contains(location.file), location.line >= 1, location.column >= 1 else {
                    throw fail("an error is not at a place in the file: \(error)")
                }
            }
            return
        }
        for note in contents.notes where note.description.contains("\n") {
            throw fail("a note is more than one line: \(note)")
        }
        let catalog = contents.catalog
        guard catalog.origin.isLegacyStringsTable else { throw fail("the catalog does not say it is a legacy table") }
        for entry in catalog.entries {
            for localization in entry.localizations ?? [] {
                let file = "\(localization.language).lproj/Fuzz.\(kind.rawValue)"
                for leaf in localization.content.stringUnitLeaves {
                    let places = [leaf.unit.location, leaf.unit.valueLocation, localization.location]
                    guard places.allSatisfy({ $0.file == file && $0.line >= 1 && $0.column >= 1 }) else {
                        throw fail("a \(localization.language) translation of '\(entry.key)' is not located in its file")
                    }
                }
            }
        }
        let reread: Catalog
        do {
            reread = try Catalog(bytes: catalog.formatted(), path: "written.xcstrings")
        } catch {
            throw fail("the table's catalog does not read back: \(error)")
        }
        // Content, not bytes: on Linux the writer's key order can change from one call to the next for long
        // keys holding ignorable characters (localizedStandardCompare; see Tests/FuzzRegressionTests/README.md).
        guard Set(reread.keys) == Set(catalog.keys), reread.keys.allSatisfy({ leaves(reread, $0) == leaves(catalog, $0) }) else {
            throw fail("the table's catalog reads back differently")
        }
        guard let again = try? read(), again.catalog.keys == catalog.keys,
              catalog.keys.allSatisfy({ leaves(again.catalog, $0) == leaves(catalog, $0) }), again.notes == contents.notes
        else { throw fail("reading the table twice gives two answers") }
    }

    /// Every translation of a key as `language path = value`, in the catalog's order of languages.
    private static func leaves(_ catalog: Catalog, _ key: String) -> [String] {
        let entry = catalog.entry(forKey: key)
        var result = [entry?.comment ?? ""]
        for language in catalog.languages {
            guard let localization = entry?.localization(for: language) else { continue }
            result += localization.content.stringUnitLeaves.map { "\(language) \($0.path) = \($0.unit.value)" }
            result += (localization.content.substitutions ?? []).map {
                "\(language) \($0.name) \($0.argumentNumber ?? 0) \($0.formatSpecifier ?? "")"
            }
        }
        return result
    }
}
