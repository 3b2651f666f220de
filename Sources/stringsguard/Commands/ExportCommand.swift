import Foundation
import ProjectConfiguration
import XcodeProject
import XLIFF

/// `stringsguard export`: the project's strings for translators, as Xcode's Export Localizations writes them.
struct ExportCommand: Command {
    struct Options: CommandOptions {
        var project = ProjectOptions()
        var language: String?
        var catalog: String?
        var output: String?
        var projectRoot: String?
        var onlyGaps = false
        var locations = false
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            ProjectOptions.options(in: \.project, except: ["--language"]) + [
                .value("--language", "L", "The language to translate into.", \.language),
                .value("--catalog", "FILE", "Export only this catalog, as one XLIFF file.", \.catalog),
                .value("--output", "DIR|FILE", "Where to write L.xcloc (a folder), or with --catalog the XLIFF file.", \.output),
                .value("--project-root", "DIR", "The folder <file original> paths are relative to (default: the current folder).", \.projectRoot),
                .flag("--only-gaps", "Only units that are missing, new or need review.", \.onlyGaps),
                .flag("--locations", "Name each unit in a location context, for converters to gettext PO.", \.locations),
            ]
        }
    }

    let name = "export"
    let summary = "Export a language for translators: the project as L.xcloc, or one catalog as XLIFF 1.2, as Xcode does."
    let usage = "--language L [--output DIR] [--project-root DIR] [--only-gaps] [--locations] [project options] | --catalog FILE --language L [--output FILE]"
    let discussion = """
        With a project (its configuration, --app/--widget, or the Xcode project found here), writes
        DIR/L.xcloc (default DIR: the current folder): contents.json, Localized Contents/L.xliff with one
        <file> per catalog of every target (each once; original is its path relative to the project root),
        Source Contents/ with a copy of each catalog, and Notes/. With --catalog, one catalog as one XLIFF,
        printed or written to --output FILE.

        One <trans-unit> per key and per plural, device or substitution case (ids like `KEY|==|plural.one`),
        every plural category the language needs (Polish `many` too), "Don't translate" keys with
        translate="no", the comment as <note> and the translation's state. --only-gaps keeps the units a
        translator must act on. --locations also names each unit in a <context-group purpose="location">,
        for tools that convert XLIFF to gettext PO (translate-toolkit's xliff2po), so that plural units stay
        apart and import can place them again.
        """
    let examples = [
        "stringsguard export --language pl",
        "stringsguard export --language ar --only-gaps --output Translations",
        "stringsguard export --catalog Widget/Localizable.xcstrings --language ar --output ar.xliff",
    ]
    func run(_ options: Options) throws -> ExitStatus {
        guard let language = options.language else {
            throw UsageError(message: "--language L is required", command: name)
        }
        // Before anything is read: the language names the .xcloc written.
        try LanguageCodeCheck.validated([language], option: "--language")
        let commands = XLIFFCommands(toolVersion: toolVersion)
        let onlyGaps = options.onlyGaps, locations = options.locations
        if let catalog = options.catalog {
            let bytes = try commands.export(
                catalogPath: catalog, language: language, onlyGaps: onlyGaps, outputPath: options.output, locations: locations)
            if options.output == nil { Terminal.write(String(decoding: bytes, as: UTF8.self)) }
            return .clean
        }
        let root = options.projectRoot ?? "."
        let discovered = try options.project.discovered()
        let note = discovered.note
        if let note { Terminal.error(note) }
        let projectName = (try? ProjectDiscovery.projectPaths(in: root))?.sorted().first.map { ($0 as NSString).lastPathComponent }
        let export = try commands.exportProject(
            catalogPaths: discovered.catalogPaths, projectRoot: root, language: language,
            outputDirectory: options.output ?? ".", onlyGaps: onlyGaps, locations: locations,
            projectName: projectName)
        let catalogs = export.originals.count
        Terminal.writeLine(
            "Wrote \(export.packagePath): \(export.unitCount) unit\(export.unitCount == 1 ? "" : "s") from \(catalogs) catalog\(catalogs == 1 ? "" : "s") (\(export.originals.joined(separator: ", "))).")
        return .clean
    }
}
