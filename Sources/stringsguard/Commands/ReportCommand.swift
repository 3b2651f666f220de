import Foundation
import Reporting
import StringsGuardKit

/// `stringsguard report --html FILE`: the coverage report for people.
struct ReportCommand: Command {
    struct Options: CommandOptions {
        var project = ProjectOptions()
        var html: String?
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            ProjectOptions.options(in: \.project) + [.value("--html", "FILE", "Where to write the page.", \.html)]
        }
    }

    let name = "report"
    let summary = "Write a self-contained HTML page: coverage per target and language, widget gaps, right-to-left findings."
    let usage = "--html FILE [project options]"
    let discussion = """
        One HTML file with no outside assets, to attach to a CI run or send to translators: coverage bars
        (translated, needs review, new, missing) per target and language, the strings the widget lacks, and
        each right-to-left finding shown as written and as displayed.
        """
    let examples = ["stringsguard report --html strings-report.html"]

    func run(_ options: Options) throws -> ExitStatus {
        guard let output = options.html else {
            throw UsageError(message: "--html FILE is required", command: name)
        }
        let session = try options.project.session()
        let input = session.reportInput(session.check(), includeCoverage: true)
        let page = HTMLReporter(baseDirectory: FileManager.default.currentDirectoryPath).render(input)
        try OutputFile.write(page, to: output)
        Terminal.error("Wrote \(output).")
        return .clean
    }
}
