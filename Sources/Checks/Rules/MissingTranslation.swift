import Diagnostics
import StringCatalog

/// A key with no usable translation in one of its catalog's languages.
public struct MissingTranslation: Rule {
    public static let id = "missing-translation"

    public init() {}

    public var descriptor: RuleDescriptor {
        RuleDescriptor(
            id: Self.id, defaultSeverity: .warning,
            summary: "A key with no usable translation (absent, empty or `new`) for one of its catalog's languages.",
            rationale: """
                Users of that language see the development language for this string, in the middle of a \
                translated screen. Keys marked "Don't translate" (`shouldTranslate: false`) are exempt.
                """,
            howToFix: "Translate the key, or mark it `shouldTranslate: false` if it must stay as it is.",
            triggeringExamples: [
                RuleExample(
                    "German is one of the catalog's languages; one key lacks it, one is still new",
                    appCatalog: """
                        {"sourceLanguage":"en","strings":{
                        "Paused":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Pausiert"}}}},
                        1️⃣"Resume":{},
                        "Stop":{"localizations":{2️⃣"de":{"stringUnit":{"state":"new","value":"Stopp"}}}}},"version":"1.0"}
                        """)
            ],
            cleanExamples: [
                RuleExample(
                    "Translated, needing review (another rule's concern), or not to be translated",
                    appCatalog: """
                        {"sourceLanguage":"en","strings":{
                        "":{"localizations":{"de":{"stringUnit":{"state":"translated","value":""}}}},
                        "Paused":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Pausiert"}}}},
                        "Stop":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Stopp"}}}},
                        "FocusTimer":{"shouldTranslate":false}},"version":"1.0"}
                        """)
            ])
    }

    public func check(_ project: Project, into output: inout RuleOutput) {
        for target in project.targets {
            for loaded in target.catalogs {
                var languages = loaded.translationLanguages
                if let shipped = project.configuredLanguages {
                    languages = languages.filter(shipped.contains)
                }
                for entry in loaded.catalog.entries where entry.needsTranslation && entry.extractionState != .stale {
                    for language in languages {
                        let assessment = entry.assessment(for: language)
                        guard !assessment.status.isUsable else { continue }
                        let what = assessment.status == .missing ? "has no \(language) translation" : "has a \(language) translation that is new or empty"
                        output.findings.append(
                            descriptor.finding(
                                at: assessment.location, "\"\(entry.key)\" \(what)",
                                key: entry.key, language: language, target: target.name,
                                fix: "Translate \"\(entry.key)\" into \(language)."))
                    }
                }
            }
        }
    }
}
