import XMLDocuments
import CLibXML2
import Diagnostics
import Foundation

/// libxml2 must be initialised once before parsers run on several threads.
private let libxml2Initialised: Void = { xmlInitParser() }()

/// State shared with the C callbacks of one parse through the context's `_private` pointer.
private final class XMLParseState {
    let policy: XMLDoctypePolicy
    let receiver: any XMLEventReceiver
    let bytes: [UInt8]
    let lines: LineTable
    let path: String
    var firstError: (message: String, line: Int, column: Int)?
    var refusal: String?
    var refusalPosition: (line: Int, column: Int)?
    var doctype: XMLDoctype?
    var wellFormed = false
    /// The last namespace URI seen, as libxml2's pointer and as one shared string: every element of an
    /// XLIFF file names the same one, which would otherwise be a new string of 38 bytes per element.
    var namespacePointer: UnsafePointer<xmlChar>?
    var namespaceURI: String?

    init(policy: XMLDoctypePolicy, receiver: any XMLEventReceiver, bytes: [UInt8], path: String) {
        self.policy = policy
        self.receiver = receiver
        self.bytes = bytes
        self.lines = LineTable(bytes: bytes)
        self.path = path
    }

    func namespace(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        if pointer != namespacePointer {
            namespacePointer = pointer
            namespaceURI = String(cString: pointer)
        }
        return namespaceURI
    }

    /// Where the start tag being reported begins. libxml2 calls back before it consumes the tag's `>`, so
    /// the nearest `<` before the current position is the tag's (attribute values cannot hold a raw `<`).
    func startTagLocation(_ context: xmlParserCtxtPtr) -> SourceLocation {
        guard let input = context.pointee.input else { return SourceLocation(file: path, line: 1, column: 1) }
        // Input libxml2 converted from another encoding has offsets that do not match the bytes given.
        guard let cur = input.pointee.cur, let base = input.pointee.base, input.pointee.buf?.pointee.encoder == nil,
              !bytes.isEmpty
        else {
            return SourceLocation(file: path, line: max(Int(input.pointee.line), 1), column: 1)
        }
        var offset = min(Int(input.pointee.consumed) + (cur - base), bytes.count - 1)
        while offset >= 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        guard offset >= 0 else { return SourceLocation(file: path, line: max(Int(input.pointee.line), 1), column: 1) }
        let (line, column) = lines.lineAndColumn(ofOffset: offset)
        return SourceLocation(file: path, line: line, column: column)
    }
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

/// Text and whitespace alike: one function, so libxml2 (which compares the two callbacks) never calls
/// whitespace "ignorable" and drops it.
private let textCallback: charactersSAXFunc = { context, characters, length in
    guard let (_, state) = parseState(context), state.refusal == nil, let characters, length > 0 else { return }
    state.receiver.text(String(decoding: UnsafeBufferPointer(start: characters, count: Int(length)), as: UTF8.self))
}

/// One parse of one document through libxml2's streaming (SAX2) interface: events go to a receiver,
/// libxml2 builds no tree of its own.
struct XMLParseRun {
    let bytes: [UInt8]
    let path: String
    let policy: XMLDoctypePolicy
    let limits: XMLShapeLimits

    /// Parses the bytes, handing every element and text to `receiver`, and returns the DOCTYPE the policy
    /// allowed. On any error the receiver may have seen part of the document; its result is to be dropped.
    func run(into receiver: any XMLEventReceiver) throws -> XMLDoctype? {
        _ = libxml2Initialised
        guard !bytes.isEmpty else {
            throw InputError("empty XML document", at: SourceLocation(file: path, line: 1, column: 1))
        }
        guard bytes.count < Int(Int32.max) else { throw InputError("XML document too large", path: path) }
        try limits.check(bytes, path: path)

        guard let context = xmlNewParserCtxt() else { throw InputError("cannot create an XML parser", path: path) }
        defer {
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            context.pointee.myDoc = nil
            xmlFreeParserCtxt(context)
        }
        let state = XMLParseState(policy: policy, receiver: receiver, bytes: bytes, path: path)
        let retained = Unmanaged.passRetained(state)
        defer { retained.release() }
        context.pointee._private = retained.toOpaque()
        if let handler = context.pointee.sax { installCallbacks(handler) }

        // Never XML_PARSE_NOENT (would expand entities) nor XML_PARSE_DTDLOAD/DTDVALID (would load DTDs),
        // nor XML_PARSE_HUGE (would lift libxml2's limits on depth and text length).
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue
            | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            if XMLByteWindows.suit(buffer) {
                // A window at a time: xmlCtxtReadMemory copies all the bytes first (250 MB more for an
                // XLIFF file of 250 MB).
                let reader = XMLByteWindows(buffer)
                withExtendedLifetime(reader) {
                    let document = xmlCtxtReadIO(
                        context, { reader, destination, length in
                            guard let reader, let destination else { return -1 }
                            return Unmanaged<XMLByteWindows>.fromOpaque(reader).takeUnretainedValue()
                                .read(into: destination, length)
                        }, nil, Unmanaged.passUnretained(reader).toOpaque(), nil, nil, options)
                    if let document { xmlFreeDoc(document) }
                }
            } else {
                let document = xmlCtxtReadMemory(
                    context, base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), nil, nil, options)
                if let document { xmlFreeDoc(document) }
            }
        }
        state.wellFormed = context.pointee.wellFormed != 0

