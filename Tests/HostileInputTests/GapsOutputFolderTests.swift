import Foundation
import Testing

/// `gaps --output-dir DIR` creates its folder as `export --output` does (`FolderCreation`), so what is in
/// the way is one line naming it. Before, Foundation said "The operation couldn't be completed" for a file
/// in the way, and a link to nothing was found out only by the first write into it.
@Suite struct GapsOutputFolderTests {
    static func workspace() throws -> HostileWorkspace {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        try workspace.write("Widget.xcstrings", Fixtures.widgetCatalog)
        try workspace.write("file", "a file\n")
        try workspace.makeLink("nowhere", to: "missing")
        try workspace.makeLink("to-file", to: "file")
        return workspace
    }

    static let gaps = ["gaps", "--app", "App.xcstrings", "--widget", "Widget.xcstrings", "--output-dir"]

    @Test(arguments: [
        ("file", "file: error: is a regular file, not a folder"),
        ("file/todo", "file: error: is a regular file, not a folder; cannot create file/todo in it"),
        ("nowhere", "nowhere: error: is a symbolic link to nothing, not a folder"),
        ("nowhere/todo", "nowhere: error: is a symbolic link to nothing, not a folder; cannot create nowhere/todo in it"),
        ("to-file/todo", "to-file: error: is a regular file, not a folder; cannot create to-file/todo in it"),
        ("/dev/null/todo", "/dev/null: error: is a character device, not a folder; cannot create /dev/null/todo in it"),
    ])
    func whatIsInTheWayIsOneLineAndNothingIsWritten(_ folder: String, _ expected: String) throws {
        let workspace = try Self.workspace()
        let before = try workspace.snapshot()
        let output = try workspace.run(Self.gaps + [folder])
        #expect(output.standardError.split(separator: "\n").filter { !$0.hasPrefix("note: ") } == [Substring(expected)])
        #expect(output.standardOutput == "")
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    /// Missing folders are created, and a link to a folder elsewhere is followed, as for `export`.
    @Test func missingFoldersAreCreatedAndALinkToAFolderIsFollowed() throws {
        let workspace = try Self.workspace()
        let elsewhere = try HostileWorkspace()
        try workspace.makeLink("linked", to: elsewhere.folder)
        let created = try workspace.run(Self.gaps + ["new/todo"])
        #expect(created.standardOutput == "Wrote new/todo/de.txt\n")
        #expect(created.status == 0, "\(created.standardError)")
        #expect(try workspace.text("new/todo/de.txt").contains("Greeting"))
        let linked = try workspace.run(Self.gaps + ["linked"])
        #expect(linked.standardOutput == "Wrote linked/de.txt\n")
        #expect(linked.status == 0, "\(linked.standardError)")
        #expect(try elsewhere.text("de.txt") == workspace.text("new/todo/de.txt"))
    }
}
