import ProjectConfiguration
import Checks
import Diagnostics
import Foundation
import JSON
import SafeFiles
import SourceScanning
import StringCatalog
import StringsTables

/// Malformed Swift sources would hide keys, so a run stops on them; every one of them is reported.
public struct SourceErrors: Error, Sendable {
    public var errors: [InputError]
}

/// Reads what a plan names into what the rules look at: every catalog once, every Swift file scanned
/// once per distinct build, each key with the bundle it is read from, each target's code with what it shows.
public enum ProjectLoading {
    /// Loads the project and fails on malformed Swift sources, with all of them.
    public static func load(_ configuration: Configuration) throws -> Project {
        try load(DiscoveredConfiguration(configuration: configuration, note: nil))
    }

    /// With `cache`, scans an earlier run kept for the same files and builds are used (`CacheFolder`).
    /// `keepScans`, when given, is handed the scans read before they would be freed: a command-line run
    /// keeps them until it exits (`KeptUntilExit`) rather than free every scan's strings one at a time.
    public static func load(
        _ discovered: DiscoveredConfiguration, cache: CacheFolder? = nil, keepScans: ((AnyObject) -> Void)? = nil
    ) throws -> Project {
        let project = try loadAllowingSourceErrors(discovered, cache: cache, keepScans: keepScans)
        if !project.sourceErrors.isEmpty { throw SourceErrors(errors: project.sourceErrors) }
        return project
    }

    /// Loads the project; malformed Swift files are in `sourceErrors` rather than thrown.
    public static func loadAllowingSourceErrors(
        _ discovered: DiscoveredConfiguration, cache folder: CacheFolder? = nil, keepScans: ((AnyObject) -> Void)? = nil
    ) throws(InputError) -> Project {
        try loadAllowingSourceErrors(discovered, cache: folder, keepScans: keepScans, targetsOnThreads: nil)
    }

