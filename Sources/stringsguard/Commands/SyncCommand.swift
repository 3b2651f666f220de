import ProjectConfiguration
import StringCatalog
import StringsGuardKit

/// `stringsguard sync`: what the widget's catalog lacks, copied from the app's.
struct SyncCommand: Command {
    struct Options: CommandOptions {
        var project = ProjectOptions()
        var from: String?
        var to: String?
        var keysFromSources: [String] = []
        var dryRun = false
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            ProjectOptions.options(in: \.project) + [
                .value("--from", "APP_CATALOG", "The app's catalog.", \.from),
                .value("--to", "WIDGET_CATALOG", "The widget's catalog, written atomically.", \.to),
                .repeated("--keys-from-sources", "DIR", "Copy the keys these Swift sources use (repeatable).", \.keysFromSources),
                .flag("--dry-run", "Show what would change; write nothing.", \.dryRun),
            ]
        }
    }

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
    func run(_ options: Options) throws -> ExitStatus {
        // With --from/--to no configuration is read, which would leave --language unchecked.
        try LanguageCodeCheck.validated(options.project.languages)
        switch (options.from, options.to) {
        case let (from?, to?):
            let keys = options.keysFromSources.isEmpty ? nil : try KeysUsed.inSources(options.keysFromSources)
            print(try CatalogSync.run(appCatalogPath: from, widgetCatalogPath: to, keysUsed: keys?.contains, dryRun: options.dryRun))
        case (nil, nil):
            let session = try options.project.session()
            let reports = try WidgetCatalogSync.run(session.project, dryRun: options.dryRun)
            for report in reports { print(report) }
            if reports.isEmpty { Terminal.error("Nothing to sync: no widget catalog has an app catalog of the same table.") }
        default:
            throw UsageError(message: "give both --from and --to, or neither (to use the configuration)", command: name)
        }
        return .clean
    }

    private func print(_ report: SyncReport) {
        // `text` is built on each read: once.
        let text = report.text
        if !text.isEmpty { Terminal.writeLine(text) }
    }
}
