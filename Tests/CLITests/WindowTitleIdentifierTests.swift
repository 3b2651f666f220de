import _StringsGuardTestSupport
import Foundation
import Testing

/// A Mac app opened a 0×0 helper window from its widget's deep link (`WindowGroup("run") { EmptyView() … }`)
/// and closed it at once by finding the window whose title is "run". Xcode extracted "run" as a key, and
/// 18 missing translations of it were reported, but the title is the window's name for code: no user reads
/// it, and a translation would stop the window from closing.
@Suite struct WindowTitleIdentifierTests {
    /// The shared-catalog fixture (de, fr), its app opening a helper window titled "opener" that it finds by
    /// that title (or not, with `comparison` empty); the catalog holds "opener" untranslated, as Xcode
    /// extracts it.
    static func prepared(comparison: String = #"$0.title == "opener""#) throws -> String {
        let folder = try SharedCatalogFixture.copied()
        try SharedCatalogFixture.edit("App/StreaksApp.swift", in: folder, [
            ("        WindowGroup { Text(\"Settings\") }\n", """
                        WindowGroup { Text("Settings") }
                        WindowGroup("opener") {
                            EmptyView().onOpenURL { _ in
                                NSApplication.shared.windows.first(where: { \(comparison.isEmpty ? "_ in false" : comparison) })?.close()
                            }
                        }

                """),
        ])
        try SharedCatalogFixture.addEntries("    \"opener\" : {\n\n    },\n", in: folder)
        return folder
    }

    @Test func aTitleTheAppFindsItsWindowByNeedsNoTranslation() throws {
        let output = try CommandRunner.run(["check"], in: Self.prepared())
        #expect(!output.standardOutput.contains("\"opener\""), "\(output.standardOutput)")
        // Nor is the key called unused (no note names it); the app's other gaps are still there.
        #expect(output.standardOutput.contains("\"Best streak\" has no fr translation"), "\(output.standardOutput)")
    }

    /// The same window, found by no title: its title is shown in the Window menu and is text to translate.
    @Test func aTitleNoCodeComparesIsText() throws {
        let output = try CommandRunner.run(["check"], in: Self.prepared(comparison: ""))
        #expect(output.standardOutput.contains("\"opener\" has no de translation"), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("\"opener\" has no fr translation"), "\(output.standardOutput)")
    }

    /// Shown as text elsewhere too (`Text("opener")`): a real use, still reported.
    @Test func aTitleAlsoShownAsTextIsStillChecked() throws {
        let folder = try Self.prepared()
        try SharedCatalogFixture.edit("App/StreaksApp.swift", in: folder, [
            ("WindowGroup { Text(\"Settings\") }", "WindowGroup { Text(\"Settings\"); Text(\"opener\") }"),
        ])
        let output = try CommandRunner.run(["check"], in: folder)
        #expect(output.standardOutput.contains("\"opener\" has no de translation"), "\(output.standardOutput)")
    }
}
