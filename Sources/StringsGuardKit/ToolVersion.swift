/// The tool's name and version, as `--version`, the reports and SARIF's driver give them.
public enum ToolVersion {
    public static let name = "stringsguard"
    public static let current = "0.1.0"
}
