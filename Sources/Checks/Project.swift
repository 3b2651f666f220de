import ProjectConfiguration
import Diagnostics
import Foundation
import LocaleMatching
import SourceScanning
import StringCatalog

/// A bundle of the built app: the main bundle of an app or extension, or the bundle of a framework or a
/// Swift package target. Catalogs compile into bundles; code reads a bundle with `bundle:`.
public struct BundleID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var name: String

    public init(_ name: String) { self.name = name }

    public var description: String { name }
    public static func < (lhs: BundleID, rhs: BundleID) -> Bool { lhs.name < rhs.name }
}

/// A catalog as read, with the table name Swift code refers to it by (`Localizable` for `Localizable.xcstrings`)
/// and the bundles it is compiled into (several when one file is a member of several targets).
public struct LoadedCatalog: Sendable {
    public var path: String {
        didSet { table = Self.table(forPath: path) }
    }
    public var catalog: Catalog {
        didSet { languages = catalog.languages }
    }
    /// Kept rather than computed: rules compare it for every key and use, and deriving it from the
    /// path each time was most of a check's time on large catalogs.
    public private(set) var table: String
    /// The catalog's languages, source language first. Kept because finding them walks every entry,
    /// and several rules ask.
    public private(set) var languages: [String]
    public var bundles: [BundleID]

    public init(path: String, catalog: Catalog, bundles: [BundleID] = []) {
        self.path = path
        self.catalog = catalog
        self.table = Self.table(forPath: path)
        self.languages = catalog.languages
        self.bundles = bundles
    }

    private static func table(forPath path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// The file `entry` is written in: the catalog itself, or for a legacy table the `.strings` (or
    /// `.stringsdict`) file that defines it, the development language's when it has it (a key only the
    /// Arabic table holds is in `ar.lproj`, not in the development language's file the table is named by).
    public func file(of entry: CatalogEntry) -> String {
        guard catalog.origin.isLegacyStringsTable, !entry.location.file.isEmpty else { return path }
        return entry.location.file
    }

    /// Where a translator adds `entry`'s translation into `language`: the catalog itself, or for a legacy
    /// table the language's `.lproj` file of the kind that holds the entry (`de.lproj/Localizable.stringsdict`).
    public func fileForTranslation(of entry: CatalogEntry, into language: String) -> String {
        guard catalog.origin.isLegacyStringsTable else { return path }
        let file = entry.location.file.isEmpty ? path : entry.location.file
        let components = file.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let folder = components.lastIndex(where: { $0.hasSuffix(".lproj") }) else { return file }
        var replaced = components
        replaced[folder] = language + ".lproj"
        return replaced.joined(separator: "/")
    }

    /// Whether the system, not Swift code, reads the keys: `InfoPlist` (the bundle's name and permission
    /// prompts) and `AppShortcuts` (Siri phrases).
    public var isReadBySystem: Bool { table == "InfoPlist" || table == "AppShortcuts" }

    /// The languages the catalog translates into: every language it has, less its source language.
    public var translationLanguages: [String] {
        languages.filter { $0 != catalog.sourceLanguage }
    }
}

/// A key the code reads, with the bundle it is read from.
public struct ResolvedUse: Sendable, Hashable {
    public var use: LocalizableUse
    /// Nil when the code names a bundle the scanner cannot follow (`Bundle(for:)`, a variable).
    public var bundle: BundleID?
    /// Another bundle the key may be read from: a framework's or package's own, for code there that
    /// names no bundle (App Intents metadata is looked up in the module's bundle, views in the main one).
    public var alternativeBundle: BundleID?
    /// False for code the target compiles but never shows: package or framework code no file of the
    /// target reaches. Such a use keeps a key from being called unused, but never makes it required.
    public var isShown: Bool
    /// False for a framework's code that no code of the target reaches, or a view of the target's own that
    /// nothing in the project names (`UnreachedFrameworkCode`): it never runs, so its key is no translation
    /// gap, though it is still never called unused.
    public var isInLiveCode: Bool

    public init(
        use: LocalizableUse, bundle: BundleID?, alternativeBundle: BundleID? = nil, isShown: Bool = true, isInLiveCode: Bool = true
    ) {
        self.use = use
        self.bundle = bundle
        self.alternativeBundle = alternativeBundle
        self.isShown = isShown
        self.isInLiveCode = isInLiveCode
    }

