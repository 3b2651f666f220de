import XMLDocuments
import Diagnostics

/// An element as its start tag gives it to an `XMLEventReceiver`: name, namespace, attributes, position.
public struct XMLStartTag: Sendable, Equatable {
    /// The local name, without any namespace prefix.
    public var name: String
    public var namespaceURI: String?
    /// In document order; names are qualified (`xml:space`) when the attribute has a prefix.
    public var attributes: [XMLAttributeValue]
    /// Where the start tag begins (`<`); the column counts UTF-8 bytes.
    public var location: SourceLocation

    public init(name: String, namespaceURI: String?, attributes: [XMLAttributeValue], location: SourceLocation) {
        self.name = name
        self.namespaceURI = namespaceURI
        self.attributes = attributes
        self.location = location
    }

    /// The value of the first attribute with this (qualified) name.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }
}
