/// Choices the command line makes for every reporter: colors, and the folder paths are shown relative to.
public struct ReportOptions: Sendable, Equatable {
    /// ANSI colors in the text format; the CLI sets this for a terminal without `NO_COLOR`.
    public var useColor: Bool
    /// Paths under this absolute folder are shown relative to it (normally the current folder);
    /// nil shows paths as the findings carry them.
    public var baseDirectory: String?
    /// How many findings the Markdown comment lists before "and N more".
    public var markdownFindingLimit: Int

    public init(useColor: Bool = false, baseDirectory: String? = nil, markdownFindingLimit: Int = 50) {
        self.useColor = useColor
        self.baseDirectory = baseDirectory
        self.markdownFindingLimit = markdownFindingLimit
    }
}
