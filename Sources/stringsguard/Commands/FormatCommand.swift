import Diagnostics
import StringCatalog

/// `stringsguard format`: rewrites catalogs in Xcode's formatting.
struct FormatCommand: Command {
    struct Options: CommandOptions {
        var check = false
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            [.flag("--check", "Write nothing; list the files that would change and exit 1 if any.", \.check)]
        }
    }

    let name = "format"
    let summary = "Rewrite catalogs in Xcode's exact formatting, atomically."
    let usage = "[--check] FILE…"
    let discussion = """
        Writes each catalog that differs from Xcode's formatting through a temporary file and a rename, so
        the original is untouched if anything fails. With --check, writes nothing, lists the files that
        would change, and exits 1 if any would.
        """
    let examples = ["stringsguard format App/Localizable.xcstrings", "stringsguard format --check **/*.xcstrings"]

    func run(_ options: Options) throws -> ExitStatus {
        guard !options.positionals.isEmpty else {
            throw UsageError(message: "name at least one catalog to format", command: name)
        }
        let report = CatalogFormatter().format(paths: options.positionals, check: options.check)
        for file in report.changedFiles {
            Terminal.writeLine(options.check ? "\(file): would be reformatted" : "\(file): reformatted")
        }
        for error in report.errors { Terminal.error("\(error)") }
        if !report.errors.isEmpty { return .inputError }
        return options.check && !report.changedFiles.isEmpty ? .findings : .clean
    }
}
