import XMLDocuments

/// Builds `XMLElementValue`s from a streaming parse: the tree `SafeXMLDocument` holds.
final class XMLTreeBuilder: XMLEventReceiver {
    private var stack: [XMLElementValue] = []
    private(set) var root: XMLElementValue?

    func startElement(_ tag: XMLStartTag) {
        stack.append(XMLElementValue(
            name: tag.name, namespaceURI: tag.namespaceURI, attributes: tag.attributes, location: tag.location))
    }

    func text(_ text: String) {
        guard !stack.isEmpty else { return }
        let last = stack.count - 1
        // Adjacent pieces (libxml2 splits text, CDATA is merged into it) are one run of text.
        // Taken out before appending, so the run is extended in place rather than copied for each piece.
        if case .text(var run)? = stack[last].children.last {
            stack[last].children.removeLast()
            run += text
            stack[last].children.append(.text(run))
        } else {
            stack[last].children.append(.text(text))
        }
    }

    func endElement() {
        guard let element = stack.popLast() else { return }
        if stack.isEmpty {
            if root == nil { root = element }
        } else {
            stack[stack.count - 1].children.append(.element(element))
        }
    }
}
