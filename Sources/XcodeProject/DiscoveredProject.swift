import Diagnostics

/// Everything discovery reads from a folder's Xcode projects: their targets and the local Swift
/// packages those targets use.
public struct DiscoveredProject: Sendable, Equatable {
    public var targets: [DiscoveredTarget]
    public var packages: [LocalPackage]
    /// Packages named by the project that could not be read (a missing or unreadable manifest): their
    /// code and catalogs are left out, and the run says so.
    public var packageProblems: [InputError]
    /// Files, folders and packages the project names outside the project root (a folder reference to
    /// `/`, an `INFOPLIST_FILE` of `/etc/passwd`): never read, one line each for standard error.
    public var outsideRoot: [InputError]
    /// Swift files the projects compile that are not on disk, one warning each at the project's reference
    /// (see `MissingSourceLog`).
    public var missingSources: [InputError]

    public init(
        targets: [DiscoveredTarget], packages: [LocalPackage], packageProblems: [InputError] = [],
        outsideRoot: [InputError] = [], missingSources: [InputError] = []
    ) {
        self.targets = targets
        self.packages = packages
        self.packageProblems = packageProblems
        self.outsideRoot = outsideRoot
        self.missingSources = missingSources
    }

    /// What was left out while reading the projects (packages that could not be read, what lies outside
    /// the root, sources not on disk): the warnings every command that discovers a project prints, one line each.
    public var warnings: [InputError] { packageProblems + outsideRoot + missingSources }

    /// The package at a folder.
    public func package(at path: String) -> LocalPackage? {
        let path = PathText.normalize(path)
        return packages.first { $0.path == path }
    }
}