    /// The bundles the key may be read from.
    public var bundles: [BundleID] { [bundle, alternativeBundle].compactMap { $0 } }

    /// Whether the key may be read from one of `candidates`: `bundles` asked without making the array.
    public func mayBeRead(fromAnyOf candidates: [BundleID]) -> Bool {
        if let bundle, candidates.contains(bundle) { return true }
        if let alternativeBundle, candidates.contains(alternativeBundle) { return true }
        return false
    }

    /// The bundles the running code may look the key up in: `NSLocalizedString` without `bundle:` takes
    /// `Bundle.main` whatever module it is compiled into, so a framework's or package's own bundle, which
    /// Xcode may extract the key into (`alternativeBundle`), is never read for it.
    public var lookedUpBundles: [BundleID] {
        use.kind == .nsLocalizedString && use.bundle == .unspecified ? bundle.map { [$0] } ?? [] : bundles
    }

    /// `lookedUpBundles` without making the array, as the index keys of `Project`'s look-ups by bundle:
    /// nil alone when the bundle is not known.
    func forEachLookedUpBundleKey(_ body: (BundleID?) -> Void) {
        guard let bundle else { return body(nil) }
        body(bundle)
        if let alternativeBundle, !(use.kind == .nsLocalizedString && use.bundle == .unspecified) { body(alternativeBundle) }
    }

    /// Whether the use makes its key required in its bundle's catalog.
    public var requiresKey: Bool { isShown && use.isCertain && bundle != nil }
}

/// What a target's code reads and shows: every key of its own code and of the package and framework
/// code it links, and its timer views.
public struct TargetSources: Sendable {
    public var uses: [ResolvedUse]
    public var timerViews: [TimerView]
    /// The folders or files the target's sources were given as (for `sync --keys-from-sources` advice).
    public var roots: [String]
    /// Files the target compiles that were not on disk (made by a build step): what they use is unknown.
    public var missingFiles: [String]
    /// Products of remote Swift packages the target links. Their code is not on disk, and Xcode does not
    /// extract their strings either, so a key a developer added by hand (`manual`) may be there for them:
    /// a package that reads `Bundle.main` looks it up in this target's bundle.
    public var remotePackageProducts: [String]

    public init(
        uses: [ResolvedUse], timerViews: [TimerView], roots: [String], missingFiles: [String] = [],
        remotePackageProducts: [String] = []
    ) {
        self.uses = uses
        self.timerViews = timerViews
        self.roots = roots
        self.missingFiles = missingFiles
        self.remotePackageProducts = remotePackageProducts
    }

    /// Whether every file the target compiles was read, so that a key none of them uses is unused.
    public var isComplete: Bool { missingFiles.isEmpty }

    public var localizableUses: [LocalizableUse] { uses.map(\.use) }
}

/// An app or widget target: its own bundle and catalogs, its code, and the languages it ships.
public struct LoadedTarget: Sendable {
    public var configuration: TargetConfiguration
    /// The target's own (main) bundle's catalogs.
    public var catalogs: [LoadedCatalog]
    /// Nil when the configuration names no sources: rules that need them are then silent for this target.
    public var sources: TargetSources?
    public var bundle: BundleID
    /// Package and framework bundles whose code the target links.
    public var linkedBundles: [BundleID]
    /// Apps that embed this widget; empty for an app, or when nothing says.
    public var embeddingApps: [String]
    /// The platforms (and Mac Catalyst) the target is built for, for messages.
    public var platforms: [String]
    /// Whether the app's Info.plist sets `CFBundleAllowMixedLocalizations` (see `Project.isShown`).
    public var allowsMixedLocalizations: Bool
    /// The languages the app's Info.plist lists in `CFBundleLocalizations`: the main bundle's
    /// localizations beside its `.lproj` folders (see `Project.isShown`).
    public var declaredLocalizations: [String]
    /// The keys the target's Info.plist declares, when all are known (`InfoPlistLocalizationKeys.declaredKeys`):
    /// a usage description of its `InfoPlist` table that it lacks is never shown.
    public var infoPlistKeys: Set<String>?

