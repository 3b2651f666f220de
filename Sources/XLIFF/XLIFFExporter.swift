import Diagnostics
import Foundation
import SafeXML
import XMLDocuments
import StringCatalog

/// Writes one language of a String Catalog as an XLIFF 1.2 file laid out as Xcode's
/// `-exportLocalizations` writes it, for a translator or a translation service.
///
/// What it follows from files Xcode wrote (Xcode 15.3–27.0 exports of `.xcstrings`):
/// - declaration, `<xliff>` with the XLIFF 1.2 namespace, `xmlns:xsi`, `version`, `xsi:schemaLocation`;
///   one `<file original=… source-language=… target-language=… datatype="plaintext">`, a `<header>` with a
///   `<tool>`, a `<body>`; two-space indentation; a final newline.
/// - one `<trans-unit id=… xml:space="preserve">` per string unit with `<source>`, `<target state=…>` when
///   the language has a translation there (omitted otherwise), and `<note>` with the comment (`<note/>` when
///   there is none; `from="auto-generated"` for generated comments).
/// - ids `KEY`, `KEY|==|plural.one`, `KEY|==|device.iphone.plural.other`,
///   `KEY|==|substitutions.NAME.plural.few` (`@NAME@` when the name has a dot); keys in the catalog's
///   order, each key's own unit first, then its variation units in code-point order of the id.
/// - substitution references numbered in the text (`%1$#@COUNT@`) and `%arg` spelled `%1$lld`.
/// - the target's own variation shape when it has one, else the source's; plural cases are the union of
///   both and of every CLDR category of the target language (`few`, `many` for Ukrainian or Polish, even
///   where the catalog has them for no language), device cases the union of the target's and the source's:
///   what a translator must fill, which is a little more than Xcode offers (it keeps an existing target's
///   shape as it is).
/// - `<source>`: the source language's matching variation, else its `other`, else the key's source text.
/// - `translate="no"` on the units of keys marked "Don't translate", as Xcode writes them.
/// - a project's export: one `<file>` per catalog, ordered by `original`, each with its own `<header>`.
///
/// The `<tool>` carries Xcode's `tool-id` (`com.apple.dt.xcode`), which translation platforms read to treat
/// the file as Xcode's dialect (`|==|` plural ids become plural forms), and this tool's own `tool-name`
/// and `tool-version`, so the file still says who wrote it.
public struct XLIFFExporter: Sendable {
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"
    static let schemaInstance = "http://www.w3.org/2001/XMLSchema-instance"
    static let schemaLocation =
        "urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd"
    /// The `tool-id` Xcode writes, which tools read as "Xcode's dialect of XLIFF".
    public static let xcodeToolID = "com.apple.dt.xcode"
    static let catalogExtension = ".xcstrings"

    /// This tool's name and version, for the `<tool>` element.
    public var toolName: String
    public var toolVersion: String?

    public init(toolName: String = "StringsGuard", toolVersion: String? = nil) {
        self.toolName = toolName
        self.toolVersion = toolVersion
    }

    /// One catalog of an export and the `original` that names it.
    public struct File: Sendable {
        public var catalog: Catalog
        /// The catalog's path relative to the project root, as Xcode writes it.
        public var original: String

        public init(catalog: Catalog, original: String) {
            self.catalog = catalog
            self.original = original
        }
    }

    /// The XLIFF for `language`. `original` is what `<file original>` names (Xcode writes the catalog's
    /// path relative to the project); by default the catalog file's name. With `onlyGaps`, only units a
    /// translator must act on: no translation, an empty one, or one that is new, stale or needs review.
    /// Throws an `InputError` for a catalog text XML 1.0 cannot carry (most control characters).
    public func export(
        catalog: Catalog, language: String, onlyGaps: Bool = false, original: String? = nil, locations: Bool = false
    ) throws -> [UInt8] {
        try export(
            files: [File(catalog: catalog, original: original ?? Self.fileName(of: catalog.path))], language: language,
            onlyGaps: onlyGaps, locations: locations)
    }

    /// One XLIFF for several catalogs, one `<file>` each in the order of their `original`, as Xcode's
    /// Export Localizations writes a project. With `locations`, each unit also names itself in a
    /// `<context-group purpose="location">` (`ORIGINAL:ID`), which converters to gettext PO keep (translate-
    /// toolkit's xliff2po writes it as the `#:` reference, po2xliff back), so import can place every plural,
    /// device and substitution unit whose id the converter replaced.
    public func export(files: [File], language: String, onlyGaps: Bool = false, locations: Bool = false) throws -> [UInt8] {
        let ordered = files.sorted { $0.original.unicodeScalars.lexicographicallyPrecedes($1.original.unicodeScalars) }
        var fileElements: [XMLNodeValue] = []
        for file in ordered {
            let units = Self.units(of: file.catalog, language: language).filter { !onlyGaps || $0.isGap }
            fileElements.append(.element(try fileElement(file, language: language, units: units, locations: locations)))
        }
        let root = XMLElementValue(
            name: "xliff", namespaceURI: Self.namespace,
            attributes: [
                .init(name: "xmlns", value: Self.namespace),
                .init(name: "xmlns:xsi", value: Self.schemaInstance),
                .init(name: "version", value: "1.2"),
                .init(name: "xsi:schemaLocation", value: Self.schemaLocation),
            ],
            children: fileElements, location: .inMemory)
        do {
            return Array(try SafeXMLDocument(root: root).xmlText().utf8)
        } catch let error as InputError {
            let path = ordered.first { !$0.catalog.path.isEmpty }?.catalog.path
            throw InputError("cannot export: \(error.message)", path: ordered.count == 1 ? path : nil)
        }
    }

