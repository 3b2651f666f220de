import _StringsGuardTestSupport
import Foundation
import Testing

/// A repository may keep some Swift files encrypted with git-crypt (API keys, a generated database): a
/// clone without the key holds `\0GITCRYPT\0` and cipher text in their place. The run used to stop on each
/// such file ("unterminated string literal", "invalid escape sequence"), losing every finding. Now such a
/// file is one warning, as a missing one is, and no key is called unused, as the file may show it.
@Suite struct GitCryptSourceTests {
    /// The shared-catalog fixture, its catalog holding "Daily goal", which no file on disk uses, and its
    /// `.gitattributes` putting the app's Swift files through git-crypt.
    static func prepared() throws -> String {
        let folder = try SharedCatalogFixture.copied()
        try SharedCatalogFixture.addEntries(
            SharedCatalogFixture.entry("Daily goal", de: "Tagesziel", fr: "Objectif du jour"), in: folder)
        try CheckCacheTests.write("*.md text\nApp/*.swift filter=git-crypt diff=git-crypt\n", to: folder + "/.gitattributes")
        return folder
    }

    /// What a locked clone holds: the header, then bytes no Swift lexer reads (an open quote, a stray
    /// backslash, bytes that are no UTF-8).
    static func encrypt(_ path: String) throws {
        var bytes: [UInt8] = [0] + Array("GITCRYPT".utf8) + [0]
        bytes += [0x22, 0x5C, 0x71, 0xFF, 0xFE, 0x0A, 0x22, 0x41, 0x5C]
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    @Test func anEncryptedFileIsOneWarningAndTheRunGoesOn() throws {
        let folder = try Self.prepared()
        try Self.encrypt(folder + "/App/StreaksApp.swift")
        let output = try CommandRunner.run(["check"], in: folder)
        #expect(output.status == 1, "\(output.standardError)")
        #expect(output.standardError.contains(
            "warning: target 'Streaks' compiles App/StreaksApp.swift, which git-crypt has encrypted (this clone has not been unlocked with its key): its strings are not checked, and unused-key leaves the catalogs it reads alone"),
            "\(output.standardError)")
        #expect(!output.standardError.contains("unterminated"), "\(output.standardError)")
        #expect(!output.standardError.contains("invalid escape"), "\(output.standardError)")
        #expect(output.standardOutput.contains("\"Best streak\" has no fr translation"), "\(output.standardOutput)")
        #expect(!output.standardOutput.contains("Daily goal"), "\(output.standardOutput)")
        #expect(output.standardError.contains(
            "note: unused-key did not check Shared/Localizable.xcstrings: Streaks reads it and compiles Swift files the run cannot read (not on disk, or encrypted)"),
            "\(output.standardError)")
    }

    /// Once the clone is unlocked the same project checks as any other: no warning, and the key nothing
    /// uses is noted.
    @Test func anUnlockedCloneChecksAsUsual() throws {
        let folder = try Self.prepared()
        let output = try CommandRunner.run(["check"], in: folder)
        #expect(output.status == 1)
        #expect(!output.standardError.contains("warning:"), "\(output.standardError)")
        #expect(output.standardOutput.contains(
            "note: \"Daily goal\" is in Shared/Localizable.xcstrings but no Swift source in the project uses it [unused-key]"),
            "\(output.standardOutput)")
    }

    /// Where git-crypt is named, each source is also read for its header, and only that is kept: an edit of
    /// a comment is still replayed, and a source becoming cipher text is not.
    @Test func aCommentEditIsStillReplayedAndEncryptingIsSeen() throws {
        let folder = try Self.prepared()
        let arguments = ["check", "--verbose", "--cache-dir", folder + "/.derived"]
        let first = try CommandRunner.run(arguments, in: folder)
        let source = folder + "/App/StreaksApp.swift"
        let text = try String(contentsOfFile: source, encoding: .utf8)
        try CheckCacheTests.write(text + "// Kept in the clear.\n", to: source)
        let edited = try CommandRunner.run(arguments, in: folder)
        #expect(edited.standardError.contains("note: App/StreaksApp.swift changed, but not what the check takes from it"), "\(edited.standardError)")
        #expect(edited.standardOutput == first.standardOutput)
        try Self.encrypt(source)
        let encrypted = try CommandRunner.run(arguments, in: folder)
        #expect(encrypted.standardError.contains("note: the project is read: App/StreaksApp.swift changed"), "\(encrypted.standardError)")
        #expect(encrypted.standardOutput == (try CommandRunner.run(["check"], in: folder)).standardOutput)
    }
}