    public init(
        configuration: TargetConfiguration, catalogs: [LoadedCatalog], sources: TargetSources?,
        bundle: BundleID? = nil, linkedBundles: [BundleID] = [], embeddingApps: [String] = [], platforms: [String] = [],
        allowsMixedLocalizations: Bool = false, declaredLocalizations: [String] = [], infoPlistKeys: Set<String>? = nil
    ) {
        self.allowsMixedLocalizations = allowsMixedLocalizations
        self.declaredLocalizations = declaredLocalizations
        self.infoPlistKeys = infoPlistKeys
        self.configuration = configuration
        self.catalogs = catalogs
        self.sources = sources
        self.bundle = bundle ?? BundleID(configuration.name)
        self.linkedBundles = linkedBundles
        self.embeddingApps = embeddingApps
        self.platforms = platforms
    }

    public var name: String { configuration.name }
    public var role: TargetRole { configuration.role }

    public func catalogs(forTable table: String) -> [LoadedCatalog] {
        catalogs.filter { $0.table == table }
    }

    /// Every bundle the target's code may read: its own and those of what it links.
    public var readableBundles: [BundleID] { [bundle] + linkedBundles }
}

/// Everything the rules look at: every catalog once, the app and widget targets, and the languages each ships.
public struct Project: Sendable {
    public var targets: [LoadedTarget]
    /// Every catalog of the project once: the targets', their frameworks' and their packages'.
    public var catalogs: [LoadedCatalog]
    /// The languages the configuration names, when it names any: other rules then look at these only.
    public var configuredLanguages: [String]?
    /// Malformed Swift files: the run reports them and fails as an input error.
    public var sourceErrors: [InputError]
    /// Every key any code of the project reads (all targets, packages and frameworks, shown or not).
    public var allUses: [ResolvedUse]
    /// Every literal any code of the project holds: a key written somewhere may be read in a way the
    /// scanner cannot follow, so it is never advised for deletion.
    public var literalTexts: Set<String>
    /// The literals of `literalTexts` that are not the key of a use the scanner recognised in their file: text
    /// code may pass to a lookup the scanner cannot follow (a helper, a `DisplayRepresentation` written as
    /// `.init(title:)`).
    public var unclaimedLiteralTexts: Set<String>
    /// The fixed ends of every interpolated literal: keys built at run time from them are used too.
    public var literalPatterns: Set<LiteralPattern>
    /// `literalTexts`, `unclaimedLiteralTexts` and `literalPatterns` of the code that can run, when a
    /// framework holds code no target reaches (nil: all of it can): only those make a key a translation gap.
    public var liveLiterals: (texts: Set<String>, unclaimed: Set<String>, patterns: Set<LiteralPattern>)?
    /// Legacy tables code reads by a name it passes on to a look-up whose table it does not settle
    /// (SwiftGen's `L10n.tr("Mainstrings", key)`): read by code as a table a use names is, so only keys code
    /// holds are looked up there.
    public var tablesNamedInCode: Set<String>
    /// Conditions a build could not decide (their code was kept), for `--verbose`.
    public var unknownConditions: [UnknownBuildCondition]
    /// What reading the legacy tables found that the system does without a word (a key given twice, a
    /// table that ends early), one `path:line:column: note: …` line each, for standard error.
    public var tableNotes: [String]
    /// What several rules of one run derive from the catalogs alike, derived once (set by `Checker.run`).
    var sharedFacts: SharedRuleFacts?

