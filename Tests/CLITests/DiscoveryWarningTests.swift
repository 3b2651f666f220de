import _StringsGuardTestSupport
import Foundation
import Testing

/// `targets` and `init` read the Xcode project as `check` does, so they leave out what lies outside the
/// project root and say so in the same `warning:` line; before, `check` said it and they said nothing.
@Suite struct DiscoveryWarningTests {
    /// An app whose resources are its catalog and a folder reference to the file system's root.
    static let project = """
        { objects = {
        TApp = {isa = PBXNativeTarget; name = Pomodoro; productType = "com.apple.product-type.application"; buildPhases = (R1); };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1, B2); };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        B2 = {isa = PBXBuildFile; fileRef = F2; };
        F1 = {isa = PBXFileReference; lastKnownFileType = folder; path = "/"; sourceTree = "<absolute>"; };
        F2 = {isa = PBXFileReference; path = Pomodoro/Localizable.xcstrings; sourceTree = "<group>"; };
        G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
        P1 = {isa = PBXProject; mainGroup = G0; targets = (TApp); };
        }; rootObject = P1; }

        """

    static let catalog = #"{"sourceLanguage":"en","strings":{"Focus":{}},"version":"1.0"}"# + "\n"

    static let warning = "/: warning: a folder reference of the project lies outside the project root (the current folder); left out\n"

    static func prepared() throws -> String {
        let folder = try CommandRunner.temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/Pomodoro.xcodeproj", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Pomodoro", withIntermediateDirectories: true)
        try project.write(toFile: folder + "/Pomodoro.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        try catalog.write(toFile: folder + "/Pomodoro/Localizable.xcstrings", atomically: true, encoding: .utf8)
        return folder
    }

    /// Walked, `/` would list every catalog on the machine (and never end, through `/proc`): the target
    /// keeps only its own catalog.
    @Test func targetsReportsAFolderReferenceToTheRootAndDoesNotWalkIt() throws {
        let folder = try Self.prepared()
        let output = try CommandRunner.run(["targets"], in: folder)
        #expect(output.standardError == Self.warning)
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("Pomodoro/Localizable.xcstrings"))
        let catalogs = output.standardOutput.split(separator: "\n").filter { $0.contains(".xcstrings") }
        #expect(catalogs.count == 1, "\(output.standardOutput)")
        #expect(output.standardOutput.hasSuffix("Checking app Pomodoro from Pomodoro.xcodeproj\n"), "\(output.standardOutput)")
    }

    @Test func targetsAsJSONSaysItToo() throws {
        let folder = try Self.prepared()
        let output = try CommandRunner.run(["targets", "--format", "json"], in: folder)
        #expect(output.standardError == Self.warning)
        #expect(output.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        let targets = try #require(object["targets"] as? [[String: Any]])
        #expect(targets.count == 1)
        #expect(targets.first?["catalogs"] as? [String] == ["Pomodoro/Localizable.xcstrings"])
    }

    @Test func initSaysItAndWritesOnlyTheProjectsOwnCatalog() throws {
        let folder = try Self.prepared()
        let output = try CommandRunner.run(["init"], in: folder)
        #expect(output.standardError == Self.warning)
        #expect(output.standardOutput == "Wrote \(folder)/.stringsguard.json: app Pomodoro.\n")
        #expect(output.status == 0)
        let written = try String(contentsOfFile: folder + "/.stringsguard.json", encoding: .utf8)
        #expect(written.contains("\"Pomodoro/Localizable.xcstrings\""))
        #expect(written.components(separatedBy: ".xcstrings").count == 2, "\(written)")
    }

    /// What `check` said before: the three commands give the one line alike.
    @Test func checkSaysTheSameLine() throws {
        let folder = try Self.prepared()
        let output = try CommandRunner.run(["check"], in: folder)
        #expect(output.standardError.hasPrefix(Self.warning), "\(output.standardError)")
        #expect(output.status == 0)
    }
}
