import CLibXML2
import Diagnostics
import Foundation
import SafeFiles
import XMLDocuments

/// A parsed XML document read through libxml2 with entity expansion, DTD loading and network access
/// off, and a DOCTYPE policy enforced while parsing; malformed input becomes an `InputError`.
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
        try XMLParseRun(bytes: FileContents.read(path, kind: kind).bytes, path: path, policy: policy).run()
    }

    /// Parses `data`; `path` only names the input in errors and locations.
    public static func parse(_ data: Data, path: String, policy: XMLDoctypePolicy) throws -> SafeXMLDocument {
        try XMLParseRun(bytes: [UInt8](data), path: path, policy: policy).run()
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

// MARK: - Parsing

/// libxml2 must be initialised once before parsers run on several threads.
private let libxml2Initialised: Void = { xmlInitParser() }()

/// State shared with the C callbacks of one parse through the context's `_private` pointer.
private final class XMLParseState {
    let policy: XMLDoctypePolicy
    var firstError: (message: String, line: Int, column: Int)?
    var refusal: String?
    var refusalPosition: (line: Int, column: Int)?
    var doctype: XMLDoctype?

    init(policy: XMLDoctypePolicy) { self.policy = policy }
}

private func parseState(_ context: UnsafeMutableRawPointer?) -> (xmlParserCtxtPtr, XMLParseState)? {
    guard let context else { return nil }
    let parserContext = context.assumingMemoryBound(to: xmlParserCtxt.self)
    guard let opaque = parserContext.pointee._private else { return nil }
    return (parserContext, Unmanaged<XMLParseState>.fromOpaque(opaque).takeUnretainedValue())
}

/// Records why the document is refused and stops libxml2 before it reads any further.
private func refuse(_ context: UnsafeMutableRawPointer?, _ reason: String) {
    guard let (parserContext, state) = parseState(context) else { return }
    if state.refusal == nil {
        state.refusal = reason
        if let input = parserContext.pointee.input {
            state.refusalPosition = (Int(input.pointee.line), Int(input.pointee.col))
        }
    }
    xmlStopParser(parserContext)
}

private func swiftString(_ pointer: UnsafePointer<xmlChar>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
}

private struct XMLParseRun {
    let bytes: [UInt8]
    let path: String
    let policy: XMLDoctypePolicy

    func run() throws -> SafeXMLDocument {
        _ = libxml2Initialised
        guard !bytes.isEmpty else {
            throw InputError("empty XML document", at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard bytes.count < Int(Int32.max) else { throw InputError("XML document too large", path: path) }
        guard let context = xmlNewParserCtxt() else { throw InputError("cannot create an XML parser", path: path) }
        defer { xmlFreeParserCtxt(context) }

        let state = XMLParseState(policy: policy)
        let retained = Unmanaged.passRetained(state)
        defer { retained.release() }
        context.pointee._private = retained.toOpaque()
        installCallbacks(context.pointee.sax)

        // Never XML_PARSE_NOENT (would expand entities) nor XML_PARSE_DTDLOAD/DTDVALID (would load DTDs).
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        let document = bytes.withUnsafeBytes { buffer -> xmlDocPtr? in
            guard let base = buffer.baseAddress else { return nil }
            return xmlCtxtReadMemory(
                context, base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), nil, nil, options)
        }
        defer { if let document { xmlFreeDoc(document) } }

        if let refusal = state.refusal {
            let position = state.refusalPosition ?? (1, 1)
            throw InputError(refusal, at: locationFromLibxml(line: position.line, column: position.column))
        }
        if let error = state.firstError {
            throw InputError(
                "malformed XML: \(error.message)", at: locationFromLibxml(line: error.line, column: error.column))
        }
        guard let document, context.pointee.wellFormed != 0, let rootNode = xmlDocGetRootElement(document) else {
            throw InputError("malformed XML: no root element", at: SourceLocation(file: path, line: 1, column: 1))
        }
        let lines = LineTable(bytes: bytes)
        guard let root = convert(rootNode, lines: lines, depth: 0) else {
            throw InputError("malformed XML: no root element", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return SafeXMLDocument(root: root, doctype: state.doctype)
    }

    private func installCallbacks(_ handler: UnsafeMutablePointer<xmlSAXHandler>?) {
        guard let handler else { return }
        handler.pointee.serror = { userData, error in
            // Warnings (such as a relative namespace URI) do not make a document unusable.
            guard let (_, state) = parseState(userData), let error, state.firstError == nil,
                  error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue
            else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
            // Some messages run over lines ("…indicate encoding !\nBytes: 0xFF…"); a diagnostic is one line.
            let oneLine = message.split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
            state.firstError = (
                oneLine,
                Int(error.pointee.line), Int(error.pointee.int2)
            )
        }
        handler.pointee.internalSubset = { context, name, publicID, systemID in
            guard let (_, state) = parseState(context) else { return }
            switch state.policy {
            case .refuseDoctype:
                refuse(context, "a DOCTYPE declaration is not allowed in this file")
            case .allowExternalIdentifierOnly:
                // Deliberately not handing over to libxml2's own handler: nothing about the DTD is needed.
                state.doctype = XMLDoctype(
                    name: swiftString(name) ?? "", publicID: swiftString(publicID), systemID: swiftString(systemID))
            }
        }
        handler.pointee.externalSubset = { _, _, _, _ in }
        handler.pointee.resolveEntity = { context, _, _ in
            refuse(context, "external entities are not allowed")
            return nil
        }
        handler.pointee.entityDecl = { context, _, _, _, _, _ in
            refuse(context, "entity declarations are not allowed (DOCTYPE with an internal subset)")
        }
        handler.pointee.unparsedEntityDecl = { context, _, _, _, _ in
            refuse(context, "entity declarations are not allowed (DOCTYPE with an internal subset)")
        }
        handler.pointee.elementDecl = { context, _, _, _ in
            refuse(context, "declarations inside a DOCTYPE are not allowed")
        }
        handler.pointee.attributeDecl = { context, _, _, _, _, _, tree in
            xmlFreeEnumeration(tree)
            refuse(context, "declarations inside a DOCTYPE are not allowed")
        }
        handler.pointee.notationDecl = { context, _, _, _ in
            refuse(context, "declarations inside a DOCTYPE are not allowed")
        }
        handler.pointee.reference = { context, name in
            refuse(context, "reference to undeclared entity '\(swiftString(name) ?? "")'")
        }
        // Remember where each start tag ends so elements can report a column, which libxml2 nodes lack.
        handler.pointee.startElementNs = {
            context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes in
            xmlSAX2StartElementNs(
                context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes)
            guard let (parserContext, _) = parseState(context), let node = parserContext.pointee.node,
                  let input = parserContext.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base,
                  // Input libxml2 converted from another encoding has offsets that do not match the bytes given.
                  input.pointee.buf?.pointee.encoder == nil
            else { return }
            let offset = Int(input.pointee.consumed) + (cur - base)
            node.pointee._private = UnsafeMutableRawPointer(bitPattern: offset + 1)
        }
    }

    /// libxml2 counts columns in characters; diagnostics count UTF-8 bytes.
    private func locationFromLibxml(line: Int, column: Int) -> SourceLocation {
        let safeLine = max(line, 1)
        // UTF-16 input has no UTF-8 bytes to count; libxml2's character column is the best there is.
        let utf16Starts: [[UInt8]] = [[0xFE, 0xFF], [0xFF, 0xFE], [0x3C, 0x00], [0x00, 0x3C]]
        let lines = LineTable(bytes: bytes)
        guard column > 1, !utf16Starts.contains(where: { bytes.starts(with: $0) }),
              let start = lines.start(ofLine: safeLine)
        else {
            return SourceLocation(file: path, line: safeLine, column: max(column, 1))
        }
        var offset = start
        var characters = 1
        while characters < column, offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") {
            offset += 1
            while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            characters += 1
        }
        return SourceLocation(file: path, line: safeLine, column: offset - start + 1)
    }

    private func convert(_ node: xmlNodePtr, lines: LineTable, depth: Int) -> XMLElementValue? {
        // libxml2 already refuses nesting deeper than 256 without XML_PARSE_HUGE; this is a second fence.
        guard depth < 1_000, node.pointee.type == XML_ELEMENT_NODE else { return nil }
        var element = XMLElementValue(
            name: swiftString(node.pointee.name) ?? "",
            namespaceURI: swiftString(node.pointee.ns?.pointee.href),
            location: elementLocation(node, lines: lines))
        var attribute = node.pointee.properties
        while let current = attribute {
            var name = swiftString(current.pointee.name) ?? ""
            if let prefix = swiftString(current.pointee.ns?.pointee.prefix) { name = prefix + ":" + name }
            var value = ""
            if let raw = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1) {
                value = String(cString: raw)
                stringsguard_xmlFree(raw)
            }
            element.attributes.append(XMLAttributeValue(name: name, value: value))
            attribute = current.pointee.next
        }
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                if let converted = convert(current, lines: lines, depth: depth + 1) {
                    element.children.append(.element(converted))
                }
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                let text = swiftString(current.pointee.content) ?? ""
                if case .text(let previous) = element.children.last {
                    element.children[element.children.count - 1] = .text(previous + text)
                } else {
                    element.children.append(.text(text))
                }
            default:
                break
            }
            child = current.pointee.next
        }
        return element
    }

    private func elementLocation(_ node: xmlNodePtr, lines: LineTable) -> SourceLocation {
        let fallback = SourceLocation(file: path, line: max(Int(xmlGetLineNo(node)), 1), column: 1)
        guard let marker = node.pointee._private else { return fallback }
        var offset = min(Int(bitPattern: marker) - 1, bytes.count - 1)
        // Attribute values cannot hold a raw '<', so the nearest one before the tag's end is its start.
        while offset >= 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        guard offset >= 0 else { return fallback }
        let (line, column) = lines.lineAndColumn(ofOffset: offset)
        return SourceLocation(file: path, line: line, column: column)
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
