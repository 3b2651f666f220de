import Diagnostics
import Foundation
import SafeFiles
import SourceScanning

/// A Swift package on disk that the project uses, read from its `Package.swift` without running it: each
/// target's Swift files and String Catalogs (its own bundle, read with `bundle: .module`), what each
/// target depends on, and which targets each product holds.
public struct LocalPackage: Sendable, Equatable, Codable {
    public struct Target: Sendable, Equatable, Codable {
        public var name: String
        /// The folder of the target's files.
        public var folder: String
        public var sourceFiles: [String]
        /// The `.xcstrings` resources of the target: SwiftPM processes them into the target's bundle.
        public var catalogs: [String]
        /// Targets of this package this one depends on, by name.
        public var targetDependencies: [String]
        /// Products of other packages this one depends on.
        public var productDependencies: [PackageProductReference]
        /// `.define(…)` in its Swift settings.
        public var defines: [String]
    }

    public var name: String
    public var path: String
    public var defaultLocalization: String?
    public var targets: [Target]
    /// Product name to the names of the targets it holds.
    public var products: [String: [String]]

    /// The package targets a product brings, with everything they depend on inside the package.
    public func targets(ofProduct product: String) -> [Target] {
        var names = products[product] ?? (targets.contains { $0.name == product } ? [product] : [])
        var index = 0
        while index < names.count {
            for dependency in targets.first(where: { $0.name == names[index] })?.targetDependencies ?? []
            where !names.contains(dependency) {
                names.append(dependency)
            }
            index += 1
        }
        return names.compactMap { name in targets.first { $0.name == name } }
    }

    /// Reads `Package.swift` in `path`. Test, plugin, macro and binary targets are left out: they ship no strings.
    public static func read(at path: String) throws(InputError) -> LocalPackage {
        let manifestPath = PathText.join(path, "Package.swift")
        let contents = try FileContents.read(manifestPath, kind: .swiftSource)
        let manifest = try PackageManifest.parse(source: String(decoding: contents.bytes, as: UTF8.self), path: manifestPath)
        let dependencyPaths = Dictionary(
            manifest.dependencies.compactMap { dependency in dependency.path.map { (dependency.identity.lowercased(), PathText.join(path, $0)) } },
            uniquingKeysWith: { first, _ in first })
        let declaredTargets = Set(manifest.targets.map(\.name))
        var targets: [Target] = []
        for target in manifest.targets where [.regular, .executable].contains(target.kind) {
            let folder = PathText.join(path, target.folder)
            let excluded = target.exclude.map { PathText.join(folder, $0) }
            var sources: [String] = []
            var catalogs: [String] = []
            // A target folder outside the package (`path: "../.."`) is not walked: SwiftPM refuses it too.
            for relative in FileTree.relativeFiles(under: folder, within: ProjectRoot(path)) {
                let file = PathText.join(folder, relative)
                if excluded.contains(where: { file == $0 || file.hasPrefix($0 + "/") }) { continue }
                switch PathText.pathExtension(relative) {
                case "swift": sources.append(file)
                case "xcstrings": catalogs.append(file)
                default: break
                }
            }
            var targetDependencies: [String] = []
            var productDependencies: [PackageProductReference] = []
            for dependency in target.dependencies {
                switch dependency {
                case .target(let name): targetDependencies.append(name)
                case .byName(let name):
                    if declaredTargets.contains(name) {
                        targetDependencies.append(name)
                    } else {
                        productDependencies.append(PackageProductReference(product: name, packagePath: dependencyPaths[name.lowercased()]))
                    }
                case .product(let name, let package):
                    productDependencies.append(PackageProductReference(
                        product: name, packagePath: package.flatMap { dependencyPaths[$0.lowercased()] }))
                }
            }
            targets.append(Target(
                name: target.name, folder: folder, sourceFiles: sources, catalogs: catalogs,
                targetDependencies: targetDependencies, productDependencies: productDependencies, defines: target.defines))
        }
        var products: [String: [String]] = [:]
        for product in manifest.products { products[product.name] = product.targets }
        return LocalPackage(
            name: manifest.name ?? PathText.lastComponent(path), path: path,
            defaultLocalization: manifest.defaultLocalization, targets: targets, products: products)
    }
}
