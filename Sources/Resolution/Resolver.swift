import Diagnostics
import FormatSpecifiers
import LocaleMatching
import PluralRules
import StringCatalog

/// Resolves a catalog's keys as a widget shows them for the language the app chose.
///
/// **Language.** The requested language is the request's `languageCode`, else the system locale (given, else
/// read from `LC_ALL`/`LC_MESSAGES`/`LANG`), else the catalog's development (source) language. The candidates
/// are `LocaleMatcher.localizations(available:requested:)` over the catalog's languages, best first, then the
/// source language. A key is served from the first candidate whose localization yields a text for the device
/// and arguments; in the source language a key without a usable localization shows the key itself (Xcode's
/// convention: the key is the source text). A key the catalog lacks shows the key itself and is reported.
///
/// **Translation state.** A translation in state `new`, or with an empty value, is not translated yet and is
/// not served: the next candidate language is tried, as for a missing localization. `needs_review` and
/// `stale` values are served (they are translations, perhaps outdated). The checks use the same rule
/// (`widget-missing-translation`), so `check` and `resolve` never disagree. In the source language any value
/// is used, since the developer wrote it.
///
/// **Plurals.** A plural variation is chosen by its argument formatted as displayed (`%lld` of 1 → "1",
/// `%.1f` of 1 → "1.0"), by the served language's CLDR rules, with Apple's catalog rule on top: a `zero` case
/// takes an integer 0 in every language. A missing category falls back to `other`. A plural variation on a
/// whole localization (not in a substitution) varies on the lowest-numbered numeric argument of its cases'
/// texts (`other` first): that is the one argument Xcode offers "Vary by Plural" for; strings with several
/// numeric arguments vary through substitutions, each on its own `argNum`.
///
/// **Formatting.** Texts are formatted as `String(format:)` does when the key is a format (its key or text has
/// specifiers, or a variation chose by an argument); other texts are shown verbatim (`100%` stays `100%`). A
/// text whose specifiers take the space flag is prose (`50% off` parses as `% o`): shown verbatim unless the
/// key is otherwise a format.
/// Each substitution's case is spliced in with `%arg` replaced by the substitution's own specifier at its own
/// `argNum`, so a case that omits the number (`one file`) shifts no other argument.
public struct Resolver: Sendable {
    public let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    // MARK: Language choice

    /// The language a request asks for (canonical BCP 47): `languageCode` if non-empty, else the system
    /// locale (`systemLocale`, else the environment's), else the catalog's source language.
    public func requestedLanguage(
        languageCode: String, systemLocale: String?, environment: [String: String]
    ) throws(InputError) -> String {
        if !languageCode.isEmpty {
            do {
                return try LanguageTag(languageCode).description
            } catch {
                throw InputError("invalid language code: \(error.description)")
            }
        }
        if let systemLocale, !systemLocale.isEmpty {
            // `C` and `POSIX` name no language (and `posix` would read as a language subtag): the process then
            // sees the development language.
            let posixName = systemLocale.split(separator: ".").first.map(String.init) ?? systemLocale
            if posixName == "C" || posixName == "POSIX" { return catalog.sourceLanguage }
            let tagError: LanguageTagError
            do {
                return try LanguageTag(systemLocale).description
            } catch {
                tagError = error
            }
            if let language = LocaleMatcher.systemLanguage(fromPOSIXLocale: systemLocale) { return language }
            throw InputError("invalid system locale: \(tagError.description)")
        }
        return LocaleMatcher.systemLanguage(environment: environment) ?? catalog.sourceLanguage
    }

    /// The catalog languages to try for `requested`, in order: the matched localizations best first, then
    /// the source language. `bestMatch` is the first matched one (nil when no catalog language fits).
    public func candidateLanguages(for requested: String) throws(InputError) -> (candidates: [String], bestMatch: String?) {
        let available = catalog.languages
        var matched: [String]
        do {
            matched = try LocaleMatcher.localizations(available: available, requested: requested)
        } catch {
            if (try? LanguageTag(requested)) == nil {
                throw InputError("invalid language code: \(error.description)")
            }
            throw catalogLanguageError(error)
        }
        let best = matched.first
        if !matched.contains(catalog.sourceLanguage) { matched.append(catalog.sourceLanguage) }
        return (matched, best)
    }

