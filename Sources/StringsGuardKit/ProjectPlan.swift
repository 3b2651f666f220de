import ProjectConfiguration
import Checks
import Diagnostics
import Foundation
import SafeFiles
import SourceScanning
import XcodeProject

/// What is built, before anything is read: each app and widget target with the builds it ships (one
/// per platform), and every module whose code it compiles — its own, and the frameworks and Swift
/// package targets it links, each of which is a bundle with catalogs of its own.
struct ProjectPlan: Sendable {
    struct Module: Sendable {
        var bundle: BundleID
        var sourceFiles: [String]
        var catalogs: [String]
        /// Files of legacy `.strings`/`.stringsdict` tables, read as catalogs of the module's bundle.
        var stringsTableFiles: [String] = []
        /// Other modules this one links (package target dependencies, products of other packages).
        var linked: [BundleID]
        /// `.define(…)` of a package target, which replace the app's conditions in its code.
        var packageDefines: [String]?
        /// Swift files the project compiles into the module that are not on disk: its code is incomplete.
        var missingSourceFiles: [String] = []
        /// Products of remote packages the module links, whose code is not on disk.
        var remotePackageProducts: [String] = []
        /// `.json` files the module ships, whose texts its code may look up as keys.
        var dataFiles: [String] = []
        /// An Xcode framework target: its code runs only where the code linking it reaches it
        /// (`UnreachedFrameworkCode`).
        var isFramework = false
        /// The module's storyboards and xibs, which create the classes they name.
        var interfaceFiles: [String] = []
        /// An app's entry point in a `main.m` it compiles (`DiscoveredTarget.objectiveCMain`): the app
        /// starts there, so its Swift holds none.
        var objectiveCMain: ObjectiveCMain?
    }

    struct Target: Sendable {
        var configuration: TargetConfiguration
        var module: BundleID
        var environments: [BuildEnvironment]
        var embeddingApps: [String]
        /// `DiscoveredTarget.localizationKeys`.
        var localizationKeys = InfoPlistLocalizationKeys()
        /// Whether the target is an app or an app extension, which no other module links: its `public`
        /// members run only where its own code names them (a test bundle's `@testable import` reaches in too,
        /// but tests do not ship). A framework's, a library's or a tool's may be called from elsewhere.
        var isLinkedByNoOtherModule = false
    }

    var targets: [Target]
    /// Targets that are not checked (share, intents and other extensions), whose code still reads keys:
    /// a key only they use is not unused.
    var observers: [Target] = []
    var modules: [BundleID: Module]
    /// The language legacy tables' `Base.lproj` and unmarked strings are in (the project's developmentRegion).
    var developmentLanguage = "en"
    /// Problems that left something out (an unreadable package manifest, a file outside the project
    /// root), for standard error.
    var warnings: [InputError] = []

    /// Every module a target compiles: its own first, then what it links, transitively.
    func modules(of target: Target) -> [Module] {
        var order: [BundleID] = [target.module]
        var index = 0
        while index < order.count {
            for linked in modules[order[index]]?.linked ?? [] where !order.contains(linked) { order.append(linked) }
            index += 1
        }
        return order.compactMap { modules[$0] }
    }

    // MARK: From a configuration file or command-line catalogs

