/// Chooses among a catalog's languages the way Apple's bundles do (`Bundle.preferredLocalizations`, which runs
/// ICU's `ualoc_localizationsToUse`), and answers the language questions the checks ask.
public enum LocaleMatcher {
    /// The catalog languages to use for `requested`, best first, spelled as in `available`; empty when none
    /// fits (the caller then uses the development language).
    /// Example: available `["en", "en-GB"]`, requested `en-AU` → `["en-GB", "en"]`.
    public static func localizations(available: [String], requested: String) throws(LanguageTagError) -> [String] {
        try localizations(available: available, preferredLanguages: [requested])
    }

    /// Like `localizations(available:requested:)` for a list of preferred languages, most preferred first,
    /// as in the `AppleLanguages` setting: the first one that any catalog language fits decides.
    public static func localizations(
        available: [String], preferredLanguages: [String]
    ) throws(LanguageTagError) -> [String] {
        let preferred = try preferredLanguages.map { text throws(LanguageTagError) in try Candidate(text) }
        let candidates = try available.map { text throws(LanguageTagError) in try Candidate(text) }

        var best: (index: Int, score: Int)?
        // pt-BR is a last resort for a pt-PT request: kept aside and used only when nothing else fits.
        var brazilianForEuropean: Int?
        for wanted in preferred where best == nil {
            for (index, candidate) in candidates.enumerated() {
                guard let score = matchScore(wanted: wanted, candidate: candidate) else { continue }
                if wanted.normalizedID == "pt-PT", candidate.normalizedID == "pt-BR", score > 0 {
                    brazilianForEuropean = index
                    continue
                }
                if score < (best?.score ?? Int.max) { best = (index, score) }
            }
        }

        // A fallback match that names a region gives way to an exact match for a later preferred language of the
        // same language ([fr-CA, fr-CH] with [fr-FR, fr-CH] gives fr-CH). Apple skips this for Chinese.
        if let found = best, found.score > 0, candidates[found.index].normalized.region != nil,
           candidates[found.index].language != "zh" {
            let language = candidates[found.index].language
            exactSearch: for wanted in preferred where wanted.language == language {
                for (index, candidate) in candidates.enumerated()
                where candidate.base == wanted.base || candidate.normalizedID == wanted.normalizedID {
                    best = (index, 0)
                    break exactSearch
                }
            }
        }

        guard let resultIndex = best?.index ?? brazilianForEuropean else {
            // "zxx" (no linguistic content) is Apple's marker for a bundle that fits every language.
            return available.contains("zxx") ? ["zxx"] : []
        }

        var chosen = [resultIndex]
        for ancestor in candidates[resultIndex].chain(penalizingUnusualRegion: true) {
            for (index, candidate) in candidates.enumerated() where !chosen.contains(index) {
                // Apple also offers Taiwan's Traditional Chinese after the Hong Kong one.
                let taiwanAfterHongKong = ancestor == "zh-Hant-HK" && candidate.normalizedID == "zh-Hant-TW"
                if candidate.normalizedID == ancestor || taiwanAfterHongKong { chosen.append(index) }
            }
        }
        return chosen.map { available[$0] }
    }

    /// Whether `tag` names a right-to-left language (`ar`, `he`, `iw`, `fa`, `az-Arab`, `ks`); false for
    /// left-to-right ones and for text that is not a language tag.
    public static func isRightToLeft(_ tag: String) -> Bool {
        (try? LanguageTag(tag))?.isRightToLeft ?? false
    }

    /// The BCP 47 tag for a POSIX locale value from `LANG`, `LC_ALL` or `LANGUAGE` (`ko_KR.UTF-8` → `ko-KR`,
    /// `sr_RS@latin` → `sr-Latn-RS`, `pt_BR@currency=BRL` → `pt-BR`); nil for `C`, `POSIX`, empty or unreadable values.
    public static func systemLanguage(fromPOSIXLocale value: String) -> String? {
        // LANGUAGE may hold a colon-separated list; the first entry is the preferred one.
        var text = Substring(value.split(separator: ":", omittingEmptySubsequences: false).first ?? "")
        var modifier: Substring?
        if let at = text.firstIndex(of: "@") {
            modifier = text[text.index(after: at)...]
            text = text[..<at]
        }
        if let dot = text.firstIndex(of: ".") { text = text[..<dot] }
        guard !text.isEmpty, text != "C", text != "POSIX", let tag = try? LanguageTag(String(text)) else {
            return nil
        }
        // glibc names a script or a variant with a modifier; other modifiers (euro, currency=...) are not language.
        let modifierScripts = ["latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab"]
        if let modifier, let script = modifierScripts[modifier.lowercased()], tag.script == nil {
            return LanguageTag(languageOnly: tag.languageOnly, script: script, region: tag.region,
                               variants: tag.variants).description
        }
        if let modifier, modifier.lowercased() == "valencia", !tag.variants.contains("valencia") {
            return LanguageTag(languageOnly: tag.languageOnly, script: tag.script, region: tag.region,
                               variants: tag.variants + ["valencia"]).description
        }
        return tag.description
    }

