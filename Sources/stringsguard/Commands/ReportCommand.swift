import SafeFiles
import Checks
import Foundation
import Reporting
import StringCatalog
import StringsGuardKit

/// `stringsguard report --html FILE`: the coverage report for people.
struct ReportCommand: Command {
    let name = "report"
    let summary = "Write a self-contained HTML page: coverage per target and language, widget gaps, right-to-left findings."
    let usage = "--html FILE [project options]"
    let discussion = """
        One HTML file with no outside assets, to attach to a CI run or send to translators: coverage bars
        (translated, needs review, new, missing) per target and language, the strings the widget lacks, and
        each right-to-left finding shown as written and as displayed.
        """
    let examples = ["stringsguard report --html strings-report.html"]
    var options: [OptionSpec] {
        ProjectOptions.specs + [.value("--html", "FILE", "Where to write the page.")]
    }

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let output = arguments.value("--html") else {
            throw UsageError(message: "--html FILE is required", command: name)
        }
        let session = try ProjectOptions.session(from: arguments)
        let input = session.reportInput(session.check(), includeCoverage: true)
        let page = HTMLReporter(baseDirectory: FileManager.default.currentDirectoryPath).render(input)
        try AtomicFileWriter().write(Array(page.utf8), to: output)
        Terminal.error("Wrote \(output).")
        return .clean
    }
}