    public init(
        targets: [LoadedTarget], catalogs: [LoadedCatalog]? = nil, configuredLanguages: [String]? = nil,
        sourceErrors: [InputError] = [], allUses: [ResolvedUse]? = nil, literalTexts: Set<String> = [],
        unclaimedLiteralTexts: Set<String>? = nil, literalPatterns: Set<LiteralPattern> = [], unknownConditions: [UnknownBuildCondition] = [],
        tableNotes: [String] = [], liveLiterals: (texts: Set<String>, unclaimed: Set<String>, patterns: Set<LiteralPattern>)? = nil,
        tablesNamedInCode: Set<String> = []
    ) {
        self.tableNotes = tableNotes
        self.liveLiterals = liveLiterals
        self.tablesNamedInCode = tablesNamedInCode
        self.literalPatterns = literalPatterns
        self.targets = targets
        self.configuredLanguages = configuredLanguages
        self.sourceErrors = sourceErrors
        self.literalTexts = literalTexts
        self.unclaimedLiteralTexts = unclaimedLiteralTexts ?? literalTexts
        self.unknownConditions = unknownConditions
        self.allUses = allUses ?? targets.flatMap { $0.sources?.uses ?? [] }
        if let catalogs {
            self.catalogs = catalogs
        } else {
            var seen: Set<String> = []
            var unique: [LoadedCatalog] = []
            for target in targets {
                for catalog in target.catalogs where seen.insert(catalog.path).inserted { unique.append(catalog) }
            }
            self.catalogs = unique
        }
        readersByPath = [:]
        for catalog in self.catalogs {
            readersByPath[catalog.path] = targets.filter { target in
                catalog.bundles.contains(where: target.readableBundles.contains)
                    || target.catalogs.contains { $0.path == catalog.path }
            }.map(\.name)
        }
        // Indexed as they come rather than gathered first: a file of many uses would hold each again.
        let indexes = ProjectUseIndexes(self.allUses)
        useIndexes = indexes.byTable
        useIndexesByBundle = indexes.byBundle
        liveUseIndexes = indexes.live
        defaultValues = indexes.defaultValues
        formatValues = indexes.formatValues
        shippedLanguagesByTarget = [:]
        for target in targets {
            shippedLanguagesByTarget[target.name] = Self.shippedLanguages(of: target, in: targets, configured: configuredLanguages)
        }
        shownLanguagesByPath = [:]
        for catalog in self.catalogs {
            let readers = (readersByPath[catalog.path] ?? []).compactMap { name in targets.first { $0.name == name } }
            shownLanguagesByPath[catalog.path] = Self.shownLanguages(of: catalog, readers: readers, targets: targets)
        }
    }

    private var readersByPath: [String: [String]]
    private(set) var useIndexes: [String: UseIndex]
    /// Table → the bundle code looks its keys up in (`ResolvedUse.lookedUpBundles`; nil: not known) → those
    /// uses.
    private var useIndexesByBundle: [String: [BundleID?: UseIndex]]
    /// `useIndexes` and `useIndexesByBundle` of the uses in code that can run, when some cannot.
    private var liveUseIndexes: (byTable: [String: UseIndex], byBundle: [String: [BundleID?: UseIndex]])?
    /// Table → key → the source text code gives with the key (`LocalizableUse.defaultValue`), the first found.
    private var defaultValues: [String: [String: String]]
    /// Table → key → the values every use of the key passes to `String(format:)` with its text
    /// (`LocalizableUse.formatValues`); a key some use shows as it is has none.
    private var formatValues: [String: [String: [LocalizableUse.Placeholder]]]
    private var shippedLanguagesByTarget: [String: [String]]
    /// Catalog path → its languages (as written) that its readers can show, where that is fewer than its
    /// own (`shownLanguages(of:readers:targets:)`).
    private var shownLanguagesByPath: [String: Set<String>]

    public var apps: [LoadedTarget] { targets.filter { $0.role == .app } }
    public var widgets: [LoadedTarget] { targets.filter { $0.role == .widget } }

    public func target(named name: String) -> LoadedTarget? { targets.first { $0.name == name } }

    /// The app and widget targets that read a catalog, in project order.
    public func readers(of catalog: LoadedCatalog) -> [String] { readersByPath[catalog.path] ?? [] }

    /// Whether a user can ever see `catalog` in `language`. Core Foundation looks up every bundle but the
    /// main one (a package's, a framework's) in the localization the main bundle resolved to, and an
    /// extension's main bundle follows its app's: so a package catalog's language that none of its
    /// reading apps ships, by its language subtag, never shows (an app that lists German only shows a
    /// package's Japanese to nobody). Always true for the source language, for a catalog that is a
    /// reader's own, and when the reading app sets `CFBundleAllowMixedLocalizations` or ships no language
    /// but the source one here (its localizations may come from files this run does not read).
    public func isShown(_ language: String, in catalog: LoadedCatalog) -> Bool {
        guard language != catalog.catalog.sourceLanguage, let shown = shownLanguagesByPath[catalog.path] else { return true }
        return shown.contains(language)
    }