    private func fileElement(_ file: File, language: String, units: [XLIFFUnit], locations: Bool) throws -> XMLElementValue {
        let body = XMLElementValue(
            name: "body", namespaceURI: Self.namespace,
            children: units.map { .element(element(for: $0, original: locations ? file.original : nil)) },
            location: .inMemory)
        var toolAttributes: [XMLAttributeValue] = [
            .init(name: "tool-id", value: Self.xcodeToolID), .init(name: "tool-name", value: toolName),
        ]
        if let toolVersion { toolAttributes.append(.init(name: "tool-version", value: toolVersion)) }
        let tool = XMLElementValue(
            name: "tool", namespaceURI: Self.namespace, attributes: toolAttributes, location: .inMemory)
        let header = XMLElementValue(
            name: "header", namespaceURI: Self.namespace, children: [.element(tool)], location: .inMemory)
        return XMLElementValue(
            name: "file", namespaceURI: Self.namespace,
            attributes: [
                .init(name: "original", value: file.original),
                .init(name: "source-language", value: file.catalog.sourceLanguage),
                .init(name: "target-language", value: language),
                .init(name: "datatype", value: "plaintext"),
            ],
            children: [.element(header), .element(body)], location: .inMemory)
    }

    /// Every unit export writes for `language`, in file order.
    static func units(of catalog: Catalog, language: String) -> [XLIFFUnit] {
        let builder = XLIFFUnitBuilder(sourceLanguage: catalog.sourceLanguage, language: language)
        return catalogOrder(catalog.entries).flatMap { builder.units(for: $0) }
    }

    /// The order the catalog writer puts keys in (Finder's), so the XLIFF follows the `.xcstrings` file.
    static func catalogOrder(_ entries: [CatalogEntry]) -> [CatalogEntry] {
        entries.enumerated().sorted { left, right in
            let order = left.element.key.localizedStandardCompare(right.element.key)
            if order == .orderedSame { return left.offset < right.offset }
            return order == .orderedAscending
        }.map(\.element)
    }

    static func fileName(of path: String) -> String {
        guard !path.isEmpty else { return "Localizable.xcstrings" }
        return String(path.split(separator: "/", omittingEmptySubsequences: true).last ?? Substring(path))
    }

    private func element(for unit: XLIFFUnit, original: String?) -> XMLElementValue {
        func textElement(_ name: String, _ text: String, _ attributes: [XMLAttributeValue] = []) -> XMLElementValue {
            XMLElementValue(
                name: name, namespaceURI: Self.namespace, attributes: attributes,
                children: text.isEmpty ? [] : [.text(text)], location: .inMemory)
        }
        var children: [XMLNodeValue] = [.element(textElement("source", unit.source))]
        if let target = unit.target, let text = unit.targetText {
            var attributes: [XMLAttributeValue] = []
            let (state, qualifier) = XLIFFState.attributes(for: target.state)
            if let state { attributes.append(.init(name: "state", value: state)) }
            if let qualifier { attributes.append(.init(name: "state-qualifier", value: qualifier)) }
            children.append(.element(textElement("target", text, attributes)))
        }
        let noteAttributes: [XMLAttributeValue] = unit.noteIsAutoGenerated && unit.note != nil
            ? [.init(name: "from", value: "auto-generated")] : []
        children.append(.element(textElement("note", unit.note ?? "", noteAttributes)))
        if let original {
            let context = textElement("context", original + ":" + unit.id, [.init(name: "context-type", value: "sourcefile")])
            children.append(.element(XMLElementValue(
                name: "context-group", namespaceURI: Self.namespace, attributes: [.init(name: "purpose", value: "location")],
                children: [.element(context)], location: .inMemory)))
        }
        var attributes: [XMLAttributeValue] = [.init(name: "id", value: unit.id), .init(name: "xml:space", value: "preserve")]
        if !unit.isTranslatable { attributes.append(.init(name: "translate", value: "no")) }
        return XMLElementValue(
            name: "trans-unit", namespaceURI: Self.namespace, attributes: attributes, children: children,
            location: .inMemory)
    }
}
