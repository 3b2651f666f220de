import Checks
import Diagnostics
import Foundation
import SourceScanning
import StringCatalog
import XcodeProject
import XLIFF

/// `stringsguard export`: the project's strings for translators, as Xcode's Export Localizations writes them.
struct ExportCommand: Command {
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
    var options: [OptionSpec] {
        ProjectOptions.specs.filter { $0.name != "--language" } + [
            .value("--language", "L", "The language to translate into."),
            .value("--catalog", "FILE", "Export only this catalog, as one XLIFF file."),
            .value("--output", "DIR|FILE", "Where to write L.xcloc (a folder), or with --catalog the XLIFF file."),
            .value("--project-root", "DIR", "The folder <file original> paths are relative to (default: the current folder)."),
            .flag("--only-gaps", "Only units that are missing, new or need review."),
            .flag("--locations", "Name each unit in a location context, for converters to gettext PO."),
        ]
    }

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let language = arguments.value("--language") else {
            throw UsageError(message: "--language L is required", command: name)
        }
        let commands = XLIFFCommands(toolVersion: toolVersion)
        let onlyGaps = arguments.has("--only-gaps"), locations = arguments.has("--locations")
        if let catalog = arguments.value("--catalog") {
            let bytes = try commands.export(
                catalogPath: catalog, language: language, onlyGaps: onlyGaps, outputPath: arguments.value("--output"),
                locations: locations)
            if arguments.value("--output") == nil { Terminal.write(String(decoding: bytes, as: UTF8.self)) }
            return .clean
        }
        let root = arguments.value("--project-root") ?? "."
        let discovered = try ProjectOptions.discovered(from: arguments)
        let note = discovered.note
        if let note { Terminal.error(note) }
        let projectName = (try? ProjectDiscovery.projectPaths(in: root))?.sorted().first.map { ($0 as NSString).lastPathComponent }
        let export = try commands.exportProject(
            catalogPaths: discovered.catalogPaths, projectRoot: root, language: language,
            outputDirectory: arguments.value("--output") ?? ".", onlyGaps: onlyGaps, locations: locations,
            projectName: projectName)
        let catalogs = export.originals.count
        Terminal.writeLine(
            "Wrote \(export.packagePath): \(export.unitCount) unit\(export.unitCount == 1 ? "" : "s") from \(catalogs) catalog\(catalogs == 1 ? "" : "s") (\(export.originals.joined(separator: ", "))).")
        return .clean
    }
}

/// `stringsguard import`: translated `.xcloc` or XLIFF back into the catalogs they name.
struct ImportCommand: Command {
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
    let options: [OptionSpec] = [
        .value("--catalog", "FILE", "Apply only the <file> that names this catalog."),
        .value("--project-root", "DIR", "The folder <file original> paths are relative to (default: the current folder)."),
        .value("--language", "L", "The language to import into, whatever target-language says."),
        .flag("--dry-run", "Show what would change; write nothing."),
    ]

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "name at least one .xcloc or XLIFF file", command: name)
        }
        let commands = XLIFFCommands(toolVersion: toolVersion)
        let root = arguments.value("--project-root") ?? "."
        let dryRun = arguments.has("--dry-run"), language = arguments.value("--language")
        let result: ImportResult
        if let catalog = arguments.value("--catalog") {
            result = try commands.importFiles(
                catalogPath: catalog, xliffPaths: arguments.positionals, projectRoot: root, language: language,
                dryRun: dryRun)
        } else {
            result = try commands.importProject(
                paths: arguments.positionals, projectRoot: root, language: language, dryRun: dryRun)
        }
        Terminal.write(result.text.hasSuffix("\n") ? result.text : result.text + "\n")
        return result.landedEverything ? .clean : .findings
    }
}

/// `stringsguard sync`: what the widget's catalog lacks, copied from the app's.
struct SyncCommand: Command {
    let name = "sync"
    let summary = "Copy into the widget's catalog the keys its sources use and the translations it lacks, from the app's."
    let usage = "[--from APP_CATALOG --to WIDGET_CATALOG [--keys-from-sources DIR]…] [--dry-run]"
    let discussion = """
        Copies every language, variation, substitution and comment, states kept. Never overwrites a
        translation the widget's catalog has; a different one is reported as drift. Without --from/--to,
        syncs every widget catalog of the configuration from the app catalog of the same table, with the
        keys its sources use.
        """
    let examples = [
        "stringsguard sync --from App/Localizable.xcstrings --to Widget/Localizable.xcstrings --keys-from-sources Widget",
        "stringsguard sync --dry-run",
    ]
    var options: [OptionSpec] {
        ProjectOptions.specs + [
            .value("--from", "APP_CATALOG", "The app's catalog."),
            .value("--to", "WIDGET_CATALOG", "The widget's catalog, written atomically."),
            .repeated("--keys-from-sources", "DIR", "Copy the keys these Swift sources use (repeatable)."),
            .flag("--dry-run", "Show what would change; write nothing."),
        ]
    }

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let dryRun = arguments.has("--dry-run")
        switch (arguments.value("--from"), arguments.value("--to")) {
        case let (from?, to?):
            let sources = arguments.all("--keys-from-sources")
            let uses = try sources.isEmpty ? nil : usesIn(sources)
            try report(CatalogSync.run(appCatalogPath: from, widgetCatalogPath: to, keysUsed: uses.map(keysUsed), dryRun: dryRun), widget: to)
        case (nil, nil):
            let (configuration, _) = try ProjectOptions.configuration(from: arguments)
            let project = try ProjectOptions.loadProject(configuration)
            var synced = 0
            for widget in project.widgets {
                for catalog in widget.catalogs {
                    guard let app = project.apps.lazy.flatMap({ $0.catalogs(forTable: catalog.table) }).first else { continue }
                    let uses = widget.sources?.localizableUses.filter { $0.table == catalog.table }
                    try report(
                        CatalogSync.run(appCatalogPath: app.path, widgetCatalogPath: catalog.path, keysUsed: uses.map(keysUsed), dryRun: dryRun),
                        widget: catalog.path)
                    synced += 1
                }
            }
            if synced == 0 { Terminal.error("Nothing to sync: no widget catalog has an app catalog of the same table.") }
        default:
            throw UsageError(message: "give both --from and --to, or neither (to use the configuration)", command: name)
        }
        return .clean
    }

    private func usesIn(_ folders: [String]) throws -> [LocalizableUse] {
        var uses: [LocalizableUse] = []
        for folder in folders {
            let scan = try SwiftSourceScanner.scanDirectory(folder)
            if let error = scan.errors.first { throw error }
            uses += scan.localizableUses
        }
        return uses
    }

    private func keysUsed(_ uses: [LocalizableUse]) -> (String) -> Bool {
        { key in uses.contains { $0.matches(catalogKey: key) } }
    }

    private func report(_ report: SyncReport, widget: String) {
        Terminal.write(report.text.hasSuffix("\n") || report.text.isEmpty ? report.text : report.text + "\n")
    }
}
