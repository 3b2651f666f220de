import StringCatalog

/// What a catalog says, locations included: its JSON as written, then every key's place and comment and
/// each translation's language and place. Two catalogs read from the same files by two ways of reading
/// them have the same summary.
public func catalogSummary(_ catalog: Catalog) -> String {
    var text = String(decoding: catalog.formatted(), as: UTF8.self)
    for entry in catalog.entries {
        text += "\n\(entry.key) @\(entry.location.prefix) \(entry.comment ?? "-")"
        for localization in entry.localizations ?? [] {
            text += " [\(localization.language) @\(localization.location.prefix)]"
        }
    }
    return text
}
