import Diagnostics
import FormatSpecifiers
import StringCatalog

/// One thing a translator must do: a key to translate, finish, review, or confirm as stale.
public struct TranslationGap: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case missing, new
        case needsReview = "needs-review"
        case stale
    }

    public var kind: Kind
    public var target: String
    public var catalog: String
    /// Nil for a stale key: it is stale in every language at once.
    public var language: String?
    public var key: String
    public var sourceText: String
    /// What the translator translates: the source's plural forms ("%lld new post", "%lld new posts") when
    /// it varies by plural, else its one text.
    public var sourceForms: [String]
    public var comment: String?
    public var location: SourceLocation
}

/// What translators must do, per target and language, and the coverage that results.
public struct TranslationGaps: Sendable {
    public var gaps: [TranslationGap]
    public var coverage: [CoverageRow]

    /// `language` limits the result to one language. A widget is measured against the languages the app
    /// ships, so a language its catalog lacks shows as 0%.
    public init(project: Project, language: String? = nil) {
        gaps = []
        coverage = []
        for target in project.targets {
            var languages: [String] = []
            let sourceLanguages = Set(target.catalogs.map(\.catalog.sourceLanguage))
            let candidates = (project.configuredLanguages ?? (target.catalogs.flatMap(\.translationLanguages) + project.shippedLanguages))
            for candidate in candidates where !sourceLanguages.contains(candidate) && !languages.contains(candidate) {
                languages.append(candidate)
            }
            if let language { languages = languages.filter { $0 == language } }
            // Entries outside, languages inside: each entry is visited once rather than once per language
            // (a visit copies the entry). Gaps are kept per language, so their order is as before:
            // language, then catalog, then key.
            var rows = languages.map {
                CoverageRow(target: target.name, language: $0, total: 0, translated: 0, needsReview: 0, new: 0, missing: 0)
            }
            var gapsByLanguage = Array(repeating: [TranslationGap](), count: languages.count)
            var staleGaps: [TranslationGap] = []
            for loaded in target.catalogs {
                let catalog = loaded.catalog
                for entry in catalog.entries where entry.needsTranslation {
                    var source: (text: String, forms: [String])?
                    func sourceOfEntry() -> (text: String, forms: [String]) {
                        if let source { return source }
                        let text = entry.sourceText(sourceLanguage: catalog.sourceLanguage)
                        let found = (text, Self.sourceForms(of: entry, sourceLanguage: catalog.sourceLanguage) ?? [text])
                        source = found
                        return found
                    }
                    if entry.extractionState == .stale {
                        // Listed once, not under every language: removing the key is one decision.
                        if languages.contains(where: { entry.localization(for: $0) != nil }) {
                            let (text, forms) = sourceOfEntry()
                            staleGaps.append(
                                TranslationGap(
                                    kind: .stale, target: target.name, catalog: loaded.path, language: nil, key: entry.key,
                                    sourceText: text, sourceForms: forms, comment: entry.comment, location: entry.location))
                        }
                        continue
                    }
                    for (index, language) in languages.enumerated() {
                        func gap(_ kind: TranslationGap.Kind, _ location: SourceLocation) {
                            let (text, forms) = sourceOfEntry()
                            gapsByLanguage[index].append(
                                TranslationGap(
                                    kind: kind, target: target.name, catalog: loaded.path, language: language, key: entry.key,
                                    sourceText: text, sourceForms: forms, comment: entry.comment, location: location))
                        }
                        rows[index].total += 1
                        let assessment = entry.assessment(for: language)
                        switch assessment.status {
                        case .translated:
                            rows[index].translated += 1
                        case .needsReview:
                            rows[index].needsReview += 1
                            gap(.needsReview, assessment.location)
                        case .new:
                            rows[index].new += 1
                            gap(.new, assessment.location)
                        case .missing:
                            rows[index].missing += 1
                            gap(.missing, assessment.location)
                        }
                    }
                }
            }
            coverage += rows
            for languageGaps in gapsByLanguage { gaps += languageGaps }
            gaps += staleGaps
        }
    }

    /// The source's plural forms in CLDR order, when its text varies by plural: directly, in its device
    /// `other` case, or in a substitution (each case spliced into the text, `%arg` spelled as its specifier).
    static func sourceForms(of entry: CatalogEntry, sourceLanguage: String) -> [String]? {
        guard let content = entry.localization(for: sourceLanguage)?.content else { return nil }
        func forms(_ group: VariationGroup?) -> [String]? {
            guard let group, group.kind == VariationKind.plural else { return nil }
            let values = VariationKind.pluralCategories.compactMap { group[$0]?.content.stringUnit?.value }
            return values.isEmpty ? nil : values
        }
        if let direct = forms(content.variations?.plural) { return direct }
        if let device = forms(content.variations?.device?["other"]?.content.variations?.plural) { return device }
        guard let text = content.stringUnit?.value, let parsed = try? FormatString(parsing: text) else { return nil }
        for reference in parsed.substitutions {
            guard let substitution = content.substitution(named: reference.name),
                  let cases = forms(substitution.variations?.plural) else { continue }
            let specifier = "%" + (substitution.formatSpecifier ?? "lld").drop { $0 == "%" }
            return cases.map { value in
                text.replacingCharacters(in: reference.range, with: value.replacingOccurrences(of: "%arg", with: specifier))
            }
        }
        return nil
    }
}
