import Foundation
import Testing

/// Issue 13, item 1: `--changed-since` is a revision, never an option of git. Before the fix,
/// `--changed-since --output=PATH` made git write its diff to PATH while `check` printed "No findings" and
/// exited 0, and outside a repository git's complaint took 123 lines.
@Suite struct ChangedSinceInjectionTests {
    /// A repository with one commit holding the two catalogs, so that a real revision would work.
    static func repository() throws -> HostileWorkspace {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        try workspace.write("Widget.xcstrings", Fixtures.widgetCatalog)
        for arguments in [["init", "-q", "."], ["add", "."], ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "init"]] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git"] + arguments
            git.currentDirectoryURL = URL(fileURLWithPath: workspace.folder)
            git.standardOutput = FileHandle.nullDevice
            git.standardError = FileHandle.nullDevice
            try git.run()
            git.waitUntilExit()
            guard git.terminationStatus == 0 else { throw Failure("git \(arguments.joined(separator: " "))") }
        }
        return workspace
    }

    static let check = ["check", "--app", "App.xcstrings", "--widget", "Widget.xcstrings", "--changed-since"]

    @Test(arguments: ["--output=LEAK", "-OLEAK", "--ext-diff", "--output", "-"])
    func aRevisionThatIsAnOptionIsRefusedBeforeGitRuns(_ pattern: String) throws {
        let workspace = try Self.repository()
        let revision = pattern.replacingOccurrences(of: "LEAK", with: workspace.path("leak.txt"))
        let before = try workspace.snapshot()
        let output = try workspace.run(Self.check + [revision])
        #expect(output.standardError == "error: --changed-since '\(revision)' is not a git revision: it starts with '-', which git would take for an option\n")
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("leak.txt")))
        #expect(try workspace.snapshot() == before)
    }

    @Test func aRevisionThatNamesNoCommitIsOneLine() throws {
        let workspace = try Self.repository()
        let before = try workspace.snapshot()
        let missing = try workspace.run(Self.check + ["no-such-branch"])
        #expect(missing.standardError == "error: --changed-since 'no-such-branch' names no commit here\n")
        #expect(missing.status == 2)
        // A tree is not a commit: rev-parse --verify REF^{commit} refuses it with its own words.
        let tree = try workspace.run(Self.check + ["HEAD^{tree}"])
        #expect(tree.standardError == "error: --changed-since 'HEAD^{tree}' names no commit here: HEAD^{tree}^{commit}: expected commit type, but the object dereferences to tree type\n")
        #expect(tree.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    @Test func outsideARepositoryGitsComplaintIsOneLine() throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        try workspace.write("Widget.xcstrings", Fixtures.widgetCatalog)
        let before = try workspace.snapshot()
        // GIT_CEILING_DIRECTORIES keeps git from finding a repository above the temporary folder.
        let output = try workspace.run(Self.check + ["main"], environment: ["GIT_CEILING_DIRECTORIES": "/tmp"])
        #expect(output.standardError.hasPrefix("error: --changed-since 'main' names no commit here: not a git repository"))
        #expect(output.standardError.filter(\.isNewline).count == 1)
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    @Test func aRealRevisionStillFilters() throws {
        let workspace = try Self.repository()
        let output = try workspace.run(Self.check + ["HEAD"])
        // Only the note that the source rules had no sources to read: nothing from git.
        #expect(output.standardError.split(separator: "\n").allSatisfy { $0.hasPrefix("note: ") })
        #expect(output.status == 0 || output.status == 1)
    }
}
