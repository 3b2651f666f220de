import _StringsGuardTestSupport
import Foundation
import Testing

/// A Swift file a Sources phase compiles may be absent from a fresh clone: ignored by git and made by a
/// build step or a post-clone script (API keys, generated code). The run used to stop on it with
/// `cannot open file` and no position, losing every other finding. Now it is one warning at the project's
/// reference, the run goes on, and no key is called unused, as the missing file may show it.
@Suite struct MissingSourceFileTests {
    /// The shared-catalog fixture, its widget also compiling `Widget/Secrets.swift`, and its catalog
    /// holding "Daily goal", which no file on disk uses.
    static func prepared() throws -> String {
        let folder = try SharedCatalogFixture.copied()
        try SharedCatalogFixture.edit("Streaks.xcodeproj/project.pbxproj", in: folder, [
            ("/* End PBXBuildFile section */",
             "\t\tB0000000000000000000000A /* Secrets.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000000A /* Secrets.swift */; };\n/* End PBXBuildFile section */"),
            ("/* End PBXFileReference section */",
             "\t\tF0000000000000000000000A /* Secrets.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Secrets.swift; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */"),
            ("\t\t\t\t6E9187C457FCE7B06AF5BE2B /* StreaksWidget.swift */,\n",
             "\t\t\t\t6E9187C457FCE7B06AF5BE2B /* StreaksWidget.swift */,\n\t\t\t\tF0000000000000000000000A /* Secrets.swift */,\n"),
            ("\t\t\t\tA4D0BA749EADE728DF5C6BF8 /* StreaksWidget.swift in Sources */,\n",
             "\t\t\t\tA4D0BA749EADE728DF5C6BF8 /* StreaksWidget.swift in Sources */,\n\t\t\t\tB0000000000000000000000A /* Secrets.swift in Sources */,\n"),
        ])
        try SharedCatalogFixture.addEntries(
            SharedCatalogFixture.entry("Daily goal", de: "Tagesziel", fr: "Objectif du jour"), in: folder)
        return folder
    }

    /// Line 42 is the file reference; column 120 its `path = Secrets.swift`.
    static let warning = "Streaks.xcodeproj/project.pbxproj:42:120: warning: target 'StreaksWidget' compiles Widget/Secrets.swift, which is not on disk (ignored by git and made by a build step?): its strings are not checked, and unused-key leaves the catalogs it reads alone\n"

    @Test func theRunGoesOnWithOneWarningAtTheReferenceAndNoUnusedKeyAdvice() throws {
        let folder = try Self.prepared()
        let output = try CommandRunner.run(["check"], in: folder)
        #expect(output.status == 1, "\(output.standardError)")
        #expect(output.standardError.hasPrefix(Self.warning), "\(output.standardError)")
        #expect(!output.standardError.contains("cannot open file"))
        #expect(output.standardError.contains(
            "note: unused-key did not check Shared/Localizable.xcstrings: StreaksWidget reads it and compiles Swift files the run cannot read (not on disk, or encrypted), so a key may be used where the run cannot see"))
        // The other findings are still there.
        #expect(output.standardOutput.contains("\"Best streak\" has no fr translation"), "\(output.standardOutput)")
        #expect(!output.standardOutput.contains("Daily goal"), "\(output.standardOutput)")
    }

    /// The same project once the build step has made the file: no warning, and the key nothing uses is noted.
    @Test func withTheFileMadeTheKeyNothingUsesIsNoted() throws {
        let folder = try Self.prepared()
        try CheckCacheTests.write("let apiKey = \"\"\n", to: folder + "/Widget/Secrets.swift")
        let output = try CommandRunner.run(["check"], in: folder)
        #expect(output.status == 1)
        #expect(!output.standardError.contains("warning:"), "\(output.standardError)")
        #expect(output.standardOutput.contains(
            "note: \"Daily goal\" is in Shared/Localizable.xcstrings but no Swift source in the project uses it [unused-key]"),
            "\(output.standardOutput)")
    }

    /// `targets` reads the project as `check` does and says the same line.
    @Test func targetsSaysTheSameLine() throws {
        let folder = try Self.prepared()
        let output = try CommandRunner.run(["targets"], in: folder)
        #expect(output.status == 0)
        #expect(output.standardError == Self.warning, "\(output.standardError)")
        #expect(!output.standardOutput.contains("Secrets.swift"), "\(output.standardOutput)")
    }
}

/// Files Xcode finds that a case-sensitive disk or a naive reading would call missing: neither is a file
/// a build step makes, so neither may warn, nor hide the target's strings from the checks.
@Suite struct FilesXcodeFindsTests {
    /// A Mac's volume ignores letter case: a project whose group says `Widget` opens the folder `widget/`
    /// (a real project's `NotificationContentExtension` group over `notificationContentExtension/`).
    /// On a case-sensitive disk the widget's only file was "not on disk", so the widget had no code and
    /// its missing translation went unreported.
    @Test func aFolderNamedInOtherLetterCaseIsTheGroupsFolder() throws {
        let original = try CommandRunner.run(["check"], in: SharedCatalogFixture.copied())
        let folder = try SharedCatalogFixture.copied()
        try FileManager.default.moveItem(atPath: folder + "/Widget", toPath: folder + "/widget")
        let output = try CommandRunner.run(["check"], in: folder)
        #expect(output.standardError == original.standardError, "\(output.standardError)")
        #expect(output.status == 1)
        #expect(output.standardOutput == original.standardOutput, "\(output.standardOutput)")
        #expect(output.standardOutput.contains("StreaksWidget falls back to en"), "\(output.standardOutput)")
    }

    /// `pod install` adds `Pods/Pods.xcodeproj` to the workspace beside a `Podfile`; a repository that
    /// commits some pods' sources and not others had one warning per file of the others, and `targets`
    /// listed every pod. The pods are CocoaPods' code, as the `Pods` folder is: the workspace reads as the
    /// app's project alone.
    @Test func theWorkspacesPodsProjectIsNotReadAsTheProjectsOwn() throws {
        let original = try CommandRunner.run(["check"], in: SharedCatalogFixture.copied())
        let folder = try SharedCatalogFixture.copied()
        try CheckCacheTests.write("target 'Streaks' do\n  pod 'ReceiptKit'\nend\n", to: folder + "/Podfile")
        try CheckCacheTests.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:Streaks.xcodeproj"></FileRef>
               <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
            </Workspace>
            """, to: folder + "/Streaks.xcworkspace/contents.xcworkspacedata")
        // A pod whose sources the repository does not hold.
        try CheckCacheTests.write("""
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    B1 = {isa = PBXBuildFile; fileRef = F1; };
                    F1 = {isa = PBXFileReference; path = ReceiptKit/Sources/Receipt.swift; sourceTree = "<group>"; };
                    G1 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                    S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                    T1 = {isa = PBXNativeTarget; buildPhases = (S1); name = ReceiptKit; productType = "com.apple.product-type.framework"; };
                    P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
                };
                rootObject = P1;
            }
            """, to: folder + "/Pods/Pods.xcodeproj/project.pbxproj")
        let output = try CommandRunner.run(["check"], in: folder)
        #expect(!output.standardError.contains("not on disk"), "\(output.standardError)")
        #expect(output.status == 1)
        #expect(output.standardOutput == original.standardOutput, "\(output.standardOutput)")
        let targets = try CommandRunner.run(["targets"], in: folder)
        #expect(!targets.standardOutput.contains("ReceiptKit"), "\(targets.standardOutput)")
        #expect(targets.standardOutput.contains("StreaksWidget (widget"), "\(targets.standardOutput)")
    }
}
