import Diagnostics

/// What `stringsguard targets` prints: each target of the Xcode project with its role, product type,
/// catalogs and sources, and the line saying which of them a check would check.
public struct TargetListing: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        public var role: String
        public var productType: String
        public var project: String
        public var catalogs: [String]
        public var stringsTables: [String]
        public var sources: [String]

        public init(
            name: String, role: String, productType: String, project: String, catalogs: [String],
            stringsTables: [String], sources: [String]
        ) {
            self.name = name
            self.role = role
            self.productType = productType
            self.project = project
            self.catalogs = catalogs
            self.stringsTables = stringsTables
            self.sources = sources
        }
    }

    public var targets: [Target]
    /// For example "Checking app FocusTimer and widget FocusTimerWidgets from FocusTimer.xcodeproj".
    public var summary: String
    /// What was left out while reading the project (a folder reference outside the project root), one
    /// line each for standard error; not part of the listing itself.
    public var warnings: [InputError]

    public init(targets: [Target], summary: String, warnings: [InputError] = []) {
        self.targets = targets
        self.summary = summary
        self.warnings = warnings
    }
}