    /// The language subtag, aliases replaced (`iw` → `he`): `pt` for `pt-PT`, `zh` for `zh-Hant`.
    private static func languageSubtag(_ language: String) -> String {
        (try? LanguageTag(language))?.replacingAliases().languageOnly ?? language.lowercased()
    }

    /// The language subtags a package or framework catalog can show in, or nil when it is not narrowed
    /// (see `isShown`). An app ships the languages of all its own catalogs and tables, the Info.plist's
    /// too (each is an `.lproj` of the main bundle), and those its Info.plist lists in
    /// `CFBundleLocalizations`; a widget those of the apps that embed it (every app's when nothing says which).
    private static func shownLanguages(of catalog: LoadedCatalog, readers: [LoadedTarget], targets: [LoadedTarget]) -> Set<String>? {
        guard !readers.isEmpty, !readers.contains(where: { catalog.bundles.contains($0.bundle) }) else { return nil }
        let allApps = targets.filter { $0.role == .app }
        var apps: [LoadedTarget] = []
        for reader in readers {
            if reader.role == .app {
                apps.append(reader)
            } else {
                let embedding = allApps.filter { reader.embeddingApps.contains($0.name) }
                apps += embedding.isEmpty ? allApps : embedding
            }
        }
        guard !apps.isEmpty, !apps.contains(where: \.allowsMixedLocalizations) else { return nil }
        var shown: Set<String> = []
        for app in apps {
            for own in app.catalogs {
                for language in own.languages where language != own.catalog.sourceLanguage { shown.insert(languageSubtag(language)) }
            }
            for language in app.declaredLocalizations where language != catalog.catalog.sourceLanguage {
                shown.insert(languageSubtag(language))
            }
        }
        guard !shown.isEmpty else { return nil }
        return Set(catalog.languages.filter { shown.contains(languageSubtag($0)) })
    }

    /// The catalogs of a bundle with a table name.
    public func catalogs(in bundle: BundleID, table: String) -> [LoadedCatalog] {
        catalogs.filter { $0.table == table && $0.bundles.contains(bundle) }
    }

    /// The languages a target ships: an app, those of its own catalogs; a widget, those of the apps that
    /// embed it (every app's when nothing says which); the configuration's when it names them.
    /// Source language first.
    public func shippedLanguages(of target: LoadedTarget) -> [String] {
        shippedLanguagesByTarget[target.name] ?? []
    }

    /// The languages any app ships (the configuration's when it names them), in the order found.
    public var shippedLanguages: [String] {
        if let configuredLanguages { return configuredLanguages }
        let sources = apps.isEmpty ? targets : apps
        var result: [String] = []
        for target in sources {
            for language in shippedLanguages(of: target) where !result.contains(language) { result.append(language) }
        }
        return result
    }

    private static func shippedLanguages(of target: LoadedTarget, in targets: [LoadedTarget], configured: [String]?) -> [String] {
        if let configured { return configured }
        if target.role == .app { return languages(of: [target]) }
        let apps = targets.filter { $0.role == .app }
        let embedding = apps.filter { target.embeddingApps.contains($0.name) }
        return languages(of: embedding.isEmpty ? (apps.isEmpty ? [target] : apps) : embedding)
    }

    /// The targets' catalogs' languages, source language first. Catalogs the system reads count only when
    /// there is no other: an app whose InfoPlist.xcstrings alone is in German shows its screens, and its
    /// widget, in the development language there.
    static func languages(of targets: [LoadedTarget]) -> [String] {
        var catalogs = targets.flatMap(\.catalogs)
        if catalogs.contains(where: { !$0.isReadBySystem }) { catalogs.removeAll(where: \.isReadBySystem) }
        var seen: Set<String> = []
        var result: [String] = []
        for catalog in catalogs {
            for language in [catalog.catalog.sourceLanguage] + catalog.languages where seen.insert(language).inserted {
                result.append(language)
            }
        }
        return result
    }

    /// A bundle as a reader knows it: "package target OrbitKit", "framework ShelfPlayerKit", "target Widget".
    public func describe(_ bundle: BundleID) -> String {
        let parts = bundle.name.split(separator: "/")
        if parts.count == 2 { return parts[0] == parts[1] ? "package \(parts[1])" : "package target \(parts[1]) of \(parts[0])" }
        if targets.contains(where: { $0.bundle == bundle }) { return "target \(bundle.name)" }
        return "framework \(bundle.name)"
    }

