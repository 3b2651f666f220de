/// How one target of a project relates to the others and to Swift packages: what it embeds (an app its
/// extensions and watch app), what it links (frameworks of the project), the package products it uses,
/// and its target dependencies.
public struct TargetRelations: Sendable, Equatable, Codable {
    /// Targets whose product this target copies into itself: "Embed Foundation Extensions", "Embed App
    /// Extensions", "Embed Watch Content", "Embed ExtensionKit Extensions".
    public var embeds: [String]
    /// Framework targets of the project this target links or embeds.
    public var linksFrameworks: [String]
    public var packageProducts: [PackageProductReference]
    /// Targets this target depends on (built first).
    public var dependsOn: [String]

    public init(
        embeds: [String] = [], linksFrameworks: [String] = [], packageProducts: [PackageProductReference] = [],
        dependsOn: [String] = []
    ) {
        self.embeds = embeds
        self.linksFrameworks = linksFrameworks
        self.packageProducts = packageProducts
        self.dependsOn = dependsOn
    }
}

/// A product of a Swift package a target uses: its name and, for a local package, the package's folder.
public struct PackageProductReference: Sendable, Hashable, Codable {
    public var product: String
    /// Absolute (or discovery-relative) folder of a local package; nil for a remote one.
    public var packagePath: String?

    public init(product: String, packagePath: String?) {
        self.product = product
        self.packagePath = packagePath
    }
}

extension ProjectFile {
    /// The native target that builds a product file reference (`FocusTimerWidgets.appex`).
    func targetNamesByProductReference() -> [String: String] {
        var names: [String: String] = [:]
        for id in nativeTargetIDs {
            guard let target = object(id), let product = target["productReference"]?.string else { continue }
            names[product] = target["name"]?.string ?? id
        }
        return names
    }

    func relations(of target: OpenStepValue, productTargets: [String: String]) -> TargetRelations {
        var relations = TargetRelations()
        func appendUnique(_ name: String, to list: inout [String]) {
            if !list.contains(name) { list.append(name) }
        }
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = object(phaseID) else { continue }
            let isa = phase["isa"]?.string
            guard isa == "PBXCopyFilesBuildPhase" || isa == "PBXFrameworksBuildPhase" else { continue }
            for buildFileID in phase["files"]?.strings ?? [] {
                guard let buildFile = object(buildFileID) else { continue }
                if let reference = buildFile["fileRef"]?.string, let name = productTargets[reference],
                    let other = nativeTargetIDs.lazy.compactMap({ self.object($0) }).first(where: { $0["name"]?.string == name })
                {
                    let productType = other["productType"]?.string ?? ""
                    if productType.contains("framework") || productType.contains("library") {
                        appendUnique(name, to: &relations.linksFrameworks)
                    } else if isa == "PBXCopyFilesBuildPhase" {
                        appendUnique(name, to: &relations.embeds)
                    }
                }
                if let productID = buildFile["productRef"]?.string, let product = packageProduct(productID),
                    !relations.packageProducts.contains(product)
                {
                    relations.packageProducts.append(product)
                }
            }
        }
        for productID in target["packageProductDependencies"]?.strings ?? [] {
            if let product = packageProduct(productID), !relations.packageProducts.contains(product) {
                relations.packageProducts.append(product)
            }
        }
        for dependencyID in target["dependencies"]?.strings ?? [] {
            guard let dependency = object(dependencyID) else { continue }
            if let targetID = dependency["target"]?.string, let name = object(targetID)?["name"]?.string {
                appendUnique(name, to: &relations.dependsOn)
            } else if let productID = dependency["productRef"]?.string, let product = packageProduct(productID),
                !relations.packageProducts.contains(product)
            {
                relations.packageProducts.append(product)
            }
        }
        return relations
    }

    /// An `XCSwiftPackageProductDependency`: the product and, for a local package, its folder.
    private func packageProduct(_ id: String) -> PackageProductReference? {
        guard let dependency = object(id), dependency["isa"]?.string == "XCSwiftPackageProductDependency",
            let product = dependency["productName"]?.string
        else { return nil }
        // Plugins (`plugin:Name`) build tools; they bring no strings.
        if product.hasPrefix("plugin:") { return nil }
        if let packageID = dependency["package"]?.string {
            let package = object(packageID)
            guard package?["isa"]?.string == "XCLocalSwiftPackageReference", let relative = package?["relativePath"]?.string else {
                return PackageProductReference(product: product, packagePath: nil)
            }
            return PackageProductReference(product: product, packagePath: PathText.join(projectFolder, relative))
        }
        // Older Xcode versions record a local package as a file reference and leave `package` out: the
        // package is whichever local one next to the project declares the product.
        return PackageProductReference(product: product, packagePath: nil)
    }
}
