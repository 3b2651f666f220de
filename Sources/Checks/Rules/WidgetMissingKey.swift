import Diagnostics
import SourceScanning

/// A key the widget's Swift code shows that the widget's own catalog lacks. The widget runs in its own
/// process with its own bundle, so the app catalog's translation never reaches it: it shows the key
/// itself, untranslated, in every language.
public struct WidgetMissingKey: Rule {
    public static let id = "widget-missing-key"

    public init() {}

    public var descriptor: RuleDescriptor {
        RuleDescriptor(
            id: Self.id, defaultSeverity: .error,
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
                    widgetCatalog: #"{"sourceLanguage":"en","strings":{"Cycle %lld":{}},"version":"1.0"}"#,
                    widgetSource: """
                        struct V { var current: Int; var total: Int
                            var body: some View { Text(1️⃣"Cycle \\(current) of \\(total)") } }
                        """),
            ],
            cleanExamples: [
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
    }

    public func check(_ project: Project, into output: inout RuleOutput) {
        for widget in project.widgets {
            guard let scan = widget.scan else { continue }
            // Each catalog's keys are indexed once, not searched once per use.
            let widgetIndexes = widget.catalogs.map { CatalogKeyIndex($0.catalog) }
            let appCatalogs = project.apps.flatMap(\.catalogs)
            var appIndexes: [CatalogKeyIndex?] = Array(repeating: nil, count: appCatalogs.count)
            // A key with no words shows the same text whether the widget's catalog has it or not.
            for use in scan.localizableUses where use.hasTextToTranslate {
                let catalogs = widget.catalogs(forTable: use.table)
                if zip(widget.catalogs, widgetIndexes).contains(where: { $0.table == use.table && $1.hasKey(for: use) }) {
                    continue
                }
                var appCatalog: LoadedCatalog?
                for (offset, loaded) in appCatalogs.enumerated() where loaded.table == use.table {
                    let index = appIndexes[offset] ?? CatalogKeyIndex(loaded.catalog)
                    appIndexes[offset] = index
                    if index.hasKey(for: use) {
                        appCatalog = loaded
                        break
                    }
                }
                let whereMissing = catalogs.first.map { "its catalog \($0.path)" }
                    ?? "the widget target, which has no \(use.table).xcstrings catalog"
                var message = "\"\(use.key)\" is shown by \(widget.name) but missing from \(whereMissing); "
                    + "the widget shows the key itself, untranslated, in every language"
                var fix = "Add \"\(use.key)\" to the widget's \(use.table).xcstrings with its translations."
                if let appCatalog, let widgetCatalog = catalogs.first {
                    message += "; the app's catalog has it, so `stringsguard sync` can copy it"
                    let sources = widget.configuration.sources.map { " --keys-from-sources \($0)" }.joined()
                    fix = "stringsguard sync --from \(appCatalog.path) --to \(widgetCatalog.path)\(sources)"
                }
                output.findings.append(
                    descriptor.finding(at: use.location, message, key: use.key, target: widget.name, fix: fix))
            }
        }
    }
}
