import Diagnostics
import StringCatalog

/// `stringsguard format`: rewrites catalogs in Xcode's formatting.
struct FormatCommand: Command {
    let name = "format"
    let summary = "Rewrite catalogs in Xcode's exact formatting, atomically."
    let usage = "[--check] FILE…"
    let discussion = """
        Writes each catalog that differs from Xcode's formatting through a temporary file and a rename, so
        the original is untouched if anything fails. With --check, writes nothing, lists the files that
        would change, and exits 1 if any would.
        """
    let examples = ["stringsguard format App/Localizable.xcstrings", "stringsguard format --check **/*.xcstrings"]
    let options: [OptionSpec] = [.flag("--check", "Write nothing; list the files that would change and exit 1 if any.")]

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "name at least one catalog to format", command: name)
        }
        let check = arguments.has("--check")
        let report = CatalogFormatter().format(paths: arguments.positionals, check: check)
        for file in report.changedFiles {
            Terminal.writeLine(check ? "\(file): would be reformatted" : "\(file): reformatted")
        }
        for error in report.errors { Terminal.error("\(error)") }
        if !report.errors.isEmpty { return .inputError }
        return check && !report.changedFiles.isEmpty ? .findings : .clean
    }
}
