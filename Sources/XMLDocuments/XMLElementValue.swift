import Diagnostics

/// An XML element as a plain Swift value, so that callers never hold libxml2 pointers.
public struct XMLElementValue: Sendable, Equatable {
    /// The local name, without any namespace prefix.
    public var name: String
    public var namespaceURI: String?
    /// In document order; names are qualified (`xml:space`) when the attribute has a prefix.
    public var attributes: [XMLAttributeValue]
    /// Elements and text (CDATA merged into text) in document order; comments and processing
    /// instructions are dropped.
    public var children: [XMLNodeValue]
    /// Where the start tag begins (`<`); the column counts UTF-8 bytes.
    public var location: SourceLocation

    public init(
        name: String, namespaceURI: String? = nil, attributes: [XMLAttributeValue] = [],
        children: [XMLNodeValue] = [], location: SourceLocation
    ) {
        self.name = name
        self.namespaceURI = namespaceURI
        self.attributes = attributes
        self.children = children
        self.location = location
    }

    /// The value of the first attribute with this (qualified) name.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Child elements only, in order.
    public var elements: [XMLElementValue] {
        children.compactMap { if case .element(let element) = $0 { return element } else { return nil } }
    }

    /// All text directly inside this element, concatenated (not the text of child elements).
    public var text: String {
        children.reduce(into: "") { result, child in
            if case .text(let text) = child { result += text }
        }
    }
}
