/// The `<!DOCTYPE …>` a document named, when its policy allowed one.
public struct XMLDoctype: Sendable, Equatable {
    public var name: String
    public var publicID: String?
    public var systemID: String?

    public init(name: String, publicID: String? = nil, systemID: String? = nil) {
        self.name = name
        self.publicID = publicID
        self.systemID = systemID
    }
}
