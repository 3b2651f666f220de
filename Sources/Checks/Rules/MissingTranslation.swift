import Diagnostics
import StringCatalog

/// A key with no usable translation in one of its catalog's languages.
public struct MissingTranslation: Rule {
    public static let id = "missing-translation"

    public init() {}

    public static let relativeCost = 2
    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .translation, defaultSeverity: .warning,
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
                    """),
            RuleExample(
                "Nothing to translate (only placeholders and symbols), and a regional English that reads the source",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{
                    "%@ • %@":{},
                    " (%lld)":{},
                    "Colour":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Farbe"}},
                      "en-GB":{"stringUnit":{"state":"translated","value":"Colour"}}}},
                    "Color":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Farbe"}}}}},"version":"1.0"}
                    """),
        ])

    public func check(_ project: Project, into output: inout RuleOutput) {
        for (loaded, facts) in project.catalogsWithFacts {
            let catalog = loaded.catalog
            var languages = loaded.translationLanguages.filter {
                !Project.fallsBackToSource($0, sourceLanguage: catalog.sourceLanguage) && project.isShown($0, in: loaded)
            }
            if let shipped = project.configuredLanguages {
                languages = languages.filter(shipped.contains)
            }
            let languageIndexes = languages.map { loaded.languages.firstIndex(of: $0) ?? -1 }
            let targets = project.readers(of: loaded)
            // Whether each of the catalog's languages (by index) has a usable translation in the entry at hand,
            // filled from the entry's localizations and cleared after it: a search of the entry's localizations
            // for each language asked was most of the rule's own work. A language not in the catalog (-1) is
            // looked for as before.
            var isUsable = [Bool](repeating: false, count: loaded.languages.count)
            // Entries and their facts read where they are: `zip` copied each entry and its facts (retaining
            // every string and array in them).
            catalog.entries.withUnsafeBufferPointer { entries in
                facts.entries.withUnsafeBufferPointer { entriesFacts in
                    for entryIndex in entries.indices
                    where entries[entryIndex].needsTranslation && entriesFacts[entryIndex].isReachable {
                        let entry = entries.baseAddress! + entryIndex
                        let entryFacts = entriesFacts.baseAddress! + entryIndex
                        entryFacts.pointee.markUsableLanguages(in: &isUsable)
                        defer { entryFacts.pointee.clearUsableLanguages(in: &isUsable) }
                        for (language, languageIndex) in zip(languages, languageIndexes) {
                            if isUsable.indices.contains(languageIndex) {
                                if isUsable[languageIndex] { continue }
                            } else if entryFacts.pointee.status(forLanguageAt: languageIndex).isUsable {
                                continue
                            }
                            // A key without words falls back to itself, which reads right; an empty translation
                            // does not.
                            guard entryFacts.pointee.hasTextToTranslate
                                || entry.pointee.hasEmptyTranslation(for: language, sourceLanguage: catalog.sourceLanguage)
                            else { continue }
                            let (isMissing, location) = entryFacts.pointee.unusableTranslation(
                                forLanguageAt: languageIndex, in: entry)
                            // Templates of the key (\u{1}) and language (\u{2}), filled when written: a neglected
                            // project has tens of thousands of these findings.
                            let message = isMissing
                                ? FindingText(template: "\"\u{1}\" has no \u{2} translation")
                                : FindingText(template: "\"\u{1}\" has a translation into \u{2} that is new or empty")
                            output.findings.append(
                                descriptor.finding(
                                    at: location, message, key: entry.pointee.key, language: language, targets: targets,
                                    fix: FindingText(template: "Translate \"\u{1}\" into \u{2}.")))
                        }
                    }
                }
            }
        }
    }
}
