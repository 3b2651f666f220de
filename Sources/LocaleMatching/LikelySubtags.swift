/// Reading the generated tables (`LocaleTables`), which are searched in place and never unpacked.
enum LocaleData {
    /// Parses a tag that comes from the generated tables; they hold only well-formed tags.
    static func tag(_ text: String) -> LanguageTag? {
        try? LanguageTag(text)
    }
}

extension LanguageTag {
    /// This tag with a deprecated or legacy language code replaced (CLDR languageAlias): `iw` → `he`,
    /// `tl` → `fil`, `sh` → `sr-Latn`. Script and region written in the tag are kept.
    public func replacingAliases() -> LanguageTag {
        guard let replacementText = LocaleTables.languageAliases[languageOnly],
              let replacement = LocaleData.tag(replacementText)
        else { return self }
        return LanguageTag(
            languageOnly: replacement.languageOnly,
            script: script ?? replacement.script,
            region: region ?? replacement.region,
            variants: variants
        )
    }

    /// The likely full form (CLDR likely subtags, after alias replacement): `zh-HK` → `zh-Hant-HK`,
    /// `pt` → `pt-Latn-BR`, `sr` → `sr-Cyrl-RS`. Unknown languages come back with only aliases replaced.
    public func maximized() -> LanguageTag {
        let tag = replacingAliases()
        var lookups: [String] = []
        if let script = tag.script, let region = tag.region {
            lookups.append("\(tag.languageOnly)-\(script)-\(region)")
        }
        if let region = tag.region { lookups.append("\(tag.languageOnly)-\(region)") }
        if let script = tag.script { lookups.append("\(tag.languageOnly)-\(script)") }
        lookups.append(tag.languageOnly)
        for key in lookups {
            guard let text = LocaleTables.likelySubtags[key], let likely = LocaleData.tag(text) else { continue }
            return LanguageTag(
                languageOnly: tag.languageOnly == "und" ? likely.languageOnly : tag.languageOnly,
                script: tag.script ?? likely.script,
                region: tag.region ?? likely.region,
                variants: variants
            )
        }
        return tag
    }

    /// The shortest tag with the same likely full form: `zh-Hant-TW` → `zh-TW`, `pt-Latn-BR` → `pt`;
    /// a region that is not the language's usual one stays (`pt-PT`).
    public func minimized() -> LanguageTag {
        let maximal = maximized()
        guard maximal.script != nil || maximal.region != nil else { return maximal }
        let trials = [
            LanguageTag(languageOnly: maximal.languageOnly),
            LanguageTag(languageOnly: maximal.languageOnly, region: maximal.region),
            LanguageTag(languageOnly: maximal.languageOnly, script: maximal.script),
        ]
        let target = maximal.withoutVariants
        for trial in trials where trial.maximized().withoutVariants == target {
            return LanguageTag(languageOnly: trial.languageOnly, script: trial.script, region: trial.region,
                               variants: variants)
        }
        return maximal
    }

    /// The script written in the tag, else the likely one (`ks` → `Arab`, `sr` → `Cyrl`), else nil.
    public var likelyScript: String? {
        script ?? maximized().script
    }

    /// Whether text in this language is written right to left, judged by its (explicit or likely) script:
    /// `he`, `ar`, `az-Arab`, `ks` are; `ku`, `az`, `sd-Deva` are not.
    public var isRightToLeft: Bool {
        guard let script = likelyScript else { return false }
        return LocaleTables.rightToLeftScripts.contains(script)
    }

    var withoutVariants: LanguageTag {
        LanguageTag(languageOnly: languageOnly, script: script, region: region)
    }
}