    init(configuration: Configuration) throws(InputError) {
        targets = []
        modules = [:]
        var packagesRead: [String: LocalPackage] = [:]
        for target in configuration.targets {
            var linked: [BundleID] = []
            for folder in target.packages {
                let package: LocalPackage
                if let known = packagesRead[folder] {
                    package = known
                } else {
                    package = try LocalPackage.read(at: folder)
                    packagesRead[folder] = package
                }
                for product in package.products.keys.sorted() {
                    linked += addPackageProduct(product, of: package, reading: &packagesRead)
                }
                if package.products.isEmpty {
                    for packageTarget in package.targets { linked.append(addPackageTarget(packageTarget, of: package)) }
                }
            }
            let bundle = BundleID(target.name)
            let legacy = target.catalogs.filter(Self.isStringsTableFile)
            modules[bundle] = Module(
                bundle: bundle, sourceFiles: try Self.swiftFiles(target.sources, within: configuration.projectRoot),
                catalogs: target.catalogs.filter { !Self.isStringsTableFile($0) }, stringsTableFiles: legacy,
                linked: Self.unique(linked), packageDefines: nil)
            var build = ShippedBuild(
                platforms: target.platforms, supportsMacCatalyst: target.supportsMacCatalyst,
                compilationConditions: target.compilationConditions)
            build.swiftVersion = nil
            targets.append(Target(
                configuration: target, module: bundle, environments: build.environments(linkedModules: Self.moduleNames(linked)),
                embeddingApps: target.embeddedIn, isLinkedByNoOtherModule: target.role == .app || target.role == .widget))
        }
    }

    // MARK: From the Xcode project

    init(discovered project: DiscoveredProject, relativiser: PathRelativiser) {
        targets = []
        modules = [:]
        warnings = project.warnings
        var packagesRead: [String: LocalPackage] = [:]
        for package in project.packages { packagesRead[package.path] = package }
        let frameworks = project.targets.filter(\.isFramework)
        let checked = project.targets.filter { $0.role == .app || $0.role == .widget }
        let observed = project.targets.filter { $0.role == .otherExtension || ($0.role == .other && !$0.isFramework && !$0.productType.contains("test")) }
        for target in checked + observed {
            let isChecked = target.role == .app || target.role == .widget
            var linked: [BundleID] = []
            for name in target.relations.linksFrameworks {
                guard let framework = frameworks.first(where: { $0.name == name && $0.projectPath == target.projectPath }) else { continue }
                let bundle = BundleID(framework.name)
                if modules[bundle] == nil {
                    modules[bundle] = Module(
                        bundle: bundle, sourceFiles: framework.sourceFiles.map(relativiser.relative),
                        catalogs: framework.catalogs.filter { !Self.isInfoPlistTable($0) }.map(relativiser.relative),
                        stringsTableFiles: framework.stringsTableFiles.filter { !Self.isInfoPlistTable($0) }.map(relativiser.relative),
                        linked: [], packageDefines: nil,
                        missingSourceFiles: framework.missingSourceFiles.map(relativiser.relative),
                        dataFiles: framework.dataFiles.map(relativiser.relative), isFramework: true,
                        interfaceFiles: framework.interfaceFiles.map(relativiser.relative))
                }
                linked.append(bundle)
            }
            var remoteProducts: [String] = []
            for product in target.relations.packageProducts {
                guard let path = product.packagePath else {
                    remoteProducts.append(product.product)
                    continue
                }
                guard let package = packagesRead[path] ?? project.package(at: path) else { continue }
                linked += addPackageProduct(product.product, of: package, reading: &packagesRead, relativiser: relativiser)
            }
            let role: TargetRole = target.role == .app ? .app : .widget
            let configuration = TargetConfiguration(
                name: target.name, role: role, catalogs: target.catalogs.map(relativiser.relative),
                sources: target.sourceFiles.map(relativiser.relative), platforms: target.build.platforms,
                supportsMacCatalyst: target.build.supportsMacCatalyst,
                compilationConditions: target.build.compilationConditions)
            let bundle = BundleID(target.name)
            modules[bundle] = Module(
                bundle: bundle, sourceFiles: configuration.sources, catalogs: configuration.catalogs,
                stringsTableFiles: target.stringsTableFiles.map(relativiser.relative),
                linked: Self.unique(linked), packageDefines: nil,
                missingSourceFiles: target.missingSourceFiles.map(relativiser.relative),
                remotePackageProducts: remoteProducts, dataFiles: target.dataFiles.map(relativiser.relative),
                interfaceFiles: target.interfaceFiles.map(relativiser.relative), objectiveCMain: target.objectiveCMain)
            if let region = target.developmentRegion { developmentLanguage = region }
            let embedding = checked.filter { $0.role == .app && $0.relations.embeds.contains(target.name) }.map(\.name)
            let planned = Target(
                configuration: configuration, module: bundle,
                environments: target.build.environments(linkedModules: Self.moduleNames(linked)),
                embeddingApps: role == .widget ? embedding : [], localizationKeys: target.localizationKeys,
                isLinkedByNoOtherModule: [.app, .widget, .otherExtension].contains(target.role))
            if isChecked { targets.append(planned) } else { observers.append(planned) }
        }
    }

