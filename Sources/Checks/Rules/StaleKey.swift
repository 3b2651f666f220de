import Diagnostics
import StringCatalog

/// A key Xcode no longer finds in the code (`extractionState: stale`).
public struct StaleKey: Rule {
    public static let id = "stale-key"

    public init() {}

    public var descriptor: RuleDescriptor {
        RuleDescriptor(
            id: Self.id, defaultSeverity: .note,
            summary: "A key whose `extractionState` is `stale`: Xcode no longer finds it in the code.",
            rationale: "Stale keys cost translators time and hide which strings really ship.",
            howToFix: "Delete the key from the catalog, or use it again in code.",
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
    }

    public func check(_ project: Project, into output: inout RuleOutput) {
        for target in project.targets {
            for loaded in target.catalogs {
                for entry in loaded.catalog.entries where entry.extractionState == .stale {
                    output.findings.append(
                        descriptor.finding(
                            at: entry.location, "\"\(entry.key)\" is stale: Xcode no longer finds it in the code",
                            key: entry.key, target: target.name, fix: "Delete \"\(entry.key)\" from \(loaded.path)."))
                }
            }
        }
    }
}
