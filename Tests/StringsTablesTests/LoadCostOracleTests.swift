import Diagnostics
import Foundation
import StringCatalog
import Testing
import _StringsGuardTestSupport

@testable import StringsTables

/// The parser and the assembler against their versions before keys were hashed once (the oracles beside
/// this file), on written and generated tables: the same entries, notes, errors and catalogs.
@Suite struct LoadCostOracleTests {
    /// A small seeded generator, so a failure names the input that made it.
    struct Generator {
        var state: UInt64

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

        mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
    }

    static let keyPieces = [
        "title", "Title", "cancel", "a", "key.with.dots", "with space", "é", "e\u{301}", "日本", "emoji 😀", "x", "y",
    ]
    static let valuePieces = [
        "plain", " ", "é", "e\u{301}", "\\n", "\\t", "\\\"", "\\'", "\\\\", "\\U00e9", "\\UD83D\\UDE00", "\\UD83D",
        "\\UDE00", "\\U41", "\\101", "\\335", "\\7", "\\u00e9", "\\a\\b\\f\\v\\r", "%@", "%1$@ and %2$d", "\\\n",
        "line\nbreak", "’", "\\é",
    ]

    /// One generated `.strings` text: quoted, single-quoted and unquoted keys, shorthand entries, both kinds
    /// of comment, duplicates, optional braces.
    static func table(_ generator: inout Generator) -> String {
        var text = generator.below(4) == 0 ? "/* header */\n\n" : ""
        let braces = generator.below(5) == 0
        if braces { text += "{\n" }
        for _ in 0..<(1 + generator.below(12)) {
            switch generator.below(6) {
            case 0: text += "/* comment \(generator.below(100)) */\n"
            case 1: text += "// line comment\n// second line\n"
            default: break
            }
            let key = generator.pick(keyPieces) + (generator.below(3) == 0 ? "" : String(generator.below(4)))
            var value = ""
            for _ in 0..<generator.below(4) { value += generator.pick(valuePieces) }
            switch generator.below(8) {
            case 0:
                let unquoted = key.filter { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") }
                text += (unquoted.isEmpty ? "k" : unquoted) + " = \"\(value)\";"
            case 1: text += "\"\(key)\";"
            case 2: text += "'\(key)' = '\(value.replacingOccurrences(of: "'", with: "\\'"))';"
            default: text += "\"\(key)\" = \"\(value)\";"
            }
            text += generator.below(4) == 0 ? " // trailing\n" : "\n"
        }
        if braces { text += "}\n" }
        return text
    }

    /// The text in one of the encodings translators' tools save.
    static func encoded(_ text: String, _ generator: inout Generator) -> [UInt8] {
        let utf16 = Array(text.utf16)
        switch generator.below(6) {
        case 0: return [0xEF, 0xBB, 0xBF] + Array(text.utf8)
        case 1: return [0xFF, 0xFE] + utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        case 2: return [0xFE, 0xFF] + utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case 3: return utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        default: return Array(text.utf8)
        }
    }

    enum Outcome: Equatable {
        case parsed([StringsFileEntry], [LegacyTableNote])
        case failed(String)
    }

    static func newOutcome(_ bytes: [UInt8], _ path: String) -> Outcome {
        do {
            let result = try StringsFileParser.parse(fileBytes: bytes, path: path)
            return .parsed(result.entries, result.notes)
        } catch { return .failed(error.description) }
    }

    static func oracleOutcome(_ bytes: [UInt8], _ path: String) -> Outcome {
        do {
            let result = try OracleStringsFileParser.parse(fileBytes: bytes, path: path)
            return .parsed(result.entries, result.notes)
        } catch { return .failed(error.description) }
    }

    static let written: [String] = [
        "\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n",
        "\"a\" = \"1\";\n\"a\" = \"2\";\n\"a\" = \"3\";\n\"b\";\n\"b\" = \"x\";\n",
        "/* c */\n\"k\" = \"v\"; // mine\n\"k\" = \"w\";\n",
        "\"s\" = \"\\UD83D\\UDE00 \\UD83D x \\UDE00\";\n",
        "\"o\" = \"\\101\\335\\7\\u00e9\";\n",
        "unquoted.key = value_1;\n\"q\";\n",
        "{ \"a\" = \"1\"; \"a\" = \"2\"; }",
        "\"a\" = \"1\";;\n\"b\" = \"2\";\n",
        "\"a\" = \"1\"\n\"b\" = \"2\";\n",
        "\"a\" = (\"1\");\n",
        "\"unterminated = \"1\";\n",
        "/* open comment\n\"a\" = \"1\";\n",
    ]

    @Test func writtenTablesParseAsTheOracleParsesThem() {
        for text in Self.written {
            let utf8: [UInt8] = Array(text.utf8)
            let utf16: [UInt8] = [0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
            let variants: [[UInt8]] = [utf8, [0xEF, 0xBB, 0xBF] + utf8, utf16]
            for bytes in variants {
                #expect(Self.newOutcome(bytes, "de.lproj/L.strings") == Self.oracleOutcome(bytes, "de.lproj/L.strings"), "\(text)")
            }
        }
        // Duplicates really were read: the last value kept, at the first key's place, with a note each.
        guard case .parsed(let entries, let notes) = Self.newOutcome(Array(Self.written[1].utf8), "x.strings") else {
            Issue.record("did not parse")
            return
        }
        #expect(entries.map(\.key) == ["a", "b"])
        #expect(entries.map(\.value) == ["3", "x"])
        #expect(notes.count == 3)
    }

    @Test func generatedTablesParseAsTheOracleParsesThem() {
        var generator = Generator(state: 16)
        var parsed = 0
        for round in 0..<600 {
            let text = Self.table(&generator)
            var bytes = Self.encoded(text, &generator)
            // A fifth cut short somewhere: errors must match too.
            if generator.below(5) == 0, !bytes.isEmpty { bytes = Array(bytes.prefix(generator.below(bytes.count))) }
            let new = Self.newOutcome(bytes, "fr.lproj/Localizable.strings")
            #expect(new == Self.oracleOutcome(bytes, "fr.lproj/Localizable.strings"), "round \(round): \(text)")
            if case .parsed(let entries, _) = new, !entries.isEmpty { parsed += 1 }
        }
        #expect(parsed > 300)
    }

    // MARK: Assembling

    @Test func generatedTablesAssembleAsTheOracleAssemblesThem() throws {
        var generator = Generator(state: 61)
        let languages = ["en", "de", "fr", "pt-BR", "ar"]
        for round in 0..<150 {
            var assembler = LegacyCatalogAssembler()
            var oracle = OracleLegacyCatalogAssembler()
            // Languages mostly in order, each now and then given again later (as no table reader does, but
            // the assembler must still keep each language's texts together and in order).
            for step in 0..<(1 + generator.below(9)) {
                let language = step < languages.count && generator.below(4) != 0 ? languages[step] : generator.pick(languages)
                let path = "\(language).lproj/Localizable.strings"
                let bytes = Array(Self.table(&generator).utf8)
                guard let parsed = try? StringsFileParser.parse(fileBytes: bytes, path: path) else { continue }
                if generator.below(4) == 0 {
                    let dictEntries = parsed.entries.prefix(3).map {
                        StringsDictEntry(
                            key: $0.key, keyLocation: $0.keyLocation,
                            content: LocalizedContent(stringUnit: StringUnit(state: .translated, value: "dict " + $0.value)))
                    }
                    assembler.add(Array(dictEntries), language: language)
                    oracle.add(Array(dictEntries), language: language)
                } else {
                    assembler.add(parsed.entries, language: language)
                    oracle.add(parsed.entries, language: language)
                }
            }
            let files = ["en.lproj/Localizable.strings"]
            let new = assembler.catalog(sourceLanguage: "en", path: files[0], files: files)
            let old = oracle.catalog(sourceLanguage: "en", path: files[0], files: files)
            #expect(catalogSummary(new) == catalogSummary(old), "round \(round)")
        }
    }

    @Test func realTablesAssembleAsTheOracleAssemblesThem() throws {
        let table = try #require(LegacyStringsTable.tables(among: harborWidgetFiles).first)
        let contents = try table.read(developmentLanguage: "en")
        var oracle = OracleLegacyCatalogAssembler()
        for file in table.files.sorted(by: { ($0.language == "en" ? "" : $0.language, $0.kind.rawValue) < ($1.language == "en" ? "" : $1.language, $1.kind.rawValue) }) {
            let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file.path)))
            switch file.kind {
            case .strings: oracle.add(try StringsFileParser.parse(fileBytes: bytes, path: file.path).entries, language: file.language)
            case .stringsdict: oracle.add(try StringsDictReader.parse(fileBytes: bytes, path: file.path).entries, language: file.language)
            }
        }
        let old = oracle.catalog(sourceLanguage: "en", path: contents.catalog.path, files: table.files.map(\.path))
        #expect(catalogSummary(contents.catalog) == catalogSummary(old))
        #expect(contents.catalog.entries.count > 3)
    }
}

