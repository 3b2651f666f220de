import Diagnostics
import StringCatalog

/// A widget key with no usable translation in a language the app ships: there the app speaks the
/// user's language and the widget falls back to the development language.
public struct WidgetMissingTranslation: Rule {
    public static let id = "widget-missing-translation"

    public init() {}

    public var descriptor: RuleDescriptor {
        RuleDescriptor(
            id: Self.id, defaultSeverity: .error,
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
    }

    public func check(_ project: Project, into output: inout RuleOutput) {
        for widget in project.widgets {
            for loaded in widget.catalogs {
                let catalog = loaded.catalog
                let table = loaded.table
                let uses = widget.scan.map { scan in UseIndex(scan.localizableUses.lazy.filter { $0.table == table }) }
                let entries = catalog.entries.filter { entry in
                    entry.needsTranslation && entry.extractionState != .stale && (uses?.reaches(entry.key) ?? true)
                }
                guard !entries.isEmpty else { continue }
                let languages = project.shippedLanguages.filter { $0 != catalog.sourceLanguage }
                let catalogLanguages = Set(catalog.languages)
                for language in languages {
                    if !catalogLanguages.contains(language) {
                        output.findings.append(
                            descriptor.finding(
                                at: catalog.sourceLanguageLocation,
                                "\(loaded.path) has no \(language) translations at all, but the app ships \(language): "
                                    + "\(widget.name) shows \(entries.count == 1 ? "its string" : "all \(entries.count) of its strings") in \(catalog.sourceLanguage) there",
                                language: language, target: widget.name,
                                fix: "Add \(language) to the widget's catalog, or copy the app's translations with `stringsguard sync`."))
                        continue
                    }
                    for entry in entries {
                        let assessment = entry.assessment(for: language)
                        guard !assessment.status.isUsable else { continue }
                        let why = assessment.status == .missing ? "has no \(language) translation" : "has a \(language) translation that is \(assessment.status == .new ? "new or empty" : "unusable")"
                        output.findings.append(
                            descriptor.finding(
                                at: assessment.location,
                                "\"\(entry.key)\" \(why) in the widget's catalog; \(widget.name) falls back to \(catalog.sourceLanguage) there while the app is in \(language)",
                                key: entry.key, language: language, target: widget.name,
                                fix: "Translate \"\(entry.key)\" into \(language) in \(loaded.path)."))
                    }
                }
            }
        }
    }
}
