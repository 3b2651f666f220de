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
        var units: [XLIFFTransUnit]
    }

    public var path: String
    public var files: [FileSection]

    /// Throws an `InputError` for malformed or hostile XML and for a file that is not XLIFF 1.x. Read as a
    /// stream: only the `<file>` attributes and each unit's `XLIFFTransUnit` are kept.
    public init(bytes: [UInt8], path: String) throws {
        let reader = XLIFFDocumentReader()
        try SafeXMLStream.parse(bytes, path: path, policy: .refuseDoctype, into: reader)
        if let refusal = reader.refusal { throw refusal }
        self.path = path
        files = reader.files
    }

    /// The `<trans-unit>` elements of a `<file>` read as a tree, looking through `<body>` and any nesting of
    /// `<group>`, in file order: where the importer finds its units, for tests that read an export.
    static func transUnits(in file: XMLElementValue) -> [XMLElementValue] {
        var found: [XMLElementValue] = []
        var pending: [XMLElementValue] = file.elements.filter { $0.name == "body" }.reversed()
        while let element = pending.popLast() {
            for child in element.elements.reversed() where child.name == "group" { pending.append(child) }
            found.append(contentsOf: element.elements.filter { $0.name == "trans-unit" })
        }
        return found.sorted { $0.location < $1.location }
    }

    /// `App/Localizable.xcstrings:KEY|==|plural.one` as catalog and unit id: the catalog's path ends at the
    /// first ".xcstrings:", since the id may hold anything.
    static func splitLocation(_ text: String) -> (original: String, id: String)? {
        guard let range = text.range(of: XLIFFExporter.catalogExtension + ":") else { return nil }
        return (String(text[..<range.lowerBound]) + XLIFFExporter.catalogExtension, String(text[range.upperBound...]))
    }
}
