import Diagnostics
import FormatSpecifiers
import StringCatalog

/// A translation whose format specifiers do not fit the source's arguments: at run time it reads the
/// wrong type (a crash for `%@` given an integer) or shows the wrong value.
public struct FormatMismatch: Rule {
    public static let id = "format-mismatch"

    public init() {}

    public static let relativeCost = 16
    public static let descriptor = RuleDescriptor(
        id: Self.id, category: .format, defaultSeverity: .error,
        summary: "A translation whose format specifiers differ from the source's in count, type or position, or that names a substitution it does not define.",
        rationale: """
            `String(format:)` trusts the specifiers: `%@` where the code passes an integer crashes, and a \
            missing or extra specifier shows the wrong value. Every plural and device case is checked; a \
            `zero`, `one` or `two` case may leave its number out ("one minute").
            """,
        howToFix: "Use the source's specifiers in the translation; reorder with positions (`%2$@ %1$@`).",
        triggeringExamples: [
            RuleExample(
                "An object where the source has an integer, and a plural case with an extra argument",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{
                    "Cycle %lld of %lld":{"localizations":{"de":{"stringUnit":{"state":"translated","value":1️⃣"Zyklus %@ von %lld"}}}},
                    "%lld minutes":{"localizations":{"de":{"variations":{"plural":{
                      "one":{"stringUnit":{"state":"translated","value":"eine Minute"}},
                      "other":{"stringUnit":{"state":"translated","value":2️⃣"%lld Minuten von %lld"}}}}}}}},"version":"1.0"}
                    """),
            RuleExample(
                "A substitution the translation names but does not define",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{
                    "%lld files":{"localizations":{"de":{"stringUnit":{"state":"translated","value":1️⃣"%#@files@"}}}}},"version":"1.0"}
                    """),
            RuleExample(
                "A translation that adds a specifier to a string that has none: the app passes no argument",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{
                    "Paused":{"localizations":{"de":{"stringUnit":{"state":"translated","value":1️⃣"Pausiert %@"}}}}},"version":"1.0"}
                    """),
        ],
        cleanExamples: [
            RuleExample(
                "Reordered with positions; a `one` case without its number; a substitution with its own plural",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{
                    "Cycle %lld of %lld":{"localizations":{"ko":{"stringUnit":{"state":"translated","value":"%2$lld회 중 %1$lld회차"}}}},
                    "%lld minutes":{"localizations":{"de":{"variations":{"plural":{
                      "one":{"stringUnit":{"state":"translated","value":"eine Minute"}},
                      "other":{"stringUnit":{"state":"translated","value":"%lld Minuten"}}}}}}},
                    "Time left: %lld":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Noch %#@minutes@"},
                      "substitutions":{"minutes":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
                        "one":{"stringUnit":{"state":"translated","value":"%arg Minute"}},
                        "other":{"stringUnit":{"state":"translated","value":"%arg Minuten"}}}}}}}}},
                    "100% done":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"100 % erledigt"}}}}},"version":"1.0"}
                    """),
            RuleExample(
                "Text with a percent sign is not a format; a translation equal to its source; a plural that selects on one argument and prints another",
                appCatalog: """
                    {"sourceLanguage":"en","strings":{
                    "75% of goal":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"75 % de l’objectif"}}}},
                    "%@ (%@)":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"%@ (%@)"}}}},
                    "%lld followers of %@":{"localizations":{
                      "en":{"stringUnit":{"state":"translated","value":"%#@followers@"},
                        "substitutions":{"followers":{"argNum":1,"formatSpecifier":"lld","variations":{"plural":{
                          "one":{"stringUnit":{"state":"translated","value":"%arg follower of %2$@"}},
                          "other":{"stringUnit":{"state":"translated","value":"%arg followers of %2$@"}}}}}}},
                      "ja":{"stringUnit":{"state":"translated","value":"%2$@のフォロワー%1$lld人"}}}}},"version":"1.0"}
                    """),
        ])

    /// Whether a plural case usually names its single number in words (`zero`, `one`, `two`): compared
    /// rather than looked up in a set, once for each leaf of a plural.
    static func mayOmitTheNumber(_ category: String) -> Bool {
        category == "zero" || category == "one" || category == "two"
    }

    public func check(_ project: Project, into output: inout RuleOutput) {
        var formats = ParsedFormatStrings()
        for (loaded, facts) in project.catalogsWithFacts {
            let catalog = loaded.catalog
            let targets = project.readers(of: loaded)
            for (entry, entryFacts) in zip(catalog.entries, facts.entries) where entryFacts.isReachable {
                // A localization in another language than the source's is one whose language is not the
                // catalog's first (`LoadedCatalog.languages` starts with the source language): a number
                // compared where the codes were, twice for each localization.
                guard entryFacts.localizations.contains(where: { $0.languageIndex != 0 }) else { continue }
                // Where the source language has no text, the text code gives with the key (`value:`) shows.
                let defaultText = project.defaultValue(of: entry.key, table: loaded.table)
                guard let (source, selectorsOnly) = sourceArguments(of: entry, facts: entryFacts, defaultText: defaultText, formats: &formats)
                else { continue }
                let sourceContent = entryFacts.source.flatMap { entry.localizations?[$0.index].content }
                // A source without values whose every use still formats the text with some: what a translation may read.
                let passedValues = source.arguments.isEmpty ? project.formatValueSpecifiers(of: entry.key, table: loaded.table) : nil
                // Each localization passed where it is: the array's subscript copied it (with its language).
                entryFacts.localizations.withUnsafeBufferPointer { localizations in
                    for index in localizations.indices where localizations[index].languageIndex != 0 {
                        check(
                            localizations.baseAddress! + index, of: entry, facts: entryFacts, against: source, selectorsOnly: selectorsOnly,
                            sourceContent: sourceContent, defaultText: defaultText, passedValues: passedValues, targets: targets,
                            formats: &formats, into: &output)
                    }
                }
            }
        }
    }

    /// The arguments the source passes, and those it only selects a plural case with (`%#@followers@`
    /// on argument 1 while its cases print `%2$@`): a translation may leave the latter out, as a language
    /// without plural forms does. Taken from the source text with what its substitutions' cases read, or
    /// from the key when the source language has no text or only empty text. Empty when the source is not
    /// a format string at all: then `75% of` is text. `defaultText` is the text code gives with the key
    /// (`NSLocalizedString("KEY", value: "%1$@ %2$@", …)`), which stands for a missing source text.
    private func sourceArguments(
        of entry: CatalogEntry, facts: CatalogFacts.Entry, defaultText: String?, formats: inout ParsedFormatStrings
    ) -> (signature: FormatSignature, selectorsOnly: Set<Int>)? {
        // An empty source text (a stub Xcode leaves `new`) says nothing of the values the code passes;
        // the text code gives with the key does, or else the key: `%@` is written for one object.
        guard let source = facts.source, facts.hasText(source, in: entry) else {
            let text = defaultText ?? entry.key
            let key = formats.arguments(text, substitutions: nil)?.signature ?? FormatSignature(arguments: [:])
            return (key, [])
        }
        let substitutions = source.isVaried ? entry.localizations?[source.index].content.substitutions : nil
        var arguments: [Int: FormatArgumentType] = [:]
        var printed: Set<Int> = []
        facts.forEachLeaf(of: source, in: entry) { leaf in
            // A text without `%` reads nothing and prints nothing: not worth a look-up in the parsed texts.
            guard leaf.unit.value.containsUTF8(UInt8(ascii: "%")) else { return }
            let inSubstitution = leaf.path.substitutionName != nil
            guard
                let read = formats.arguments(
                    leaf.unit.value, substitutions: substitutions, allowsSubstitutionArgument: inSubstitution)
            else { return }
            for (position, type) in read.signature.arguments where arguments[position] == nil { arguments[position] = type }
            if let format = formats.format(leaf.unit.value, allowsSubstitutionArgument: inSubstitution) {
                printed.formUnion(format.specifiers.map(\.argumentIndex))
            }
        }
        return (FormatSignature(arguments: arguments), Set(arguments.keys).subtracting(printed))
    }

    private func check(
        _ localization: UnsafePointer<CatalogFacts.Localization>, of entry: CatalogEntry, facts: CatalogFacts.Entry,
        against source: FormatSignature, selectorsOnly: Set<Int>, sourceContent: LocalizedContent?, defaultText: String?,
        passedValues: [String?]?, targets: [String], formats: inout ParsedFormatStrings, into output: inout RuleOutput
    ) {
        let key = entry.key
        // The localization is read where it is (the leaves' closure held a copy of it, with its language).
        let substitutions = localization.pointee.isVaried
            ? entry.localizations?[localization.pointee.index].content.substitutions : nil
        let substitutionReading = substitutions.map(Self.reading(of:))
        // What the fix says is worked out once per localization, and only when a leaf has a problem.
        var sourceSpecifiers: String?
        func useTheSourceSpecifiers() -> String {
            if let sourceSpecifiers { return sourceSpecifiers }
            let fix = "Use the source's specifiers: \(describe(source))."
            sourceSpecifiers = fix
            return fix
        }
        // A translation that is one string unit without `%`, where the source reads no value, is right
        // whatever it says (as below): seen before the unit is copied into a leaf.
        if source.arguments.isEmpty, !localization.pointee.isVaried,
            entry.localizations?[localization.pointee.index].content.stringUnit?.value.containsUTF8(UInt8(ascii: "%")) != true
        {
            return
        }
        // Each leaf read where it is: its text and path taken out, the rest read only to report it.
        facts.forEachLeafInPlace(of: localization.pointee, in: entry) { leaf in
            let value = leaf.pointee.unit.value
            guard !value.isEmpty else { return }
            // Most translations have no `%`: they read no argument, and there is nothing to parse.
            let isPlainText = !value.containsUTF8(UInt8(ascii: "%"))
            // Text without a specifier where the source reads no value is right whatever it says; most
            // translations are that, so this is decided before anything is looked up.
            if isPlainText && source.arguments.isEmpty { return }
            let inSubstitution = leaf.pointee.path.substitutionName != nil
            let omissionAllowed = inSubstitution || leaf.pointee.path.pluralCategory.map(Self.mayOmitTheNumber) == true
            // Most of the rest read what their source reads, each in a text of its own: read so, a
            // translation is fine without being parsed.
            if !isPlainText,
                source.isMatched(
                    byFormat: value, allowsSubstitutionArgument: inSubstitution, allowsOmissions: omissionAllowed,
                    substitution: substitutionReading)
            {
                return
            }
            // A translation that is its source, character for character, formats as the source does.
            let sourceValue = sourceContent?.stringUnit(at: leaf.pointee.path)?.value
            let sourceText = sourceValue.flatMap { $0.isEmpty ? nil : $0 } ?? (leaf.pointee.path.isRoot ? defaultText ?? key : nil)
            if value == sourceText { return }
            func report(_ problem: String, fix: String) {
                let place = leaf.pointee.path.isRoot ? "" : " (\(leaf.pointee.path))"
                output.findings.append(
                    descriptor.finding(
                        at: leaf.pointee.unit.valueLocation,
                        "the \(localization.pointee.language) translation of \"\(key)\"\(place) \(problem)",
                        key: key, language: localization.pointee.language, targets: targets, fix: fix))
            }
            guard !source.arguments.isEmpty else {
                // The source is plain text: only a specifier Xcode itself writes (`%@`, `%lld`, `%1$@`)
                // shows that the translation expects a value nobody passes.
                if !isPlainText, let added = Self.addedSpecifier(in: formats.format(value)) {
                    // The code passes values anyway (`String(format: String(localized: "Pin"), appName)`): a
                    // translation may name them, each as the type passed.
                    if let passedValues,
                        Self.reads(value, onlyOf: passedValues, substitutions: substitutions, inSubstitution: inSubstitution, formats: &formats)
                    {
                        return
                    }
                    report(
                        "adds \(added) to a text that takes no values: it shows as written, or reads a value the code never passes",
                        fix: "Remove \(added) from the translation, as the source has no placeholder.")
                }
                return
            }
            guard
                let translation = formats.arguments(
                    value, substitutions: substitutions, allowsSubstitutionArgument: inSubstitution)
            else {
                // `% .0f` (the space flag) formats its value with a blank before it: not prose with a percent
                // sign when it reads exactly the arguments the source passes.
                if let spaced = formats.format(value, allowsSubstitutionArgument: inSubstitution),
                    spaced.substitutions.isEmpty, source.mismatches(in: spaced.signature).isEmpty
                { return }
                report("is not a valid format string: \"\(value)\"", fix: useTheSourceSpecifiers())
                return
            }
            if let name = translation.undefinedSubstitutions.first {
                report("uses %#@\(name)@ but defines no substitution '\(name)'", fix: useTheSourceSpecifiers())
                return
            }
            let problems = source.mismatches(in: translation.signature).filter { mismatch in
                if case .missingArgument(let position, _) = mismatch { return !omissionAllowed && !selectorsOnly.contains(position) }
                return true
            }
            guard let first = problems.first else { return }
            report(describe(first), fix: useTheSourceSpecifiers())
        }
    }

    /// What a `%#@name@` token of a localization with these substitutions reads, as `FormatArguments` expands it.
    private static func reading(of substitutions: [Substitution]) -> FormatSignature.SubstitutionReading {
        { name, position in
            guard let substitution = substitutions.first(where: { $0.name == name }) else { return nil }
            let argument = substitution.argumentNumber ?? position
            let formatSpecifier = substitution.formatSpecifier ?? "lld"
            // An argNum out of range makes the specifier throw; the quick reading leaves any past 64 to the parser.
            if let type = Self.commonSubstitutionTypes[formatSpecifier] { return (argument, type) }
            let specifier = try? FormatSubstitutionSpecifier(formatSpecifier: formatSpecifier, argNum: argument)
            return (argument, specifier?.argumentType ?? .signedInteger)
        }
    }

    /// The types of the `formatSpecifier`s Xcode writes, known without parsing each (a parse of `%lld` was most
    /// of a quick match); anything else is parsed.
    private static let commonSubstitutionTypes: [String: FormatArgumentType] = [
        "lld": .signedInteger, "ld": .signedInteger, "d": .signedInteger, "lli": .signedInteger, "i": .signedInteger,
        "llu": .unsignedInteger, "lu": .unsignedInteger, "u": .unsignedInteger, "@": .object, "lf": .double, "f": .double,
        "%lld": .signedInteger, "%d": .signedInteger, "%@": .object,
    ]

    /// Whether every argument `text` reads is one of `passed` (the specifiers of the values code gives
    /// `String(format:)`, nil where the type is not known), of that value's type.
    private static func reads(
        _ text: String, onlyOf passed: [String?], substitutions: [Substitution]?, inSubstitution: Bool,
        formats: inout ParsedFormatStrings
    ) -> Bool {
        guard let read = formats.arguments(text, substitutions: substitutions, allowsSubstitutionArgument: inSubstitution),
            read.undefinedSubstitutions.isEmpty, !read.signature.arguments.isEmpty
        else { return false }
        return read.signature.arguments.allSatisfy { position, type in
            guard position >= 1, position <= passed.count, let specifier = passed[position - 1],
                let value = formats.arguments(specifier, substitutions: nil)?.signature.arguments[1]
            else { return false }
            return value == type
        }
    }

    /// Nil when the text did not parse.
    static func addedSpecifier(in format: FormatString?) -> String? {
        guard let format else { return nil }
        return format.specifiers.first { specifier in
            specifier.flags.isEmpty && "@dDiuUfFeEgGsS".contains(specifier.conversion)
        }?.text
    }

    private func describe(_ mismatch: FormatSignatureMismatch) -> String {
        switch mismatch {
        case let .typeMismatch(position, expected, actual):
            return "reads argument \(position) as \(actual.readableName) where the source passes \(expected.readableName)"
        case let .missingArgument(position, expected):
            return "leaves out argument \(position), \(expected.readableName)"
        case let .extraArgument(position, actual):
            return "reads argument \(position), \(actual.readableName), which the source does not pass"
        default:
            return mismatch.description
        }
    }

    private func describe(_ signature: FormatSignature) -> String {
        signature.arguments.sorted { $0.key < $1.key }.map { "argument \($0.key) is \($0.value.readableName)" }
            .joined(separator: ", ")
    }
}
