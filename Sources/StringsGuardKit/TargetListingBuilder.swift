import Foundation
import Reporting
import XcodeProject

/// `stringsguard targets`: the Xcode project's targets as Reporting lists them.
public enum TargetListingBuilder {
    /// The targets of the projects in `path`, with paths relative to the current folder.
    public static func listing(of path: String) throws -> TargetListing {
        let targets = try ConfigurationDiscovery.discoveredTargets(in: path)
        return TargetListing(
            targets: targets.map { target in
                TargetListing.Target(
                    name: target.name, role: target.role.rawValue, productType: target.productType, project: target.projectPath,
                    catalogs: target.catalogs, stringsTables: target.stringsTableFiles, sources: target.sourceFiles)
            },
            summary: DiscoveredTarget.summary(of: targets))
    }
}