        if let refusal = state.refusal {
            let position = state.refusalPosition ?? (1, 1)
            throw InputError(refusal, at: locationFromLibxml(line: position.line, column: position.column, lines: state.lines))
        }
        if let error = state.firstError {
            throw InputError(
                "malformed XML: \(error.message)",
                at: locationFromLibxml(line: error.line, column: error.column, lines: state.lines))
        }
        guard state.wellFormed else {
            throw InputError("malformed XML: no root element", at: SourceLocation(file: path, line: 1, column: 1))
        }
        return state.doctype
    }

    /// libxml2's message on one line: some carry a second one (`Bytes: 0xFF 0x3C …` after an encoding
    /// error), which would otherwise start a line of its own under the error.
    static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
            .joined(separator: "; ")
    }

    private func installCallbacks(_ handler: UnsafeMutablePointer<xmlSAXHandler>) {
        handler.pointee.serror = { userData, error in
            // Warnings (such as a relative namespace URI) do not make a document unusable.
            guard let (_, state) = parseState(userData), let error, state.firstError == nil,
                  error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue
            else { return }
            let message = error.pointee.message.map { String(cString: $0) } ?? "unknown error"
            state.firstError = (XMLParseRun.oneLine(message), Int(error.pointee.line), Int(error.pointee.int2))
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
        handler.pointee.startElementNs = {
            context, localName, _, uri, _, _, attributeCount, _, attributes in
            guard let (parserContext, state) = parseState(context), state.refusal == nil else { return }
            var values: [XMLAttributeValue] = []
            if let attributes, attributeCount > 0 {
                values.reserveCapacity(Int(attributeCount))
                // Five pointers an attribute: local name, prefix, URI, start and end of the value.
                for index in 0..<Int(attributeCount) {
                    let fields = attributes + index * 5
                    guard let local = fields[0] else { continue }
                    var name = String(cString: local)
                    if let prefix = fields[1] { name = String(cString: prefix) + ":" + name }
                    var value = ""
                    if let start = fields[3], let end = fields[4], end > start {
                        value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                        // Without entity substitution libxml2 hands over every `&` of a value as `&#38;`
                        // (other references are refused): this is the one thing left to decode.
                        if value.contains("&#38;") { value = value.replacingOccurrences(of: "&#38;", with: "&") }
                    }
                    values.append(XMLAttributeValue(name: name, value: value))
                }
            }
            state.receiver.startElement(XMLStartTag(
                name: swiftString(localName) ?? "", namespaceURI: state.namespace(uri), attributes: values,
                location: state.startTagLocation(parserContext)))
        }
        handler.pointee.endElementNs = { context, _, _, _ in
            guard let (_, state) = parseState(context), state.refusal == nil else { return }
            state.receiver.endElement()
        }
        handler.pointee.characters = textCallback
        handler.pointee.ignorableWhitespace = textCallback
        handler.pointee.cdataBlock = textCallback
        handler.pointee.comment = nil
        handler.pointee.processingInstruction = nil
    }

    /// libxml2 counts columns in characters; diagnostics count UTF-8 bytes.
    private func locationFromLibxml(line: Int, column: Int, lines: LineTable) -> SourceLocation {
        let safeLine = max(line, 1)
        // UTF-16 input has no UTF-8 bytes to count; libxml2's character column is the best there is.
        let utf16Starts: [[UInt8]] = [[0xFE, 0xFF], [0xFF, 0xFE], [0x3C, 0x00], [0x00, 0x3C]]
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
}
