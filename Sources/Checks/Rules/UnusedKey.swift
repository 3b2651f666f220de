import Diagnostics
import SourceScanning
import StringCatalog

/// A widget catalog key that no widget source uses.
public struct UnusedKey: Rule {
    public static let id = "unused-key"

    public init() {}

    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .translation, defaultSeverity: .note,
        summary: "A key of a catalog a widget reads that no Swift source in the project uses.",
        rationale: """
            Widget catalogs are often copied from the app's wholesale; unused keys are translated and \
            shipped for nothing. Every target and package that reads the catalog is looked at, and any \
            literal anywhere in the project's code counts as a use, so the advice never breaks a screen \
            that still shows the key. A key added by hand is left alone when a target reading the catalog \
            links a remote package, whose code may look it up in the app's bundle. Keys built at run time \
            cannot be seen: turn the rule off then.
            """,
        howToFix: "Delete the key from the catalog, unless something builds it at run time.",
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

    public func check(_ project: Project, into output: inout RuleOutput) {
        // InfoPlist.xcstrings localizes Info.plist keys and AppShortcuts.xcstrings the Siri phrases: the
        // system reads them, no Swift source shows them.
        for loaded in project.catalogs where !loaded.isReadBySystem {
            let readers = project.readers(of: loaded).compactMap(project.target(named:))
            // Only a catalog a widget reads, and only when every target reading it has all its sources: a
            // key used by code the run cannot see is not unused.
            guard readers.contains(where: { $0.role == .widget }), readers.allSatisfy({ $0.sources?.isComplete == true }) else {
                continue
            }
            // A key added by hand may be read by a remote package's code, which is not on disk (a package
            // that looks up its labels in Bundle.main asks its app to add them); Xcode extracted every other
            // key from code the run reads.
            let readsRemoteCode = readers.contains { !($0.sources?.remotePackageProducts.isEmpty ?? true) }
            for entry in loaded.catalog.entries where entry.extractionState != .stale {
                if readsRemoteCode && entry.extractionState == .manual { continue }
                guard !project.isKeyUsedAnywhere(entry.key, table: loaded.table) else { continue }
                output.findings.append(
                    descriptor.finding(
                        at: entry.location,
                        "\"\(entry.key)\" is in \(loaded.path) but no Swift source in the project uses it",
                        key: entry.key, targets: readers.map(\.name),
                        fix: "If nothing builds \"\(entry.key)\" at run time (from a server or a variable), delete it from \(loaded.path)."))
            }
        }
    }
}
