import JSON

/// `targets --format json`: every target with its catalogs and sources, in the project's order.
public struct TargetListingJSONRenderer: Sendable {
    public init() {}

    public func render(_ listing: TargetListing) -> String {
        let json = JSONText.object([
            ("targets", .array(listing.targets.map { target in
                .object([
                    ("name", .string(target.name)), ("role", .string(target.role)),
                    ("productType", .string(target.productType)), ("project", .string(target.project)),
                    ("catalogs", .array(target.catalogs.map { .string($0) })),
                    ("sources", .array(target.sources.map { .string($0) })),
                ])
            }))
        ])
        return json.rendered() + "\n"
    }
}
