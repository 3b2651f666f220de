import Diagnostics

/// A build target found in an Xcode project, with the files a check needs: its Swift sources and its
/// String Catalogs. Paths are built from the folder given to discovery, so they are absolute when it is.
/// Swift files a Sources phase names that are not on disk are in `missingSourceFiles`, not `sourceFiles`;
/// synchronized folders, folder references and packages list what is on disk.
public struct DiscoveredTarget: Sendable, Equatable, Codable {
    public var name: String
    public var role: TargetRole
    /// The Xcode product type, such as `com.apple.product-type.app-extension`.
    public var productType: String
    /// The `.xcodeproj` folder that declares the target.
    public var projectPath: String
    /// `.xcstrings` files the target copies as resources, sorted.
    public var catalogs: [String]
    /// `.swift` files the target's own phases and folders compile, sorted. Package and framework code
    /// is in `relations`.
    public var sourceFiles: [String]
    /// Platforms, conditions and language mode of the configuration that ships.
    public var build: ShippedBuild
    public var relations: TargetRelations
    /// The project's development language (`developmentRegion`), the catalogs' usual source language.
    public var developmentRegion: String?
    /// The files of the legacy strings tables the target copies (`en.lproj/Localizable.strings`, …).
    public var stringsTableFiles: [String]
    /// Swift files a Sources phase compiles that are not on disk (made by a build step, ignored by git):
    /// the target's code is then incomplete, so no key of its catalogs may be called unused. Sorted.
    public var missingSourceFiles: [String]
    /// `.json` files the target ships: data the code may read keys from (`String(localized:
    /// String.LocalizationValue(item.titleKey))`), so no text in them is called an unused key. Sorted.
    public var dataFiles: [String]
    /// `.storyboard` and `.xib` files the target ships, whose views and controllers Interface Builder
    /// creates by class name (`customClass`) without any Swift code naming them. Sorted.
    public var interfaceFiles: [String]
    /// What an app's Info.plist says of its localizations, which decides the languages its packages' and
    /// frameworks' bundles can show in.
    public var localizationKeys: InfoPlistLocalizationKeys
    /// An app's `main` in a compiled `main.m` that starts UIKit or AppKit, when it can be read: the app
    /// starts there, not in its Swift.
    public var objectiveCMain: ObjectiveCMain?

    public init(
        name: String, role: TargetRole, productType: String, projectPath: String,
        catalogs: [String], sourceFiles: [String], build: ShippedBuild = ShippedBuild(),
        relations: TargetRelations = TargetRelations(), developmentRegion: String? = nil, stringsTableFiles: [String] = [],
        missingSourceFiles: [String] = [], dataFiles: [String] = [], interfaceFiles: [String] = [],
        objectiveCMain: ObjectiveCMain? = nil, localizationKeys: InfoPlistLocalizationKeys = InfoPlistLocalizationKeys()
    ) {
        self.objectiveCMain = objectiveCMain
        self.dataFiles = dataFiles
        self.interfaceFiles = interfaceFiles
        self.localizationKeys = localizationKeys
        self.name = name
        self.role = role
        self.productType = productType
        self.projectPath = projectPath
        self.catalogs = catalogs
        self.sourceFiles = sourceFiles
        self.build = build
        self.relations = relations
        self.developmentRegion = developmentRegion
        self.stringsTableFiles = stringsTableFiles
        self.missingSourceFiles = missingSourceFiles
    }

    /// A framework of the project: its code joins the targets that link it, its catalogs are its own bundle.
    public var isFramework: Bool { productType.contains("framework") }

    /// One line naming the app and widget targets a run will check and where they come from, for example
    /// `Checking app FocusTimer and widget FocusTimerWidgets from FocusTimer.xcodeproj`.
    public static func summary(of targets: [DiscoveredTarget]) -> String {
        let checked = targets.filter { $0.role == .app || $0.role == .widget }
        guard !checked.isEmpty else { return "No app or widget target found" }
        let names = checked.map { "\($0.role.rawValue) \($0.name)" }
        var projects: [String] = []
        for target in checked {
            let name = PathText.lastComponent(target.projectPath)
            if !projects.contains(name) { projects.append(name) }
        }
        return "Checking \(listed(names)) from \(listed(projects))"
    }

    private static func listed(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }
}
