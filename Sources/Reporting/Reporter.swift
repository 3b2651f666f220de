import Diagnostics

/// Turns a report into the text of one output format. Implementations hold their options and only render.
public protocol Reporter: Sendable {
    func render(_ input: ReportInput) -> String
}

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

/// The output formats by the names `--format` accepts.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, xcode, json, sarif, junit, github, markdown, html

    /// The format called `name`, or an `InputError` listing the names there are.
    public static func named(_ name: String) throws(InputError) -> ReportFormat {
        guard let format = ReportFormat(rawValue: name) else {
            let names = allCases.map(\.rawValue).joined(separator: ", ")
            throw InputError("unknown report format '\(name)'; expected one of: \(names)")
        }
        return format
    }

    public func reporter(options: ReportOptions = ReportOptions()) -> any Reporter {
        switch self {
        case .text: return TextReporter(useColor: options.useColor, baseDirectory: options.baseDirectory)
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter(baseDirectory: options.baseDirectory)
        case .sarif: return SARIFReporter(baseDirectory: options.baseDirectory)
        case .junit: return JUnitReporter(baseDirectory: options.baseDirectory)
        case .github: return GitHubActionsReporter(baseDirectory: options.baseDirectory)
        case .markdown:
            return MarkdownReporter(baseDirectory: options.baseDirectory, findingLimit: options.markdownFindingLimit)
        case .html: return HTMLReporter(baseDirectory: options.baseDirectory)
        }
    }
}

/// Shows paths relative to a base folder, the way a reader in that folder would type them.
enum DisplayPath {
    static func relative(_ path: String, to base: String?) -> String {
        guard let base, base.hasPrefix("/"), path.hasPrefix("/") else { return path }
        let pathParts = normalized(path)
        let baseParts = normalized(base)
        var common = 0
        while common < pathParts.count, common < baseParts.count, pathParts[common] == baseParts[common] {
            common += 1
        }
        let parts = Array(repeating: "..", count: baseParts.count - common) + pathParts[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private static func normalized(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts
    }
}
