/// An Apple platform a target builds for, as `os(…)` in a build condition names it.
public enum TargetPlatform: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case iOS, macOS, watchOS, tvOS, visionOS

    /// Whether `os(name)` holds for this platform (`OSX` and `xrOS` are older spellings). A switch: a set
    /// of the names was built at every `#if os(…)`.
    func hasConditionName(_ name: String) -> Bool {
        switch self {
        case .iOS: return name == "iOS"
        case .macOS: return name == "macOS" || name == "OSX"
        case .watchOS: return name == "watchOS"
        case .tvOS: return name == "tvOS"
        case .visionOS: return name == "visionOS" || name == "xrOS"
        }
    }

    /// The SDK name of the platform's devices in build settings (`SDKROOT`, `SUPPORTED_PLATFORMS`).
    public var sdkName: String {
        switch self {
        case .iOS: return "iphoneos"
        case .macOS: return "macosx"
        case .watchOS: return "watchos"
        case .tvOS: return "appletvos"
        case .visionOS: return "xros"
        }
    }

    /// The platform an SDK name (device or simulator) builds for.
    public init?(sdkName: String) {
        switch sdkName.lowercased() {
        case "iphoneos", "iphonesimulator": self = .iOS
        case "macosx", "macos": self = .macOS
        case "watchos", "watchsimulator": self = .watchOS
        case "appletvos", "appletvsimulator": self = .tvOS
        case "xros", "xrsimulator", "visionos", "visionsimulator": self = .visionOS
        default: return nil
        }
    }

    public static func < (lhs: TargetPlatform, rhs: TargetPlatform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
