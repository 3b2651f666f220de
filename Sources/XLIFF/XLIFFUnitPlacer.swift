import Diagnostics
import Foundation
import SafeXML
import XMLDocuments
import StringCatalog

/// Places trans-units into one language of one catalog.
struct XLIFFUnitPlacer {
    /// Where an id export would write for this language points: a key and a variation path.
    struct Place {
        var key: String
        var path: VariationPath
    }

    let catalogName: String
    let language: String
    let builder: XLIFFUnitBuilder
    /// What export would write for this language, indexed before any change, so ids resolve the same
    /// whatever order the units come in. Places only: each unit is built from the catalog when it is used
    /// (an index of whole units cost a few hundred bytes per string of the catalog), so a unit placed twice
    /// compares with what the first placed.
    /// Ids other than a plain key's own: variations, substitutions (most catalogs have few).
    var byID: [String: Place] = [:]
    /// Keys whose unit in this language is the plain string, its id the key: most of a catalog's, kept as
    /// a set rather than as places (an index of 1.5 million places cost 40 bytes more per key).
    var plainKeys: Set<String> = []
    var ambiguous: Set<String> = []
    /// Plain string units (no variation) by source text, for files whose ids are another tool's: built
    /// the first time such a unit comes (import changes no source text).
    private var plainBySource: [String: [Place]]?

    init(catalog: Catalog, catalogName: String, language: String) {
        self.catalogName = catalogName
        self.language = language
        builder = XLIFFUnitBuilder(sourceLanguage: catalog.sourceLanguage, language: language)
        // In the catalog's own order, not export's: the index does not depend on order, and sorting a
        // catalog of a million keys the way Finder does costs more than the whole import.
        plainKeys.reserveCapacity(catalog.count)
        for entry in catalog.entries {
            for unit in builder.units(for: entry) {
                if unit.path.isRoot, unit.id == entry.key {
                    plainKeys.insert(unit.id)
                } else if byID.updateValue(Place(key: unit.key, path: unit.path), forKey: unit.id) != nil {
                    ambiguous.insert(unit.id)
                }
            }
        }
        // A variation's id that is also another key: export would write the id twice.
        for id in byID.keys where plainKeys.contains(id) { ambiguous.insert(id) }
    }

    /// The place an id export writes names, as indexed before any change.
    func place(forID id: String) -> Place? {
        if let place = byID[id] { return place }
        return plainKeys.contains(id) ? Place(key: id, path: .root) : nil
    }

    /// Places one unit of the XLIFF file at `path`.
    mutating func place(_ element: XLIFFTransUnit, from path: String, into catalog: inout Catalog, result: inout ImportResult) {
        // gettext's header (po2xliff writes it as a unit) is metadata, not a string.
        if element.isGettextHeader { return }
        let position = element.position(in: path)
        let notToTranslate = element.isNotToTranslate
        guard let fileID = element.id else {
            if notToTranslate { result.notTranslatableCount += 1; return }
            result.unknown.append(.init(catalog: catalogName, unitID: "", language: language, location: position))
            return
        }
        // A converter keeps the location export wrote, not the id: the location names the unit.
        let id = element.location?.id ?? fileID
        guard let text = element.targetText else {
            if notToTranslate { result.notTranslatableCount += 1 }
            return
        }
        if notToTranslate { result.notTranslatableCount += 1; return }
        guard let unit = unit(for: element, id: id, in: catalog) else {
            result.unknown.append(.init(catalog: catalogName, unitID: id, language: language, location: position))
            return
        }
        if !unit.isTranslatable { result.notTranslatableCount += 1; return }
        func reject(_ reason: String) {
            result.rejected.append(
                .init(catalog: catalogName, unitID: id, key: unit.key, language: language, reason: reason,
                      location: position))
        }
        if ambiguous.contains(unit.id) {
            reject("the id names both a key and a variation of another key; not imported")
            return
        }
        if text.isEmpty { return }
        let xliffState = element.targetState
        let qualifier = element.targetStateQualifier
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
        let exportedSource = element.source
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
                location: position))
        if sourceChanged, let exportedSource {
            result.sourceChanges.append(
                .init(catalog: catalogName, unitID: id, language: language, exported: exportedSource, current: unit.source,
                      location: position))
        }
    }

    /// The unit at an indexed place of the catalog.
    private func unit(at place: Place, in catalog: Catalog) -> XLIFFUnit? {
        catalog.entry(forKey: place.key).map { builder.unit(for: $0, at: place.path) }
    }

    /// The unit an element names: an id export writes, a plural or device case in Xcode's id form that the
    /// language lacks, `resname`, or (for another tool's ids) the source text of one plain string.
    private mutating func unit(for element: XLIFFTransUnit, id: String, in catalog: Catalog) -> XLIFFUnit? {
        if let place = place(forID: id) { return unit(at: place, in: catalog) }
        if let name = element.resname, let place = place(forID: name) { return unit(at: place, in: catalog) }
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
        guard !id.contains(XLIFFUnitID.separator), let source = element.source else { return nil }
        if let place = place(forID: source), place.path.isRoot { return unit(at: place, in: catalog) }
        if plainBySource == nil {
            var index: [String: [Place]] = [:]
            for entry in catalog.entries {
                for unit in builder.units(for: entry) where unit.id == unit.key {
                    index[unit.source, default: []].append(Place(key: unit.key, path: unit.path))
                }
            }
            plainBySource = index
        }
        if let candidates = plainBySource?[source], candidates.count == 1 { return unit(at: candidates[0], in: catalog) }
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
