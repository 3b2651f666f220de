import Diagnostics
import Formatting
import Foundation
import SafeXML
import StringCatalog

/// What importing XLIFF files did (or, in a dry run, would do) to a catalog.
public struct ImportResult: Sendable {
    /// A translation written into the catalog.
    public struct Change: Sendable, Hashable {
        public var key: String
        public var language: String
        public var path: VariationPath
        public var unitID: String
        /// Nil when the catalog had no translation there.
        public var oldValue: String?
        public var newValue: String
        public var oldState: TranslationState?
        public var newState: TranslationState?
        /// The trans-unit in the XLIFF file.
        public var location: SourceLocation
    }

    /// A trans-unit that was not imported because its translation is unsafe or unusable.
    public struct Rejection: Sendable, Hashable {
        public var unitID: String
        public var key: String
        public var language: String
        public var reason: String
        public var location: SourceLocation
    }

    /// A trans-unit naming a key or variation the catalog does not have; nothing is invented for it.
    public struct UnknownUnit: Sendable, Hashable {
        public var unitID: String
        public var language: String
        public var location: SourceLocation
    }

    public var changes: [Change] = []
    public var rejected: [Rejection] = []
    public var unknown: [UnknownUnit] = []
    /// `<file>` elements left alone because they translate another file (`original` names another catalog).
    public var skippedFiles: [SourceLocation] = []
    /// Units whose target equals the catalog's translation.
    public var unchangedCount = 0

    public init() {}