    /// Whether a file is an `InfoPlist` table or catalog. A framework's localizes the Info.plist of a bundle
    /// the system never names to anyone (the display name and permission prompts shown are the app's), so
    /// none of its keys shows; its other tables are read by its code, like the app's.
    private static func isInfoPlistTable(_ path: String) -> Bool {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension == "InfoPlist"
    }

    /// Adds a product's package targets (and what they depend on, across packages) as modules.
    private mutating func addPackageProduct(
        _ product: String, of package: LocalPackage, reading packagesRead: inout [String: LocalPackage],
        relativiser: PathRelativiser = PathRelativiser(), depth: Int = 0
    ) -> [BundleID] {
        guard depth < 32 else { return [] }
        var result: [BundleID] = []
        for packageTarget in package.targets(ofProduct: product) {
            let bundle = addPackageTarget(packageTarget, of: package, relativiser: relativiser)
            result.append(bundle)
            for dependency in packageTarget.productDependencies {
                guard let path = dependency.packagePath else { continue }
                let other: LocalPackage
                if let known = packagesRead[path] {
                    other = known
                } else if let read = try? LocalPackage.read(at: path) {
                    other = read
                    packagesRead[path] = read
                } else {
                    continue
                }
                let dependencies = addPackageProduct(
                    dependency.product, of: other, reading: &packagesRead, relativiser: relativiser, depth: depth + 1)
                let linked = Self.unique((modules[bundle]?.linked ?? []) + dependencies)
                modules[bundle]?.linked = linked
            }
        }
        return result
    }

    private mutating func addPackageTarget(
        _ packageTarget: LocalPackage.Target, of package: LocalPackage, relativiser: PathRelativiser = PathRelativiser()
    ) -> BundleID {
        let bundle = BundleID("\(package.name)/\(packageTarget.name)")
        if modules[bundle] == nil {
            modules[bundle] = Module(
                bundle: bundle, sourceFiles: packageTarget.sourceFiles.map(relativiser.relative),
                catalogs: packageTarget.catalogs.map(relativiser.relative),
                linked: packageTarget.targetDependencies.map { BundleID("\(package.name)/\($0)") },
                packageDefines: packageTarget.defines)
        }
        return bundle
    }

    /// The module names `canImport` finds: a package target's name, a framework's name.
    private static func moduleNames(_ bundles: [BundleID]) -> Set<String> {
        Set(bundles.map { String($0.name.split(separator: "/").last ?? Substring($0.name)) })
    }

    private static func unique(_ bundles: [BundleID]) -> [BundleID] {
        var seen: Set<BundleID> = []
        return bundles.filter { seen.insert($0).inserted }
    }

    /// `.strings` and `.stringsdict` files: the configuration may name a legacy table's files as catalogs.
    static func isStringsTableFile(_ path: String) -> Bool {
        path.hasSuffix(".strings") || path.hasSuffix(".stringsdict")
    }

    /// Folders and single files alike, as the configuration names them; a folder's walk keeps to `root`
    /// (the folder itself when nil).
    static func swiftFiles(_ paths: [String], within root: ProjectRoot?) throws(InputError) -> [String] {
        var files: [String] = []
        for path in paths {
            if PathKind.isFolder(path) {
                files += try SwiftSourceScanner.swiftFiles(in: path, within: root)
            } else {
                files.append(path)
            }
        }
        return files
    }
}
