/// What a target is for, as far as localization checks care: the one vocabulary discovery, the
/// configuration and the rules share.
public enum TargetRole: String, Sendable, Codable, CaseIterable {
    /// An application (`com.apple.product-type.application`, watch apps).
    case app
    /// A WidgetKit extension: widgets and Live Activities.
    case widget
    /// Any other extension (share, intents, notification…).
    case otherExtension = "extension"
    /// Frameworks, tests, tools and the rest.
    case other
}

