import Diagnostics
import SourceScanning
import StringCatalog

/// A widget catalog key that no widget source uses.
public struct UnusedKey: Rule {
    public static let id = "unused-key"

    public init() {}

    public var descriptor: RuleDescriptor {
        RuleDescriptor(
            id: Self.id, defaultSeverity: .note,
            summary: "A widget catalog key that none of the widget's Swift sources use.",
            rationale: """
                Widget catalogs are often copied from the app's wholesale; unused keys are translated and \
                shipped for nothing. (Keys used only through variables cannot be seen: turn the rule off then.)
                """,
            howToFix: "Delete the key from the widget's catalog.",
            triggeringExamples: [
                RuleExample(
                    "A key copied from the app that the widget never shows",
                    widgetCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{},1️⃣"Settings":{}},"version":"1.0"}"#,
                    widgetSource: #"Text("Paused")"#)
            ],
            cleanExamples: [
                RuleExample(
                    "Every key shown, one through an interpolation",
                    widgetCatalog: #"{"sourceLanguage":"en","strings":{"%lld minutes":{},"Paused":{}},"version":"1.0"}"#,
                    widgetSource: """
                        struct V { var minutes: Int
                            var body: some View { VStack { Text("Paused"); Text("\\(minutes) minutes") } } }
                        """)
            ])
    }

    public func check(_ project: Project, into output: inout RuleOutput) {
        for widget in project.widgets {
            guard let scan = widget.scan else { continue }
            // InfoPlist.xcstrings localizes Info.plist keys and AppShortcuts.xcstrings the Siri phrases: the
            // system reads them, no Swift source shows them.
            for loaded in widget.catalogs where !loaded.isReadBySystem {
                let table = loaded.table
                let uses = UseIndex(scan.localizableUses.lazy.filter { $0.table == table })
                for entry in loaded.catalog.entries where entry.extractionState != .stale {
                    guard !uses.reaches(entry.key) else { continue }
                    output.findings.append(
                        descriptor.finding(
                            at: entry.location, "\"\(entry.key)\" is in the widget's catalog but no widget source uses it",
                            key: entry.key, target: widget.name, fix: "Delete \"\(entry.key)\" from \(loaded.path)."))
                }
            }
        }
    }
}
