import Checks
import Diagnostics
import Foundation
import SafeFiles
import SafeXML
import StringsGuardKit
import Testing
import _StringsGuardTestSupport

/// The configuration found in the folder or above it, up to the repository's root; `--project`.
@Suite struct ConfigurationSearchTests {
    /// Xcode projects hold property lists and workspaces XML: the command line's reader, installed here too.
    init() { SafeXMLTreeReader.install() }

    /// outer/.stringsguard.json (outside the repository) and outer/repo/ (with `.git`), which holds
    /// .stringsguard.json, App/Localizable.xcstrings and App/Views/ (nothing else).
    static func layout(gitIsAFile: Bool = false) throws -> (outer: String, repository: String) {
        let outer = try makeTemporaryFolder("stringsguard-search")
        let repository = outer + "/repo"
        try FileManager.default.createDirectory(atPath: repository + "/App/Views", withIntermediateDirectories: true)
        if gitIsAFile {
            try "gitdir: /elsewhere/.git/worktrees/repo\n".write(toFile: repository + "/.git", atomically: true, encoding: .utf8)
        } else {
            try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        }
        try ProjectFolder.catalog([("Paused", ["de"], nil)]).write(toFile: repository + "/App/Localizable.xcstrings", atomically: true, encoding: .utf8)
        try #"{ "targets": [ { "name": "FromRepository", "role": "app", "catalogs": ["App/Localizable.xcstrings"] } ] }"#
            .write(toFile: repository + "/.stringsguard.json", atomically: true, encoding: .utf8)
        try #"{ "targets": [ { "name": "Outside", "role": "app", "catalogs": ["repo/App/Localizable.xcstrings"] } ] }"#
            .write(toFile: outer + "/.stringsguard.json", atomically: true, encoding: .utf8)
        return (outer, repository)
    }

    @Test(arguments: [false, true])
    func aSubfolderUsesTheRepositorysConfiguration(gitIsAFile: Bool) throws {
        let (outer, repository) = try Self.layout(gitIsAFile: gitIsAFile)
        defer { try? FileManager.default.removeItem(atPath: outer) }
        #expect(RepositoryRoot.find(from: repository + "/App/Views") == repository)
        #expect(ConfigurationDiscovery.configurationFile(from: repository + "/App/Views") == repository + "/.stringsguard.json")
        let discovered = try ConfigurationDiscovery.configuration(for: ProjectSelection(), in: repository + "/App/Views")
        #expect(discovered.configuration.targets.map(\.name) == ["FromRepository"])
        #expect(discovered.configuration.targets.first?.catalogs == [repository + "/App/Localizable.xcstrings"])
        #expect(discovered.configurationFile == repository + "/.stringsguard.json")
        #expect(discovered.note == "Using " + repository + "/.stringsguard.json")
    }

    @Test func theNearestConfigurationWins() throws {
        let (outer, repository) = try Self.layout()
        defer { try? FileManager.default.removeItem(atPath: outer) }
        try #"{ "targets": [ { "name": "FromApp", "role": "app", "catalogs": ["Localizable.xcstrings"] } ] }"#
            .write(toFile: repository + "/App/.stringsguard.json", atomically: true, encoding: .utf8)
        let discovered = try ConfigurationDiscovery.configuration(for: ProjectSelection(), in: repository + "/App/Views")
        #expect(discovered.configuration.targets.map(\.name) == ["FromApp"])
    }

    @Test func theSearchStopsAtTheRepositorysRoot() throws {
        let (outer, repository) = try Self.layout()
        defer { try? FileManager.default.removeItem(atPath: outer) }
        try FileManager.default.removeItem(atPath: repository + "/.stringsguard.json")
        #expect(ConfigurationDiscovery.configurationFile(from: repository + "/App/Views") == nil)
        let error = thrownInputError { _ = try ConfigurationDiscovery.configuration(for: ProjectSelection(), in: repository + "/App/Views") }
        #expect(error?.description == repository + "/App/Views: error: no configuration: found no .stringsguard.json here or above (up to the repository's root), no --app/--widget, and no Xcode project with app or widget targets here")
    }

