/// One attribute of an `XMLElementValue`.
public struct XMLAttributeValue: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