    /// The language a target's keys are written in: its catalogs' source language, else the apps'.
    public func developmentLanguage(of target: LoadedTarget) -> String {
        if let own = target.catalogs.first(where: { !$0.isReadBySystem }) ?? target.catalogs.first {
            return own.catalog.sourceLanguage
        }
        let apps = self.apps.filter { target.embeddingApps.isEmpty || target.embeddingApps.contains($0.name) }
        return apps.flatMap(\.catalogs).first?.catalog.sourceLanguage ?? "en"
    }

    /// The source text code gives with `key` (`NSLocalizedString(_:value:)`, `defaultValue:`): where the
    /// source language's table lacks the key, this is the text shown, not the key.
    public func defaultValue(of key: String, table: String) -> String? {
        defaultValues[table]?[key]
    }

    /// The specifiers of the values code always passes to `String(format:)` with `key`'s text, where every
    /// use is so formatted (`String(format: String(localized: "Pin"), appName)`, or through the project's
    /// own wrapper that formats its key): nil at a position whose value's type is not known. Nil when some
    /// use shows the text as it is, or when code may build the key at run time or hold it where the scanner
    /// cannot see how it is read.
    public func formatValueSpecifiers(of key: String, table: String) -> [String?]? {
        guard let values = formatValues[table]?[key] else { return nil }
        let literals = liveLiterals ?? (literalTexts, unclaimedLiteralTexts, literalPatterns)
        if unclaimedLiteralTexts.contains(key) || literals.unclaimed.contains(key) { return nil }
        if literalPatterns.contains(where: { $0.mayProduce(key) }) { return nil }
        // An interpolated key shown as it is (`"shortcuts.\(n).title"`) may be this one. Asked only of the few
        // keys whose every exact use formats them, so a walk of the uses is cheap.
        if allUses.contains(where: { resolved in
            resolved.use.formatValues == nil && resolved.use.table == table && resolved.use.key != key
                && resolved.use.matches(catalogKey: key)
        }) {
            return nil
        }
        return values.map(\.specifier)
    }

    /// Whether code may look `key` up in this catalog: a use of its table in one of its bundles (or in a
    /// bundle the scanner cannot name) reaches it, or code holds it as a literal that may be read in a way
    /// the scanner cannot follow. A key whose every recognised use is looked up in other bundles, and which
    /// no other literal holds, is never read from this one: a framework's table entry for a text its code
    /// reads with `NSLocalizedString` from the app's bundle is seen by nobody.
    /// Only code that can run counts: a framework's view no code of the project reaches looks nothing up.
    public func isKeyLookedUp(_ key: String, in catalog: LoadedCatalog) -> Bool {
        let indexes = liveUseIndexes?.byTable ?? useIndexes
        let literals = liveLiterals ?? (literalTexts, unclaimedLiteralTexts, literalPatterns)
        if let byBundle = (liveUseIndexes?.byBundle ?? useIndexesByBundle)[catalog.table] {
            if byBundle[nil]?.reaches(key) == true { return true }
            for bundle in catalog.bundles where byBundle[bundle]?.reaches(key) == true { return true }
            if indexes[catalog.table]?.reaches(key) == true {
                return literals.unclaimed.contains(key) || literals.patterns.contains { $0.mayProduce(key) }
            }
        }
        if literals.texts.contains(key) { return true }
        if indexes[catalog.table]?.reaches(key) ?? false { return true }
        // An interpolated literal may build any key of its shape, but not its own spelling (`Open "(preview)"`,
        // genstrings' entry for `"Open \"\(preview)\""`), which only a value equal to its source would give.
        return literals.patterns.contains { $0.mayProduce(key) }
    }

    /// Whether any code in the project reads a key of this table, or holds it as a literal.
    public func isKeyUsedAnywhere(_ key: String, table: String) -> Bool {
        if literalTexts.contains(key) { return true }
        if useIndexes[table]?.reaches(key) ?? false { return true }
        return literalPatterns.contains { $0.matches(key) }
    }
}
