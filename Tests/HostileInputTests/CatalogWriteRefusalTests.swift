import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 13, items 2 and 3, for the commands that rewrite a catalog (`format`, `sync`, `import`): a
/// read-only or hard-linked catalog is refused with one line and left byte-identical; a rewrite keeps
/// owner, group, permissions and extended attributes, writes through a symbolic link, and leaves no
/// temporary file.
@Suite struct CatalogWriteRefusalTests {
    struct Writer: Sendable, CustomTestStringConvertible {
        var name: String
        var arguments: [String]
        var catalog: String
        var testDescription: String { name }
    }

    enum Refusal: String, Sendable, CaseIterable {
        case readOnly, hardLinked
    }

    static let target = "Target.xcstrings"

    static let writers: [Writer] = [
        Writer(name: "format", arguments: ["format", target], catalog: Fixtures.widgetCatalog),
        Writer(name: "sync", arguments: ["sync", "--from", "App.xcstrings", "--to", target], catalog: Fixtures.widgetCatalog),
        Writer(name: "import", arguments: ["import", "--catalog", target, "fr.xliff"], catalog: Fixtures.appCatalog),
    ]

    static func prepare(_ writer: Writer) throws -> HostileWorkspace {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        try workspace.write("fr.xliff", Fixtures.xliff(for: target))
        try workspace.write(target, writer.catalog)
        return workspace
    }

    @Test(arguments: writers, Refusal.allCases)
    func refusesWithOneLineAndChangesNothing(_ writer: Writer, _ refusal: Refusal) throws {
        let workspace = try Self.prepare(writer)
        let expected: String
        switch refusal {
        case .readOnly:
            // Root could write it: the refusal must not depend on who runs the tool.
            #expect(chmod(workspace.path(Self.target), 0o444) == 0)
            expected = "is read-only (mode 0444); not replacing it"
        case .hardLinked:
            #expect(link(workspace.path(Self.target), workspace.path("Other name.xcstrings")) == 0)
            expected = "has 2 hard links, which replacing it would split; not replacing it"
        }
        let before = try workspace.snapshot()
        let output = try workspace.run(writer.arguments)
        #expect(output.standardError == "\(Self.target): error: \(expected)\n")
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    @Test(arguments: writers)
    func keepsOwnerGroupPermissionsAndExtendedAttributes(_ writer: Writer) throws {
        let workspace = try Self.prepare(writer)
        let path = workspace.path(Self.target)
        // CI runs as root: give the file to another user first, which the rewrite must give back.
        let owner = geteuid() == 0 ? uid_t(12345) : geteuid()
        let group = geteuid() == 0 ? gid_t(12345) : getegid()
        #expect(chown(path, owner, group) == 0)
        #expect(chmod(path, 0o640) == 0)
        try #require(ExtendedAttribute.set("user.stringsguard.note", "keep me", on: path), "user attributes on this file system")
        let before = try workspace.bytes(Self.target)

        let output = try workspace.run(writer.arguments)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try workspace.bytes(Self.target) != before, "the command rewrote the catalog")
        let status = try #require(workspace.status(Self.target))
        #expect(status.st_uid == owner)
        #expect(status.st_gid == group)
        #expect(status.st_mode & 0o7777 == 0o640)
        #expect(ExtendedAttribute.value("user.stringsguard.note", of: path) == "keep me")
        #expect(try workspace.temporaryFiles() == [])
    }

    @Test(arguments: writers)
    func writesThroughASymbolicLinkAndKeepsTheLink(_ writer: Writer) throws {
        let workspace = try Self.prepare(writer)
        try workspace.write("Real/Real.xcstrings", writer.catalog)
        try FileManager.default.removeItem(atPath: workspace.path(Self.target))
        try workspace.makeLink(Self.target, to: "Real/Real.xcstrings")
        let before = try workspace.bytes("Real/Real.xcstrings")
        let output = try workspace.run(writer.arguments)
        #expect(output.status == 0, "\(output.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: workspace.path(Self.target)) == "Real/Real.xcstrings")
        #expect(try workspace.bytes("Real/Real.xcstrings") != before)
        #expect(try workspace.temporaryFiles() == [])
    }
}
