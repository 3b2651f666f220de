import CLibXML2
import Diagnostics
import Foundation
import SafeFiles
import XMLDocuments

/// A parsed XML document read through libxml2 with entity expansion, DTD loading and network access
/// off, a DOCTYPE policy enforced while parsing and `XMLShapeLimits` checked before; malformed input
/// becomes an `InputError`. Built from the events of a streaming parse (`SafeXMLStream`), never from
/// libxml2's own tree.
public struct SafeXMLDocument: Sendable, Equatable {
    public var root: XMLElementValue
    public var doctype: XMLDoctype?

    public init(root: XMLElementValue, doctype: XMLDoctype? = nil) {
        self.root = root
        self.doctype = doctype
    }

    /// Reads and parses the file at `path`: a regular file within the limit for `kind`.
    public static func read(
        contentsOf path: String, policy: XMLDoctypePolicy, kind: FileKind = .xliff
    ) throws -> SafeXMLDocument {
        try tree(of: FileContents.read(path, kind: kind).bytes, path: path, policy: policy)
    }

    /// Parses `data`; `path` only names the input in errors and locations.
    public static func parse(_ data: Data, path: String, policy: XMLDoctypePolicy) throws -> SafeXMLDocument {
        try tree(of: [UInt8](data), path: path, policy: policy)
    }

    private static func tree(of bytes: [UInt8], path: String, policy: XMLDoctypePolicy) throws -> SafeXMLDocument {
        let builder = XMLTreeBuilder()
        let doctype = try XMLParseRun(bytes: bytes, path: path, policy: policy, limits: XMLShapeLimits()).run(into: builder)
        guard let root = builder.root else {
            throw InputError("malformed XML: no root element", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return SafeXMLDocument(root: root, doctype: doctype)
    }
}

// MARK: - Writing

extension SafeXMLDocument {
    /// The document as UTF-8 XML text with an XML declaration. Elements that hold only elements are indented
    /// two spaces a level; an element holding any text is written exactly, so whitespace in it survives.
    /// A default namespace is declared wherever `namespaceURI` changes; prefixed attributes other than
    /// `xml:` need their `xmlns:prefix` attribute on the element or an ancestor. Such an attribute without
    /// one, and characters XML 1.0 cannot carry (most control characters), are refused with an `InputError`.
    public func xmlText() throws -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        if let doctype {
            output += "<!DOCTYPE \(doctype.name)"
            if let publicID = doctype.publicID {
                output += " PUBLIC \"\(publicID)\" \"\(doctype.systemID ?? "")\""
            } else if let systemID = doctype.systemID {
                output += " SYSTEM \"\(systemID)\""
            }
            output += ">\n"
        }
        try XMLTextWriter.write(root, parentNamespace: nil, declaredPrefixes: [], indent: 0, depth: 0, into: &output)
        output += "\n"
        return output
    }
}

private enum XMLTextWriter {
    static func write(
        _ element: XMLElementValue, parentNamespace: String?, declaredPrefixes: Set<Substring>, indent: Int,
        depth: Int, into output: inout String
    ) throws {
        guard depth < 1_000 else { throw InputError("XML to write is nested deeper than 1000 elements") }
        try checkName(element.name)
        output += "<" + element.name
        var attributes = element.attributes
        if element.namespaceURI != parentNamespace, !attributes.contains(where: { $0.name == "xmlns" }) {
            attributes.insert(XMLAttributeValue(name: "xmlns", value: element.namespaceURI ?? ""), at: 0)
        }
        var declaredPrefixes = declaredPrefixes
        for attribute in attributes where attribute.name.hasPrefix("xmlns:") {
            declaredPrefixes.insert(attribute.name.dropFirst("xmlns:".count))
        }
        for attribute in attributes {
            try checkName(attribute.name)
            // The parser keeps `p:name` but not the `xmlns:p` declaring it: written without one in scope, the
            // text would not parse again, so it is refused instead.
            if let colon = attribute.name.firstIndex(of: ":") {
                let prefix = attribute.name[..<colon]
                guard prefix == "xml" || prefix == "xmlns" || declaredPrefixes.contains(prefix) else {
                    throw InputError("attribute '\(attribute.name)' has no 'xmlns:\(prefix)' in scope to write")
                }
            }
            output += " \(attribute.name)=\"\(try escaped(attribute.value, inAttribute: true))\""
        }
        guard !element.children.isEmpty else {
            output += "/>"
            return
        }
        output += ">"
        let holdsText = element.children.contains { if case .text = $0 { return true } else { return false } }
        for child in element.children {
            switch child {
            case .text(let text):
                output += try escaped(text, inAttribute: false)
            case .element(let childElement):
                if !holdsText { output += "\n" + String(repeating: " ", count: (indent + 1) * 2) }
                try write(
                    childElement, parentNamespace: element.namespaceURI, declaredPrefixes: declaredPrefixes,
                    indent: indent + 1, depth: depth + 1, into: &output)
            }
        }
        if !holdsText { output += "\n" + String(repeating: " ", count: indent * 2) }
        output += "</\(element.name)>"
    }

    private static func checkName(_ name: String) throws {
        let forbidden: Set<Character> = ["<", ">", "&", "\"", "'", "=", "/", "!", "?"]
        guard let first = name.first, !first.isNumber, first != "-", first != ".",
              !name.contains(where: { $0.isWhitespace || forbidden.contains($0) })
        else { throw InputError("'\(name)' is not an XML name") }
    }

    private static func escaped(_ text: String, inAttribute: Bool) throws -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            // Parsers normalise raw line ends and attribute whitespace; references keep them exact.
            case "\r": result += "&#13;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                guard scalar.value >= 0x20, scalar.value != 0xFFFE, scalar.value != 0xFFFF else {
                    let code = String(scalar.value, radix: 16, uppercase: true)
                    let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
                    throw InputError("U+\(padded) cannot be written in XML 1.0")
                }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

/// Byte offsets of line starts, for turning offsets into 1-based line and UTF-8 column.
struct LineTable {
    private let starts: [Int]

    init(bytes: [UInt8]) {
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { starts.append(index + 1) }
        self.starts = starts
    }

    func start(ofLine line: Int) -> Int? {
        line >= 1 && line <= starts.count ? starts[line - 1] : nil
    }

    func lineAndColumn(ofOffset offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }
}
