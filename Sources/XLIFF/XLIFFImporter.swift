import Diagnostics
import Formatting
import Foundation
import SafeXML
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
        var result = ImportResult()
        for file in document.files {
            switch XLIFFFileRouting.route(file, toCatalog: catalogOriginal) {
            case .skip(let reason):
                result.skippedFiles.append(.init(original: file.original, reason: reason, location: file.location))
            case .assignments(let assignments):
                for assignment in assignments {
                    try apply(
                        file, units: assignment.units, catalogName: assignment.original, packageLanguage: packageLanguage,
                        languageOverride: language, into: &working, result: &result)
                }
            }
        }
        if !dryRun { catalog = working }
        return result
    }

    /// Imports `units` of `file` into `catalog` (named `catalogName` in the result).
    func apply(
        _ file: XLIFFDocument.FileSection, units: [XMLElementValue], catalogName: String, packageLanguage: String?,
        languageOverride: String?, into catalog: inout Catalog, result: inout ImportResult
    ) throws {
        // Translations of another source language belong to another catalog (`en-US` for `en` is fine).
        if let source = file.sourceLanguage, Self.baseLanguage(source) != Self.baseLanguage(catalog.sourceLanguage) {
            throw InputError(
                "source-language '\(source)' does not match the catalog's source language '\(catalog.sourceLanguage)'",
                at: file.location)
        }
        let language = try XLIFFLanguage.resolve(
            override: languageOverride, file: file, packageLanguage: packageLanguage,
            sourceLanguage: catalog.sourceLanguage, catalogLanguages: catalog.languages)
        var placer = UnitPlacer(catalog: catalog, catalogName: catalogName, language: language)
        for element in units { placer.place(element, into: &catalog, result: &result) }
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
              !sourceFormat.specifiers.contains(where: { $0.flags.contains(" ") })
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

/// Places the trans-units of one `<file>` into one language of one catalog.
private struct UnitPlacer {
    let catalogName: String
    let language: String
    let builder: XLIFFUnitBuilder
    /// What export would write for this language, indexed before any change, so ids resolve the same
    /// whatever order the units come in.
    var byID: [String: XLIFFUnit] = [:]
    var ambiguous: Set<String> = []
    /// Plain string units (no variation) by source text, for files whose ids are another tool's.
    var plainBySource: [String: [XLIFFUnit]] = [:]

    init(catalog: Catalog, catalogName: String, language: String) {
        self.catalogName = catalogName
        self.language = language
        builder = XLIFFUnitBuilder(sourceLanguage: catalog.sourceLanguage, language: language)
        for unit in XLIFFExporter.units(of: catalog, language: language) {
            if byID.updateValue(unit, forKey: unit.id) != nil { ambiguous.insert(unit.id) }
            if unit.id == unit.key { plainBySource[unit.source, default: []].append(unit) }
        }
    }

    mutating func place(_ element: XMLElementValue, into catalog: inout Catalog, result: inout ImportResult) {
        // gettext's header (po2xliff writes it as a unit) is metadata, not a string.
        if element.attribute("restype") == "x-gettext-domain-header" { return }
        let notToTranslate = element.attribute("translate") == "no"
        guard let fileID = element.attribute("id") else {
            if notToTranslate { result.notTranslatableCount += 1; return }
            result.unknown.append(.init(catalog: catalogName, unitID: "", language: language, location: element.location))
            return
        }
        // A converter keeps the location export wrote, not the id: the location names the unit.
        let id = XLIFFDocument.unitLocation(element)?.id ?? fileID
        guard let targetElement = element.elements.first(where: { $0.name == "target" }) else {
            if notToTranslate { result.notTranslatableCount += 1 }
            return
        }
        if notToTranslate { result.notTranslatableCount += 1; return }
        guard let unit = unit(for: element, id: id, in: catalog) else {
            result.unknown.append(.init(catalog: catalogName, unitID: id, language: language, location: element.location))
            return
        }
        if !unit.isTranslatable { result.notTranslatableCount += 1; return }
        func reject(_ reason: String) {
            result.rejected.append(
                .init(catalog: catalogName, unitID: id, key: unit.key, language: language, reason: reason,
                      location: element.location))
        }
        if ambiguous.contains(unit.id) {
            reject("the id names both a key and a variation of another key; not imported")
            return
        }
        let text = XLIFFDocument.deepText(targetElement)
        if text.isEmpty { return }
        let xliffState = targetElement.attribute("state")
        let qualifier = targetElement.attribute("state-qualifier")
        // Compare as written in the file, so a file exported from this catalog changes nothing.
        if unit.target != nil, text == unit.targetText,
           XLIFFState.isUnchanged(state: xliffState, qualifier: qualifier, catalogState: unit.target?.state) {
            result.unchangedCount += 1
            return
        }
        let mayOmitNumber = unit.path.substitutionName != nil
            || unit.path.pluralCategory.map { ["zero", "one", "two"].contains($0) } == true
        if let reason = XLIFFImporter.formatMismatch(source: unit.source, translation: text, mayOmitNumber: mayOmitNumber) {
            reject(reason)
            return
        }
        let exportedSource = element.elements.first { $0.name == "source" }.map(XLIFFDocument.deepText)
        let sourceChanged = exportedSource.map { $0 != unit.source } ?? false
        let newState = sourceChanged ? .needsReview : XLIFFState.catalogState(state: xliffState, qualifier: qualifier)
        let entry = catalog.entry(forKey: unit.key)
        let content = entry?.localization(for: language)?.content
        if unit.path.isRoot, let content, content.variesAtRoot, content.stringUnit == nil {
            reject("the \(language) translation varies by plural or device here; import its variation units instead")
            return
        }
        let sourceContent = entry?.localization(for: catalog.sourceLanguage)?.content
        // Substitution details come from the target when it has them, else from the source.
        let context = content.flatMap { $0.substitutions?.isEmpty == false ? $0 : nil } ?? sourceContent ?? LocalizedContent()
        let value = XLIFFText.imported(text, at: unit.path, in: context)
        if value == unit.target?.value, newState == unit.target?.state {
            result.unchangedCount += 1
            return
        }
        var newUnit = unit.target ?? StringUnit(value: value)
        newUnit.value = value
        newUnit.state = newState
        // A localization is one shape in Xcode's files: a plain string becomes the variations the translator
        // chose, unless substitutions need it as their parent text.
        if case .variation? = unit.path.components.first, let content, content.stringUnit != nil,
           content.substitutions?.isEmpty ?? true {
            catalog.setStringUnit(nil, forKey: unit.key, language: language)
        }
        guard catalog.setStringUnit(newUnit, forKey: unit.key, language: language, path: unit.path) else {
            reject("cannot place a translation at \(unit.path)")
            return
        }
        Self.completeSubstitutions(of: unit.key, language: language, in: &catalog)
        result.changes.append(
            .init(
                catalog: catalogName, key: unit.key, language: language, path: unit.path, unitID: id,
                oldValue: unit.target?.value, newValue: value, oldState: unit.target?.state, newState: newState,
                location: element.location))
        if sourceChanged, let exportedSource {
            result.sourceChanges.append(
                .init(catalog: catalogName, unitID: id, language: language, exported: exportedSource, current: unit.source,
                      location: element.location))
        }
    }

    /// The unit an element names: an id export writes, a plural or device case in Xcode's id form that the
    /// language lacks, `resname`, or (for another tool's ids) the source text of one plain string.
    private func unit(for element: XMLElementValue, id: String, in catalog: Catalog) -> XLIFFUnit? {
        if let unit = byID[id] { return unit }
        if let name = element.attribute("resname"), let unit = byID[name] { return unit }
        if let (key, path) = XLIFFUnitID.parse(id, isKey: { catalog.entry(forKey: $0) != nil }),
           let entry = catalog.entry(forKey: key) {
            // Only shapes a catalog can hold: a substitution case needs the substitution in the source.
            if let name = path.substitutionName,
               entry.localization(for: catalog.sourceLanguage)?.content.substitution(named: name) == nil
                && entry.localization(for: language)?.content.substitution(named: name) == nil {
                return nil
            }
            return builder.unit(for: entry, at: path)
        }
        // An id in export's own form names a variation this catalog cannot hold: never guess another unit.
        guard !id.contains(XLIFFUnitID.separator),
              let source = element.elements.first(where: { $0.name == "source" }).map(XLIFFDocument.deepText) else {
            return nil
        }
        if let unit = byID[source], unit.id == unit.key { return unit }
        if let candidates = plainBySource[source], candidates.count == 1 { return candidates[0] }
        return nil
    }

    /// A new substitution case gets its `argNum` and `formatSpecifier` from the source's substitution, and a
    /// localization given only substitution cases gets the source text (state new) so it compiles.
    private static func completeSubstitutions(of key: String, language: String, in catalog: inout Catalog) {
        let sourceLanguage = catalog.sourceLanguage
        catalog.updateEntry(forKey: key) { entry in
            guard var localization = entry.localization(for: language),
                  var substitutions = localization.content.substitutions else { return }
            let source = entry.localization(for: sourceLanguage)?.content
            var changed = false
            for index in substitutions.indices {
                guard let sourceSubstitution = source?.substitution(named: substitutions[index].name) else { continue }
                if substitutions[index].argumentNumber == nil {
                    substitutions[index].argumentNumber = sourceSubstitution.argumentNumber
                    changed = true
                }
                if substitutions[index].formatSpecifier == nil {
                    substitutions[index].formatSpecifier = sourceSubstitution.formatSpecifier
                    changed = true
                }
            }
            if localization.content.stringUnit == nil, let sourceUnit = source?.stringUnit {
                localization.content.stringUnit = StringUnit(state: .new, value: sourceUnit.value)
                changed = true
            }
            guard changed else { return }
            localization.content.substitutions = substitutions
            entry.setLocalization(localization)
        }
    }
}

extension LocalizedContent {
    /// Whether the content varies by plural or device at its top level.
    var variesAtRoot: Bool {
        variations?.groups.contains { $0.kind == VariationKind.plural || $0.kind == VariationKind.device } ?? false
    }
}
