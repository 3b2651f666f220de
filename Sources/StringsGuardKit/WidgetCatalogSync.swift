import Checks
import Diagnostics
import SourceScanning
import StringCatalog

/// `sync` with no `--from`/`--to`: every widget catalog is filled from the catalog of the same table of
/// the app that embeds the widget, with the keys the widget's sources use.
public enum WidgetCatalogSync {
    public static func run(_ project: Project, dryRun: Bool) throws -> [SyncReport] {
        var reports: [SyncReport] = []
        for widget in project.widgets {
            let apps = project.apps.filter { widget.embeddingApps.isEmpty || widget.embeddingApps.contains($0.name) }
            for catalog in widget.catalogs where !catalog.catalog.origin.isLegacyStringsTable {
                guard let app = apps.lazy.flatMap({ $0.catalogs(forTable: catalog.table) }).first(where: { $0.path != catalog.path })
                else { continue }
                let keys = widget.sources.map { sources in KeysUsed(sources.localizableUses.filter { $0.table == catalog.table }) }
                reports.append(try CatalogSync.run(
                    appCatalogPath: app.path, widgetCatalogPath: catalog.path, keysUsed: keys?.contains, dryRun: dryRun))
            }
        }
        return reports
    }
}

/// The catalog keys some Swift sources use, as `sync --keys-from-sources` copies them.
public struct KeysUsed: Sendable {
    private let uses: [LocalizableUse]

    public init(_ uses: [LocalizableUse]) {
        self.uses = uses
    }

    /// The keys the Swift files under these folders use; a malformed file is an error.
    public static func inSources(_ folders: [String]) throws -> KeysUsed {
        var uses: [LocalizableUse] = []
        for folder in folders {
            let scan = try SwiftSourceScanner.scanDirectory(folder)
            if let error = scan.errors.first { throw error }
            uses += scan.localizableUses
        }
        return KeysUsed(uses)
    }

    @Sendable public func contains(_ key: String) -> Bool {
        uses.contains { $0.matches(catalogKey: key) }
    }
}
