import StringCatalog

/// A legacy strings table as read: the catalog every rule can run on (read only: its `origin` says where it
/// came from, and writers refuse it), and the notes the reading raised.
public struct LegacyTableContents: Sendable {
    public var catalog: Catalog
    public var notes: [LegacyTableNote]

    public init(catalog: Catalog, notes: [LegacyTableNote]) {
        self.catalog = catalog
        self.notes = notes
    }
}
