import _StringsGuardTestSupport
import Foundation
import Testing

/// A remote Swift package is not on disk, and Xcode does not extract its strings either. A package that
/// looks up its labels in `Bundle.main` asks each app to add them to its catalog by hand, so a `manual`
/// key nothing on disk uses may be one of them: `unused-key` must not advise deleting it blindly, and
/// names the packages to look in (most such keys are leftovers, so the note stays). A key Xcode extracted
/// came from code the run reads, so its note is the plain one.
@Suite struct RemotePackageManualKeyTests {
    /// The shared-catalog fixture with two unused keys in its catalog, "Close panel" (manual) and
    /// "Weekly goal" (extracted); when `linkingRemotePackage`, the app links a product of a remote package.
    static func prepared(linkingRemotePackage: Bool) throws -> String {
        let folder = try SharedCatalogFixture.copied()
        if linkingRemotePackage {
            try SharedCatalogFixture.edit("Streaks.xcodeproj/project.pbxproj", in: folder, [
                ("\t\t\tname = Streaks;\n",
                 "\t\t\tname = Streaks;\n\t\t\tpackageProductDependencies = (\n\t\t\t\tD0000000000000000000000B /* PanelKit */,\n\t\t\t);\n"),
                ("\t\t\tminimizedProjectReferenceProxies = 1;\n",
                 "\t\t\tminimizedProjectReferenceProxies = 1;\n\t\t\tpackageReferences = (\n\t\t\t\tD0000000000000000000000A /* XCRemoteSwiftPackageReference \"PanelKit\" */,\n\t\t\t);\n"),
                ("/* End XCConfigurationList section */\n",
                 """
                 /* End XCConfigurationList section */

                 /* Begin XCRemoteSwiftPackageReference section */
                 \t\tD0000000000000000000000A /* XCRemoteSwiftPackageReference "PanelKit" */ = {
                 \t\t\tisa = XCRemoteSwiftPackageReference;
                 \t\t\trepositoryURL = "https://example.com/panelkit.git";
                 \t\t\trequirement = {
                 \t\t\t\tkind = upToNextMajorVersion;
                 \t\t\t\tminimumVersion = 1.0.0;
                 \t\t\t};
                 \t\t};
                 /* End XCRemoteSwiftPackageReference section */

                 /* Begin XCSwiftPackageProductDependency section */
                 \t\tD0000000000000000000000B /* PanelKit */ = {
                 \t\t\tisa = XCSwiftPackageProductDependency;
                 \t\t\tpackage = D0000000000000000000000A /* XCRemoteSwiftPackageReference "PanelKit" */;
                 \t\t\tproductName = PanelKit;
                 \t\t};
                 /* End XCSwiftPackageProductDependency section */

                 """),
            ])
        }
        try SharedCatalogFixture.addEntries(
            SharedCatalogFixture.entry("Close panel", extractionState: "manual", de: "Bereich schließen", fr: "Fermer le panneau")
                + SharedCatalogFixture.entry("Weekly goal", de: "Wochenziel", fr: "Objectif hebdomadaire"),
            in: folder)
        return folder
    }

    static func unusedNote(_ key: String) -> String {
        "note: \"\(key)\" is in Shared/Localizable.xcstrings but no Swift source in the project uses it [unused-key]"
    }

    @Test func aManualKeysNoteNamesTheRemotePackageTheAppLinks() throws {
        let folder = try Self.prepared(linkingRemotePackage: true)
        let output = try CommandRunner.run(["check"], in: folder)
        #expect(output.status == 1, "\(output.standardError)")
        #expect(output.standardOutput.contains(
            "note: \"Close panel\" is in Shared/Localizable.xcstrings but no Swift source on disk uses it; it was added by hand, and the remote package PanelKit may read it from the app's bundle [unused-key]\n"),
            "\(output.standardOutput)")
        #expect(output.standardOutput.contains(
            "    fix: Delete \"Close panel\" from Shared/Localizable.xcstrings unless PanelKit reads it from the app's bundle or something builds it at run time.\n"))
        #expect(!output.standardOutput.contains(Self.unusedNote("Close panel")), "\(output.standardOutput)")
        #expect(output.standardOutput.contains(Self.unusedNote("Weekly goal")), "\(output.standardOutput)")
    }

    /// Without a remote package every Swift source is on disk, so the manual key nothing uses is noted.
    @Test func withoutARemotePackageTheManualKeyIsNoted() throws {
        let folder = try Self.prepared(linkingRemotePackage: false)
        let output = try CommandRunner.run(["check"], in: folder)
        #expect(output.status == 1, "\(output.standardError)")
        #expect(output.standardOutput.contains(Self.unusedNote("Close panel")), "\(output.standardOutput)")
        #expect(output.standardOutput.contains(Self.unusedNote("Weekly goal")), "\(output.standardOutput)")
    }
}
