/// The formats `gaps` prints, by the names `--format` accepts, each with its renderer and file extension.
public enum GapFormat: String, Sendable, CaseIterable {
    case text, csv, json, markdown

    public func render(_ report: GapReport) -> String {
        switch self {
        case .text: GapTextRenderer().render(report)
        case .csv: GapCSVRenderer().render(report)
        case .json: GapJSONRenderer().render(report)
        case .markdown: GapMarkdownRenderer().render(report)
        }
    }

    /// `txt`, `csv`, `json`, `md`: for `--output-dir`'s one file per language.
    public var fileExtension: String {
        switch self {
        case .text: "txt"
        case .csv: "csv"
        case .json: "json"
        case .markdown: "md"
        }
    }
}
