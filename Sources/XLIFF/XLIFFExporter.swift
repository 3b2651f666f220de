import Diagnostics
import Foundation
import SafeXML
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
///   both (device cases the target's). A language with no translation of a key yet is also offered its
///   own CLDR plural categories (`few`, `many` for Ukrainian), as Xcode does.
/// - `<source>`: the source language's matching variation, else its `other`, else the key's source text.
///
/// The `<tool>` names this tool (`tool-id="stringsguard"`, `tool-name="StringsGuard"`), not Xcode:
/// the header says who wrote the file, and Xcode's import does not look at it.
public struct XLIFFExporter: Sendable {
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"
    static let schemaInstance = "http://www.w3.org/2001/XMLSchema-instance"
    static let schemaLocation =
        "urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd"

    public init() {}

    /// The XLIFF for `language`. `original` is what `<file original>` names (Xcode writes the catalog's
    /// path relative to the project); by default the catalog file's name. With `onlyGaps`, only units a
    /// translator must act on: no translation, an empty one, or one that is new, stale or needs review.
    /// Throws an `InputError` for a catalog text XML 1.0 cannot carry (most control characters).
    public func export(
        catalog: Catalog, language: String, onlyGaps: Bool = false, original: String? = nil
    ) throws -> [UInt8] {
        let units = Self.units(of: catalog, language: language).filter { !onlyGaps || $0.isGap }
        let body = XMLElementValue(
            name: "body", namespaceURI: Self.namespace, children: units.map { .element(element(for: $0)) },
            location: .inMemory)
        let tool = XMLElementValue(
            name: "tool", namespaceURI: Self.namespace,
            attributes: [.init(name: "tool-id", value: "stringsguard"), .init(name: "tool-name", value: "StringsGuard")],
            location: .inMemory)
        let header = XMLElementValue(
            name: "header", namespaceURI: Self.namespace, children: [.element(tool)], location: .inMemory)
        let fileName = original ?? Self.fileName(of: catalog.path)
        let file = XMLElementValue(
            name: "file", namespaceURI: Self.namespace,
            attributes: [
                .init(name: "original", value: fileName),
                .init(name: "source-language", value: catalog.sourceLanguage),
                .init(name: "target-language", value: language),
                .init(name: "datatype", value: "plaintext"),
            ],
            children: [.element(header), .element(body)], location: .inMemory)
        let root = XMLElementValue(
            name: "xliff", namespaceURI: Self.namespace,
            attributes: [
                .init(name: "xmlns", value: Self.namespace),
                .init(name: "xmlns:xsi", value: Self.schemaInstance),
                .init(name: "version", value: "1.2"),
                .init(name: "xsi:schemaLocation", value: Self.schemaLocation),
            ],
            children: [.element(file)], location: .inMemory)
        do {
            return Array(try SafeXMLDocument(root: root).xmlText().utf8)
        } catch let error as InputError {
            throw InputError("cannot export: \(error.message)", path: catalog.path.isEmpty ? nil : catalog.path)
        }
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

    private func element(for unit: XLIFFUnit) -> XMLElementValue {
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
        return XMLElementValue(
            name: "trans-unit", namespaceURI: Self.namespace,
            attributes: [.init(name: "id", value: unit.id), .init(name: "xml:space", value: "preserve")],
            children: children, location: .inMemory)
    }
}