    /// The language of the process environment by POSIX precedence: the first non-empty of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG`, converted by `systemLanguage(fromPOSIXLocale:)`; nil if none is set or it is `C`.
    public static func systemLanguage(environment: [String: String]) -> String? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return systemLanguage(fromPOSIXLocale: value) }
        }
        return nil
    }

    /// How far `candidate` is from `wanted`, lower is better: -1 same tag, 0 same after alias replacement,
    /// otherwise the steps up both fallback chains to a common locale (+1 across language codes); nil if none.
    static func matchScore(wanted: Candidate, candidate: Candidate) -> Int? {
        if wanted.base == candidate.base { return -1 }
        if wanted.normalizedID == candidate.normalizedID { return 0 }
        guard wanted.languageGroup == candidate.languageGroup else { return nil }
        let wantedChain = wanted.chain(penalizingUnusualRegion: false)
        let candidateChain = candidate.chain(penalizingUnusualRegion: true)
        var best: Int?
        for (wantedDepth, wantedAncestor) in wantedChain.enumerated() {
            for (candidateDepth, candidateAncestor) in candidateChain.enumerated()
            where wantedAncestor == candidateAncestor {
                let score = wantedDepth + candidateDepth + (wanted.language == candidate.language ? 0 : 1)
                if score < (best ?? Int.max) { best = score }
            }
        }
        return best
    }

    /// The bundle the localization system looks at after `id` (`es-MX` → `es-419` → `es`), nil at the root.
    static func parent(of id: String) -> String? {
        // Apple's bundle rules come first, then its ICU locale data (newer than the CLDR here), then CLDR.
        if let parent = LocaleTables.appleParents[id] ?? LocaleTables.appleLocaleDataParents[id]
            ?? LocaleTables.cldrParents[id] {
            return parent == "root" ? nil : parent
        }
        guard let lastSeparator = id.lastIndex(of: "-") else { return nil }
        return String(id[..<lastSeparator])
    }
}

/// One language identifier prepared for matching.
struct Candidate {
    /// The tag as parsed, in canonical case.
    let base: String
    /// After Apple's script insertion for Chinese regions and CLDR alias replacement.
    let normalized: LanguageTag
    let normalizedID: String
    let language: String
    /// Codes Apple compares with another one (nb and nn with no) share a group.
    let languageGroup: String

    init(_ text: String) throws(LanguageTagError) {
        let tag = try LanguageTag(text)
        base = tag.description
        if let replacement = LocaleTables.appleReplacements[tag.withoutVariants.description],
           let replacementTag = LocaleData.tag(replacement) {
            normalized = LanguageTag(languageOnly: replacementTag.languageOnly, script: replacementTag.script,
                                     region: replacementTag.region, variants: tag.variants)
        } else {
            normalized = tag.replacingAliases()
        }
        normalizedID = normalized.description
        language = normalized.languageOnly
        languageGroup = LocaleTables.appleLanguageGroups[language] ?? language
    }

    /// This identifier followed by its ancestors. For a catalog language whose region is not the language's usual
    /// one (`it-CH`, not `it-IT`), the first entry is doubled so that the usual region wins ties.
    func chain(penalizingUnusualRegion: Bool) -> [String] {
        var chain = [normalizedID]
        if penalizingUnusualRegion, normalized.region != nil, normalizedID != "es-MX", normalizedID != "zh-Hant-TW",
           normalized.minimized().region != nil {
            chain.append(normalizedID)
        }
        // Real chains have at most five steps; the bound guards against a cycle in the data.
        var current = normalizedID
        while chain.count < 9, let parent = LocaleMatcher.parent(of: current) {
            chain.append(parent)
            current = parent
        }
        return chain
    }
}
