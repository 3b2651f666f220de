/// Choices the command line makes for every reporter: colors, the folders paths are shown relative to,
/// and where CI services want their paths and annotations.
public struct ReportOptions: Sendable, Equatable {
    /// ANSI colors in the text format; the CLI sets this for a terminal without `NO_COLOR`.
    public var useColor: Bool
    /// Paths under this absolute folder are shown relative to it (normally the current folder);
    /// nil shows paths as the findings carry them. Relative paths in findings are relative to it.
    public var baseDirectory: String?
    /// How many findings the Markdown comment lists before "and N more".
    public var markdownFindingLimit: Int
    /// The repository's root: SARIF's `SRCROOT` and GitLab's paths are relative to it. Nil: the base folder.
    public var repositoryRoot: String?
    /// `GITHUB_WORKSPACE`, which GitHub's annotation paths are relative to. Nil: the repository root.
    public var githubWorkspace: String?
    /// How many annotations of each kind (error, warning, notice) the GitHub format prints: GitHub shows
    /// 10 of each per step, so the rest go to the step summary or a folded log group.
    public var annotationLimit: Int
    /// `GITHUB_STEP_SUMMARY` when set: the GitHub format then points there for what it did not annotate.
    public var stepSummaryPath: String?

    public init(
        useColor: Bool = false, baseDirectory: String? = nil, markdownFindingLimit: Int = 50,
        repositoryRoot: String? = nil, githubWorkspace: String? = nil, annotationLimit: Int = 10,
        stepSummaryPath: String? = nil
    ) {
        self.useColor = useColor
        self.baseDirectory = baseDirectory
        self.markdownFindingLimit = markdownFindingLimit
        self.repositoryRoot = repositoryRoot
        self.githubWorkspace = githubWorkspace
        self.annotationLimit = annotationLimit
        self.stepSummaryPath = stepSummaryPath
    }
}
