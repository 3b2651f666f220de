import Foundation
import Reporting
import XcodeProject

/// `stringsguard targets`: the Xcode project's targets as Reporting lists them.
public enum TargetListingBuilder {
    /// The targets of the projects in `path`, with paths relative to the current folder, and what
    /// discovery left out (a folder reference outside the project root) as `check` would say it.
    public static func listing(of path: String) throws -> TargetListing {
        let project = try ConfigurationDiscovery.discoveredProject(in: path)
        return TargetListing(
            targets: project.targets.map { target in
                TargetListing.Target(
                    name: target.name, role: target.role.rawValue, productType: target.productType, project: target.projectPath,
                    catalogs: target.catalogs, stringsTables: target.stringsTableFiles, sources: target.sourceFiles)
            },
            summary: DiscoveredTarget.summary(of: project.targets), warnings: project.warnings)
    }
}
