/// The tool's name and semantic version (`MAJOR.MINOR.PATCH`), as `--version`, `stringsguard version`, the
/// reports, SARIF's driver and the release bundle give them: the one place the version is written.
/// CHANGELOG.md has a section for it.
public enum ToolVersion {
    public static let name = "stringsguard"
    public static let major = 0
    public static let minor = 1
    public static let patch = 0
    public static let current = "\(major).\(minor).\(patch)"

    /// What `--version` and `stringsguard version` print: "stringsguard 0.1.0".
    public static var versionLine: String { "\(name) \(current)" }
}
