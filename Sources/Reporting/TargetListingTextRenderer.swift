/// `targets` for people: each target, its catalogs and how many Swift files it builds.
public struct TargetListingTextRenderer: Sendable {
    public init() {}

    public func render(_ listing: TargetListing) -> String {
        guard !listing.targets.isEmpty else { return "No app or extension targets found.\n" }
        var lines: [String] = []
        for target in listing.targets {
            lines.append("\(target.name) (\(target.role), \(target.productType)) in \(target.project)")
            lines.append("  catalogs: \(target.catalogs.isEmpty ? "none" : target.catalogs.joined(separator: ", "))")
            if !target.stringsTables.isEmpty { lines.append("  strings tables: \(target.stringsTables.joined(separator: ", "))") }
            lines.append("  Swift sources: \(target.sources.count)")
        }
        lines.append(listing.summary)
        return lines.joined(separator: "\n") + "\n"
    }
}
