import JSON
import Diagnostics
import Testing
@testable import StringCatalog
import _StringsGuardTestSupport

/// Damaged files must give an `InputError` pointing into the file, never a crash or a hang.
@Suite struct RobustnessTests {
    /// Line and column of the byte just past `bytes`, counted as the reader counts them.
    func endPosition(of bytes: ArraySlice<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes {
            if byte == 0x0A { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }

    @Test func everyTruncationIsAnErrorAtOrBeforeTheCut() throws {
        let bytes = try fixtureBytes("complete.xcstrings")
        for cut in 0..<bytes.count {
            let error: InputError
            do {
                _ = try Catalog(bytes: Array(bytes[..<cut]), path: "cut")
                Issue.record("a catalog cut after \(cut) bytes was accepted")
                continue
            } catch let caught {
                error = caught
            }
            let location = try #require(error.location)
            let end = endPosition(of: bytes[..<cut])
            #expect(location.line < end.line || (location.line == end.line && location.column <= end.column),
                    "cut \(cut): \(error)")
        }
    }

    @Test func damagedBytesGiveAnErrorOrACatalogNeverACrash() throws {
        let original = try fixtureBytes("complete.xcstrings")
        var generator = SeededGenerator(seed: 20261130)
        let replacements: [UInt8] = [0x00, 0x0A, 0x22, 0x2C, 0x3A, 0x5B, 0x5C, 0x5D, 0x7B, 0x7D, 0x80, 0xC3, 0xFF, 0x20, 0x31]
        var errors = 0
        for _ in 0..<1000 {
            var bytes = original
            for _ in 0..<Int(generator.next() % 3 + 1) {
                let offset = Int(generator.next() % UInt64(bytes.count))
                bytes[offset] = replacements[Int(generator.next() % UInt64(replacements.count))]
            }
            do {
                let catalog = try Catalog(bytes: bytes, path: "damaged")
                // What still reads must write and read back to the same bytes.
                let written = catalog.formatted()
                #expect(try Catalog(bytes: written, path: "again").formatted() == written)
            } catch {
                errors += 1
                let location = try #require(error.location)
                #expect(location.line >= 1 && location.column >= 1)
                #expect(error.description.hasPrefix("damaged:\(location.line):\(location.column): error: "))
            }
        }
        #expect(errors > 500)  // most damage must be noticed
    }
}

/// The streaming reader (entries decoded while reading) must agree with the plain one (tree, then model)
/// on every input: the same catalog with the same locations, or the same error.
@Suite struct StreamingAgreementTests {
    /// Everything the two readers could differ in, as text.
    func summary(_ result: Result<Catalog, InputError>) -> String {
        switch result {
        case .failure(let error): return "error: \(error)"
        case .success(let catalog):
            var lines = [text(catalog.formatted()), "\(catalog.sourceLanguageLocation) \(String(describing: catalog.versionLocation)) \(catalog.stringsLocation)"]
            for entry in catalog.entries {
                lines.append("\(entry.key) \(entry.location)")
                for localization in entry.localizations ?? [] {
                    lines.append("  \(localization.language) \(localization.location)")
                    for leaf in localization.stringUnitLeaves {
                        lines.append("    \(leaf.path) \(leaf.unit.location) \(leaf.unit.valueLocation) \(String(describing: leaf.unit.stateLocation))")
                    }
                }
            }
            return lines.joined(separator: "\n")
        }
    }

    func expectAgreement(_ bytes: [UInt8], _ comment: String = "") {
        let streaming = Result<Catalog, InputError> { () throws(InputError) in try Catalog(bytes: bytes, path: "p") }
        let plain = Result<Catalog, InputError> { () throws(InputError) in try Catalog(decodingTreeOf: bytes, path: "p") }
        #expect(summary(streaming) == summary(plain), Comment(rawValue: comment))
    }

    @Test(arguments: ["complete.xcstrings", "misformatted.xcstrings", "empty-with-trailing-newline.xcstrings"])
    func fixturesAreReadByTheStreamingReaderAndAgree(fixture: String) throws {
        let bytes = try fixtureBytes(fixture)
        // The fast path is really taken for well-formed catalogs.
        let streamed = bytes.withUnsafeBufferPointer { CatalogStreamingReader.read($0, path: "p", endsWithNewline: bytes.last == 0x0A) }
        #expect(streamed != nil)
        expectAgreement(bytes)
    }

    @Test func badCatalogsAgree() {
        for input in CatalogInputErrorTests.cases { expectAgreement(Array(input.text.utf8), input.name) }
        for input in JSONReaderTests.badInputs { expectAgreement(input.bytes, input.name) }
        for text in ["{\"strings\" : {}, \"strings\" : {}, \"sourceLanguage\" : \"en\"}",
                     "{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : {}, \"a\" : {}}}",
                     "{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : {},}}",
                     "{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : {}},}",
                     "{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : {}} x",
                     "{\"sourceLanguage\" : \"en\", \"sourceLanguage\" : \"de\", \"strings\" : {}}",
                     "{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" : {\"comment\" : 1}, \"b\" : {,}}}",
                     "{\"sourceLanguage\" : \"en\", \"strings\" : {\"a\" {}}}",
                     "{\"sourceLanguage\" : \"en\", \"strings\" : {}}",
                     "{}", "[]", "{\"strings\" : []}"] {
            expectAgreement(Array(text.utf8), text)
        }
    }

    @Test func truncatedAndDamagedCatalogsAgree() throws {
        let original = try fixtureBytes("complete.xcstrings")
        for cut in stride(from: 0, to: original.count, by: 7) { expectAgreement(Array(original[..<cut]), "cut \(cut)") }
        var generator = SeededGenerator(seed: 42)
        let replacements: [UInt8] = [0x00, 0x0A, 0x22, 0x2C, 0x3A, 0x5B, 0x5D, 0x7B, 0x7D, 0xFF, 0x20, 0x31]
        for round in 0..<500 {
            var bytes = original
            let offset = Int(generator.next() % UInt64(bytes.count))
            bytes[offset] = replacements[Int(generator.next() % UInt64(replacements.count))]
            expectAgreement(bytes, "round \(round), offset \(offset)")
        }
    }
}
