import Diagnostics

/// Everything discovery reads from a folder's Xcode projects: their targets and the local Swift
/// packages those targets use.
public struct DiscoveredProject: Sendable, Equatable {
    public var targets: [DiscoveredTarget]
    public var packages: [LocalPackage]
    /// Packages named by the project that could not be read (a missing or unreadable manifest): their
    /// code and catalogs are left out, and the run says so.
    public var packageProblems: [InputError]

    public init(targets: [DiscoveredTarget], packages: [LocalPackage], packageProblems: [InputError] = []) {
        self.targets = targets
        self.packages = packages
        self.packageProblems = packageProblems
    }

    /// The package at a folder.
    public func package(at path: String) -> LocalPackage? {
        let path = PathText.normalize(path)
        return packages.first { $0.path == path }
    }
}
