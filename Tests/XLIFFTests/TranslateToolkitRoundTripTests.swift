import Foundation
import StringCatalog
import Testing
import _StringsGuardTestSupport

@testable import XLIFF

/// The round trip a translator working in gettext PO makes with translate-toolkit (installed by
/// Scripts/setup with pip): `export --locations` → xliff2po → edit the PO → pocount → po2xliff → import.
/// Every edit must land in its own catalog and variation, plural units included.
@Suite(.serialized) struct TranslateToolkitRoundTripTests {
    struct Run {
        var status: Int32
        var output: String
    }

    /// Runs Python with output in a file (a pipe could fill and stall it).
    static func python(_ arguments: [String], in folder: String) throws -> Run {
        let log = folder + "/python-\(UUID().uuidString).log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        try handle.close()
        return Run(status: process.terminationStatus, output: (try? String(contentsOfFile: log, encoding: .utf8)) ?? "")
    }

    static func requireTranslateToolkit(in folder: String) throws {
        let probe = try python(["-c", "import translate.convert.po2xliff, translate.convert.xliff2po, translate.tools.pocount"], in: folder)
        try #require(probe.status == 0, "translate-toolkit is missing: run Scripts/setup, which installs it with pip (\(probe.output))")
    }

    /// Gives every PO entry a translation that names its unit, marks one fuzzy and leaves one untranslated;
    /// writes what it did, by unit location, to `edits.json`.
    static let editScript = #"""
    import json, sys
    from translate.storage import po
    store = po.pofile.parsefile(sys.argv[1])
    edits, index = {}, 0
    for unit in store.units:
        if unit.isheader():
            continue
        location = unit.getlocations()[0]
        index += 1
        if "Start" in location and "Widget" in location:
            continue  # left untranslated
        unit.target = unit.source + " [pl " + str(index) + "]"
        if "CFBundleName" in location:
            unit.markfuzzy(True)
        edits[location] = {"target": unit.target, "fuzzy": unit.isfuzzy()}
    store.savefile(sys.argv[1])
    json.dump(edits, open(sys.argv[2], "w"), ensure_ascii=False, indent=1)
    print(len(edits), "edited")
    """#

    @Test func exportThroughPOAndBackKeepsEveryEditIncludingPluralUnits() throws {
        let project = try SampleProject()
        let before = try SampleProject.originals.map { try project.bytes($0) }
        try Self.requireTranslateToolkit(in: project.root)
        let export = try XLIFFCommands().exportProject(
            catalogPaths: SampleProject.originals.map(project.path), projectRoot: project.root, language: "pl",
            outputDirectory: project.root, onlyGaps: false, locations: true)
        let xliff = export.packagePath + "/Localized Contents/pl.xliff"

        let toPO = try Self.python(
            ["-c", "import sys; from translate.convert.xliff2po import main; main(sys.argv[1:])", xliff, "pl.po"], in: project.root)
        #expect(toPO.status == 0, "xliff2po: \(toPO.output)")
        try writeText(project.path("edit.py"), Self.editScript)
        let edit = try Self.python(["edit.py", "pl.po", "edits.json"], in: project.root)
        #expect(edit.status == 0, "editing the PO: \(edit.output)")
        let edits = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: project.path("edits.json"))))
                as? [String: [String: Any]])
        // Plural units stayed apart in the PO: one entry each, so each got its own translation.
        #expect(edits["Widget/Localizable.xcstrings:%lld minutes|==|plural.few"] != nil)
        #expect(edits["Widget/Localizable.xcstrings:%lld minutes|==|plural.many"] != nil)
        #expect(edits.count == 9)

        // translate-toolkit's own count agrees: eight translated, one fuzzy, one untranslated, of ten.
        let count = try Self.python(["-m", "translate.tools.pocount", "--csv", "pl.po"], in: project.root)
        #expect(count.status == 0, "pocount: \(count.output)")
        let row = try #require(count.output.split(separator: "\n").first { $0.hasPrefix("pl.po") })
        let fields = row.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        // Filename, Translated Messages, …, Fuzzy Messages (4), …, Untranslated Messages (6), …, Total Message (8).
        #expect(fields.count > 8 && fields[1] == "8" && fields[4] == "1" && fields[6] == "1" && fields[8] == "10", "pocount: \(row)")

        let back = try Self.python(["-m", "translate.convert.po2xliff", "pl.po", "pl-back.xliff"], in: project.root)
        #expect(back.status == 0, "po2xliff: \(back.output)")
        let backXLIFF = project.path("pl-back.xliff")
        // po2xliff writes no target-language (the PO names none): import asks for it.
        let noLanguage = thrownInputError {
            _ = try XLIFFCommands().importProject(paths: [backXLIFF], projectRoot: project.root, dryRun: true)
        }
        #expect(noLanguage?.message == "<file> has no target-language; give --language L")

        let result = try XLIFFCommands().importProject(paths: [backXLIFF], projectRoot: project.root, language: "pl", dryRun: false)
        #expect(result.rejected.isEmpty && result.unknown.isEmpty && result.skippedFiles.isEmpty, "\(result.text)")
        #expect(result.notTranslatableCount == 1)
        #expect(result.changes.count == 8)
        for (location, edit) in edits {
            let (original, id) = try #require(XLIFFDocument.splitLocation(location))
            let catalog = try project.catalog(original)
            guard let (key, path) = XLIFFUnitID.parse(id, isKey: { catalog.entry(forKey: $0) != nil }) else {
                Issue.record("\(id) names no key")
                continue
            }
            let unit = catalog.stringUnit(forKey: key, language: "pl", path: path)
            if key == "AppName" {
                #expect(unit == nil, "a key marked Don't translate got a translation")
                continue
            }
            #expect(unit?.value == edit["target"] as? String, "\(location)")
            // po2xliff writes needs-translation for a fuzzy entry: a draft, not served.
            #expect(unit?.state == ((edit["fuzzy"] as? Bool) == true ? .new : .translated), "\(location)")
        }
        let widget = try project.catalog("Widget/Localizable.xcstrings")
        #expect(widget.stringUnit(forKey: "Start", language: "pl") == nil)
        for (index, original) in SampleProject.originals.enumerated() {
            #expect(SampleProject.without("pl", try project.catalog(original)) == before[index], "\(original)")
        }

        // Round trip again with no edit: po2xliff's needs-translation on the fuzzy unit, equal to the
        // catalog's value, and every translated unit change nothing.
        let again = try XLIFFCommands().importProject(paths: [backXLIFF], projectRoot: project.root, language: "pl", dryRun: false)
        #expect(again.changes.isEmpty)
        #expect(again.unchangedCount == 8)
    }

}
