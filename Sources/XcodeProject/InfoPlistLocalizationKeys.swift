/// The keys of an app's Info.plist that decide which localizations the bundles its code reads can show in.
/// Core Foundation looks up every bundle but the main one in the localization the main bundle resolved to,
/// chosen among the main bundle's `.lproj` folders and the languages `CFBundleLocalizations` lists, unless
/// `CFBundleAllowMixedLocalizations` lets each bundle follow the user's preferences.
public struct InfoPlistLocalizationKeys: Sendable, Equatable, Codable {
    public var allowsMixedLocalizations: Bool
    /// `CFBundleLocalizations`, as written.
    public var declaredLocalizations: [String]

    public init(allowsMixedLocalizations: Bool = false, declaredLocalizations: [String] = []) {
        self.allowsMixedLocalizations = allowsMixedLocalizations
        self.declaredLocalizations = declaredLocalizations
    }
}
