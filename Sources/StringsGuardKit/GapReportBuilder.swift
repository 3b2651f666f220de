import Checks
import Diagnostics
import Foundation
import ProjectConfiguration
import Reporting
import SafeFiles

/// Reporting knows nothing of checks: the translators' gaps as the gap renderers take them.
public enum GapReportBuilder {
    public static func report(_ gaps: TranslationGaps) -> GapReport {
        GapReport(
            coverage: gaps.coverage,
            gaps: gaps.gaps.map {
                GapReport.Gap(
                    status: $0.kind.rawValue, target: $0.target, language: $0.language, key: $0.key,
                    sourceForms: $0.sourceForms, comment: $0.comment, location: $0.location)
            })
    }
}

/// `gaps --output-dir DIR`: one file per language, and the stale keys once, for each translator.
public enum GapReportFiles {
    /// Writes `DIR/L.ext` for each language and `DIR/stale.ext`; returns the paths written, in order.
    /// The folder is created as every command creates one (a file in the way is one line); a language
    /// that is no tag (a catalog's `../x`) names no file: refused before anything is written.
    public static func write(_ report: GapReport, format: GapFormat, into folder: String) throws -> [String] {
        for language in report.languages {
            if let problem = LanguageCodeCheck.problem(with: language) {
                throw InputError("the language '\(language)' is not a language tag (\(problem)), so it names no file here", path: folder)
            }
        }
        try FolderCreation.create(folder)
        var parts = report.languages.map { ($0, report.only(language: $0)) }
        if !report.staleOnly.gaps.isEmpty { parts.append(("stale", report.staleOnly)) }
        var written: [String] = []
        for (name, part) in parts {
            let path = "\(folder)/\(name).\(format.fileExtension)"
            try AtomicFileWriter().write(Array(format.render(part).utf8), to: path)
            written.append(path)
        }
        return written
    }
}