    /// `targetsOnThreads`: whether the targets are scanned on both cores (nil: when the project is worth
    /// it, `sourceFilesWorthThreads`); the tests hold the two ways to one project.
    static func loadAllowingSourceErrors(
        _ discovered: DiscoveredConfiguration, cache folder: CacheFolder?, keepScans: ((AnyObject) -> Void)?,
        targetsOnThreads: Bool?
    ) throws(InputError) -> Project {
        let configuration = discovered.configuration
        let plan: ProjectPlan
        if let discoveredPlan = discovered.plan {
            plan = discoveredPlan
        } else {
            plan = try ProjectPlan(configuration: configuration)
        }
        // Large String Catalogs are read on other threads while this one scans the sources: neither needs
        // the other until the targets are put together, and a large catalog's reading and a large target's
        // reachability each kept the other core idle. A catalog that cannot be read is still the error
        // thrown, as when it was read first. Small ones (a build phase's) are read here, first: starting a
        // thread would cost more than it saves.
        // Legacy tables too: Home Assistant's 9 MB of `.strings` files were parsed on this thread after the
        // scans, a quarter of its re-run's instructions.
        let catalogFiles = StringCatalogFiles(plan)
        let tableFiles = LegacyTableFiles(plan)
        let developmentLanguage = plan.developmentLanguage
        // With many sources, they are read only once every target has its files' scans: reading them beside
        // the scans slowed the scans down, which the targets wait for, and the other core then stood idle
        // while a large target was put together on one thread (a third of a 5,000-file widget's re-run).
        let catalogsAreWorthThreads = catalogFiles.bytes + tableFiles.bytes >= catalogBytesWorthThreads
        let waitsForScans = catalogsAreWorthThreads && sourceFileCount(plan) >= sourceFilesWorthThreads
        let catalogsRead = BackgroundWork(
            inBackground: catalogsAreWorthThreads,
            startingAfter: waitsForScans ? Self.scansBeforeCatalogs(of: plan.targets.count + plan.observers.count) : 0
        ) {
            (readStringCatalogs(catalogFiles), readLegacyTables(tableFiles, developmentLanguage: developmentLanguage))
        }
        let cache = SourceScanCache(routines: configuration.localizationRoutines, folder: folder)
        keepScans?(cache)
        // Read only when some target has a view no Swift code names (`UnreachedFrameworkCode.ownViews`).
        let projectTexts = ProjectFileTexts(modules: Array(plan.modules.values))
        var targets: [LoadedTarget] = []
        var allUses: [ResolvedUse] = []
        var literalTexts: Set<String> = []
        var unclaimedLiteralTexts: Set<String> = []
        var literalPatterns: Set<LiteralPattern> = []
        var unknownConditions: Set<UnknownBuildCondition> = []
        var errors: [InputError] = []
        var scannedNames: [(target: String, names: [[String]])] = []
        var ownDeclared: [[Set<String>]] = []
        // Each target's and observer's literals of code that can run, kept until the end only when some
        // framework code of the project never runs.
        var liveLiteralsOfTargets: [ScannedTarget.Literals] = []
        var someCodeNeverRuns = false
        // The targets and observers (as indices of `liveLiteralsOfTargets`) whose code reads a table it names
        // by an expression it does not settle.
        var readersOfNamedTables: [Int] = []
        var activityOnlyTexts: [[String: Set<String>]] = []
        var usesOfTargets: [Range<Int>] = []
        let signalCatalogs: (@Sendable () -> Void)? = waitsForScans ? { @Sendable in catalogsRead.signal() } : nil
        let scannedTargets = scanEveryTarget(
            plan, cache: cache, project: projectTexts, onThreads: targetsOnThreads, whenScansRead: signalCatalogs)
        for (target, scanned) in zip(plan.targets, scannedTargets) {
            let modules = plan.modules(of: target)
            scannedNames.append((target.configuration.name, scanned.mentionedNames))
            ownDeclared.append(scanned.ownDeclaredNames)
            errors += scanned.errors.filter { !errors.contains($0) }
            literalTexts.formUnion(set: scanned.literalTexts)
            unclaimedLiteralTexts.formUnion(set: scanned.unclaimedLiteralTexts)
            literalPatterns.formUnion(set: scanned.literalPatterns)
            unknownConditions.formUnion(set: scanned.unknownConditions)
            usesOfTargets.append(allUses.count..<allUses.count + scanned.uses.count)
            allUses += scanned.uses
            liveLiteralsOfTargets.append(scanned.liveLiterals ?? (scanned.literalTexts, scanned.unclaimedLiteralTexts, scanned.literalPatterns))
            if scanned.liveLiterals != nil { someCodeNeverRuns = true }
            if scanned.readsTableNamedElsewhere { readersOfNamedTables.append(liveLiteralsOfTargets.count - 1) }
            activityOnlyTexts.append(scanned.liveActivityOnlyTexts)
            let hasSources = !target.configuration.sources.isEmpty || modules.count > 1
                || modules.contains { !$0.missingSourceFiles.isEmpty }
            targets.append(LoadedTarget(
                configuration: target.configuration, catalogs: [],
                sources: hasSources
                    ? TargetSources(
                        uses: scanned.uses, timerViews: scanned.timerViews, roots: target.configuration.sources,
                        missingFiles: modules.flatMap(\.missingSourceFiles),
                        remotePackageProducts: Array(Set(modules.flatMap(\.remotePackageProducts))).sorted())
                    : nil,
                bundle: target.module, linkedBundles: modules.dropFirst().map(\.bundle),
                embeddingApps: target.embeddingApps,
                platforms: target.environments.map(\.displayName), allowsMixedLocalizations: target.localizationKeys.allowsMixedLocalizations,
                declaredLocalizations: target.localizationKeys.declaredLocalizations,
                infoPlistKeys: target.localizationKeys.declaredKeys.map(Set.init)))
        }
        // Unchecked targets' code counts only as uses of keys; their problems are not this run's.
        for (observer, scanned) in zip(plan.observers, scannedTargets.dropFirst(plan.targets.count)) {
            scannedNames.append((observer.configuration.name, scanned.mentionedNames))
            literalTexts.formUnion(set: scanned.literalTexts)
            unclaimedLiteralTexts.formUnion(set: scanned.unclaimedLiteralTexts)
            literalPatterns.formUnion(set: scanned.literalPatterns)
            allUses += scanned.uses
            liveLiteralsOfTargets.append(scanned.liveLiterals ?? (scanned.literalTexts, scanned.unclaimedLiteralTexts, scanned.literalPatterns))
            if scanned.liveLiterals != nil { someCodeNeverRuns = true }
            if scanned.readsTableNamedElsewhere { readersOfNamedTables.append(liveLiteralsOfTargets.count - 1) }
        }
        let (stringCatalogs, legacyTables) = catalogsRead.value()
        let (catalogs, tableNotes) = try loadCatalogs(stringCatalogs: stringCatalogs, legacyTables: (tableFiles, legacyTables))
        for index in targets.indices {
            targets[index].catalogs = catalogs.filter { $0.bundles.contains(targets[index].bundle) }
        }
        var neverDrawn = hideUnstartableLiveActivities(in: &targets, plan: plan, names: scannedNames, ownDeclared: ownDeclared)
        for (index, activities) in undrawnLiveActivities(targets, plan: plan) { neverDrawn[index, default: []].formUnion(activities) }
        // Such an activity's code never runs: its keys are looked up by no code, and a text only it writes is
        // no literal code can show (both still count for `unused-key`, which never calls a written key unused).
        for (index, activities) in neverDrawn {
            guard var sources = targets[index].sources else { continue }
            var never: Set<LocalizableUse> = []
            for use in sources.uses.indices {
                if let attributes = sources.uses[use].use.liveActivityAttributes, activities.contains(attributes) {
                    sources.uses[use].isInLiveCode = false
                    never.insert(sources.uses[use].use)
                }
            }
            targets[index].sources = sources
            for use in usesOfTargets[index] where allUses[use].isInLiveCode && never.contains(allUses[use].use) {
                allUses[use].isInLiveCode = false
            }
            let texts = activities.reduce(into: Set<String>()) { $0.formUnion(activityOnlyTexts[index][$1] ?? []) }
            if !texts.isEmpty {
                liveLiteralsOfTargets[index].texts.subtract(texts)
                liveLiteralsOfTargets[index].unclaimed.subtract(texts)
                someCodeNeverRuns = true
            }
        }
        // Keys code builds from shipped data (a feature list's `"titleKey": "Sleep Trends"`) are texts of
        // that data: a key written there may be read in a way the scanner cannot follow, as one in code.
        let data = dataTexts(plan.modules.values.flatMap(\.dataFiles))
        literalTexts.formUnion(data)
        unclaimedLiteralTexts.formUnion(data)
        var liveLiterals: ScannedTarget.Literals?
        if someCodeNeverRuns {
            var live: ScannedTarget.Literals = (data, data, [])
            for literals in liveLiteralsOfTargets {
                live.texts.formUnion(set: literals.texts)
                live.unclaimed.formUnion(set: literals.unclaimed)
                live.patterns.formUnion(set: literals.patterns)
            }
            liveLiterals = live
        }
        return Project(
            targets: targets, catalogs: catalogs, configuredLanguages: configuration.languages, sourceErrors: errors,
            allUses: allUses, literalTexts: literalTexts, unclaimedLiteralTexts: unclaimedLiteralTexts,
            literalPatterns: literalPatterns,
            unknownConditions: unknownConditions.sorted { $0.location < $1.location },
            tableNotes: tableNotes.map(\.description), liveLiterals: liveLiterals,
            tablesNamedInCode: tablesNamedInCode(
                catalogs, names: readersOfNamedTables.map { liveLiteralsOfTargets[$0].texts }, plan: plan))
    }

