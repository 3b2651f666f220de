/// What a file is read as. Each kind has its own size limit in `ReadLimits`, and names itself in the
/// message that refuses a file over it.
public enum FileKind: String, Sendable, CaseIterable {
    case catalog, xliff, configuration, baseline, propertyList, projectFile, swiftSource

    /// The plural a message uses: "over the limit of 256 MB for catalogs".
    public var pluralName: String {
        switch self {
        case .catalog: return "catalogs"
        case .xliff: return "XLIFF files"
        case .configuration: return "configuration files"
        case .baseline: return "baselines"
        case .propertyList: return "property lists"
        case .projectFile: return "Xcode project files"
        case .swiftSource: return "Swift sources"
        }
    }
}
