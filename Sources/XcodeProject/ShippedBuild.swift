import Diagnostics
import Foundation
import SourceScanning

/// How a target is built for release: the platforms it builds for, Mac Catalyst, its compilation
/// conditions and its Swift language mode, read from the shipped configuration's build settings.
/// The platform comes from `SDKROOT`, `SUPPORTED_PLATFORMS` and the deployment targets, never the name.
public struct ShippedBuild: Sendable, Equatable, Codable {
    public var configuration: String
    public var platforms: [TargetPlatform]
    public var supportsMacCatalyst: Bool
    public var compilationConditions: [String]
    /// False when a condition setting names a variable the project does not define.
    public var compilationConditionsAreComplete: Bool
    public var swiftVersion: [Int]?

    public init(
        configuration: String = "Release", platforms: [TargetPlatform] = [.iOS], supportsMacCatalyst: Bool = false,
        compilationConditions: [String] = [], compilationConditionsAreComplete: Bool = true, swiftVersion: [Int]? = nil
    ) {
        self.configuration = configuration
        self.platforms = platforms
        self.supportsMacCatalyst = supportsMacCatalyst
        self.compilationConditions = compilationConditions
        self.compilationConditionsAreComplete = compilationConditionsAreComplete
        self.swiftVersion = swiftVersion
    }

    /// One environment per platform the target builds for (and one for Mac Catalyst).
    public func environments(linkedModules: Set<String> = []) -> [BuildEnvironment] {
        var variants = platforms.map { (platform: $0, catalyst: false) }
        if supportsMacCatalyst, platforms.contains(.iOS) { variants.append((.iOS, true)) }
        return variants.map { variant in
            BuildEnvironment(
                platform: variant.platform, isMacCatalyst: variant.catalyst,
                compilationConditions: Set(compilationConditions),
                compilationConditionsAreComplete: compilationConditionsAreComplete,
                languageVersion: swiftVersion ?? [5, 0], linkedModules: linkedModules)
        }
    }
}

extension ProjectFile {
    private static let deploymentTargets: [(String, TargetPlatform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("WATCHOS_DEPLOYMENT_TARGET", .watchOS),
        ("MACOSX_DEPLOYMENT_TARGET", .macOS), ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// The configuration an archive builds: `Release` when the target has one, else its default.
    func shippedConfigurationName(of target: OpenStepValue) -> String {
        let list = object(target["buildConfigurationList"]?.string)
        let names = (list?["buildConfigurations"]?.strings ?? []).compactMap { object($0)?["name"]?.string }
        if names.contains("Release") { return "Release" }
        return list?["defaultConfigurationName"]?.string ?? names.last ?? "Release"
    }

    func buildSettings(of target: OpenStepValue) throws(InputError) -> BuildSettings {
        let configuration = shippedConfigurationName(of: target)
        var layers: [BuildSettings.Layer] = []
        for list in [object(target["buildConfigurationList"]?.string), object(project["buildConfigurationList"]?.string)] {
            let configurationObject = (list?["buildConfigurations"]?.strings ?? []).lazy.compactMap { self.object($0) }
                .first { $0["name"]?.string == configuration }
            layers.append(Self.layer(of: configurationObject?["buildSettings"]))
            if let reference = configurationObject?["baseConfigurationReference"]?.string,
                let path = resolvedPath(reference)
            {
                layers.append(try xcconfigLayers.layer(path: path))
            }
        }
        return BuildSettings(
            layers: layers, configuration: configuration,
            defaults: ["TARGET_NAME": target["name"]?.string ?? "", "PROJECT_NAME": PathText.lastComponent(projectPath)])
    }

    private static func layer(of settings: OpenStepValue?) -> BuildSettings.Layer {
        var layer = BuildSettings.Layer()
        for (key, value) in settings?.dictionary ?? [] {
            if let string = value.string {
                layer.set(key, string)
            } else if let array = value.array {
                layer.set(key, array.compactMap(\.string).joined(separator: " "))
            }
        }
        return layer
    }

    func shippedBuild(of target: OpenStepValue) throws(InputError) -> ShippedBuild {
        let settings = try buildSettings(of: target)
        let productType = target["productType"]?.string ?? ""
        var platforms: [TargetPlatform] = []
        let sdkRoot = settings.value("SDKROOT")?.lowercased() ?? ""
        if let platform = TargetPlatform(sdkName: sdkRoot) {
            platforms = [platform]
        } else {
            for name in (settings.value("SUPPORTED_PLATFORMS") ?? "").split(separator: " ") {
                if let platform = TargetPlatform(sdkName: String(name)), !platforms.contains(platform) { platforms.append(platform) }
            }
        }
        if platforms.isEmpty {
            // The target's own deployment target says more than the project's, which lists every platform.
            let targetLayer = settings.layers.first
            platforms = Self.deploymentTargets.filter { targetLayer?.value($0.0, sdk: nil, configuration: settings.configuration) != nil }.map(\.1)
        }
        if platforms.isEmpty, productType.contains("watchapp") || productType.contains("watchkit") { platforms = [.watchOS] }
        if platforms.isEmpty { platforms = [.iOS] }
        let sdk = platforms.count == 1 ? platforms[0].sdkName : nil
        let conditions = settings.resolvedValue("SWIFT_ACTIVE_COMPILATION_CONDITIONS", sdk: sdk)
        let flags = settings.resolvedValue("OTHER_SWIFT_FLAGS", sdk: sdk)
        var names = (conditions.value ?? "").split(separator: " ").map(String.init)
        let flagWords = (flags.value ?? "").split(separator: " ").map(String.init)
        for (index, word) in flagWords.enumerated() {
            if word == "-D", index + 1 < flagWords.count { names.append(flagWords[index + 1]) }
            else if word.hasPrefix("-D"), word.count > 2 { names.append(String(word.dropFirst(2))) }
        }
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        let swiftVersion = settings.value("SWIFT_VERSION").map { $0.split(separator: ".").compactMap { Int($0) } }
        return ShippedBuild(
            configuration: settings.configuration, platforms: platforms.sorted(),
            supportsMacCatalyst: settings.value("SUPPORTS_MACCATALYST", sdk: "iphoneos")?.uppercased() == "YES",
            compilationConditions: unique,
            compilationConditionsAreComplete: conditions.isComplete && flags.isComplete,
            swiftVersion: swiftVersion?.isEmpty == false ? swiftVersion : nil)
    }
}
