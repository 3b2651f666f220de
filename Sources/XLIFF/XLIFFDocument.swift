import Diagnostics
import Foundation
import SafeXML
import XMLDocuments

/// An XLIFF 1.2 file as import reads it: its `<file>` elements with their attributes and trans-units.
///
/// Parsed through libxml2 in the safe mode: a DOCTYPE, entity declarations and references, and network
/// access are refused, so nothing outside the bytes is ever read.
public struct XLIFFDocument: Sendable {
    /// One `<file>`: the catalog it translates (`original`) into one language.
    public struct FileSection: Sendable {
        public var original: String?
        public var sourceLanguage: String?
        public var targetLanguage: String?
        /// Whether the `<header><tool>` names Xcode's dialect (`com.apple.dt.xcode`).
        public var isXcodeDialect: Bool
        public var location: SourceLocation
        /// The `<trans-unit>` elements, through `<body>` and any nesting of `<group>`, in file order.
        var units: [XMLElementValue]
    }

    public var path: String
    public var files: [FileSection]

    /// Throws an `InputError` for malformed or hostile XML and for a file that is not XLIFF 1.x.
    public init(bytes: [UInt8], path: String) throws {
        let document = try SafeXMLDocument.parse(Data(bytes), path: path, policy: .refuseDoctype)
        let root = document.root
        guard root.name == "xliff" else {
            throw InputError("not an XLIFF file: the root element is <\(root.name)>", at: root.location)
        }
        if let version = root.attribute("version"), !version.hasPrefix("1.") {
            throw InputError("XLIFF version \(version) is not supported; export XLIFF 1.2", at: root.location)
        }
        self.path = path
        files = root.elements.filter { $0.name == "file" }.map { file in
            let tool = file.elements.first { $0.name == "header" }?.elements.first { $0.name == "tool" }
            return FileSection(
                original: file.attribute("original"), sourceLanguage: file.attribute("source-language"),
                targetLanguage: file.attribute("target-language"),
                isXcodeDialect: tool?.attribute("tool-id") == XLIFFExporter.xcodeToolID,
                location: file.location, units: Self.transUnits(in: file))
        }
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

    /// The unit location export writes with `--locations` (`CATALOG:ID` in a `<context-group
    /// purpose="location">`), as po2xliff writes it back: `sourcefile`, then `:linenumber` when it split
    /// off trailing digits. Nil when the unit has no such location.
    static func unitLocation(_ unit: XMLElementValue) -> (original: String, id: String)? {
        for group in unit.elements where group.name == "context-group" && group.attribute("purpose") == "location" {
            let contexts = group.elements.filter { $0.name == "context" }
            guard let file = contexts.first(where: { $0.attribute("context-type") == "sourcefile" }) else { continue }
            var text = deepText(file)
            if let line = contexts.first(where: { $0.attribute("context-type") == "linenumber" }) {
                text += ":" + deepText(line)
            }
            if let split = splitLocation(text) { return split }
        }
        return nil
    }

    /// `App/Localizable.xcstrings:KEY|==|plural.one` as catalog and unit id: the catalog's path ends at the
    /// first ".xcstrings:", since the id may hold anything.
    static func splitLocation(_ text: String) -> (original: String, id: String)? {
        guard let range = text.range(of: XLIFFExporter.catalogExtension + ":") else { return nil }
        return (String(text[..<range.lowerBound]) + XLIFFExporter.catalogExtension, String(text[range.upperBound...]))
    }
}
