import Diagnostics
import Foundation
import SafeFiles

/// Adds Markdown to the job summary file GitHub gives a step (`$GITHUB_STEP_SUMMARY`), after what other
/// steps wrote there: under the file's lock, atomically, as every write of the tool.
public enum GitHubStepSummary {
    public static func append(_ markdown: String, to path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            try AtomicFileWriter().write(Array(markdown.utf8), to: path)
            return
        }
        try AtomicFileWriter().update(path, kind: .baseline) { contents in contents.bytes + Array(markdown.utf8) }
    }
}
