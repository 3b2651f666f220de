import ProjectConfiguration
import XLIFF

/// `stringsguard import`: translated `.xcloc` or XLIFF back into the catalogs they name.
struct ImportCommand: Command {
    struct Options: CommandOptions {
        var catalog: String?
        var projectRoot: String?
        var language: String?
        var dryRun = false
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            [
                .value("--catalog", "FILE", "Apply only the <file> that names this catalog.", \.catalog),
                .value("--project-root", "DIR", "The folder <file original> paths are relative to (default: the current folder).", \.projectRoot),
                .value("--language", "L", "The language to import into, whatever target-language says.", \.language),
                .flag("--dry-run", "Show what would change; write nothing.", \.dryRun),
            ]
        }
    }

    let name = "import"
    let summary = "Merge translated .xcloc or XLIFF files back into the catalogs they name, refusing unsafe targets."
    let usage = "[--catalog FILE] [--project-root DIR] [--language L] [--dry-run] PATH.xcloc|PATH.xliff…"
    let discussion = """
        Run from the project root (or give --project-root): each <file original> goes to the catalog at that
        path, each unit to its key and variation; a plural, device or substitution case the language lacks
        is created, as Xcode does when a translator varies a string. With --catalog, only the <file> naming
        that catalog (its path, or a path suffix) is applied, never another; a converter's file that names
        no catalog (po2xliff's) goes to it too. A <file> whose catalog does not exist is reported and skipped.

        --language overrides a missing or wrong target-language; a language that is not a tag, or is the
        source language, stops the import before anything is written. translate="no" units are skipped and
        counted; a target whose format specifiers differ from the source is refused with the reason; a
        <source> that changed since export is reported and its target imported as needs_review. Each catalog
        is written once, atomically, in Xcode's formatting.

        Exit status: 0 when every unit landed, 1 when a unit was refused or unknown or a <file> skipped
        (the rest is still imported), 2 for an unreadable or malformed file (nothing is written).
        """
    let examples = [
        "stringsguard import pl.xcloc",
        "stringsguard import --dry-run ar.xcloc he.xcloc",
        "stringsguard import --catalog Widget/Localizable.xcstrings --language pl pl-from-po.xliff",
    ]
    func run(_ options: Options) throws -> ExitStatus {
        guard !options.positionals.isEmpty else {
            throw UsageError(message: "name at least one .xcloc or XLIFF file", command: name)
        }
        // Before any file is read, rather than once per <file> at its position.
        if let language = options.language { try LanguageCodeCheck.validated([language], option: "--language") }
        let commands = XLIFFCommands(toolVersion: toolVersion)
        let root = options.projectRoot ?? "."
        let result: ImportResult
        if let catalog = options.catalog {
            result = try commands.importFiles(
                catalogPath: catalog, xliffPaths: options.positionals, projectRoot: root, language: options.language,
                dryRun: options.dryRun)
        } else {
            result = try commands.importProject(
                paths: options.positionals, projectRoot: root, language: options.language, dryRun: options.dryRun)
        }
        result.writeText { Terminal.write($0) }
        return result.landedEverything ? .clean : .findings
    }
}