    /// The legacy tables that code reads by a name it writes as a literal and passes on
    /// (`L10n.tr("Mainstrings", "title")`, whose `NSLocalizedString` takes the table as a parameter): those
    /// whose name the code of a target that looks keys up in unsettled tables writes in code that can run.
    /// A table an Interface Builder file of the project is named as is left out: the system reads it.
    private static func tablesNamedInCode(_ catalogs: [LoadedCatalog], names: [Set<String>], plan: ProjectPlan) -> Set<String> {
        guard !names.isEmpty else { return [] }
        let interface = Set(plan.modules.values.flatMap(\.interfaceFiles).map {
            (($0 as NSString).lastPathComponent as NSString).deletingPathExtension
        })
        var result: Set<String> = []
        for catalog in catalogs where catalog.catalog.origin.isLegacyStringsTable && !catalog.isReadBySystem
            && !interface.contains(catalog.table) && names.contains(where: { $0.contains(catalog.table) })
        {
            result.insert(catalog.table)
        }
        return result
    }

    /// Every string value of the JSON files, once each; a file that cannot be read or is not JSON adds
    /// nothing (it is the app's data, not something to report), nor does one over `dataFileLimit` bytes
    /// (a data set, not a list of texts).
    static func dataTexts(_ paths: [String]) -> Set<String> {
        var texts: Set<String> = []
        for path in Set(paths).sorted() {
            guard (FileSize.of(path: path) ?? 0) <= dataFileLimit, let bytes = try? FileContents.read(path, kind: .catalog).bytes,
                let root = try? JSONReader.parse(bytes, path: path)
            else { continue }
            var pending = [root]
            while let node = pending.popLast() {
                if let string = node.string {
                    texts.insert(string)
                } else if let members = node.members {
                    pending += members.map(\.value)
                } else if let elements = node.elements {
                    pending += elements
                }
            }
        }
        return texts
    }

    /// The largest JSON file whose texts are read as possible keys.
    static let dataFileLimit = 1 << 20

    /// Catalog bytes from which the catalogs are read on both cores.
    static let catalogBytesWorthThreads = 1 << 20

    /// The String Catalogs the targets' modules copy, each once, with the bundles that ship it, in the order
    /// the targets name them, and their size in bytes.
    private struct StringCatalogFiles: Sendable {
        var paths: [String] = []
        var bundles: [String: [BundleID]] = [:]
        var bytes = 0

        init(_ plan: ProjectPlan) {
            for module in plan.targets.flatMap({ plan.modules(of: $0) }) {
                for path in module.catalogs {
                    if bundles[path] == nil { paths.append(path) }
                    if !(bundles[path] ?? []).contains(module.bundle) { bundles[path, default: []].append(module.bundle) }
                }
            }
            bytes = paths.reduce(0) { $0 + (FileSize.of(path: $1) ?? 0) }
        }

        /// Small catalogs (a build phase's) are read in less time than starting threads takes.
        var areWorthThreads: Bool { bytes >= ProjectLoading.catalogBytesWorthThreads }
    }

    /// The String Catalogs read, or the first that cannot be read.
    private static func readStringCatalogs(_ files: StringCatalogFiles) -> Result<[LoadedCatalog], InputError> {
        let paths = files.paths, bundles = files.bundles
        let results = parallelMap(paths, inParallel: files.areWorthThreads) { path in
            Result { () throws(InputError) -> Catalog in try Catalog.load(path: path) }
        }
        var loaded: [LoadedCatalog] = []
        for (path, result) in zip(paths, results) {
            switch result {
            case .success(let catalog): loaded.append(LoadedCatalog(path: path, catalog: catalog, bundles: bundles[path] ?? []))
            case .failure(let error): return .failure(error)
            }
        }
        return .success(loaded)
    }

    /// The legacy tables the targets' modules copy, each once, in the order `loadCatalogs` meets them, and
    /// the size in bytes of their files.
    private struct LegacyTableFiles: Sendable {
        /// Each module that copies legacy tables, with its tables, in the targets' order (a module of
        /// several targets once for each).
        var modules: [(bundle: BundleID, tables: [LegacyStringsTable])] = []
        var tables: [LegacyStringsTable] = []
        var bytes = 0

        init(_ plan: ProjectPlan) {
            for module in plan.targets.flatMap({ plan.modules(of: $0) }) where !module.stringsTableFiles.isEmpty {
                let moduleTables = LegacyStringsTable.tables(among: module.stringsTableFiles)
                modules.append((module.bundle, moduleTables))
                for table in moduleTables where !tables.contains(table) {
                    tables.append(table)
                }
            }
            bytes = tables.reduce(0) { sum, table in table.files.reduce(sum) { $0 + (FileSize.of(path: $1.path) ?? 0) } }
        }
    }

    /// Each legacy table read, or the first of its files (in reading order) that cannot be read. The files
    /// of all tables are parsed on both cores when they are large (a table's files parse apart; only
    /// putting them together is in order).
    private static func readLegacyTables(
        _ files: LegacyTableFiles, developmentLanguage: String
    ) -> [Result<LegacyTableContents, InputError>] {
        let orders = files.tables.map { table in
            Result { () throws(InputError) in try table.readingOrder(developmentLanguage: developmentLanguage) }
        }
        let allFiles = orders.flatMap { (try? $0.get()) ?? [] }
        var parsed = parallelMap(allFiles, inParallel: files.bytes >= catalogBytesWorthThreads) { file in
            Result { () throws(InputError) in
                try LegacyStringsTable.parse(file, bytes: try LegacyStringsTable.fileBytes(file.path))
            }
        }[...]
        return zip(files.tables, orders).map { table, order in
            Result { () throws(InputError) in
                let order = try order.get()
                defer { parsed = parsed.dropFirst(order.count) }
                return table.assemble(try parsed.prefix(order.count).map { part throws(InputError) in try part.get() },
                                      developmentLanguage: developmentLanguage)
            }
        }
    }

