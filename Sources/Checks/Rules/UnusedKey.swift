import Diagnostics
import SourceScanning
import StringCatalog

/// A widget catalog key that no widget source uses.
public struct UnusedKey: Rule {
    public static let id = "unused-key"

    public init() {}

    public static let relativeCost = 2
    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .translation, defaultSeverity: .note,
        summary: "A key of a catalog a widget reads that no Swift source in the project uses.",
        rationale: """
            Widget catalogs are often copied from the app's wholesale; unused keys are translated and \
            shipped for nothing. Every target and package that reads the catalog is looked at, and any \
            literal anywhere in the project's code counts as a use, so the advice never breaks a screen \
            that still shows the key. A key added by hand to a catalog whose target links a remote package \
            is noted with the packages' names: their code is not on disk and may look it up in the app's \
            bundle. Keys built at run time cannot be seen: turn the rule off then.
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
            // A key added by hand may be there for a remote package, whose code is not on disk: one that
            // looks up its labels in Bundle.main asks its app to add them. Most such keys are leftovers, so
            // the note stays, but its advice names the packages to look in first.
            let remotePackages = Array(Set(readers.flatMap { $0.sources?.remotePackageProducts ?? [] })).sorted()
            for entry in loaded.catalog.entries where entry.extractionState != .stale {
                guard !project.isKeyUsedAnywhere(entry.key, table: loaded.table) else { continue }
                let mayBeRemote = entry.extractionState == .manual && !remotePackages.isEmpty
                let file = loaded.file(of: entry)
                // A legacy table's key is written once in each language's file: deleting it means all of them.
                let everyFile = loaded.catalog.origin.isLegacyStringsTable ? file + " and the table's other languages" : file
                output.findings.append(
                    descriptor.finding(
                        at: entry.location,
                        mayBeRemote
                            ? "\"\(entry.key)\" is in \(file) but no Swift source on disk uses it; it was added by hand, and the remote package\(remotePackages.count == 1 ? "" : "s") \(Self.listed(remotePackages)) may read it from the app's bundle"
                            : "\"\(entry.key)\" is in \(file) but no Swift source in the project uses it",
                        key: entry.key, targets: readers.map(\.name),
                        fix: mayBeRemote
                            ? "Delete \"\(entry.key)\" from \(everyFile) unless \(Self.listed(remotePackages, joinedBy: "or")) reads it from the app's bundle or something builds it at run time."
                            : "If nothing builds \"\(entry.key)\" at run time (from a server or a variable), delete it from \(everyFile)."))
            }
        }
    }

    private static func listed(_ names: [String], joinedBy conjunction: String = "and") -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
