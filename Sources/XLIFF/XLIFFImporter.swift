import Diagnostics
import FormatSpecifiers
import Foundation
import SafeXML
import XMLDocuments
import StringCatalog

/// Merges translations from XLIFF 1.2 files (Xcode's or another tool's) back into String Catalogs.
///
/// Each `<file>` goes only to the catalog it names (`XLIFFFileRouting`), in the language `XLIFFLanguage`
/// settles. A unit lands where its id says: an id export writes (`KEY`, `KEY|==|plural.few`), or a plural or
/// device case the language did not have yet, which is created as Xcode does when a translator varies a
/// string; a key the catalog lacks is reported, never invented. A file another tool wrote, whose ids are its
/// own (`po2xliff` numbers them), is matched by the unit location `export --locations` wrote, then by
/// `resname`, then by source text: a unit whose source is a key with a plain string, or else the source text
/// of exactly one plain string; gettext's header unit is skipped. `<group>` wrappers, inline elements
/// (`<g>`, `<mrk>`, `<ph>`: their text is kept) and CDATA are accepted; `<seg-source>` is ignored.
///
/// `translate="no"` units are skipped quietly and counted. A target whose format specifiers do not fit the
/// source's is rejected, the rest still imports. A `<source>` other than the catalog's source text is
/// reported and its target imported as needs_review. A target equal to the catalog's (same text, same state)
/// changes nothing; an empty target is never imported. States map as `XLIFFState.catalogState` documents.
public struct XLIFFImporter: Sendable {
    public init() {}

    /// Imports `bytes` (named `path` in locations) into `catalog`, as `import --catalog` does: only the
    /// `<file>`s that name it (`catalogOriginal`, by default the catalog's path, or a suffix of it) or no
    /// catalog at all. `language` overrides each file's `target-language`. With `dryRun` the catalog is left as
    /// it was and the result says what would change. Throws an `InputError` for malformed or hostile XML, a
    /// file that is not XLIFF 1.2, or a language that is missing, not a tag, or the source language.
    public func importTranslations(
        _ bytes: [UInt8], path: String, into catalog: inout Catalog, catalogOriginal: String? = nil,
        language: String? = nil, dryRun: Bool = false
    ) throws -> ImportResult {
        let document = try XLIFFDocument(bytes: bytes, path: path)
        return try importDocument(
            document, packageLanguage: nil, into: &catalog, catalogOriginal: catalogOriginal ?? catalog.path,
            language: language, dryRun: dryRun)
    }

    /// `importTranslations` for a parsed document; `packageLanguage` is the `.xcloc`'s `targetLocale`.
    public func importDocument(
        _ document: XLIFFDocument, packageLanguage: String?, into catalog: inout Catalog, catalogOriginal: String,
        language: String?, dryRun: Bool = false
    ) throws -> ImportResult {
        var working = catalog
        let result = try importDocumentInPlace(
            document, packageLanguage: packageLanguage, into: &working, catalogOriginal: catalogOriginal, language: language)
        if !dryRun { catalog = working }
        return result
    }

    /// `importDocument` straight into `catalog`, which an error leaves half changed: for a catalog the caller
    /// drops on an error (a dry run's, or one inside `Catalog.edit`), so the import does not hold a second
    /// copy of it (for a catalog of 1.5 million keys, hundreds of megabytes).
    func importDocumentInPlace(
        _ document: XLIFFDocument, packageLanguage: String?, into catalog: inout Catalog, catalogOriginal: String,
        language: String?
    ) throws -> ImportResult {
        var result = ImportResult()
        // Most units change something: room for all at once, instead of doubling (which holds the old and
        // the new array together: 3 million records for 1.5 million units).
        result.changes.reserveCapacity(document.files.reduce(0) { $0 + $1.units.count })
        var placers = XLIFFUnitPlacers()
        for file in document.files {
            switch XLIFFFileRouting.route(file, toCatalog: catalogOriginal) {
            case .skip(let reason):
                result.skippedFiles.append(.init(original: file.original, reason: reason, location: file.location))
            case .assignments(let assignments):
                for assignment in assignments {
                    try apply(
                        file, units: assignment.units, catalogName: assignment.original, packageLanguage: packageLanguage,
                        languageOverride: language, into: &catalog, placers: &placers, result: &result)
                }
            }
        }
        return result
    }

    /// Imports `units` of `file` into `catalog` (named `catalogName` in the result). `placers` are the
    /// catalog's for this import: every `<file>` for one language shares one index of the catalog.
    func apply(
        _ file: XLIFFDocument.FileSection, units: [XLIFFTransUnit], catalogName: String, packageLanguage: String?,
        languageOverride: String?, into catalog: inout Catalog, placers: inout XLIFFUnitPlacers,
        result: inout ImportResult
    ) throws {
        // Translations of another source language belong to another catalog (`en-US` for `en` is fine).
        if let source = file.sourceLanguage, Self.baseLanguage(source) != Self.baseLanguage(catalog.sourceLanguage) {
            throw InputError(
                "source-language '\(source)' does not match the catalog's source language '\(catalog.sourceLanguage)'",
                at: file.location)
        }
        let language = try XLIFFLanguage.resolve(
            override: languageOverride, file: file, packageLanguage: packageLanguage,
            sourceLanguage: catalog.sourceLanguage, catalogLanguages: placers.languages(of: catalog))
        placers.place(units, from: file.location.file, language: language, catalogName: catalogName, into: &catalog, result: &result)
    }

    private static func baseLanguage(_ code: String) -> String {
        String(code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
    }

    /// Why `translation` cannot stand in for `source` as a format string, or nil when it can. Strings whose
    /// source has no specifier are not format strings for this check, nor is prose with a percent sign:
    /// "75% of its HP" parses as `% o`, but Xcode never writes the space flag for an interpolation (the same
    /// rule as the format-mismatch check).
    ///
    /// `mayOmitNumber`: a `zero`, `one` or `two` plural case, or a substitution case, may leave its number
    /// out ("one day", Arabic "يومان"), as the format-mismatch check allows.
    static func formatMismatch(source: String, translation: String, mayOmitNumber: Bool = false) -> String? {
        guard let sourceFormat = try? FormatString(parsing: source),
              !sourceFormat.signature.arguments.isEmpty || !sourceFormat.signature.substitutionNames.isEmpty,
              !sourceFormat.specifiers.contains(where: { $0.flags.containsUTF8(UInt8(ascii: " ")) })
        else { return nil }
        let translationFormat: FormatString
        do {
            translationFormat = try FormatString(parsing: translation)
        } catch {
            return "translation is not a valid format string: \(error.message)"
        }
        let expected = sourceFormat.signature
        let actual = translationFormat.signature
        func spelled(_ format: FormatString, _ position: Int) -> String {
            format.specifiers.first { $0.argumentIndex == position }?.displayText ?? "?"
        }
        var reasons: [String] = []
        for mismatch in expected.mismatches(in: actual) {
            switch mismatch {
            case .typeMismatch(let position, _, _):
                reasons.append(
                    "translation has \(spelled(translationFormat, position)) where the source has "
                        + "\(spelled(sourceFormat, position)) at argument \(position)")
            case .missingArgument(let position, _):
                if mayOmitNumber { continue }
                reasons.append(
                    "translation does not use argument \(position) (\(spelled(sourceFormat, position)) in the source)")
            case .extraArgument(let position, _):
                reasons.append(
                    "translation has \(spelled(translationFormat, position)) at argument \(position), "
                        + "which the source does not supply")
            case .missingSubstitution, .extraSubstitution:
                reasons.append("translation's \(mismatch)")
            }
        }
        return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
    }
}
