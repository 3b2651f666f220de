import Foundation
import Testing

/// Issue 13, item 5: nothing outside the project root is read or walked. Before the fix a folder
/// reference with `path = /` walked the whole file system and never finished (`/proc/self` neither), and
/// `INFOPLIST_FILE = /etc/passwd` and absolute catalog paths were read. Now each is left out with one
/// warning line, the run goes on, and nothing is written.
@Suite struct OutsideProjectRootTests {
    /// An app target (and an extension `Kit`, whose Info.plist discovery reads) building `App/Localizable
    /// .xcstrings` and one more file reference `F1`.
    static func project(reference: String, infoPlist: String = "Info.plist") -> String {
        """
        { objects = {
        C1 = {isa = XCConfigurationList; buildConfigurations = (K1); };
        K1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "\(infoPlist)"; }; };
        TApp = {isa = PBXNativeTarget; name = App; buildConfigurationList = C1; productType = "com.apple.product-type.application"; buildPhases = (R1); };
        TKit = {isa = PBXNativeTarget; name = Kit; buildConfigurationList = C1; productType = "com.apple.product-type.app-extension"; buildPhases = (); };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1, B2); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        \(reference)
        F2 = {isa = PBXFileReference; path = App/Localizable.xcstrings; sourceTree = "<group>"; };
        G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
        P1 = {isa = PBXProject; mainGroup = G0; targets = (TApp, TKit); };
        }; rootObject = P1; }

        """
    }

    static func folderReference(_ path: String, sourceTree: String = "\"<absolute>\"") -> String {
        "F1 = {isa = PBXFileReference; lastKnownFileType = folder; path = \"\(path)\"; sourceTree = \(sourceTree); };"
    }

    static func prepared(_ projectText: String) throws -> HostileWorkspace {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcodeproj/project.pbxproj", projectText)
        try workspace.write("App/Localizable.xcstrings", Fixtures.appCatalog)
        try workspace.write("Info.plist", Fixtures.infoPlist)
        return workspace
    }

    /// `Kit` compiles no Swift file, so the rules that read sources say once that they did not run.
    static let noSourcesNote =
        "note: widget-missing-key and rtl-timer-layout did not run for widget Kit: its target in the Xcode project compiles no Swift file"

    static let leftOut = "lies outside the project root (the current folder); left out"

    /// Runs `check` and expects it to end, to say `warnings` and what it checks on standard error, and to
    /// change nothing. `Kit` is a widget when its Info.plist (the workspace's) is read.
    static func expectCheckLeavesOut(
        _ warnings: [String], in workspace: HostileWorkspace,
        checking: String = "Checking app App and widget Kit from App.xcodeproj",
        notes: [String] = [Self.noSourcesNote]
    ) throws {
        let before = try workspace.snapshot()
        let output = try workspace.run(["check"])
        #expect(!output.hung)
        #expect(output.standardError == (warnings + [checking] + notes).map { $0 + "\n" }.joined())
        #expect(output.standardOutput == "No findings.\n")
        #expect(output.status == 0)
        #expect(try workspace.snapshot() == before)
    }

    @Test func aFolderReferenceToTheFileSystemRootIsNotWalked() throws {
        let workspace = try Self.prepared(Self.project(reference: Self.folderReference("/")))
        try Self.expectCheckLeavesOut(["/: warning: a folder reference of the project \(Self.leftOut)"], in: workspace)
    }

    #if os(Linux)
    @Test func aFolderReferenceToProcSelfIsNotWalked() throws {
        let workspace = try Self.prepared(Self.project(reference: Self.folderReference("/proc/self")))
        try Self.expectCheckLeavesOut(["/proc/self: warning: a folder reference of the project \(Self.leftOut)"], in: workspace)
    }
    #endif

    @Test func aFolderReferenceAboveTheProjectIsNotWalked() throws {
        let workspace = try Self.prepared(Self.project(reference: Self.folderReference("..", sourceTree: "\"<group>\"")))
        try Self.expectCheckLeavesOut(["..: warning: a folder reference of the project \(Self.leftOut)"], in: workspace)
    }

    @Test func anInfoPlistOutsideTheProjectIsNotRead() throws {
        let outside = try HostileWorkspace()
        // Read, this would be a malformed property list: exit 2.
        try outside.write("Info.plist", "<plist><dict><key>a</key></plist>")
        let path = outside.path("Info.plist")
        let workspace = try Self.prepared(Self.project(
            reference: "F1 = {isa = PBXFileReference; path = App/Localizable.xcstrings; sourceTree = \"<group>\"; };",
            infoPlist: path))
        try Self.expectCheckLeavesOut(
            ["\(path): warning: the INFOPLIST_FILE of Kit \(Self.leftOut)"], in: workspace, checking: "Checking app App from App.xcodeproj",
            notes: [])
    }

