/// What a build of one target for one platform knows when it evaluates `#if` conditions: the
/// platform, Mac Catalyst, the compilation conditions of the configuration it ships (Release), the
/// language and compiler versions, and the modules it can import besides the SDK's.
/// Models the build that ships: a device build, never the simulator.
public struct BuildEnvironment: Sendable, Hashable {
    public var platform: TargetPlatform
    /// An iOS target built for the Mac (`SUPPORTS_MACCATALYST`): `os(iOS)` holds, UIKit is there, AppKit is not.
    public var isMacCatalyst: Bool
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (and `-D` flags) of the shipped configuration.
    public var compilationConditions: Set<String>
    /// False when some conditions could not be read (a setting naming an unknown variable): an undefined
    /// flag is then unknown rather than false.
    public var compilationConditionsAreComplete: Bool
    /// `SWIFT_VERSION`, the language mode `swift(>=…)` compares with.
    public var languageVersion: [Int]
    /// The compiler `compiler(>=…)` compares with: the Swift of the current Xcode.
    public var compilerVersion: [Int]
    /// Modules of the project or its packages the target links, which `canImport` finds.
    public var linkedModules: Set<String>

    public static let currentCompilerVersion = [6, 2]

    public init(
        platform: TargetPlatform, isMacCatalyst: Bool = false, compilationConditions: Set<String> = [],
        compilationConditionsAreComplete: Bool = true, languageVersion: [Int] = [5, 0],
        compilerVersion: [Int] = BuildEnvironment.currentCompilerVersion, linkedModules: Set<String> = []
    ) {
        self.platform = platform
        self.isMacCatalyst = isMacCatalyst
        self.compilationConditions = compilationConditions
        self.compilationConditionsAreComplete = compilationConditionsAreComplete
        self.languageVersion = languageVersion
        self.compilerVersion = compilerVersion
        self.linkedModules = linkedModules
    }

    /// The key of Data/sdk-frameworks.json this build's SDK answers to.
    var availabilityKey: String { isMacCatalyst ? "macCatalyst" : platform.rawValue }

    /// A short name for messages: `iOS`, `Mac Catalyst`, `watchOS`.
    public var displayName: String { isMacCatalyst ? "Mac Catalyst" : platform.rawValue }

    /// `canImport(name)`: true or false when the SDK or the project says, nil when neither knows.
    func canImport(_ name: String) -> Bool? {
        if linkedModules.contains(name) { return true }
        guard let entry = SDKFrameworks.availability[name] else { return nil }
        if entry.available.contains(availabilityKey) { return true }
        if entry.unavailable.contains(availabilityKey) { return false }
        return nil
    }
}
