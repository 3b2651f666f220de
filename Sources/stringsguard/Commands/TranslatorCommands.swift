import Checks
import Diagnostics
import SourceScanning
import StringCatalog
import XLIFF

/// `stringsguard export`: XLIFF 1.2 for translators, as Xcode exports it.
struct ExportCommand: Command {
    let name = "export"
    let summary = "Export a catalog's language as XLIFF 1.2, as Xcode does, for translators."
    let usage = "--catalog FILE --language L [--only-gaps] [--output FILE]"
    let discussion = """
        One <file> for the catalog, one <trans-unit> per key and per plural, device or substitution case
        (ids like `KEY|==|plural.one`), with the comment as <note> and the translation's state. --only-gaps
        keeps the units a translator must act on: missing, new or needing review.
        """
    let examples = ["stringsguard export --catalog Widget/Localizable.xcstrings --language ar --only-gaps --output ar.xliff"]
    let options: [OptionSpec] = [
        .value("--catalog", "FILE", "The catalog to export."),
        .value("--language", "L", "The target language."),
        .flag("--only-gaps", "Only units that are missing, new or need review."),
        .value("--output", "FILE", "Write to FILE (atomically) instead of standard output."),
    ]

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let catalog = arguments.value("--catalog"), let language = arguments.value("--language") else {
            throw UsageError(message: "--catalog FILE and --language L are required", command: name)
        }
        let bytes = try XLIFFCommands().export(
            catalogPath: catalog, language: language, onlyGaps: arguments.has("--only-gaps"),
            outputPath: arguments.value("--output"))
        if arguments.value("--output") == nil { Terminal.write(String(decoding: bytes, as: UTF8.self)) }
        return .clean
    }
}

/// `stringsguard import`: translated XLIFF back into the catalog.
struct ImportCommand: Command {
    let name = "import"
    let summary = "Merge translated XLIFF files back into a catalog, refusing targets whose format specifiers differ."
    let usage = "--catalog FILE [--dry-run] XLIFF…"
    let discussion = """
        Only into the language each file names, only for keys and variations the catalog has (others are
        reported, never invented); state `translated` unless the XLIFF says it needs review. A target whose
        format specifiers differ from the source is refused with the reason, and the rest still imports.
        The catalog is written once, atomically, in Xcode's formatting.
        """
    let examples = ["stringsguard import --catalog Widget/Localizable.xcstrings ar.xliff he.xliff", "stringsguard import --catalog Widget/Localizable.xcstrings --dry-run ar.xliff"]
    let options: [OptionSpec] = [
        .value("--catalog", "FILE", "The catalog to merge into."),
        .flag("--dry-run", "Show what would change; write nothing."),
    ]

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard let catalog = arguments.value("--catalog") else {
            throw UsageError(message: "--catalog FILE is required", command: name)
        }
        guard !arguments.positionals.isEmpty else {
            throw UsageError(message: "name at least one XLIFF file", command: name)
        }
        let result = try XLIFFCommands().importFiles(
            catalogPath: catalog, xliffPaths: arguments.positionals, dryRun: arguments.has("--dry-run"))
        Terminal.write(result.text.hasSuffix("\n") ? result.text : result.text + "\n")
        return result.rejected.isEmpty ? .clean : .findings
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