    @Test func anInfoPlistOfEtcPasswdIsNotRead() throws {
        let workspace = try Self.prepared(Self.project(
            reference: "F1 = {isa = PBXFileReference; path = App/Localizable.xcstrings; sourceTree = \"<group>\"; };",
            infoPlist: "/etc/passwd"))
        try Self.expectCheckLeavesOut(
            ["/etc/passwd: warning: the INFOPLIST_FILE of Kit \(Self.leftOut)"], in: workspace, checking: "Checking app App from App.xcodeproj",
            notes: [])
    }

    @Test func anAbsoluteCatalogOutsideTheProjectIsNotRead() throws {
        let outside = try HostileWorkspace()
        try outside.write("Broken.xcstrings", "{ this is no catalog")
        let path = outside.path("Broken.xcstrings")
        let workspace = try Self.prepared(Self.project(
            reference: "F1 = {isa = PBXFileReference; path = \"\(path)\"; sourceTree = \"<absolute>\"; };"))
        try Self.expectCheckLeavesOut(["\(path): warning: a String Catalog of the project \(Self.leftOut)"], in: workspace)
    }

    @Test func linkLoopsInASynchronizedFolderEndAndListEachFileOnce() throws {
        let outside = try HostileWorkspace()
        try outside.write("Broken.xcstrings", "{ this is no catalog")
        let workspace = try Self.prepared(Self.project(
            reference: "F1 = {isa = PBXFileReference; path = App/Localizable.xcstrings; sourceTree = \"<group>\"; };"))
        try workspace.write("App.xcodeproj/project.pbxproj", """
            { objects = {
            TApp = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = (S1); };
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            G0 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
            P1 = {isa = PBXProject; mainGroup = G0; targets = (TApp); };
            }; rootObject = P1; }

            """)
        // Two loops in one folder and a way back into it: 2^32 walks when links were followed blindly.
        try workspace.makeLink("App/loop", to: ".")
        try workspace.makeLink("App/other loop", to: ".")
        try workspace.makeLink("App/up", to: "..")
        try workspace.makeLink("App/root", to: "/")
        try workspace.makeLink("App/Outside.xcstrings", to: outside.path("Broken.xcstrings"))
        let before = try workspace.snapshot()
        let targets = try workspace.run(["targets", "--format", "json"])
        #expect(!targets.hung)
        #expect(targets.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(targets.standardOutput.utf8)) as? [String: Any])
        let catalogs = (json["targets"] as? [[String: Any]])?.first?["catalogs"] as? [String]
        #expect(catalogs == ["App/Localizable.xcstrings"])
        let check = try workspace.run(["check"])
        #expect(!check.hung)
        #expect(check.standardError == "Checking app App from App.xcodeproj\n")
        #expect(check.status == 0)
        #expect(try workspace.snapshot() == before)
    }

    @Test func aConfigurationsSourceFolderOutsideTheProjectIsRefusedAtItsPosition() throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        let configuration = #"{ "targets": [ { "name": "App", "role": "app", "catalogs": ["App.xcstrings"], "sources": ["/"] } ] }"#
        try workspace.write(".stringsguard.json", configuration + "\n")
        let before = try workspace.snapshot()
        let output = try workspace.run(["check"])
        let column = try #require(configuration.range(of: "\"/\"")).lowerBound.utf16Offset(in: configuration) + 1
        #expect(output.standardError == ".stringsguard.json:1:\(column): error: 'targets[0].sources[0]': the folder '/' lies outside the project root (the current folder); not walked\n")
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    @Test func aSwiftFileLinkedFromOutsideTheSourcesIsNotRead() throws {
        let outside = try HostileWorkspace()
        // Read, this would be a malformed Swift source (an unterminated string): exit 2.
        try outside.write("Secret.swift", "let secret = \"never closed\n")
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        try workspace.write("Widget.xcstrings", Fixtures.widgetCatalog)
        try workspace.write("Sources/Widget.swift", Fixtures.widgetSource)
        try workspace.makeLink("Sources/Secret.swift", to: outside.path("Secret.swift"))
        try workspace.write(".stringsguard.json", Fixtures.configuration(app: "App.xcstrings", widget: "Widget.xcstrings")
            .replacingOccurrences(of: "\"catalogs\": [\"Widget.xcstrings\"]", with: "\"catalogs\": [\"Widget.xcstrings\"], \"sources\": [\"Sources\"]"))
        let before = try workspace.snapshot()
        let output = try workspace.run(["check"])
        #expect(output.standardError == "")
        #expect(output.status == 1, "the widget's missing German translation is found: \(output.standardOutput)")
        #expect(try workspace.snapshot() == before)
    }
}
