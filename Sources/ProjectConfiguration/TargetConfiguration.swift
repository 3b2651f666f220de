import Diagnostics
import SourceScanning

/// One target of the project: its catalogs and the folders (or files) holding its Swift sources, and
/// how it is built: platforms and compilation conditions, the apps that embed it, the local packages it uses.
public struct TargetConfiguration: Sendable, Equatable {
    public var name: String
    public var role: TargetRole
    public var catalogs: [String]
    public var sources: [String]
    /// The platforms the target builds for; iOS when not given.
    public var platforms: [TargetPlatform]
    public var supportsMacCatalyst: Bool
    /// The shipped configuration's compilation conditions (`DEBUG` is not one of them in Release).
    public var compilationConditions: [String]
    /// For a widget: the apps that embed it, whose languages it must ship. Empty: every app.
    public var embeddedIn: [String]
    /// Folders of local Swift packages whose products the target links.
    public var packages: [String]

    public init(
        name: String, role: TargetRole, catalogs: [String], sources: [String], platforms: [TargetPlatform] = [.iOS],
        supportsMacCatalyst: Bool = false, compilationConditions: [String] = [], embeddedIn: [String] = [],
        packages: [String] = []
    ) {
        self.name = name
        self.role = role
        self.catalogs = catalogs
        self.sources = sources
        self.platforms = platforms
        self.supportsMacCatalyst = supportsMacCatalyst
        self.compilationConditions = compilationConditions
        self.embeddedIn = embeddedIn
        self.packages = packages
    }
}
