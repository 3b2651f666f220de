import StringCatalog

/// The unit placers of one catalog during one import, one per language. Each indexes the catalog once,
/// however many `<file>` elements translate into its language: an index per `<file>` made an XLIFF of
/// 200,000 `<file>`s cost 200,000 passes over the catalog.
struct XLIFFUnitPlacers {
    private var placers: [String: XLIFFUnitPlacer] = [:]
    /// The catalog's languages, as spelled in it, read once and extended by what the import adds.
    private var knownLanguages: [String]?

    mutating func languages(of catalog: Catalog) -> [String] {
        let languages = knownLanguages ?? catalog.languages
        knownLanguages = languages
        return languages
    }

    mutating func place(
        _ units: [XLIFFTransUnit], from path: String, language: String, catalogName: String, into catalog: inout Catalog,
        result: inout ImportResult
    ) {
        if var languages = knownLanguages, !languages.contains(language) {
            languages.append(language)
            knownLanguages = languages
        }
        if placers[language] == nil {
            placers[language] = XLIFFUnitPlacer(catalog: catalog, catalogName: catalogName, language: language)
        }
        for unit in units { placers[language]!.place(unit, from: path, into: &catalog, result: &result) }
    }
}
