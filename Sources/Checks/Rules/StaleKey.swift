import Diagnostics
import StringCatalog

/// A key Xcode no longer finds in the code (`extractionState: stale`).
public struct StaleKey: Rule {
    public static let id = "stale-key"

    public init() {}

    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .translation, defaultSeverity: .note,
        summary: "A key whose `extractionState` is `stale`: Xcode no longer finds it in the code.",
        rationale: """
            Stale keys cost translators time and hide which strings really ship. Xcode extracts only from \
            the targets that compile the catalog, so a key that package code or a wrapper still reads can \
            be marked stale while it is shown: such a key is reported as still used, never to delete.
            """,
        howToFix: "Delete the key from the catalog when no code uses it; mark it manual when code Xcode cannot see does.",
        triggeringExamples: [
            RuleExample(
                "A stale key",
                appCatalog: #"{"sourceLanguage":"en","strings":{1️⃣"Old title":{"extractionState":"stale"}},"version":"1.0"}"#)
        ],
        cleanExamples: [
            RuleExample(
                "Extracted or manual keys",
                appCatalog: #"{"sourceLanguage":"en","strings":{"Title":{},"Manual":{"extractionState":"manual"}},"version":"1.0"}"#)
        ])

    public func check(_ project: Project, into output: inout RuleOutput) {
        for loaded in project.catalogs {
            let targets = project.readers(of: loaded)
            for entry in loaded.catalog.entries where entry.extractionState == .stale {
                // Xcode extracts only from the targets that compile the catalog: code of a package, or a
                // wrapper it cannot follow, may still read the key. Deleting it would break that code.
                if project.isKeyUsedAnywhere(entry.key, table: loaded.table) {
                    output.findings.append(
                        descriptor.finding(
                            at: entry.location,
                            "\"\(entry.key)\" is marked stale, yet code in the project still uses it (in a way Xcode does not extract, such as a package or a wrapper)",
                            key: entry.key, targets: targets,
                            fix: "Keep the key; to stop Xcode calling it stale, mark it manual (\"extractionState\" : \"manual\")."))
                } else {
                    output.findings.append(
                        descriptor.finding(
                            at: entry.location, "\"\(entry.key)\" is stale: Xcode no longer finds it in the code",
                            key: entry.key, targets: targets, fix: "Delete \"\(entry.key)\" from \(loaded.path)."))
                }
            }
        }
    }
}
