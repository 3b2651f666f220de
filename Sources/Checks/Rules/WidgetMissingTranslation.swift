import Diagnostics
import StringCatalog

/// A widget key with no usable translation in a language the app ships: there the app speaks the
/// user's language and the widget falls back to the development language.
public struct WidgetMissingTranslation: Rule {
    public static let id = "widget-missing-translation"

    public init() {}

    public static let relativeCost = 7
    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .widget, defaultSeverity: .error,
        summary: "A widget key with no usable translation (absent, empty or `new`) in a language the app ships.",
        rationale: """
            The app is translated into the language, so users choose it; the widget's catalog is not, so \
            the widget shows the development language beside a translated app.
            """,
        howToFix: """
            Translate the key in the widget's catalog, or copy the app's translation with `stringsguard sync`.
            """,
        triggeringExamples: [
            RuleExample(
                "The app ships Korean; the widget's key has no Korean",
                appCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"ko":{"stringUnit":{"state":"translated","value":"일시 정지됨"}}}}},"version":"1.0"}"#,
                widgetCatalog: """
                    {"sourceLanguage":"en","strings":{
                    1️⃣"Paused":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"一時停止中"}}}},
                    "Focus":{"localizations":{2️⃣"ko":{"stringUnit":{"state":"new","value":""}}}}},"version":"1.0"}
                    """,
                languages: ["ko"]),
            RuleExample(
                "A language the widget catalog lacks altogether is reported once",
                appCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Pausiert"}}}}},"version":"1.0"}"#,
                widgetCatalog: """
                    {"sourceLanguage":1️⃣"en","strings":{"Paused":{},"Focus":{}},"version":"1.0"}
                    """),
        ],
        cleanExamples: [
            RuleExample(
                "Translated, or not meant to be translated",
                appCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"ko":{"stringUnit":{"state":"translated","value":"일시 정지됨"}}}}},"version":"1.0"}"#,
                widgetCatalog: """
                    {"sourceLanguage":"en","strings":{"Paused":{"localizations":{"ko":{"stringUnit":{"state":"translated","value":"일시 정지됨"}}}},
                    "FocusTimer":{"shouldTranslate":false}},"version":"1.0"}
                    """)
        ])

    public func check(_ project: Project, into output: inout RuleOutput) {
        for (loaded, facts) in project.catalogsWithFacts {
            let widgets = project.readers(of: loaded).compactMap(project.target(named:)).filter { $0.role == .widget }
            guard !widgets.isEmpty else { continue }
            let catalog = loaded.catalog
            let table = loaded.table
            let catalogLanguages = Set(loaded.languages)
            struct Need {
                var widget: LoadedTarget
                var languages: [String]
                var uses: UseIndex?
            }
            let needs = widgets.map { widget in
                // The uses that read this catalog: its table, from a bundle it is compiled into.
                let uses = widget.sources.map { sources in
                    UseIndex(sources.uses) { $0.isShown && $0.use.isCertain && $0.use.table == table && $0.mayBeRead(fromAnyOf: loaded.bundles) }
                }
                let languages = project.shippedLanguages(of: widget).filter {
                    $0 != catalog.sourceLanguage && !Project.fallsBackToSource($0, sourceLanguage: catalog.sourceLanguage)
                }
                return Need(widget: widget, languages: languages, uses: uses)
            }
            // Which widgets reach each entry, asked once per entry rather than once per entry and language
            // (a pattern key is parsed at every ask). Entries are kept by index: a copy of each entry and its
            // facts, for every entry and again for every language, retained every string they hold.
            var entries: [(index: Int, reachedBy: [Bool])] = []
            let useIndexes = needs.map(\.uses)
            for index in catalog.entries.indices where catalog.entries[index].needsTranslation && facts.entries[index].isReachable {
                let key = catalog.entries[index].key
                let reachedBy = useIndexes.indices.map { useIndexes[$0]?.reaches(key) ?? true }
                if reachedBy.contains(true) { entries.append((index, reachedBy)) }
            }
            guard !entries.isEmpty else { continue }
            // A catalog only widgets read is "the widget's"; one the app shares is named.
            let readers = project.readers(of: loaded).compactMap(project.target(named:))
            let whose = readers.allSatisfy { $0.role == .widget } ? "the widget's catalog" : loaded.path
            var languages: [String] = []
            for need in needs { for language in need.languages where !languages.contains(language) { languages.append(language) } }
            let widgetNames = needs.map(\.widget.name)
            for language in languages {
                let needsLanguage = needs.map { $0.languages.contains(language) }
                func names(reaching reachedBy: [Bool]) -> [String] {
                    needs.indices.filter { needsLanguage[$0] && reachedBy[$0] }.map { widgetNames[$0] }
                }
                if !catalogLanguages.contains(language) {
                    let shown = entries.filter { candidate in
                        facts.entries[candidate.index].hasTextToTranslate
                            && needs.indices.contains { needsLanguage[$0] && candidate.reachedBy[$0] }
                    }
                    guard !shown.isEmpty else { continue }
                    let names = needs.indices.filter { needsLanguage[$0] }.map { widgetNames[$0] }
                    // A legacy table is a file per language, and `sync` never writes one: name the file to add.
                    let legacyFile = catalog.origin.isLegacyStringsTable
                        ? shown.first.map { loaded.fileForTranslation(of: catalog.entries[$0.index], into: language) } : nil
                    let what = legacyFile.map { "The table \($0.split(separator: "/").last ?? Substring($0))" } ?? loaded.path
                    output.findings.append(
                        descriptor.finding(
                            at: catalog.sourceLanguageLocation,
                            "\(what) has no \(language) translations at all, but the app ships \(language): "
                                + "\(names.listed) \(names.count == 1 ? "shows" : "show") \(shown.count == 1 ? "its string" : "all \(shown.count) of its strings") in \(catalog.sourceLanguage) there",
                            language: language, targets: names,
                            fix: legacyFile.map { "Add \($0) with the widget's strings translated into \(language)." }
                                ?? "Add \(language) to the widget's catalog, or copy the app's translations with `stringsguard sync`."))
                    continue
                }
                let languageIndex = loaded.languages.firstIndex(of: language) ?? -1
                for (index, reachedBy) in entries {
                    guard !facts.entries[index].status(forLanguageAt: languageIndex).isUsable else { continue }
                    let names = names(reaching: reachedBy)
                    guard !names.isEmpty else { continue }
                    let entry = catalog.entries[index]
                    // A key without words falls back to itself, which reads right; an empty translation does not.
                    guard facts.entries[index].hasTextToTranslate
                        || entry.hasEmptyTranslation(for: language, sourceLanguage: catalog.sourceLanguage)
                    else { continue }
                    let assessment = entry.assessment(for: language)
                    let why = assessment.status == .missing ? "has no \(language) translation" : "has a translation into \(language) that is \(assessment.status == .new ? "new or empty" : "unusable")"
                    output.findings.append(
                        descriptor.finding(
                            at: assessment.location,
                            "\"\(entry.key)\" \(why) in \(whose); \(names.listed) \(names.count == 1 ? "falls" : "fall") back to \(catalog.sourceLanguage) there while the app is in \(language)",
                            key: entry.key, language: language, targets: names,
                            fix: "Translate \"\(entry.key)\" into \(language) in \(loaded.fileForTranslation(of: entry, into: language))."))
                }
            }
        }
    }
}