    /// Lines for the terminal: one per change, rejection and unknown unit, then a summary.
    public var text: String {
        var lines: [String] = []
        for change in changes {
            let old = change.oldValue.map { "\"\($0)\"" } ?? "(none)"
            let state = change.newState.map { " [\($0)]" } ?? ""
            lines.append(
                "\(change.location.prefix): note: \(change.language) \(change.unitID): \(old) -> \"\(change.newValue)\"\(state)")
        }
        for rejection in rejected {
            lines.append("\(rejection.location.prefix): error: \(rejection.language) \(rejection.unitID): \(rejection.reason)")
        }
        for unit in unknown {
            lines.append(
                "\(unit.location.prefix): warning: \(unit.language) \(unit.unitID): no such key or variation in the catalog; not imported")
        }
        for file in skippedFiles {
            lines.append("\(file.prefix): note: <file> is for another catalog; skipped")
        }
        lines.append(
            "\(changes.count) changed, \(unchangedCount) unchanged, \(rejected.count) rejected, \(unknown.count) unknown")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// Merges translations from XLIFF 1.2 files (Xcode's or another tool's) back into a String Catalog.
///
/// The file is parsed through libxml2 in the safe XLIFF mode: a DOCTYPE, entity declarations and
/// references, and network access are refused, so nothing outside the bytes is ever read. Each
/// `<file target-language>` is imported into that language only, and only into units export would write
/// for the catalog (same ids); other units are reported as unknown. A file written by another tool, whose
/// ids are its own (`po2xliff` numbers them) and not in export's `KEY|==|variation` form, is matched by `resname`, then by source text: a unit whose
/// source is a key with a plain string, or else the source text of exactly one plain string; gettext's
/// header unit is skipped. `<group>` wrappers, inline elements
/// (`<g>`, `<mrk>`, `<ph>`: their text is kept) and CDATA are accepted; `<seg-source>` is ignored.
/// A target whose format specifiers do not fit the source's is rejected, the rest still imports. A target
/// equal to the catalog's (same text, same state) changes nothing; an empty target is never imported.
/// States map as `XLIFFState.catalogState` documents.
public struct XLIFFImporter: Sendable {
    public init() {}

    /// Imports `bytes` (named `path` in locations) into `catalog`; with `dryRun` the catalog is left as it
    /// was and the result says what would change. Throws an `InputError` for malformed or hostile XML and for
    /// a file that is not XLIFF 1.2.
    public func importTranslations(
        _ bytes: [UInt8], path: String, into catalog: inout Catalog, dryRun: Bool = false
    ) throws -> ImportResult {
        let document = try SafeXMLDocument.parse(Data(bytes), path: path, policy: .refuseDoctype)
        let root = document.root
        guard root.name == "xliff" else {
            throw InputError("not an XLIFF file: the root element is <\(root.name)>", at: root.location)
        }
        if let version = root.attribute("version"), !version.hasPrefix("1.") {
            throw InputError("XLIFF version \(version) is not supported; export XLIFF 1.2", at: root.location)
        }
        var working = catalog
        var result = ImportResult()
        let files = root.elements.filter { $0.name == "file" }
        let catalogName = XLIFFExporter.fileName(of: catalog.path)
        let matching = files.filter { XLIFFExporter.fileName(of: $0.attribute("original") ?? "") == catalogName }
        // Files that name this catalog are imported; when none does (another tool's naming), all are.
        let chosen = matching.isEmpty ? files : matching
        for file in files where !chosen.contains(where: { $0.location == file.location }) {
            result.skippedFiles.append(file.location)
        }
        for file in chosen {
            guard let language = file.attribute("target-language"), !language.isEmpty else {
                throw InputError("<file> has no target-language", at: file.location)
            }
            // Translations of another source language belong to another catalog (`en-US` for `en` is fine).
            if let source = file.attribute("source-language"),
               Self.baseLanguage(source) != Self.baseLanguage(catalog.sourceLanguage) {
                throw InputError(
                    "source-language '\(source)' does not match the catalog's source language '\(catalog.sourceLanguage)'",
                    at: file.location)
            }
            importFile(file, language: language, into: &working, result: &result)
        }
        if !dryRun { catalog = working }
        return result
    }

    private func importFile(
        _ file: XMLElementValue, language: String, into catalog: inout Catalog, result: inout ImportResult
    ) {
        // Index what export would write for this language, before any change, so ids resolve the same
        // whatever order the units come in.
        var byID: [String: XLIFFUnit] = [:]
        var ambiguous: Set<String> = []
        // Plain string units (no variation) by source text, for files whose ids are another tool's.
        var plainBySource: [String: [XLIFFUnit]] = [:]
        for unit in XLIFFExporter.units(of: catalog, language: language) {
            if byID.updateValue(unit, forKey: unit.id) != nil { ambiguous.insert(unit.id) }
            if unit.id == unit.key { plainBySource[unit.source, default: []].append(unit) }
        }
        func unitFor(_ element: XMLElementValue, id: String) -> XLIFFUnit? {
            if let unit = byID[id] { return unit }
            if let name = element.attribute("resname"), let unit = byID[name] { return unit }
            // An id in export's own form names a variation this catalog lacks: never guess another unit.
            guard !id.contains(XLIFFUnitID.separator),
                  let source = element.elements.first(where: { $0.name == "source" }).map(Self.deepText) else {
                return nil
            }
            if let unit = byID[source], unit.id == unit.key { return unit }
            if let candidates = plainBySource[source], candidates.count == 1 { return candidates[0] }
            return nil
        }
        for element in Self.transUnits(in: file) {
            // gettext's header (po2xliff writes it as a unit) is metadata, not a string.
            if element.attribute("restype") == "x-gettext-domain-header" { continue }
            guard let id = element.attribute("id") else {
                result.unknown.append(.init(unitID: "", language: language, location: element.location))
                continue
            }
            guard let target = element.elements.first(where: { $0.name == "target" }) else { continue }
            guard let unit = unitFor(element, id: id) else {
                result.unknown.append(.init(unitID: id, language: language, location: element.location))
                continue
            }
            func reject(_ reason: String) {
                result.rejected.append(
                    .init(unitID: id, key: unit.key, language: language, reason: reason, location: element.location))
            }
            if ambiguous.contains(unit.id) {
                reject("the id names both a key and a variation of another key; not imported")
                continue
            }
            let text = Self.deepText(target)
            if text.isEmpty { continue }
            let xliffState = target.attribute("state")
            let qualifier = target.attribute("state-qualifier")
            // Compare as written in the file, so a file exported from this catalog changes nothing.
            let exported = XLIFFState.attributes(for: unit.target?.state)
            if unit.target != nil, text == unit.targetText,
               xliffState == nil || (xliffState == exported.state && qualifier == exported.qualifier) {
                result.unchangedCount += 1
                continue
            }
            if let reason = Self.formatMismatch(source: unit.source, translation: text) {
                reject(reason)
                continue
            }
            let newState = XLIFFState.catalogState(state: xliffState, qualifier: qualifier)
            let content = catalog.entry(forKey: unit.key)?.localization(for: language)?.content
            let sourceContent = catalog.entry(forKey: unit.key)?.localization(for: catalog.sourceLanguage)?.content
            // Substitution details come from the target when it has them, else from the source.
            let context = content.flatMap { $0.substitutions?.isEmpty == false ? $0 : nil }
                ?? sourceContent ?? LocalizedContent()
            let value = XLIFFText.imported(text, at: unit.path, in: context)
            if value == unit.target?.value, newState == unit.target?.state {
                result.unchangedCount += 1
                continue
            }
            var newUnit = unit.target ?? StringUnit(value: value)
            newUnit.value = value
            newUnit.state = newState
            guard catalog.setStringUnit(newUnit, forKey: unit.key, language: language, path: unit.path) else {
                reject("cannot place a translation at \(unit.path)")
                continue
            }
            Self.completeSubstitutions(of: unit.key, language: language, in: &catalog)
            result.changes.append(
                .init(
                    key: unit.key, language: language, path: unit.path, unitID: id, oldValue: unit.target?.value,
                    newValue: value, oldState: unit.target?.state, newState: newState, location: element.location))
        }
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

    private static func baseLanguage(_ code: String) -> String {
        String(code.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "")
    }

    /// The `<trans-unit>` elements of a `<file>`, looking through `<body>` and any nesting of `<group>`.
    static func transUnits(in file: XMLElementValue) -> [XMLElementValue] {
        var found: [XMLElementValue] = []
        var pending: [XMLElementValue] = file.elements.filter { $0.name == "body" }.reversed()
        while let element = pending.popLast() {
            for child in element.elements.reversed() where child.name == "group" { pending.append(child) }
            found.append(contentsOf: element.elements.filter { $0.name == "trans-unit" })
        }
        return found.sorted { $0.location < $1.location }
    }

    /// All text inside an element, including that of inline elements (`<g>`, `<mrk>`, `<ph>`…).
    static func deepText(_ element: XMLElementValue) -> String {
        var text = ""
        var pending: [XMLNodeValue] = element.children.reversed()
        while let node = pending.popLast() {
            switch node {
            case .text(let run): text += run
            case .element(let child): pending.append(contentsOf: child.children.reversed())
            }
        }
        return text
    }

    /// Why `translation` cannot stand in for `source` as a format string, or nil when it can. Strings whose
    /// source has no specifier are not format strings for this check.
    static func formatMismatch(source: String, translation: String) -> String? {
        guard let sourceFormat = try? FormatString(parsing: source),
              !sourceFormat.signature.arguments.isEmpty || !sourceFormat.signature.substitutionNames.isEmpty
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
