import _StringsGuardTestSupport
import Foundation
import Testing

/// An app may keep the texts of a feature list in a JSON file it ships and look each one up at run time
/// (`String(localized: String.LocalizationValue(item.titleKey))`): no Swift source holds the key, yet
/// deleting it from the catalog leaves the list in English. A text of a JSON file the project ships counts
/// as written somewhere, as a literal in code does: unused-key and stale-key never advise deleting it.
@Suite struct DataResourceKeyTests {
    /// The shared-catalog fixture, its app shipping `App/Tips.json`, and its catalog holding three manual
    /// keys: one the JSON holds, one only a JSON the project does not ship holds, one nothing holds.
    static func prepared() throws -> String {
        let folder = try CheckCacheTests.copiedFixture("Tests/CLITests/Fixtures/SharedCatalog")
        let projectPath = folder + "/Streaks.xcodeproj/project.pbxproj"
        var project = try String(contentsOfFile: projectPath, encoding: .utf8)
        let edits = [
            ("/* End PBXBuildFile section */",
             "\t\tB0000000000000000000000B /* Tips.json in Resources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000000B /* Tips.json */; };\n/* End PBXBuildFile section */"),
            ("/* End PBXFileReference section */",
             "\t\tF0000000000000000000000B /* Tips.json */ = {isa = PBXFileReference; lastKnownFileType = text.json; path = Tips.json; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */"),
            ("\t\t\t\t0AF74926DED958EBD4D6A384 /* StreaksApp.swift */,\n",
             "\t\t\t\t0AF74926DED958EBD4D6A384 /* StreaksApp.swift */,\n\t\t\t\tF0000000000000000000000B /* Tips.json */,\n"),
            ("\t\t\t\t09B418CA312ED9A97872E4E6 /* Localizable.xcstrings in Resources */,\n",
             "\t\t\t\t09B418CA312ED9A97872E4E6 /* Localizable.xcstrings in Resources */,\n\t\t\t\tB0000000000000000000000B /* Tips.json in Resources */,\n"),
        ]
        for (old, new) in edits {
            #expect(project.contains(old))
            project = project.replacingOccurrences(of: old, with: new)
        }
        try CheckCacheTests.write(project, to: projectPath)
        try CheckCacheTests.write(
            #"{ "tips": [ { "id": "goal", "titleKey": "Daily goal", "symbol": "flag" } ] }"#, to: folder + "/App/Tips.json")
        try CheckCacheTests.write(#"{ "titleKey": "Rest day" }"#, to: folder + "/App/Draft.json")
        let catalogPath = folder + "/Shared/Localizable.xcstrings"
        let manual = { (key: String, german: String) in
            """
                "\(key)" : {
                  "extractionState" : "manual",
                  "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "\(german)" } } }
                },
            """
        }
        let catalog = try String(contentsOfFile: catalogPath, encoding: .utf8).replacingOccurrences(
            of: "    \"Settings\" : {",
            with: manual("Daily goal", "Tagesziel") + "\n" + manual("Rest day", "Ruhetag") + "\n"
                + manual("Streak freeze", "Serienschutz") + "\n    \"Settings\" : {")
        try CheckCacheTests.write(catalog, to: catalogPath)
        return folder
    }

    @Test func aKeyTheShippedDataHoldsIsNotAdvisedAway() throws {
        let folder = try Self.prepared()
        let output = try CommandRunner.run(["check"], in: folder)
        #expect(output.status == 1, "\(output.standardError)")
        #expect(!output.standardOutput.contains("\"Daily goal\" is in"), "\(output.standardOutput)")
        // A JSON file beside the code that no target ships is not the app's data.
        #expect(output.standardOutput.contains(
            "note: \"Rest day\" is in Shared/Localizable.xcstrings but no Swift source in the project uses it [unused-key]"),
            "\(output.standardOutput)")
        #expect(output.standardOutput.contains(
            "note: \"Streak freeze\" is in Shared/Localizable.xcstrings but no Swift source in the project uses it [unused-key]"),
            "\(output.standardOutput)")
    }
}