    /// Every catalog of every module, read once (on both cores when they are large); a catalog in several
    /// bundles is one file: the String Catalogs `readStringCatalogs` read, then each legacy table as one more
    /// catalog. With them, what reading the legacy tables noted (what the system does silently).
    private static func loadCatalogs(
        stringCatalogs: Result<[LoadedCatalog], InputError>,
        legacyTables: (files: LegacyTableFiles, contents: [Result<LegacyTableContents, InputError>])
    ) throws(InputError) -> (catalogs: [LoadedCatalog], tableNotes: [LegacyTableNote]) {
        var loaded = try stringCatalogs.get()
        // Legacy tables: each table's files across the lproj folders are one catalog of the module's bundle.
        var tablesSeen: [String: Int] = [:]
        var tablesRead: [(table: LegacyStringsTable, path: String)] = []
        var notes: [LegacyTableNote] = []
        for module in legacyTables.files.modules {
            for table in module.tables {
                // The same files shipped by another module (an app, its watch app and widgets all copying one
                // Localizable table) are the same catalog: read once, not once per module (Home Assistant's
                // 9 MB of tables were parsed three times, half of its check).
                if let known = tablesRead.first(where: { $0.table == table }), let index = tablesSeen[known.path] {
                    if !loaded[index].bundles.contains(module.bundle) { loaded[index].bundles.append(module.bundle) }
                    continue
                }
                guard let read = legacyTables.files.tables.firstIndex(of: table) else { continue }
                let contents = try legacyTables.contents[read].get()
                let path = contents.catalog.path
                tablesRead.append((table, path))
                if let index = tablesSeen[path] {
                    if !loaded[index].bundles.contains(module.bundle) { loaded[index].bundles.append(module.bundle) }
                    continue
                }
                tablesSeen[path] = loaded.count
                notes += contents.notes
                loaded.append(LoadedCatalog(path: path, catalog: contents.catalog, bundles: [module.bundle]))
            }
        }
        return (loaded, notes)
    }

    private struct ScannedTarget {
        var uses: [ResolvedUse] = []
        var timerViews: [TimerView] = []
        var errors: [InputError] = []
        var literalTexts: Set<String> = []
        /// `Project.unclaimedLiteralTexts`.
        var unclaimedLiteralTexts: Set<String> = []
        var literalPatterns: Set<LiteralPattern> = []
        var unknownConditions: Set<UnknownBuildCondition> = []
        /// What each file of the target's code (its packages' and frameworks' too) declares and mentions,
        /// kept as the scans' own lists: only a Live Activity's attributes type is ever looked up in them.
        var mentionedNames: [[String]] = []
        /// The types each of the target's own files declares.
        var ownDeclaredNames: [Set<String>] = []
        typealias Literals = (texts: Set<String>, unclaimed: Set<String>, patterns: Set<LiteralPattern>)
        /// The literals of the files some build reaches, when a framework's file or a view of the target's
        /// own is reached by none (`UnreachedFrameworkCode`), less the scene titles code finds its windows
        /// by; nil when all the target's code can run and no title is such a name.
        var liveLiterals: Literals?
        /// For each Live Activity attributes type, the texts the target's code writes only in that activity's
        /// drawing code, in every file and build (`SourceScan.liveActivityOnlyTexts`).
        var liveActivityOnlyTexts: [String: Set<String>] = [:]
        /// The scene titles code finds its windows by, in any file and build (`SourceScan.windowTitleIdentifiers`).
        var windowTitleIdentifiers: Set<String> = []
        /// Whether some file of the target's code, in some build, looks keys up in a table it names by an
        /// expression it does not settle (`SourceScan.readsTableNamedElsewhere`).
        var readsTableNamedElsewhere = false
    }

    /// Source files from which the targets are scanned on both cores: what makes a target's uses of its
    /// files' scans (resolving names, reachability, gathering uses and texts) runs on one thread per target,
    /// and a project of an app, its extensions and their shared packages left the other core idle for most
    /// of a re-run. A build phase's few files are put together in less time than starting threads takes.
    static let sourceFilesWorthThreads = 200

    /// `scan` of each target, then of each observer, in that order; on both cores for a larger project
    /// (`onThreads` nil), or as `onThreads` says. `whenScansRead` is called once for each target, when it
    /// has its files' scans.
    private static func scanEveryTarget(
        _ plan: ProjectPlan, cache: SourceScanCache, project: ProjectFileTexts?, onThreads: Bool?,
        whenScansRead: (@Sendable () -> Void)?
    ) -> [ScannedTarget] {
        let everyTarget = plan.targets + plan.observers
        let modules = everyTarget.map { plan.modules(of: $0) }
        let inParallel = onThreads ?? (everyTarget.count > 1 && sourceFileCount(plan) >= sourceFilesWorthThreads)
        return parallelMap(Array(everyTarget.indices), inParallel: inParallel) { index in
            scan(everyTarget[index], modules: modules[index], cache: cache, project: project, whenScansRead: whenScansRead)
        }
    }

    /// How many targets' scans the catalogs wait for: all of a few, half of many. A project of many targets
    /// (Home Assistant's 19) gets its last target's scans near the end of its run, and its catalogs, started
    /// then, were read with the main thread waiting and one core idle.
    static func scansBeforeCatalogs(of targets: Int) -> Int {
        targets >= 4 ? (targets + 1) / 2 : targets
    }

    /// The source files of every target's and observer's modules, a module counted once for each.
    private static func sourceFileCount(_ plan: ProjectPlan) -> Int {
        (plan.targets + plan.observers).reduce(0) { sum, target in plan.modules(of: target).reduce(sum) { $0 + $1.sourceFiles.count } }
    }

