import Diagnostics
import StringCatalog

/// A translation `state` or a device case name that Xcode does not write (`Catalog.unknownValues`): a
/// hand edit or another tool's, kept as written but read differently from what its author meant.
/// (StringCatalog's `UnknownCatalogValue` is the value found; this is the rule that reports it.)
public struct UnknownCatalogValue: Rule {
    public static let id = "unknown-catalog-value"

    public init() {}

    public static let relativeCost = 3
    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .translation, defaultSeverity: .warning,
        summary: "A translation state or a device name that Xcode does not write.",
        rationale: """
            Xcode writes the states `new`, `translated` and `needs_review` (`stale` before Xcode 15.3) and the \
            device cases iphone, ipad, ipod, mac, applewatch, appletv, applevision and other. Any other \
            value comes from a hand edit or another tool: a misspelt state (`translatd`) is read here as \
            translated, so a string that may not be done passes every other check, and a device case with \
            another name is never the one a device chooses, so its translation is never shown.
            """,
        howToFix: "Spell the state or the device name as Xcode does, or remove the device case.",
        triggeringExamples: [
            RuleExample(
                "A misspelt state, and a device case no device chooses",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{
                    "Paused":{"localizations":{"de":{"stringUnit":{"state":1️⃣"translatd","value":"Pausiert"}}}},
                    "Tap to start":{"localizations":{"de":{"variations":{"device":{
                    "iphone":{"stringUnit":{"state":"translated","value":"Zum Starten tippen"}},
                    2️⃣"iwatch":{"stringUnit":{"state":"translated","value":"Tippen"}},
                    "other":{"stringUnit":{"state":"translated","value":"Zum Starten klicken"}}}}}}}},"version":"1.0"}
                    """)
        ],
        cleanExamples: [
            RuleExample(
                "Every state and device name Xcode writes",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{
                    "Paused":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Pausiert"}},
                      "fr":{"stringUnit":{"state":"needs_review","value":"En pause"}},
                      "ja":{"stringUnit":{"state":"new","value":"一時停止"}},
                      "ko":{"stringUnit":{"state":"stale","value":"일시 정지"}}}},
                    "Tap to start":{"localizations":{"de":{"variations":{"device":{
                    "iphone":{"stringUnit":{"state":"translated","value":"Tippen"}},
                    "ipad":{"stringUnit":{"state":"translated","value":"Tippen"}},
                    "ipod":{"stringUnit":{"state":"translated","value":"Tippen"}},
                    "mac":{"stringUnit":{"state":"translated","value":"Klicken"}},
                    "applewatch":{"stringUnit":{"state":"translated","value":"Tippen"}},
                    "appletv":{"stringUnit":{"state":"translated","value":"Auswählen"}},
                    "applevision":{"stringUnit":{"state":"translated","value":"Antippen"}},
                    "other":{"stringUnit":{"state":"translated","value":"Starten"}}}}}}}},"version":"1.0"}
                    """)
        ])

    public func check(_ project: Project, into output: inout RuleOutput) {
        for loaded in project.catalogs {
            let targets = project.readers(of: loaded)
            for value in loaded.catalog.unknownValues
                where (project.configuredLanguages?.contains(value.language) ?? true) && project.isShown(value.language, in: loaded)
            {
                let (message, fix) = Self.describe(value)
                output.findings.append(
                    descriptor.finding(
                        at: value.location, message, key: value.key, language: value.language, targets: targets, fix: fix))
            }
        }
    }

    /// The states Xcode writes today, for the fix: `stale` only by Xcode before 15.3.
    static let writtenStates = ["translated", "needs_review", "new"]

    static func describe(_ value: StringCatalog.UnknownCatalogValue) -> (message: String, fix: String) {
        let translation = "the \(value.language) translation of \"\(value.key)\""
        switch value.kind {
        case .state:
            let message = "\(translation) has the state \"\(value.value)\", which Xcode does not write; it is read as translated"
            if let meant = Suggestion.closest(to: value.value, among: writtenStates) {
                let unchecked = meant == "needs_review" ? "" : " (or \"needs_review\" if the translation is not checked yet)"
                return (message, "Write the state \"\(meant)\"\(unchecked).")
            }
            return (message, "Write one of the states Xcode writes: \"translated\", \"needs_review\" or \"new\".")
        case .device:
            let message = "\(translation) has a device case \"\(value.value)\", which no device chooses; it is never shown"
            if let meant = Suggestion.closest(to: value.value, among: VariationKind.deviceClasses) {
                return (message, "Rename the case \"\(value.value)\" to \"\(meant)\", or remove it.")
            }
            return (message, "Rename the case to one of \(VariationKind.deviceClasses.joined(separator: ", ")), or remove it.")
        }
    }
}