    @Test func aFolderOfAGeneratedProjectSaysHowToCheckIt() throws {
        // XcodeGen writes the .xcodeproj from project.yml, and git holds only project.yml: the run says so.
        let (outer, repository) = try Self.layout()
        defer { try? FileManager.default.removeItem(atPath: outer) }
        try FileManager.default.removeItem(atPath: repository + "/.stringsguard.json")
        try "name: App\n".write(toFile: repository + "/App/Views/project.yml", atomically: true, encoding: .utf8)
        let error = thrownInputError { _ = try ConfigurationDiscovery.configuration(for: ProjectSelection(), in: repository + "/App/Views") }
        #expect(error?.description == repository + "/App/Views: error: no configuration: found no .stringsguard.json here or above (up to the repository's root), no --app/--widget, and no Xcode project with app or widget targets here; project.yml here is XcodeGen's: run `xcodegen generate` and check the project it writes, or describe the targets in .stringsguard.json (see the README's Configuration)")
    }

    @Test func outsideARepositoryOnlyTheFolderItselfCounts() throws {
        let (outer, repository) = try Self.layout()
        defer { try? FileManager.default.removeItem(atPath: outer) }
        try FileManager.default.removeItem(atPath: repository + "/.git")
        #expect(RepositoryRoot.find(from: repository + "/App") == nil)
        #expect(ConfigurationDiscovery.configurationFile(from: repository + "/App", repositoryRoot: nil) == nil)
        #expect(ConfigurationDiscovery.configurationFile(from: repository) == repository + "/.stringsguard.json")
    }

    @Test func aGivenRootBoundsTheSearch() throws {
        let (outer, repository) = try Self.layout()
        defer { try? FileManager.default.removeItem(atPath: outer) }
        // `--repo-root outer`: the search may now climb out of the git repository, to outer.
        try FileManager.default.removeItem(atPath: repository + "/.stringsguard.json")
        #expect(ConfigurationDiscovery.configurationFile(from: repository + "/App", repositoryRoot: outer) == outer + "/.stringsguard.json")
    }

    @Test func aFolderWithItsOwnXcodeProjectIsCheckedAsThatProject() throws {
        let (outer, repository) = try Self.layout()
        defer { try? FileManager.default.removeItem(atPath: outer) }
        try FileManager.default.copyItem(
            atPath: ConfigurationTemplateTests.repository + "/Tests/XcodeProjectTests/Fixtures/Classic", toPath: repository + "/Classic")
        let discovered = try ConfigurationDiscovery.configuration(for: ProjectSelection(), in: repository + "/Classic")
        #expect(discovered.configuration.targets.map(\.name) == ["FocusTimer", "FocusTimerWidgets"])
        #expect(discovered.configurationFile == nil)
    }

    @Test func projectNamesAnXcodeProjectOrWorkspace() throws {
        let (outer, repository) = try Self.layout()
        defer { try? FileManager.default.removeItem(atPath: outer) }
        try FileManager.default.copyItem(
            atPath: ConfigurationTemplateTests.repository + "/Tests/XcodeProjectTests/Fixtures/Workspace", toPath: repository + "/W")
        let workspace = try #require(try FileManager.default.contentsOfDirectory(atPath: repository + "/W").first { $0.hasSuffix(".xcworkspace") })
        // Run from the repository's root, whose .stringsguard.json --project overrides.
        let discovered = try ConfigurationDiscovery.configuration(
            for: ProjectSelection(projectPath: repository + "/W/" + workspace), in: repository)
        #expect(discovered.configurationFile == nil)
        #expect(!discovered.configuration.targets.isEmpty)
        #expect(!discovered.configuration.targets.map(\.name).contains("FromRepository"))
        do {
            _ = try ConfigurationDiscovery.configuration(
                for: ProjectSelection(configurationPath: repository + "/.stringsguard.json", projectPath: repository + "/W"), in: repository)
            Issue.record("--config with --project must conflict")
        } catch let conflict as ProjectSelectionConflict {
            #expect(conflict.message == "use either --config or --project, not both")
        }
        let missing = thrownInputError {
            _ = try ConfigurationDiscovery.configuration(for: ProjectSelection(projectPath: repository + "/Nope.xcodeproj"), in: repository)
        }
        #expect(missing?.description == repository + "/Nope.xcodeproj: error: no such project")
    }
}
