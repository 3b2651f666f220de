/// What a command line says about which project to check: catalogs and sources named on the command
/// line, a configuration file, or nothing (then the configuration or the Xcode project in the folder).
public struct ProjectSelection: Sendable, Equatable {
    public var appCatalogs: [String]
    public var widgetCatalogs: [String]
    public var appSources: [String]
    public var widgetSources: [String]
    public var configurationPath: String?
    /// Only these languages; empty means every language the app ships.
    public var languages: [String]
    /// `--project`: an `.xcodeproj`, an `.xcworkspace` or a folder holding them, checked without a
    /// configuration file (as zero configuration checks the current folder's).
    public var projectPath: String?

    public init(
        appCatalogs: [String] = [], widgetCatalogs: [String] = [], appSources: [String] = [],
        widgetSources: [String] = [], configurationPath: String? = nil, languages: [String] = [],
        projectPath: String? = nil
    ) {
        self.projectPath = projectPath
        self.appCatalogs = appCatalogs
        self.widgetCatalogs = widgetCatalogs
        self.appSources = appSources
        self.widgetSources = widgetSources
        self.configurationPath = configurationPath
        self.languages = languages
    }

    /// Whether catalogs were named on the command line, which replaces any configuration.
    public var namesCatalogs: Bool { !appCatalogs.isEmpty || !widgetCatalogs.isEmpty }
}
