import Diagnostics
import Foundation
import Testing
@testable import StringCatalog

@Suite struct FormatterTests {
    @Test func misformattedCatalogFormatsToTheCanonicalForm() throws {
        let catalog = try Catalog(bytes: fixtureBytes("misformatted.xcstrings"), path: "m.xcstrings")
        let expected = try fixtureBytes("misformatted.formatted.xcstrings")
        #expect(text(catalog.formatted()) == text(expected))
    }

    @Test(arguments: ["complete.xcstrings", "misformatted.xcstrings", "misformatted.formatted.xcstrings",
                      "empty-with-trailing-newline.xcstrings"])
    func formattingIsIdempotent(fixture: String) throws {
        let once = try Catalog(bytes: fixtureBytes(fixture), path: fixture).formatted()
        let twice = try Catalog(bytes: once, path: fixture).formatted()
        #expect(once == twice)
    }

    @Test func keepsTheTrailingNewlineOrItsAbsence() throws {
        let without = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  }\n}"
        let with = without + "\n"
        #expect(text(try Catalog(bytes: Array(without.utf8), path: "a").formatted()) == without)
        #expect(text(try Catalog(bytes: Array(with.utf8), path: "b").formatted()) == with)
    }

    @Test func escapesOnlyWhatFoundationEscapes() throws {
        let value = "quote \" backslash \\ slash / tab \t newline \n return \r bell \u{7} unit \u{1F} delete \u{7F} é 😀 \u{2028}"
        #expect(JSONWriter.quoted(value)
            == "\"quote \\\" backslash \\\\ slash / tab \\t newline \\n return \\r bell \\u0007 unit \\u001f delete \u{7F} é 😀 \u{2028}\"")
        #expect(JSONWriter.quoted("\u{8}\u{C}\u{0}") == "\"\\b\\f\\u0000\"")
    }

    @Test func formatsFilesOnDiskAndLeavesCanonicalOnesUntouched() throws {
        let folder = try makeTemporaryFolder()
        let messy = folder + "/Messy.xcstrings"
        let clean = folder + "/Clean.xcstrings"
        try FileManager.default.copyItem(atPath: fixturePath("misformatted.xcstrings"), toPath: messy)
        try FileManager.default.copyItem(atPath: fixturePath("complete.xcstrings"), toPath: clean)
        let cleanBefore = try FileContents.read(clean).snapshot

        let report = CatalogFormatter().format(paths: [messy, clean], check: false)
        #expect(report.changedFiles == [messy])
        #expect(report.errors.isEmpty)
        #expect(try FileContents.read(messy).bytes == fixtureBytes("misformatted.formatted.xcstrings"))
        // Not rewritten at all: same inode (a rewrite renames a new file in) and same time.
        #expect(try FileContents.read(clean).snapshot == cleanBefore)

        let again = CatalogFormatter().format(paths: [messy, clean], check: false)
        #expect(again.changedFiles.isEmpty)
        #expect(again.errors.isEmpty)
    }

    @Test func checkReportsWhatWouldChangeAndWritesNothing() throws {
        let folder = try makeTemporaryFolder()
        let messy = folder + "/Messy.xcstrings"
        try FileManager.default.copyItem(atPath: fixturePath("misformatted.xcstrings"), toPath: messy)
        let before = try FileContents.read(messy).snapshot

        let report = CatalogFormatter().format(paths: [messy, fixturePath("complete.xcstrings")], check: true)
        #expect(report.changedFiles == [messy])
        #expect(try FileContents.read(messy).snapshot == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["Messy.xcstrings"])
    }

    @Test func badFilesAreReportedAndTheOthersStillFormatted() throws {
        let folder = try makeTemporaryFolder()
        let broken = folder + "/Broken.xcstrings"
        let messy = folder + "/Messy.xcstrings"
        try writeFile(broken, "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {,}\n}")
        try FileManager.default.copyItem(atPath: fixturePath("misformatted.xcstrings"), toPath: messy)
        let brokenBefore = try FileContents.read(broken).bytes

        let report = CatalogFormatter().format(paths: [broken, folder + "/Missing.xcstrings", messy], check: false)
        #expect(report.changedFiles == [messy])
        #expect(report.errors.map(\.description) == [
            "\(broken):3:16: error: unexpected ',', expected '\"' starting a key",
            "\(folder)/Missing.xcstrings: error: cannot open file: No such file or directory",
        ])
        #expect(try FileContents.read(broken).bytes == brokenBefore)
    }
}
