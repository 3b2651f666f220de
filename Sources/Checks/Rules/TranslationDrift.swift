import Diagnostics
import StringCatalog

/// The same key translated differently in the app's and the widget's catalogs: the user sees two
/// words for one thing, and one of them is usually the outdated one.
public struct TranslationDrift: Rule {
    public static let id = "translation-drift"

    public init() {}

    public static let relativeCost = 4
    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .consistency, defaultSeverity: .note,
        summary: "The same key translated differently in the app's and the widget's catalogs.",
        rationale: """
            The app says one thing and its widget another for the same source text; usually one of the \
            two was revised and the other forgotten.
            """,
        howToFix: "Make the two translations the same (the widget's catalog is the one `sync` never overwrites).",
        triggeringExamples: [
            RuleExample(
                "Paused, translated twice",
                appCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Pausiert"}}}}},"version":"1.0"}"#,
                widgetCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"de":{"stringUnit":{"state":"translated","value":1️⃣"Angehalten"}}}}},"version":"1.0"}"#)
        ],
        cleanExamples: [
            RuleExample(
                "The same translation in both",
                appCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Pausiert"}}}}},"version":"1.0"}"#,
                widgetCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Pausiert"}}}}},"version":"1.0"}"#)
        ])

    /// Which of `catalogs` first has `key`, and its entry there, found by a plain loop (a lazy `compactMap`
    /// copied each catalog and entry several times). Only the entry is copied: the catalog it came from is
    /// named by index (copying a loaded catalog for every key of the widget's was a fifth of the rule).
    private static func firstEntry(forKey key: String, in catalogs: [LoadedCatalog]) -> (catalog: Int, entry: CatalogEntry)? {
        for index in catalogs.indices {
            if let entry = catalogs[index].catalog.entry(forKey: key) { return (index, entry) }
        }
        return nil
    }

    public func check(_ project: Project, into output: inout RuleOutput) {
        var reported: Set<String> = []
        for widget in project.widgets {
            // The apps that embed the widget (every app when nothing says): another app's wording is not
            // the one users compare the widget with.
            let apps = project.apps.filter { widget.embeddingApps.isEmpty || widget.embeddingApps.contains($0.name) }
            // Info.plist keys describe each bundle (its name, its permission prompts): they differ by design.
            for widgetCatalog in widget.catalogs where widgetCatalog.table != "InfoPlist" {
                // A catalog the app shares cannot differ from itself.
                let appCatalogs = apps.flatMap { $0.catalogs(forTable: widgetCatalog.table) }.filter { $0.path != widgetCatalog.path }
                guard !appCatalogs.isEmpty, reported.insert(widgetCatalog.path).inserted else { continue }
                let targets = project.readers(of: widgetCatalog)
                // Entries and localizations are read where they are: copying each (and each localization's
                // content, and every app localization passed over looking for a language) was most of the rule.
                let entries = widgetCatalog.catalog.entries
                for entryIndex in entries.indices {
                    guard let localizations = entries[entryIndex].localizations, !localizations.isEmpty,
                        let (appCatalogIndex, appEntry) = Self.firstEntry(forKey: entries[entryIndex].key, in: appCatalogs)
                    else { continue }
                    let appLocalizations = appEntry.localizations ?? []
                    for index in localizations.indices {
                        // Most localizations are one string unit: compared without collecting leaves.
                        if localizations[index].content.variations == nil, localizations[index].content.substitutions == nil {
                            guard let value = localizations[index].content.stringUnit?.value, !value.isEmpty,
                                let appIndex = appLocalizations.firstIndex(where: { $0.language == localizations[index].language }),
                                let appValue = appLocalizations[appIndex].content.stringUnit?.value,
                                appValue != value
                            else { continue }
                        }
                        let entry = entries[entryIndex]
                        let appCatalog = appCatalogs[appCatalogIndex]
                        let localization = localizations[index]
                        guard let appLocalization = appEntry.localization(for: localization.language) else { continue }
                        for leaf in localization.content.stringUnitLeaves where !leaf.unit.value.isEmpty {
                            guard let appUnit = appLocalization.content.stringUnit(at: leaf.path),
                                !appUnit.value.isEmpty, appUnit.value != leaf.unit.value
                            else { continue }
                            let place = leaf.path.isRoot ? "" : " (\(leaf.path))"
                            output.findings.append(
                                descriptor.finding(
                                    at: leaf.unit.valueLocation,
                                    "\"\(entry.key)\"\(place) is \"\(leaf.unit.value)\" in the widget's \(localization.language) "
                                        + "but \"\(appUnit.value)\" in the app's (\(appCatalog.path))",
                                    key: entry.key, language: localization.language, targets: targets,
                                    fix: "Use one translation in both catalogs."))
                        }
                    }
                }
            }
        }
    }
}
