import Diagnostics
import Foundation
import LocaleMatching
import SourceScanning
import StringCatalog

/// A catalog as read, with the table name Swift code refers to it by (`Localizable` for `Localizable.xcstrings`).
public struct LoadedCatalog: Sendable {
    public var path: String {
        didSet { table = Self.table(forPath: path) }
    }
    public var catalog: Catalog
    /// Kept rather than computed: rules compare it for every key and use, and deriving it from the
    /// path each time was most of a check's time on large catalogs.
    public private(set) var table: String

    public init(path: String, catalog: Catalog) {
        self.path = path
        self.catalog = catalog
        self.table = Self.table(forPath: path)
    }

    private static func table(forPath path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// Whether the system, not Swift code, reads the keys: `InfoPlist` (the bundle's name and permission
    /// prompts) and `AppShortcuts` (Siri phrases).
    public var isReadBySystem: Bool { table == "InfoPlist" || table == "AppShortcuts" }

    /// The languages the catalog translates into: every language it has, less its source language.
    public var translationLanguages: [String] {
        catalog.languages.filter { $0 != catalog.sourceLanguage }
    }
}

/// A target with its catalogs read and its Swift sources scanned.
public struct LoadedTarget: Sendable {
    public var configuration: TargetConfiguration
    public var catalogs: [LoadedCatalog]
    /// Nil when the configuration names no sources: rules that need them are then silent for this target.
    public var scan: TargetScan?

    public var name: String { configuration.name }
    public var role: TargetRole { configuration.role }

    public func catalogs(forTable table: String) -> [LoadedCatalog] {
        catalogs.filter { $0.table == table }
    }
}

/// Everything the rules look at: the targets, read once, and the languages the app ships.
public struct Project: Sendable {
    public var targets: [LoadedTarget]
    /// The languages the app ships (from the configuration, else every language of the app catalogs),
    /// in the order the configuration or the catalogs give them.
    public var shippedLanguages: [String]
    /// The languages the configuration names, when it names any: other rules then look at these only.
    public var configuredLanguages: [String]?
    /// Malformed Swift files: the run reports them and fails as an input error.
    public var sourceErrors: [InputError]

    public init(
        targets: [LoadedTarget], shippedLanguages: [String], configuredLanguages: [String]? = nil,
        sourceErrors: [InputError] = []
    ) {
        self.targets = targets
        self.shippedLanguages = shippedLanguages
        self.configuredLanguages = configuredLanguages
        self.sourceErrors = sourceErrors
    }

    public var apps: [LoadedTarget] { targets.filter { $0.role == .app } }
    public var widgets: [LoadedTarget] { targets.filter { $0.role == .widget } }

    /// Whether any shipped language is written right to left, which is when timer views can mirror.
    public var shipsRightToLeftLanguage: Bool {
        shippedLanguages.contains { LocaleMatcher.isRightToLeft($0) }
    }

    /// Reads every catalog and scans every source folder of the configuration, using both cores where
    /// there are several; the result does not depend on which finishes first.
    public static func load(_ configuration: Configuration) throws(InputError) -> Project {
        let catalogPaths = configuration.targets.flatMap(\.catalogs)
        let catalogResults = parallelMap(catalogPaths) { path in
            Result { () throws(InputError) -> Catalog in try Catalog.load(path: path) }
        }
        var catalogsByPath: [String: Catalog] = [:]
        for (path, result) in zip(catalogPaths, catalogResults) {
            switch result {
            case .success(let catalog): catalogsByPath[path] = catalog
            case .failure(let error): throw error
            }
        }
        let scans = parallelMap(configuration.targets) { target -> Result<TargetScan, InputError>? in
            guard !target.sources.isEmpty else { return nil }
            return Result { () throws(InputError) -> TargetScan in try scanSources(target.sources) }
        }
        var targets: [LoadedTarget] = []
        var sourceErrors: [InputError] = []
        for (target, scanResult) in zip(configuration.targets, scans) {
            var scan: TargetScan?
            switch scanResult {
            case .success(let value)?:
                scan = value
                sourceErrors += value.errors
            case .failure(let error)?: throw error
            case nil: scan = nil
            }
            let catalogs = target.catalogs.compactMap { path in
                catalogsByPath[path].map { LoadedCatalog(path: path, catalog: $0) }
            }
            targets.append(LoadedTarget(configuration: target, catalogs: catalogs, scan: scan))
        }
        let shipped = configuration.languages ?? Self.languages(of: targets)
        return Project(
            targets: targets, shippedLanguages: shipped, configuredLanguages: configuration.languages,
            sourceErrors: sourceErrors)
    }

    /// The app catalogs' languages (the widgets' when there is no app), source language first. Catalogs the
    /// system reads count only when there is no other: an app whose InfoPlist.xcstrings alone is in German
    /// shows its screens, and its widget, in the development language there.
    static func languages(of targets: [LoadedTarget]) -> [String] {
        let apps = targets.filter { $0.role == .app }
        var catalogs = (apps.isEmpty ? targets : apps).flatMap(\.catalogs)
        if catalogs.contains(where: { !$0.isReadBySystem }) { catalogs.removeAll(where: \.isReadBySystem) }
        var seen: Set<String> = []
        var result: [String] = []
        for catalog in catalogs {
            for language in [catalog.catalog.sourceLanguage] + catalog.catalog.languages where seen.insert(language).inserted {
                result.append(language)
            }
        }
        return result
    }

    /// Scans folders and single files alike; files are scanned together so types resolve across them.
    static func scanSources(_ paths: [String]) throws(InputError) -> TargetScan {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                files += try SwiftSourceScanner.swiftFiles(in: path)
            } else {
                files.append(path)
            }
        }
        return SwiftSourceScanner.scan(files: files)
    }
}

/// Maps on both cores, keeping the input order in the output.
func parallelMap<Element: Sendable, Mapped: Sendable>(
    _ elements: [Element], _ transform: @Sendable (Element) -> Mapped
) -> [Mapped] {
    if elements.count < 2 { return elements.map(transform) }
    let results = ResultSlots<Mapped>(count: elements.count)
    DispatchQueue.concurrentPerform(iterations: elements.count) { index in
        results.set(index, transform(elements[index]))
    }
    return results.values()
}

/// Slots written once each from concurrent work, read after all of it has finished.
private final class ResultSlots<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Value] { slots.compactMap { $0 } }
}