    /// One target's code, for each build it ships; a key or timer is the target's if any build has it.
    private static func scan(
        _ target: ProjectPlan.Target, modules: [ProjectPlan.Module], cache: SourceScanCache, project: ProjectFileTexts?,
        whenScansRead: (@Sendable () -> Void)?
    ) -> ScannedTarget {
        var scansRead = whenScansRead
        defer { scansRead?() }
        var result = ScannedTarget()
        // Each use once, whether shown or not, found by the hash of its location: a use is large, and keeping
        // each as a dictionary key held every use twice, and hashing all of it cost more than the rest of
        // gathering it. Uses at one location that are not the same use are kept by value.
        var useByHash: [Int: Int] = [:]
        var collidingUses: [ResolvedUse: Int] = [:]
        var seenTimers: Set<SourceLocation> = []
        let moduleOfFile = Dictionary(
            modules.flatMap { module in module.sourceFiles.map { ($0, module) } }, uniquingKeysWith: { first, _ in first })
        // A framework's code, or a view of the target's own, may never run; only when all the target's code
        // and its Interface Builder files are read can it be known not to.
        let interfaceDocuments = modules.allSatisfy(\.missingSourceFiles.isEmpty)
            ? modules.flatMap(\.interfaceFiles).map(InterfaceBuilderDocument.init(path:)) : [nil]
        let interface = interfaceDocuments.compactMap { $0 }
        let findsUnreachedCode = interface.count == interfaceDocuments.count
        var live: ScannedTarget.Literals = ([], [], [])
        var activityTexts: [String: Set<String>] = [:]
        var textsElsewhere: [String: Set<String>] = [:]
        for environment in target.environments {
            var scans: [SourceScan] = []
            for module in modules {
                var moduleEnvironment = environment
                if let defines = module.packageDefines {
                    // A package target builds with its own settings: its defines, not the app's conditions.
                    moduleEnvironment.compilationConditions = Set(defines)
                    moduleEnvironment.compilationConditionsAreComplete = true
                }
                for scanResult in cache.scan(paths: module.sourceFiles, environment: moduleEnvironment) {
                    switch scanResult {
                    case .success(let scan): scans.append(scan)
                    case .failure(let error): if !result.errors.contains(error) { result.errors.append(error) }
                    }
                }
            }
            scansRead?()
            scansRead = nil
            let resolved = SwiftSourceScanner.resolve(scans)
            let ownFiles = Set(modules.first?.sourceFiles ?? [])
            let shown = shownUses(resolved.files, ownFiles: ownFiles)
            let unreached = findsUnreachedCode
                ? UnreachedFrameworkCode.files(in: resolved.files, modules: modules, interface: interface, project: project) : []
            // Each file is read where it lies (`borrowing`): a scan is a large value, and a copy of each retained
            // every string and array it holds.
            func take(_ file: borrowing SourceScan) {
                guard let module = moduleOfFile[file.path] else { return }
                let fileIsShown = shown.files.contains(file.path)
                result.mentionedNames += [file.referencedNames, Array(file.declaredNames)]
                if module.bundle == target.module { result.ownDeclaredNames.append(file.declaredNames) }
                result.literalTexts.formUnion(file.literalTexts)
                // The keys the file's uses claim, asked of each of its texts; most files have a handful, which
                // a look along the uses answers without hashing each key into a set.
                let claims = ClaimedKeys(file.localizableUses)
                if file.localizableUses.isEmpty {
                    result.unclaimedLiteralTexts.formUnion(file.literalTexts)
                } else if !file.literalTexts.isEmpty {
                    result.unclaimedLiteralTexts.formUnion(file.literalTexts.lazy.filter { !claims.contains($0) })
                }
                result.literalPatterns.formUnion(file.literalPatterns)
                result.windowTitleIdentifiers.formUnion(file.windowTitleIdentifiers)
                if file.readsTableNamedElsewhere { result.readsTableNamedElsewhere = true }
                result.unknownConditions.formUnion(file.unknownConditions)
                let isLive = !unreached.contains(file.path)
                if findsUnreachedCode, isLive {
                    // A static member of a plain type runs only where code names it: a text only an uncalled one
                    // writes (an accessor SwiftGen made for every key) is no text code can show.
                    var texts = file.literalTexts
                    for (member, only) in file.staticMemberOnlyTexts where !shown.staticMemberRuns(file, member) {
                        // A public member may be called by another module, unless none links the target.
                        if !target.isLinkedByNoOtherModule, file.publicStaticMembers.contains(member) { continue }
                        texts.subtract(only)
                    }
                    live.texts.formUnion(texts)
                    live.unclaimed.formUnion(texts.lazy.filter { !claims.contains($0) })
                    live.patterns.formUnion(file.literalPatterns)
                }
                // A file of the target's own that no code of it reaches (views nothing makes, values no code
                // names) shows nothing: its keys are no more required in the target's catalog than gaps.
                let ownAndNeverRun = !isLive && ownFiles.contains(file.path)
                let pathHash = file.path.hashValue
                for use in file.localizableUses {
                    let isShown = !ownAndNeverRun && shown.isShown(file, use)
                    let bundle: BundleID?
                    var alternative: BundleID?
                    switch use.bundle {
                    case .main: bundle = target.module
                    case .unspecified:
                        bundle = target.module
                        if module.bundle != target.module, !module.catalogs.isEmpty { alternative = module.bundle }
                    case .module: bundle = module.bundle
                    case .alias, .unknown: bundle = nil
                    }
                    let identity = ResolvedUse(use: use, bundle: bundle, alternativeBundle: alternative, isShown: false, isInLiveCode: false)
                    var hasher = Hasher()
                    hasher.combine(use.location.file == file.path ? pathHash : use.location.file.hashValue)
                    hasher.combine(use.location.line)
                    hasher.combine(use.location.column)
                    let hash = hasher.finalize()
                    if let index = useByHash[hash] {
                        var known = result.uses[index]
                        known.isShown = false
                        known.isInLiveCode = false
                        if let found = known == identity ? index : collidingUses[identity] {
                            if isShown { result.uses[found].isShown = true }
                            if isLive { result.uses[found].isInLiveCode = true }
                            continue
                        }
                        collidingUses[identity] = result.uses.count
                    } else {
                        useByHash[hash] = result.uses.count
                    }
                    var resolvedUse = identity
                    resolvedUse.isShown = isShown
                    resolvedUse.isInLiveCode = isLive
                    result.uses.append(resolvedUse)
                }
                if fileIsShown {
                    for view in file.timerViews where seenTimers.insert(view.location).inserted { result.timerViews.append(view) }
                }
            }
            // Sized once for every literal of the build: growing from empty rehashed each text at every doubling.
            let literals = resolved.files.reduce(0) { $0 + $1.literalTexts.count }
            result.literalTexts.reserveCapacity(literals)
            result.unclaimedLiteralTexts.reserveCapacity(literals)
            if findsUnreachedCode {
                live.texts.reserveCapacity(literals)
                live.unclaimed.reserveCapacity(literals)
            }
            for index in resolved.files.indices { take(resolved.files[index]) }
            // A text is an activity's alone when no file of any build writes it elsewhere.
            // Files are named by index here and below: a scan is a large value, and each copy of one retained
            // every string and array it holds.
            let files = resolved.files
            let compiled = files.indices.filter { moduleOfFile[files[$0].path] != nil }
            for index in compiled {
                for (attributes, texts) in files[index].liveActivityOnlyTexts { activityTexts[attributes, default: []].formUnion(texts) }
            }
            for (attributes, texts) in activityTexts {
                for index in compiled {
                    let own = files[index].liveActivityOnlyTexts[attributes] ?? []
                    textsElsewhere[attributes, default: []].formUnion(
                        texts.lazy.filter { files[index].literalTexts.contains($0) && !own.contains($0) })
                }
            }
        }
        for (attributes, texts) in activityTexts {
            let only = texts.subtracting(textsElsewhere[attributes] ?? [])
            if !only.isEmpty { result.liveActivityOnlyTexts[attributes] = only }
        }
        result.uses.sort { $0.use.location < $1.use.location }
        result.timerViews.sort { $0.location < $1.location }
        // Live literals are a subset of all: as many means as much, and all the target's code can run.
        if findsUnreachedCode, live.texts.count < result.literalTexts.count || live.unclaimed.count < result.unclaimedLiteralTexts.count
            || live.patterns.count < result.literalPatterns.count
        {
            result.liveLiterals = live
        }
        // A scene title code finds its window by is the window's name, not text on screen: it keeps no key
        // reachable for a translation (it stays among `literalTexts`, so such a key is never called unused).
        if !result.windowTitleIdentifiers.isEmpty {
            var literals = result.liveLiterals ?? (result.literalTexts, result.unclaimedLiteralTexts, result.literalPatterns)
            literals.texts.subtract(result.windowTitleIdentifiers)
            literals.unclaimed.subtract(result.windowTitleIdentifiers)
            result.liveLiterals = literals
        }
        return result
    }