/// `StringsFileText.firstInvalidUTF8Offset` passes over eight ASCII bytes at a time; the byte-at-a-time
/// version it replaced is the oracle, on written and generated bytes (every sequence length, overlong
/// forms, surrogates, truncations, at every alignment).
@Suite struct UTF8ValidationOracleTests {
    static func oracle(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            switch lead {
            case 0x00...0x7F:
                index += 1
                continue
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for continuation in bytes[(index + 1)..<(index + length)] {
                guard continuation & 0xC0 == 0x80 else { return index }
                value = value << 6 | UInt32(continuation & 0x3F)
            }
            let overlongOrSurrogate = length == 3 && (value < 0x800 || (0xD800...0xDFFF).contains(value))
            let outOfRange = length == 4 && (value < 0x10000 || value > 0x10FFFF)
            if overlongOrSurrogate || outOfRange { return index }
            index += length
        }
        return nil
    }

    @Test func validationFindsWhatTheOracleFinds() {
        let pieces: [[UInt8]] = [
            Array("plain ascii text ".utf8), Array("é".utf8), Array("日本".utf8), Array("😀".utf8), [0xC0, 0x80], [0xED, 0xA0, 0x80],
            [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF], [0xC3], Array("\"key\" = \"value\";\n".utf8), [0],
        ]
        var generator = LoadCostOracleTests.Generator(state: 8)
        var invalid = 0
        for _ in 0..<4000 {
            var bytes: [UInt8] = []
            for _ in 0..<generator.below(12) {
                // Mostly valid text, so that an invalid byte lands at every offset and alignment.
                bytes += generator.below(6) == 0 ? generator.pick(pieces) : generator.pick(Array(pieces.prefix(4)) + [pieces[11]])
            }
            let expected = Self.oracle(bytes)
            #expect(StringsFileText.firstInvalidUTF8Offset(bytes) == expected, "\(bytes)")
            if expected != nil { invalid += 1 }
        }
        #expect(invalid > 500)
        #expect(StringsFileText.firstInvalidUTF8Offset(Array("0123456789abcdef".utf8) + [0xFF]) == 16)
        #expect(StringsFileText.firstInvalidUTF8Offset(Array("01234567".utf8) + Array("é".utf8) + [0x80]) == 10)
    }
}
