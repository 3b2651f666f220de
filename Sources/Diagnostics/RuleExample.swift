/// A tiny project for a rule's documentation and tests: catalogs written inline, a widget source,
/// with markers (1️⃣ 2️⃣ …) where the rule's findings must land. Markers are removed before reading.
public struct RuleExample: Sendable, Hashable {
    public var title: String
    public var appCatalog: String?
    public var widgetCatalog: String?
    public var widgetSource: String?
    /// The languages the app ships, when the example needs to say (otherwise the app catalog's).
    public var languages: [String]?

    public init(
        _ title: String, appCatalog: String? = nil, widgetCatalog: String? = nil, widgetSource: String? = nil,
        languages: [String]? = nil
    ) {
        self.title = title
        self.appCatalog = appCatalog
        self.widgetCatalog = widgetCatalog
        self.widgetSource = widgetSource
        self.languages = languages
    }

    /// The markers used in examples, in order.
    public static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣"]
}