    /// Marks as not shown the keys and timer views of a widget's Live Activity that its app can never start. ActivityKit
    /// draws `ActivityConfiguration(for: Attributes.self)` only for an activity the app requested (or asked
    /// a push-to-start token for) with a type of that name, so an app whose code declares and names no
    /// such type never shows it (Xcode's template Live Activity, left in a widget extension). Only when
    /// the widget declares the type itself, every app embedding it is checked or observed here, and all
    /// their code is on disk: a pod, a remote package or a file a build step makes may start it.
    /// Returns, by the index of each widget target, the attributes types of the activities it hid.
    private static func hideUnstartableLiveActivities(
        in targets: inout [LoadedTarget], plan: ProjectPlan, names: [(target: String, names: [[String]])],
        ownDeclared: [[Set<String>]]
    ) -> [Int: Set<String>] {
        var result: [Int: Set<String>] = [:]
        let everyTarget = plan.targets + plan.observers
        for (index, target) in plan.targets.enumerated() where target.configuration.role == .widget {
            guard let sources = targets[index].sources, !target.embeddingApps.isEmpty else { continue }
            let drawn = Set(sources.uses.compactMap(\.use.liveActivityAttributes) + sources.timerViews.compactMap(\.liveActivityAttributes))
            guard !drawn.isEmpty else { continue }
            let apps = everyTarget.filter { target.embeddingApps.contains($0.configuration.name) }
            guard apps.count == Set(target.embeddingApps).count,
                apps.allSatisfy({ app in
                    let modules = plan.modules(of: app)
                    return !modules.isEmpty && modules.allSatisfy { $0.missingSourceFiles.isEmpty && $0.remotePackageProducts.isEmpty }
                        && !hasPodfile(near: app.configuration.sources)
                })
            else { continue }
            let others = names.filter { $0.target != target.configuration.name }.map(\.names)
            let unstartable = drawn.filter { attributes in
                ownDeclared[index].contains { $0.contains(attributes) } && !others.contains { $0.contains { $0.contains(attributes) } }
            }
            guard !unstartable.isEmpty else { continue }
            var hidden = sources
            for use in hidden.uses.indices {
                if let attributes = hidden.uses[use].use.liveActivityAttributes, unstartable.contains(attributes) {
                    hidden.uses[use].isShown = false
                }
            }
            hidden.timerViews.removeAll { $0.liveActivityAttributes.map(unstartable.contains) ?? false }
            targets[index].sources = hidden
            result[index] = unstartable
        }
        return result
    }

