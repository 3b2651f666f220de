import Diagnostics
import LocaleMatching

/// The language a `<file>` is imported into: `--language` first, then its `target-language`, then the
/// `.xcloc`'s `targetLocale`; refused unless it is a language tag other than the catalog's source language.
enum XLIFFLanguage {
    static func resolve(
        override: String?, file: XLIFFDocument.FileSection, packageLanguage: String?, sourceLanguage: String,
        catalogLanguages: [String]
    ) throws -> String {
        let given = [override, file.targetLanguage, packageLanguage].compactMap { $0 }.first { !$0.isEmpty }
        guard let given else {
            throw InputError("<file> has no target-language; give --language L", at: file.location)
        }
        let tag: LanguageTag
        do {
            tag = try LanguageTag(given)
        } catch {
            let origin = override != nil ? "--language" : "target-language"
            throw InputError("\(origin) '\(given)' is not a language tag (\(error.reason)); give --language L", at: file.location)
        }
        if let source = try? LanguageTag(sourceLanguage), source == tag {
            throw InputError(
                "target-language '\(given)' is the catalog's source language; the file holds no translation (give --language L)",
                at: file.location)
        }
        // The catalog's own spelling wins (`zh-Hans`, not `zh-hans`), so no second column appears.
        let canonical = tag.description
        return catalogLanguages.first { $0.lowercased().replacingOccurrences(of: "_", with: "-") == canonical.lowercased() }
            ?? canonical
    }
}
