import JSON
import _StringsGuardTestSupport
import Diagnostics
import Foundation
import SafeFiles
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
        defer { try? FileManager.default.removeItem(atPath: folder) }
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
        defer { try? FileManager.default.removeItem(atPath: folder) }
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
        defer { try? FileManager.default.removeItem(atPath: folder) }
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

@Suite struct WriterAgreementTests {
    /// The fast writer must match the simple one: model → JSON tree → generic Xcode-style writer.
    func expectWritersAgree(_ catalog: Catalog, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let throughTree = JSONWriter.xcodeFormatted(catalog.jsonTree(), trailingNewline: catalog.endsWithNewline)
        #expect(text(catalog.formatted()) == text(throughTree), sourceLocation: sourceLocation)
    }

    @Test(arguments: ["complete.xcstrings", "misformatted.xcstrings", "empty-with-trailing-newline.xcstrings"])
    func directWriterMatchesTheTreeWriter(fixture: String) throws {
        expectWritersAgree(try Catalog(bytes: fixtureBytes(fixture), path: fixture))
    }

    @Test func directWriterMatchesAfterEditsWithUnknownKindsAndFields() throws {
        var catalog = try Catalog(bytes: fixtureBytes("complete.xcstrings"), path: "c")
        let extra = JSONMember(key: "aardvark", value: JSONNode(.object([
            JSONMember(key: "z", value: JSONNode(.number("1"))), JSONMember(key: "a", value: JSONNode(.array([]))),
        ])))
        catalog.updateEntry(forKey: "Open on %@") { entry in
            entry.extraFields.append(extra)
            var english = entry.localization(for: "en")!
            english.content.extraFields.append(JSONMember(key: "zz", value: JSONNode(.null)))
            english.content.variations?.groups.insert(VariationGroup(kind: "width", cases: [
                VariationCase(name: "wide", content: LocalizedContent(stringUnit: StringUnit(value: "Wide"))),
            ]), at: 0)
            english.content.variations?.extraFields.append(JSONMember(key: "other-kind", value: JSONNode(.bool(true))))
            english.content.variations?.extraFields.append(JSONMember(key: "a-note", value: JSONNode(.string("n"))))
            english.content.stringSet = StringSet(state: nil, values: [])
            english.content.substitutions = [
                Substitution(name: "z", argumentNumber: 2, extraFields: [extra]), Substitution(name: "b", formatSpecifier: "@"),
            ]
            entry.setLocalization(english)
            entry.setLocalization(Localization(language: "aa", content: LocalizedContent()))
        }
        catalog.extraFields.append(extra)
        catalog.version = nil
        catalog["A new first key"] = CatalogEntry(key: "", isCommentAutoGenerated: false, shouldTranslate: true)
        expectWritersAgree(catalog)
        let written = text(catalog.formatted())
        #expect(written.hasPrefix("{\n  \"aardvark\" : {\n    \"a\" : [\n\n    ],\n    \"z\" : 1\n  },\n  \"sourceLanguage\" : \"en\","))
        #expect(written.contains("\"A new first key\" : {\n      \"isCommentAutoGenerated\" : false,\n      \"shouldTranslate\" : true\n    },"))
        #expect(written.contains("\"variations\" : {\n            \"a-note\" : \"n\",\n            \"device\" : {"))
        // And it reads back to the same bytes.
        #expect(try Catalog(bytes: Array(written.utf8), path: "c").formatted() == Array(written.utf8))
    }
}
