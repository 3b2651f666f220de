import Checks
import Diagnostics
import Foundation
@testable import StringsGuardKit
import Testing

/// The targets of a larger project are scanned on both cores: the project and its findings are what
/// scanning them one after the other gives, whichever target finishes first.
@Suite struct TargetsOnThreadsTests {
    /// An app, a widget and a watch widget sharing a folder of views (each file's scan is then asked for by
    /// three targets at once), each with views of its own, and catalogs that lack some keys of each.
    /// With `fourthTarget`, a second widget compiling the shared views too: from four targets the
    /// catalogs are read once half of them have their scans (`ProjectLoading.scansBeforeCatalogs`).
    static func project(largeCatalog: Bool = false, fourthTarget: Bool = false) throws -> ProjectFolder {
        let fourth = fourthTarget
            ? ",\n    { \"name\": \"SecondWidget\", \"role\": \"widget\", \"catalogs\": [\"Widget/Localizable.xcstrings\"], \"sources\": [\"Shared\"] }" : ""
        var files: [String: String] = [
            ".stringsguard.json": """
                {
                  "targets": [
                    { "name": "App", "role": "app", "catalogs": ["App/Localizable.xcstrings"], "sources": ["App", "Shared"] },
                    { "name": "Widget", "role": "widget", "catalogs": ["Widget/Localizable.xcstrings"], "sources": ["Widget", "Shared"] },
                    { "name": "WatchWidget", "role": "widget", "catalogs": ["Watch/Localizable.xcstrings"], "sources": ["Watch", "Shared"] }\(fourth)
                  ]
                }
                """,
        ]
        var keys: [String] = []
        for (folder, count) in [("Shared", 120), ("App", 40), ("Widget", 40), ("Watch", 20)] {
            for number in 0..<count {
                let key = "\(folder) text \(number)"
                keys.append(key)
                let made = number % 7 == 3 ? "" : "struct Host\(folder)\(number): View { var body: some View { \(folder)View\(number)() } }\n"
                files["\(folder)/\(folder)View\(number).swift"] = made + """
                    struct \(folder)View\(number): View {
                        var body: some View {
                            VStack {
                                Text("\(key)")
                                Text(verbatim: "\(folder.lowercased())-\(number)")
                                Text("\\(\(number)) minutes left")
                            }
                        }
                    }

                    """
            }
        }
        files["App/Localizable.xcstrings"] = ProjectFolder.catalog(keys.enumerated().filter { $0.offset % 3 != 0 }.map { ($0.element, ["de", "ko"], nil) })
        files["Widget/Localizable.xcstrings"] = ProjectFolder.catalog(keys.enumerated().filter { $0.offset % 4 != 1 }.map { ($0.element, ["de"], nil) })
        files["Watch/Localizable.xcstrings"] = ProjectFolder.catalog(keys.prefix(100).map { ($0, ["de", "ko"], nil) })
        if largeCatalog {
            // Over a megabyte: read on another thread, once every target has its scans.
            let unused = (0..<6_000).map { ("Left over \($0) from an older version of the app", ["de", "ko"], String?.none) }
            files["App/Localizable.xcstrings"] = ProjectFolder.catalog(
                keys.enumerated().filter { $0.offset % 3 != 0 }.map { ($0.element, ["de", "ko"], nil) } + unused)
        }
        return try ProjectFolder(files)
    }

    @Test(arguments: [(false, false), (true, false), (true, true)])
    func scanningTargetsOnThreadsGivesTheProjectAndFindingsOfScanningThemInTurn(largeCatalog: Bool, fourthTarget: Bool) throws {
        let folder = try Self.project(largeCatalog: largeCatalog, fourthTarget: fourthTarget)
        defer { folder.remove() }
        let discovered = try ConfigurationDiscovery.configuration(
            for: ProjectSelection(configurationPath: folder.root + "/.stringsguard.json"))
        #expect(discovered.configuration.targets.count == (fourthTarget ? 4 : 3))
        #expect(ProjectLoading.scansBeforeCatalogs(of: discovered.configuration.targets.count) == (fourthTarget ? 2 : 3))
        if largeCatalog {
            let size = try FileManager.default.attributesOfItem(atPath: folder.root + "/App/Localizable.xcstrings")[.size] as? Int
            #expect((size ?? 0) >= ProjectLoading.catalogBytesWorthThreads)
        }
        var outcomes: [(uses: [String], texts: [String], findings: [String])] = []
        for onThreads in [false, true, true] {
            let project = try ProjectLoading.loadAllowingSourceErrors(
                discovered, cache: nil, keepScans: nil, targetsOnThreads: onThreads)
            let appCatalog = project.catalogs.first { $0.path.hasSuffix("/App/Localizable.xcstrings") }
            #expect(appCatalog?.catalog.entries.count == (largeCatalog ? 6_146 : 146))
            let findings = CheckSession(discovered: discovered, project: project).check().findings
            outcomes.append((
                uses: project.allUses.map { "\($0.use.key)@\($0.use.location)/\($0.isShown)/\($0.isInLiveCode)" },
                texts: project.literalTexts.sorted(),
                findings: folder.lines(findings)))
        }
        #expect(outcomes[0].uses.count >= 600)
        #expect(outcomes[0].findings.count > 50, "not a comparison of nothing")
        for folder in ["Shared/", "Widget/", "Watch/"] {
            #expect(outcomes[0].findings.contains { $0.hasPrefix(folder) }, "findings of the targets compiling \(folder)")
        }
        for outcome in outcomes.dropFirst() {
            #expect(outcome.uses == outcomes[0].uses)
            #expect(outcome.texts == outcomes[0].texts)
            #expect(outcome.findings == outcomes[0].findings)
        }
    }

    /// A large catalog read after the scans is still the error when it cannot be read.
    @Test func aMalformedLargeCatalogReadAfterTheScansIsTheError() throws {
        let folder = try Self.project(largeCatalog: true)
        defer { folder.remove() }
        let path = folder.root + "/App/Localizable.xcstrings"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try folder.write(String(text.dropLast(4)), to: "App/Localizable.xcstrings")
        let discovered = try ConfigurationDiscovery.configuration(
            for: ProjectSelection(configurationPath: folder.root + "/.stringsguard.json"))
        for onThreads in [false, true] {
            let error = #expect(throws: InputError.self) {
                try ProjectLoading.loadAllowingSourceErrors(discovered, cache: nil, keepScans: nil, targetsOnThreads: onThreads)
            }
            #expect(error?.path == path)
        }
    }
}