    private func catalogLanguageError(_ error: LanguageTagError) -> InputError {
        if error.tag == catalog.sourceLanguage {
            return located("sourceLanguage: \(error.description)", at: catalog.sourceLanguageLocation)
        }
        for entry in catalog.entries {
            if let localization = entry.localization(for: error.tag) {
                return located("localization language: \(error.description)", at: localization.location)
            }
        }
        return InputError(error.description, path: catalog.path)
    }

    // MARK: Resolving

    /// Resolves one key. Throws an `InputError` for a malformed language code or system locale, arguments that
    /// do not fit the served text's specifiers (or are missing), and texts that are not valid format strings.
    public func resolve(_ request: ResolveRequest) throws(InputError) -> ResolvedString {
        let requested = try requestedLanguage(
            languageCode: request.languageCode, systemLocale: request.systemLocale,
            environment: request.environment)
        let (candidates, best) = try candidateLanguages(for: requested)
        return try resolveKey(
            request.key, requested: requested, candidates: candidates, bestMatch: best, device: request.device,
            arguments: .given(request.arguments))
    }

    func resolveKey(
        _ key: String, requested: String, candidates: [String], bestMatch: String?, device: DeviceClass,
        arguments: ArgumentMode
    ) throws(InputError) -> ResolvedString {
        func result(_ rendered: Rendered, served: String, tried: [String], found: Bool) -> ResolvedString {
            ResolvedString(
                key: key, value: rendered.value, requestedLanguage: requested, servedLanguage: served,
                fallback: tried, pluralCategories: rendered.categories, device: device, keyFound: found,
                servedFromFallback: !found || served != bestMatch)
        }
        let source = catalog.sourceLanguage
        guard let entry = catalog.entry(forKey: key) else {
            let context = RenderContext(
                resolver: self, key: key, language: source, device: device, arguments: arguments,
                keyIsFormat: Self.isFormat(key))
            let rendered = try context.assemble(text: key, location: catalog.stringsLocation, contents: [],
                                                extraPositions: [], categories: [:])
            return result(rendered ?? Rendered(value: key, categories: [:]), served: source, tried: candidates,
                          found: false)
        }
        let keyIsFormat = Self.isFormat(key)
            || (entry.localization(for: source)?.content.stringUnitLeaves.contains { Self.isFormat($0.unit.value) } ?? false)
        var tried: [String] = []
        for language in candidates {
            tried.append(language)
            let context = RenderContext(
                resolver: self, key: key, language: language, device: device, arguments: arguments,
                keyIsFormat: keyIsFormat)
            if let localization = entry.localization(for: language),
               let rendered = try context.render(localization.content) {
                return result(rendered, served: language, tried: tried, found: true)
            }
            if language == source {
                let rendered = try context.assemble(text: key, location: entry.location, contents: [],
                                                    extraPositions: [], categories: [:])
                return result(rendered ?? Rendered(value: key, categories: [:]), served: source, tried: tried,
                              found: true)
            }
        }
        // The source language is always a candidate, so this is reached only if it were not.
        return result(Rendered(value: key, categories: [:]), served: source, tried: tried, found: true)
    }

    /// Whether `text` reads as a format string with at least one specifier or substitution.
    static func isFormat(_ text: String) -> Bool {
        guard text.containsUTF8(UInt8(ascii: "%")), let format = try? FormatString(parsing: text) else { return false }
        return isPlausibleFormat(format)
    }

    /// Whether a parsed text is meant as a format: it has a substitution, or specifiers none of which takes the
    /// space flag. Prose such as `50% off` parses as `% o` (space flag, octal), and Xcode never writes that flag
    /// for an interpolation, so such a text is shown as written.
    static func isPlausibleFormat(_ format: FormatString) -> Bool {
        if !format.substitutions.isEmpty { return true }
        return !format.specifiers.isEmpty && !format.specifiers.contains { $0.flags.containsUTF8(UInt8(ascii: " ")) }
    }

    /// An error at `location`, or naming only the catalog when the location is not in a file.
    func located(_ message: String, at location: SourceLocation) -> InputError {
        location.line > 0 ? InputError(message, at: location) : InputError(message, path: catalog.path.isEmpty ? nil : catalog.path)
    }
}

/// How arguments are applied: the values given (too few is an error), or none, leaving specifiers as written
/// and taking the `other` plural case.
enum ArgumentMode: Sendable {
    case given([String])
    case placeholders
}

/// A rendered text and the plural cases chosen on the way.
struct Rendered {
    var value: String
    var categories: [Int: PluralCategory]
}
