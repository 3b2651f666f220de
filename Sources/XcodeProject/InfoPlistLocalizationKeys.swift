/// The keys of an app's Info.plist that decide which localizations the bundles its code reads can show in.
/// Core Foundation looks up every bundle but the main one in the localization the main bundle resolved to,
/// chosen among the main bundle's `.lproj` folders and the languages `CFBundleLocalizations` lists, unless
/// `CFBundleAllowMixedLocalizations` lets each bundle follow the user's preferences.
public struct InfoPlistLocalizationKeys: Sendable, Equatable, Codable {
    public var allowsMixedLocalizations: Bool
    /// `CFBundleLocalizations`, as written.
    public var declaredLocalizations: [String]
    /// The keys the Info.plist declares (its files' top-level keys and the `INFOPLIST_KEY_` build settings),
    /// when all of them are known: nil when a file named could not be read, none is named, or an xcconfig
    /// may add settings. The system localizes only a key the Info.plist has (`InfoPlist.strings` gives the
    /// text of a declared key in each language), so a usage description it lacks is never shown.
    public var declaredKeys: [String]?

    public init(allowsMixedLocalizations: Bool = false, declaredLocalizations: [String] = [], declaredKeys: [String]? = nil) {
        self.allowsMixedLocalizations = allowsMixedLocalizations
        self.declaredLocalizations = declaredLocalizations
        self.declaredKeys = declaredKeys
    }
}
