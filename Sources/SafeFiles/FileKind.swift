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

extension FileKind {
    /// The kinds in the order declared: a binary log writes a kind as its place here (matching a kind by
    /// its name cost a replay a string comparison per case for every file of the log).
    public static let numbered: [FileKind] = allCases

    /// This kind's place in `numbered`.
    public var number: Int { Self.numbered.firstIndex(of: self) ?? 0 }
}