    /// The Live Activities a widget's code holds but never draws, by the index of each widget target: no key
    /// of their drawing code is shown, as the widget bundle leaves out the `Widget` whose
    /// `ActivityConfiguration` draws them and no code names it (Xcode's template Live Activity, its line in
    /// the bundle commented out). The system draws an activity only through a widget the bundle lists,
    /// whatever the app starts. Only for a widget all of whose files were read: a missing one may list it.
    private static func undrawnLiveActivities(_ targets: [LoadedTarget], plan: ProjectPlan) -> [Int: Set<String>] {
        var result: [Int: Set<String>] = [:]
        for (index, target) in plan.targets.enumerated() where target.configuration.role == .widget {
            guard let sources = targets[index].sources, sources.isComplete else { continue }
            var drawn: Set<String> = []
            var shown: Set<String> = []
            for use in sources.uses {
                guard let attributes = use.use.liveActivityAttributes else { continue }
                drawn.insert(attributes)
                if use.isShown { shown.insert(attributes) }
            }
            let undrawn = drawn.subtracting(shown)
            if !undrawn.isEmpty { result[index] = undrawn }
        }
        return result
    }

    /// Whether a `Podfile` is in the folder of one of the app's source roots or the two above it: the app
    /// then builds CocoaPods' code, which the scan leaves out (a Flutter or React Native plugin may start
    /// the Live Activity under a type of the same name).
    private static func hasPodfile(near roots: [String]) -> Bool {
        var folders: Set<String> = []
        for root in roots {
            var folder = PathKind(path: root)?.target == .folder ? root : (root as NSString).deletingLastPathComponent
            for _ in 0..<3 {
                folders.insert(folder)
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        return folders.contains { PathKind(path: ($0 as NSString).appendingPathComponent("Podfile")) != nil }
    }

    /// Members the system calls on the types that declare them, which no code names. `description` here is
    /// a type's own (`static var description: IntentDescription`); an instance's is `Type.description`,
    /// which the system reads only where a value becomes text (`runsDescription`).
    static let systemCalledMembers: Set<String> = [
        "body", "init", "perform", "displayRepresentation", "parameterSummary", "placeholder", "getSnapshot",
        "getTimeline", "snapshot", "timeline", "recommendations", "entities", "suggestedEntities", "defaultResult",
        "results", "appShortcuts", "errorDescription", "failureReason", "recoverySuggestion", "description",
        "widgetURL", "relevance",
    ]

    /// The standard library's protocols that refine `CustomStringConvertible`: a value of a type conforming
    /// to one becomes text through its `description` (`"\(value)"`, `String(describing:)`, `print`).
    private static let describingProtocols: Set<String> = [
        "CustomStringConvertible", "LosslessStringConvertible", "CodingKey", "BinaryInteger", "FixedWidthInteger",
        "SignedInteger", "UnsignedInteger", "StringProtocol",
    ]

    /// The types of the target whose `description` the system reads: those conforming, directly or through
    /// a protocol of the target that refines one, to `CustomStringConvertible`.
    private static func describedTypes(_ files: [SourceScan]) -> Set<String> {
        var conformances: [String: Set<String>] = [:]
        for index in files.indices where !files[index].conformances.isEmpty {
            conformances.merge(files[index].conformances) { $0.union($1) }
        }
        var described = describingProtocols
        var grew = true
        while grew {
            grew = false
            for (type, inherited) in conformances where !described.contains(type) && !inherited.isDisjoint(with: described) {
                described.insert(type)
                grew = true
            }
        }
        return described
    }

    /// The type of a `Type.description` member (a computed `description`); nil for any other member.
    static func describingType(ofMember member: String) -> Substring? {
        guard member.hasSuffix(".description") else { return nil }
        return member.dropLast(".description".count)
    }

    /// Whether `names` (the names some code can reach) run a type's `description`: code reads a
    /// `description` property by name (of a value whose type nothing here tells), names the member with
    /// its type, or the type is `CustomStringConvertible` and the code names it, so a value of it may be
    /// turned into text there. A `var description` of a type that does not conform is no more than any
    /// other property: string interpolation never calls it.
    static func runsDescription(_ member: String, of type: Substring, in names: (String) -> Bool, described: Set<String>) -> Bool {
        names("description") || names(member) || (described.contains(String(type)) && names(String(type)))
    }

    /// Whether a key the target compiles is one it can show.
    /// - Its own code: unless the key is in a function nothing in the target calls, or in a type nothing
    ///   names (a widget left out of the bundle), and the system does not start or call either.
    /// - Package or framework code: the file declares at its top level a type the target's own code names (or one the
    ///   system starts), and the key is in a member the target calls, one the system calls, or a property.
    ///   One step only: a type reached through another package type is usually a model's, and following
    ///   every chain made an app's whole package code the widget's.
    /// `staticMemberRuns` answers, for a static member of a plain type in the target's own code
    /// (`SourceScan.staticMemberOnlyTexts`), whether code can call it: with an entry point, code that runs
    /// names it; without one (a framework, whose other code any app may call; an app started from
    /// `main.swift`), any code of the target names it other than its declaration, as no other module can
    /// (a public member of a framework's is kept by the caller). Package and framework code reached from elsewhere is
    /// kept whole.
    private static func shownUses(
        _ files: [SourceScan], ownFiles: Set<String>
    ) -> (files: Set<String>, isShown: (SourceScan, LocalizableUse) -> Bool, staticMemberRuns: (SourceScan, String) -> Bool) {
        var referencedByOwn: Set<String> = []
        var systemTypes: Set<String> = []
        // Without an entry point (a folder of sources, a snippet) nothing says which types are named.
        let hasEntryPoint = files.indices.contains { ownFiles.contains(files[$0].path) && files[$0].declaresEntryPoint }
        // What the target's own code names is asked only of code not its own (package and framework code):
        // a target whose files are all its own never reads it, and gathering it hashed every name of every file.
        let hasOtherCode = files.indices.contains { !ownFiles.contains(files[$0].path) }
        if hasOtherCode {
            // Sized once: growing from empty rehashed every name at each doubling.
            referencedByOwn.reserveCapacity(files.reduce(0) { ownFiles.contains($1.path) ? $0 + $1.referencedNames.count : $0 })
        }
        for index in files.indices {
            if !files[index].systemEntryTypes.isEmpty { systemTypes.formUnion(files[index].systemEntryTypes) }
            if hasOtherCode, ownFiles.contains(files[index].path) { referencedByOwn.formUnion(files[index].referencedNames) }
        }
        let described = describedTypes(files)
        let live = liveReferences(files, described: described)
        var reachable = ownFiles
        for index in files.indices where !ownFiles.contains(files[index].path) {
            if !files[index].topLevelDeclaredNames.isDisjoint(with: referencedByOwn) || !files[index].systemEntryTypes.isEmpty {
                reachable.insert(files[index].path)
            }
        }
        let isShown = { (file: SourceScan, use: LocalizableUse) -> Bool in
            let own = ownFiles.contains(file.path)
            guard own || reachable.contains(file.path) else { return false }
            let referenced: (String) -> Bool = own ? { live.contains($0) } : { referencedByOwn.contains($0) }
            if own, hasEntryPoint, let type = use.enclosingType, file.declaredNames.contains(type),
                !referenced(type), !systemTypes.contains(type)
            {
                return false
            }
            guard let member = use.memberName, own ? hasEntryPoint : true else { return true }
            if let type = describingType(ofMember: member) {
                // In a file that only its type reaches, the type is named where it is reached.
                return runsDescription(member, of: type, in: referenced, described: described)
                    || (!own && described.contains(String(type)))
            }
            return systemCalledMembers.contains(member) || referenced(member)
        }
        // Without an entry point, the names the target's own code mentions other than where it declares them:
        // `referencedNames` counts a variable's own declaration (code elsewhere may set it), which would keep
        // every `static var` accessor. Gathered only where a static member of the target's own code asks.
        var mentionedByOwn: Set<String> = []
        if !hasEntryPoint, files.indices.contains(where: { ownFiles.contains(files[$0].path) && !files[$0].staticMemberOnlyTexts.isEmpty }) {
            for file in files where ownFiles.contains(file.path) {
                mentionedByOwn.formUnion(file.referencesOutsideMembers)
                for names in file.memberReferences.values { mentionedByOwn.formUnion(names) }
            }
        }
        let staticMemberRuns = { [mentionedByOwn] (file: SourceScan, member: String) -> Bool in
            guard ownFiles.contains(file.path) else { return true }
            return systemCalledMembers.contains(member) || (hasEntryPoint ? live.contains(member) : mentionedByOwn.contains(member))
        }
        return (reachable, isShown, staticMemberRuns)
    }

    /// The names the target's code can reach: those mentioned outside member bodies, in the bodies of the
    /// members the system calls, and, in turn, in the bodies of every member so reached. A helper that only
    /// a dropped `case .systemMedium:` calls, and whatever only that helper calls, is not among them.
    private static func isLive(_ name: String, in table: NameTable, _ live: [Bool]) -> Bool {
        guard let number = table.existingNumber(of: name) else { return false }
        return live[number]
    }

    static func liveReferences(_ files: [SourceScan], described: Set<String>) -> LiveNames {
        // Names by number (`NameTable`): each mention is hashed once, cheaply; live and expanded names are
        // flags, and only the live names become a set of strings at the end.
        var table = NameTable(minimumCapacity: 4096)
        var live: [Bool] = []
        // Each member's names as the files hold them, not merged: only a reached member's names are ever
        // read, and merging every member's of every file (once per build of every target) was most of a
        // large project's reachability. `bodyOf[number]` indexes `bodies`, -1 for a name that is no member.
        var bodies: [[[String]]] = []
        var bodyOf: [Int] = []
        var members: [Int] = []
        for index in files.indices {
            for name in files[index].referencesOutsideMembers {
                let number = table.number(of: name)
                if number >= live.count { live.append(contentsOf: repeatElement(false, count: number - live.count + 1)) }
                live[number] = true
            }
            for (member, names) in files[index].memberReferences {
                let number = table.number(of: member)
                if number >= bodyOf.count { bodyOf.append(contentsOf: repeatElement(-1, count: number - bodyOf.count + 1)) }
                if bodyOf[number] < 0 {
                    bodyOf[number] = bodies.count
                    bodies.append([])
                    members.append(number)
                }
                bodies[bodyOf[number]].append(names)
            }
        }
        // Every member is numbered by now: a name numbered later has no body.
        let memberNumbers = table.count
        live.append(contentsOf: repeatElement(false, count: memberNumbers - live.count))
        bodyOf.append(contentsOf: repeatElement(-1, count: memberNumbers - bodyOf.count))
        let descriptions = members.filter { describingType(ofMember: table.names[$0]) != nil }
        var expanded = [Bool](repeating: false, count: memberNumbers)
        var pending: [Int] = []
        for member in members {
            let name = table.names[member]
            let runs: Bool
            if let type = describingType(ofMember: name) {
                runs = Self.isLive("description", in: table, live) || live[member]
                    || (described.contains(String(type)) && Self.isLive(String(type), in: table, live))
            } else {
                runs = systemCalledMembers.contains(name) || live[member]
            }
            if runs {
                expanded[member] = true
                pending.append(member)
            }
        }
        while let member = pending.popLast() {
            for names in bodies[bodyOf[member]] {
                for name in names {
                    let number = table.number(of: name)
                    if number >= live.count {
                        live.append(false)
                    } else if live[number] {
                        continue
                    }
                    live[number] = true
                    if number < memberNumbers, bodyOf[number] >= 0, !expanded[number] {
                        expanded[number] = true
                        pending.append(number)
                    }
                    // A `description` read, or a described type named, runs the descriptions it reaches.
                    if name == "description" {
                        for description in descriptions where !expanded[description] {
                            expanded[description] = true
                            pending.append(description)
                        }
                    } else if described.contains(name), let description = table.existingNumber(of: name + ".description"),
                        description < memberNumbers, bodyOf[description] >= 0, !expanded[description]
                    {
                        expanded[description] = true
                        pending.append(description)
                    }
                }
            }
        }
        return LiveNames(table: table, live: live)
    }
}
