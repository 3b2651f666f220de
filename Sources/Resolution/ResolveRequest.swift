import Foundation

/// What to resolve and for whom: the key, the app's language choice and the widget's circumstances.
public struct ResolveRequest: Sendable, Hashable {
    public var key: String
    /// The language the app passed to the widget (e.g. in the Live Activity's attributes); empty means
    /// "use the system locale", as the widget's process would.
    public var languageCode: String
    /// The system locale to assume (`pt-PT`, or POSIX `pt_PT.UTF-8`); nil reads `environment`.
    public var systemLocale: String?
    /// Where the system locale is read from when `systemLocale` is nil: `LC_ALL`, `LC_MESSAGES`, `LANG`.
    public var environment: [String: String]
    /// The device the widget runs on; iPhone by default, where Live Activities and most widgets are shown.
    public var device: DeviceClass
    /// Format arguments as typed on the command line, argument 1 first; converted per specifier.
    public var arguments: [String]

    public init(
        key: String, languageCode: String = "", systemLocale: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, device: DeviceClass = .iphone,
        arguments: [String] = []
    ) {
        self.key = key
        self.languageCode = languageCode
        self.systemLocale = systemLocale
        self.environment = environment
        self.device = device
        self.arguments = arguments
    }
}

/// What to preview: every key of a catalog for one language choice, with optional format arguments.
public struct PreviewRequest: Sendable, Hashable {
    public var languageCode: String
    public var systemLocale: String?
    public var environment: [String: String]
    public var device: DeviceClass
    /// Used for every key whose format they fit; keys they do not fit show their specifiers as written.
    public var arguments: [String]

    public init(
        languageCode: String, systemLocale: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment, device: DeviceClass = .iphone,
        arguments: [String] = []
    ) {
        self.languageCode = languageCode
        self.systemLocale = systemLocale
        self.environment = environment
        self.device = device
        self.arguments = arguments
    }
}
