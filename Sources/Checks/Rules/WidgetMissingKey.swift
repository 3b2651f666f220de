import Diagnostics
import SourceScanning

/// A key the widget's Swift code shows that the widget's own catalog lacks. The widget runs in its own
/// process with its own bundle, so the app catalog's translation never reaches it: it shows the key
/// itself, untranslated, in every language.
public struct WidgetMissingKey: Rule {
    public static let id = "widget-missing-key"

    public init() {}

    public static let relativeCost = 13
    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .widget, defaultSeverity: .error,
        summary: "A key the widget's sources use that the widget's catalog lacks.",
        rationale: """
            A widget or Live Activity is a separate bundle: it reads only its own catalog. A string that \
            exists only in the app's catalog is shown as its key, untranslated, in every language.
            """,
        howToFix: """
            Add the key to the widget's catalog, with its translations. When the app's catalog has it, \
            `stringsguard sync --from APP_CATALOG --to WIDGET_CATALOG --keys-from-sources WIDGET_SOURCES` copies it.
            """,
        triggeringExamples: [
            RuleExample(
                "A key only the app catalog has",
                appCatalog: #"{"sourceLanguage":"en","strings":{"Take a break":{"localizations":{"ko":{"stringUnit":{"state":"translated","value":"잠시 쉬어 가세요"}}}}},"version":"1.0"}"#,
                widgetCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{}},"version":"1.0"}"#,
                widgetSource: """
                    Text("Paused")
                    Text(1️⃣"Take a break")
                    """),
            RuleExample(
                "An interpolated key, whose catalog form is a format string",
                appCatalog: #"{"sourceLanguage":"en","strings":{"Cycle %lld of %lld":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Zyklus %lld von %lld"}}}}},"version":"1.0"}"#,
                widgetCatalog: #"{"sourceLanguage":"en","strings":{"Cycle %lld":{}},"version":"1.0"}"#,
                widgetSource: """
                    struct V { var current: Int; var total: Int
                        var body: some View { Text(1️⃣"Cycle \\(current) of \\(total)") } }
                    """),
        ],
        cleanExamples: [
            RuleExample(
                "An app that ships only its development language: the key shows as itself, which is the right text",
                appCatalog: #"{"sourceLanguage":"en","strings":{"Take a break":{}},"version":"1.0"}"#,
                widgetCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{}},"version":"1.0"}"#,
                widgetSource: #"Text("Take a break")"#),
            RuleExample(
                "Every key the widget shows is in its catalog; verbatim text is not localized",
                widgetCatalog: #"{"sourceLanguage":"en","strings":{"Cycle %lld of %lld":{},"Paused":{}},"version":"1.0"}"#,
                widgetSource: """
                    struct V { var current: Int; var total: Int
                        var body: some View { VStack { Text("Paused"); Text("Cycle \\(current) of \\(total)"); Text(verbatim: "5:23") } } }
                    """),
            RuleExample(
                "A key without words reads the same in every language: a page counter, a separator",
                widgetCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{}},"version":"1.0"}"#,
                widgetSource: """
                    struct V { var page: Int; var pages: Int
                        var body: some View { VStack { Text("Paused"); Text("\\(page + 1) / \\(pages)"); Text("•") } } }
                    """),
        ])

    public func check(_ project: Project, into output: inout RuleOutput) {
        // One finding per place and catalog: widgets sharing a catalog (or each having none) share it.
        struct Place: Hashable {
            var location: SourceLocation
            var key: String
            var catalogs: [String]
            var ownBundle: Bool
        }
        var widgetsByPlace: [Place: [String]] = [:]
        var order: [(Place, ResolvedUse, LoadedTarget)] = []
        // Each catalog's keys are indexed once, not searched once per use.
        var indexes: [String: CatalogKeyIndex] = [:]
        func index(_ loaded: LoadedCatalog) -> CatalogKeyIndex {
            if let known = indexes[loaded.path] { return known }
            let made = CatalogKeyIndex(loaded.catalog)
            indexes[loaded.path] = made
            return made
        }
        // And each bundle's catalogs of a table found once, not once per use.
        struct TableInBundle: Hashable {
            var bundle: BundleID
            var table: String
        }
        var tableIndexes: [TableInBundle: [CatalogKeyIndex]] = [:]
        func tableIndex(of table: String, in bundle: BundleID) -> [CatalogKeyIndex] {
            let place = TableInBundle(bundle: bundle, table: table)
            if let known = tableIndexes[place] { return known }
            let made = project.catalogs(in: bundle, table: table).map(index)
            tableIndexes[place] = made
            return made
        }
        for widget in project.widgets {
            guard let sources = widget.sources else { continue }
            // A key the catalog lacks shows as itself, which is the development language's text: only a
            // widget that ships another language shows it wrong.
            let development = project.developmentLanguage(of: widget)
            guard project.shippedLanguages(of: widget).contains(where: {
                $0 != development && !Project.fallsBackToSource($0, sourceLanguage: development)
            }) else { continue }
            // A key with no words shows the same text whether the catalog has it or not.
            for resolved in sources.uses where resolved.requiresKey && resolved.use.hasTextToTranslate {
                guard let bundle = resolved.bundle else { continue }
                let use = resolved.use
                // Each catalog's index asked where it is kept: an index holds its catalog, and `contains`
                // copied every one it passed for every use.
                func isInCatalogs(of bundle: BundleID) -> Bool {
                    let indexes = tableIndex(of: use.table, in: bundle)
                    return indexes.indices.contains { indexes[$0].hasKey(for: use) }
                }
                if isInCatalogs(of: bundle) || resolved.alternativeBundle.map(isInCatalogs(of:)) == true { continue }
                let place = Place(
                    location: use.location, key: use.key,
                    catalogs: project.catalogs(in: bundle, table: use.table).map(\.path), ownBundle: bundle == widget.bundle)
                if widgetsByPlace[place] == nil { order.append((place, resolved, widget)) }
                widgetsByPlace[place, default: []].append(widget.name)
            }
        }
        for (place, resolved, widget) in order {
            let widgets = widgetsByPlace[place] ?? [widget.name]
            let use = resolved.use
            guard let bundle = resolved.bundle else { continue }
            let catalogs = project.catalogs(in: bundle, table: use.table)
            let isOwnBundle = place.ownBundle
            let whereMissing: String
            if isOwnBundle {
                whereMissing = catalogs.first.map { "its catalog \($0.path)" }
                    ?? (widgets.count == 1 ? "the widget target, which has no \(use.table).xcstrings catalog"
                        : "the widget targets, which have no \(use.table).xcstrings catalog")
            } else {
                let owner = project.describe(bundle)
                whereMissing = catalogs.first.map { "the catalog of \(owner), \($0.path), which the code reads with bundle:" }
                    ?? "\(owner), which the code reads with bundle: but which has no \(use.table).xcstrings catalog"
            }
            // Without the key, what shows is the text the code gives with it (`defaultValue:`), else the key.
            let shown = use.defaultValue.map { "its default value \"\($0)\"" } ?? "the key itself"
            var message = "\"\(use.key)\" is shown by \(widgets.listed) but missing from \(whereMissing); "
                + "the widget shows \(shown), untranslated, in every language"
            var fix = "Add \"\(use.key)\" to \(isOwnBundle ? "the widget's \(use.table).xcstrings" : catalogs.first?.path ?? "the \(use.table).xcstrings of \(project.describe(bundle))") with its translations."
            let appCatalog = project.apps.filter { widget.embeddingApps.isEmpty || widget.embeddingApps.contains($0.name) }
                .flatMap { $0.catalogs(forTable: use.table) }
                .first { index($0).hasKey(for: use) }
            if let legacy = catalogs.first, legacy.catalog.origin.isLegacyStringsTable {
                fix = "Add \"\(use.key)\" to \(use.table).strings in every .lproj folder of the table, beside \(legacy.path)."
            } else if isOwnBundle, let appCatalog, let widgetCatalog = catalogs.first {
                message += "; the app's catalog has it, so `stringsguard sync` can copy it"
                let sources = (widget.sources?.roots ?? []).map { " --keys-from-sources \($0)" }.joined()
                fix = "stringsguard sync --from \(appCatalog.path) --to \(widgetCatalog.path)\(sources)"
            }
            output.findings.append(
                descriptor.finding(at: use.location, message, key: use.key, targets: widgets, fix: fix))
        }
    }
}
