import _StringsGuardTestSupport
import Diagnostics
import Foundation
import Testing
@testable import StringCatalog

/// A catalog read from legacy `.strings`/`.stringsdict` files is checked like any other, but never written.
@Suite struct LegacyOriginTests {
    private let refusalEnding = "is a legacy strings table (.strings/.stringsdict), which StringsGuard reads but never "
        + "writes; convert it to a String Catalog in Xcode (Editor > Convert to String Catalog) to format, sync or import into it"

    @Test func aLegacyCatalogIsNotWrittenAnywhere() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var catalog = Catalog(sourceLanguage: "en", path: "Widget/en.lproj/Localizable.strings")
        catalog.origin = .legacyStringsTable(files: ["Widget/en.lproj/Localizable.strings"])
        let target = folder + "/Localizable.xcstrings"
        #expect(thrownInputError { try catalog.write(to: target) }?.description
            == "Widget/en.lproj/Localizable.strings: error: \(refusalEnding)")
        #expect(!FileManager.default.fileExists(atPath: target))
        catalog.origin = .stringCatalog
        try catalog.write(to: target)
        #expect(FileManager.default.fileExists(atPath: target))
    }

    @Test func noCatalogIsWrittenOverAStringsFile() throws {
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let strings = folder + "/Localizable.strings"
        try Data("\"a\" = \"b\";\n".utf8).write(to: URL(fileURLWithPath: strings))
        var catalog = Catalog(sourceLanguage: "en")
        #expect(thrownInputError { try catalog.write(to: strings) }?.description == "\(strings): error: \(refusalEnding)")
        #expect(thrownInputError { _ = try CatalogFormatter().formatFile(at: strings, check: true) }?.description
            == "\(strings): error: \(refusalEnding)")
        let report = CatalogFormatter().format(paths: [strings, folder + "/Plurals.stringsdict"], check: false)
        #expect(report.errors.map(\.message) == [refusalEnding, refusalEnding])
        #expect(try String(contentsOfFile: strings, encoding: .utf8) == "\"a\" = \"b\";\n")
    }

    @Test func loadingAStringsFileAsACatalogSaysWhatItIs() {
        #expect(thrownInputError { _ = try Catalog.load(path: "Widget/de.lproj/Localizable.stringsdict") }?.description
            == "Widget/de.lproj/Localizable.stringsdict: error: is a legacy strings file, not a String Catalog "
                + "(.xcstrings): StringsGuard reads it only with the other files of its table, and never writes it")
    }
}
