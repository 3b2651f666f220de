import Diagnostics
import Foundation
import JSON
import SafeFiles
import Testing
import _StringsGuardTestSupport
@testable import StringCatalog

/// `JSONParser.parseString` as it was before non-ASCII strings were found a word at a time and validated
/// once by the standard library: every byte checked here, then decoded. Kept as the oracle the new one is
/// held to.
private enum StringOutcome: Equatable {
    /// The string's bytes and the offset after its closing quote.
    case read([UInt8], Int)
    /// The offset the error names.
    case failed(Int)
}

private struct OracleStringParser {
    let bytes: [UInt8]
    var index = 0
    var scratch: [UInt8] = []

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The string starting with the quote at `index`, and the offset after it; or the error's offset.
    mutating func parse() -> StringOutcome {
        var cursor = index + 1
        let start = cursor
        var escaped = false
        while true {
            guard cursor < bytes.count else { return .failed(bytes.count) }
            let byte = bytes[cursor]
            if byte == 0x22 {
                let text = escaped ? String(decoding: scratch, as: UTF8.self)
                    : String(decoding: bytes[start..<cursor], as: UTF8.self)
                return .read(Array(text.utf8), cursor + 1)
            }
            if byte == 0x5C {
                if !escaped {
                    escaped = true
                    scratch = Array(bytes[start..<cursor])
                }
                // Only the escapes the generator writes: \" \\ \n \u00e9 and a surrogate pair.
                guard cursor + 1 < bytes.count else { return .failed(bytes.count) }
                switch bytes[cursor + 1] {
                case 0x22: scratch.append(0x22); cursor += 2
                case 0x5C: scratch.append(0x5C); cursor += 2
                case UInt8(ascii: "n"): scratch.append(0x0A); cursor += 2
                case UInt8(ascii: "u"):
                    let hex = String(decoding: bytes[cursor + 2..<cursor + 6], as: UTF8.self)
                    let first = UInt32(hex, radix: 16)!
                    if first >= 0xD800 && first <= 0xDBFF {
                        let low = UInt32(String(decoding: bytes[cursor + 8..<cursor + 12], as: UTF8.self), radix: 16)!
                        let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (low - 0xDC00))!
                        scratch.append(contentsOf: Array(String(Character(scalar)).utf8))
                        cursor += 12
                    } else {
                        scratch.append(contentsOf: Array(String(Character(Unicode.Scalar(first)!)).utf8))
                        cursor += 6
                    }
                default: return .failed(cursor)
                }
                continue
            }
            if byte < 0x20 { return .failed(cursor) }
            if byte < 0x80 {
                if escaped { scratch.append(byte) }
                cursor += 1
                continue
            }
            let length = bytes.withUnsafeBufferPointer { wellFormedUTF8SequenceLength(in: $0, at: cursor) }
            guard let length else { return .failed(cursor) }
            if escaped { scratch.append(contentsOf: bytes[cursor..<cursor + length]) }
            cursor += length
        }
    }
}

@Suite struct ReaderOracleTests {
    /// Pieces of string content: ASCII, every UTF-8 length, escapes, and bytes that are not UTF-8 or not
    /// allowed in a string (an overlong form, a surrogate, a cut sequence, a stray continuation, a control
    /// character), so strings end at every byte of a word with and without an error on the way.
    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("hello".utf8), Array("%lld".utf8), Array("é".utf8), Array("日本".utf8),
        Array("😀".utf8), Array("مرحبا".utf8), Array("\\\"".utf8), Array("\\\\".utf8), Array("\\n".utf8),
        Array("\\u00e9".utf8), Array("\\ud83d\\ude00".utf8), [0xC0, 0xAF], [0xED, 0xA0, 0x80], [0xE2, 0x82],
        [0x80], [0xFF], [0x09], [0x7F], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98],
    ]

    @Test func stringsAreReadAsTheByteByByteReaderReadThem() {
        var generator = SeededGenerator(seed: 16)
        for round in 0..<20_000 {
            var body: [UInt8] = []
            let count = Int(generator.next() % 12)
            for _ in 0..<count {
                // Mostly well-formed pieces, so most strings get to their end.
                let limit = generator.next() % 4 == 0 ? Self.pieces.count : 12
                body += Self.pieces[Int(generator.next() % UInt64(limit))]
            }
            // Closed, or cut short at the end of the bytes; text after the string sometimes.
            var bytes = [0x22] + body
            if generator.next() % 8 != 0 { bytes.append(0x22) }
            if generator.next() % 2 == 0 { bytes += Array(", \"next\"".utf8) }
            var oracle = OracleStringParser(bytes)
            let expected = oracle.parse()
            let actual: StringOutcome = bytes.withUnsafeBufferPointer { buffer in
                var parser = JSONParser(bytes: buffer, path: "s")
                do throws(InputError) {
                    let text = try parser.parseString()
                    return .read(Array(text.utf8), parser.index)
                } catch {
                    return .failed((error.location?.column ?? 0) - 1)
                }
            }
            #expect(actual == expected, "round \(round): \(bytes)")
        }
    }

    /// Every location and value of the model, as text: what the streaming reader and the plain one
    /// must agree on (the formatted output does not show locations of groups, cases and substitutions).
    static func dump(_ result: Result<Catalog, InputError>) -> String {
        guard case .success(let catalog) = result else {
            if case .failure(let error) = result { return "error: \(error)" }
            return ""
        }
        var lines = [text(catalog.formatted()), "\(catalog.sourceLanguageLocation) \(catalog.stringsLocation)"]
        func members(_ list: [JSONMember], _ indent: String) {
            for member in list { lines.append("\(indent)extra \(member.key) \(member.keyPosition) \(member.value.position)") }
        }
        func content(_ content: LocalizedContent, _ indent: String) {
            if let unit = content.stringUnit {
                lines.append("\(indent)unit \(String(describing: unit.state)) \(unit.value) \(unit.location) \(unit.valueLocation) \(String(describing: unit.stateLocation))")
                members(unit.extraFields, indent + " ")
            }
            if let set = content.stringSet {
                lines.append("\(indent)set \(set.values) \(set.location) \(set.valueLocations)")
                members(set.extraFields, indent + " ")
            }
            if let variations = content.variations { variationsBody(variations, indent) }
            for substitution in content.substitutions ?? [] {
                lines.append("\(indent)substitution \(substitution.name) \(substitution.location) \(String(describing: substitution.argumentNumber)) \(String(describing: substitution.formatSpecifier))")
                members(substitution.extraFields, indent + " ")
                if let variations = substitution.variations { variationsBody(variations, indent + " ") }
            }
            if content.substitutions?.isEmpty == true { lines.append("\(indent)no substitutions") }
            members(content.extraFields, indent)
        }
        func variationsBody(_ variations: Variations, _ indent: String) {
            lines.append("\(indent)variations \(variations.location)")
            for group in variations.groups {
                lines.append("\(indent)group \(group.kind) \(group.location)")
                for variationCase in group.cases {
                    lines.append("\(indent) case \(variationCase.name) \(variationCase.location)")
                    content(variationCase.content, indent + "  ")
                }
            }
            members(variations.extraFields, indent)
        }
        for entry in catalog.entries {
            lines.append("\(entry.key) \(entry.location) \(String(describing: entry.comment))")
            members(entry.extraFields, " ")
            for localization in entry.localizations ?? [] {
                lines.append(" \(localization.language) \(localization.location)")
                content(localization.content, "  ")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// A generated `substitutions` value: most of them as Xcode writes them, some with what only the
    /// plain reader decides (a name twice, a field twice, an `argNum` that is no integer, a specifier that
    /// is no string, a substitution that is no object, unknown fields, variations of other kinds, no
    /// fields at all), with escapes and non-ASCII text in names and values.
    static func substitutions(_ generator: inout SeededGenerator, indent: String, clean: Bool) -> String {
        func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
        let names = ["count", "minutes", "n\\u00e9", "arg😀", "count"]
        var parts: [String] = []
        for number in 0..<(1 + pick(3)) {
            // In a clean catalog nothing that the plain reader refuses: no name twice, no odd value.
            let name = clean ? ["count", "minutes", "n\\u00e9", "arg😀"][number] : names[pick(number == 0 ? 4 : 5)]
            let odd = clean ? 0 : 1
            var fields: [String] = []
            if pick(8) != 0 { fields.append("\"argNum\" : \([String(number + 1), "-2", "1.5", "\"1\"", "1e2"][pick(10) < 7 ? 0 : odd == 0 ? 1 : 1 + pick(4)])") }
            if pick(8) != 0 { fields.append("\"formatSpecifier\" : \(["\"lld\"", "\"@\"", "\"d\\u00e9\"", "3"][pick(10) < 8 ? 0 : 1 + pick(2 + odd)])") }
            if pick(12) == 0 { fields.append("\"extra\" : [1, {\"x\" : true}]") }
            if pick(10) != 0 {
                let cases = ["one", "other", "few", "zero"].prefix(1 + pick(4)).map { name in
                    "\"\(name)\" : { \"stringUnit\" : { \"state\" : \"\(["translated", "new", "needs_review", "tr\\u0061nslated", "x"][pick(5)])\", \"value\" : \"%arg \(["été", "ملف", "a\\\"b", "😀 x", "plain"][pick(5)])\" } }"
                }
                let kind = ["plural", "plural", "device", "custom"][pick(4)]
                let body = !clean && pick(10) == 0 ? "\"\(kind)\" : 5" : "\"\(kind)\" : {\n\(indent)    " + cases.joined(separator: ",\n\(indent)    ") + "\n\(indent)  }"
                fields.append("\"variations\" : {\n\(indent)  \(body)\n\(indent)}")
            }
            if !clean && pick(20) == 0, let first = fields.first { fields.append(first) }
            if pick(4) == 0 { fields.shuffle(using: &generator) }
            let value = !clean && pick(25) == 0 ? "[]" : "{\n\(indent)  " + fields.joined(separator: ",\n\(indent)  ") + "\n\(indent)}"
            parts.append("\"\(name)\" : \(value)")
        }
        return "{\n\(indent)" + parts.joined(separator: ",\n\(indent)") + "\n\(indent)}"
    }

    static func catalog(_ generator: inout SeededGenerator, entries: Int, clean: Bool) -> String {
        func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
        var entryTexts: [String] = []
        for number in 0..<entries {
            var localizations: [String] = []
            for language in ["ar", "de", "en", "fr", "ja"] where pick(5) != 0 {
                let state = ["translated", "needs_review", "new", "stale", "translated\\u0020", "übersetzt"][pick(10) < 6 ? 0 : pick(6)]
                let value = ["%lld day %#@count@", "\\\"q\\\" %#@minutes@", "日本 %#@count@ %#@n\\u00e9@", "ok"][pick(4)]
                var fields = ["\"stringUnit\" : {\n          \"state\" : \"\(state)\",\n          \"value\" : \"\(value)\"\n        }"]
                if pick(3) != 0 { fields.append("\"substitutions\" : " + substitutions(&generator, indent: "        ", clean: clean)) }
                if pick(15) == 0 { fields.append(clean ? "\"unknown\" : {}" : "\"substitutions\" : {}") }
                if pick(20) == 0 { fields.append("\"other\" : null") }
                if pick(4) == 0 { fields.reverse() }
                localizations.append("\"\(language)\" : {\n        " + fields.joined(separator: ",\n        ") + "\n      }")
            }
            entryTexts.append("\"key \(number) %#@count@\" : {\n    \"localizations\" : {\n      " + localizations.joined(separator: ",\n      ") + "\n    }\n  }")
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n  " + entryTexts.joined(separator: ",\n  ") + "\n  },\n  \"version\" : \"1.0\"\n}"
    }

    /// The streaming reader, which reads substitutions straight from the bytes, against the plain one over
    /// generated catalogs, whole and damaged: the same model with every location, or the same error.
    @Test func generatedCatalogsWithSubstitutionsAgreeWithThePlainReader() {
        var generator = SeededGenerator(seed: 1616)
        let replacements: [UInt8] = [0x00, 0x0A, 0x22, 0x2C, 0x3A, 0x5B, 0x5D, 0x7B, 0x7D, 0xFF, 0x20, 0x31, 0x5C]
        var read = 0
        for round in 0..<400 {
            var bytes = Array(Self.catalog(&generator, entries: 1 + Int(generator.next() % 6), clean: round % 4 == 0).utf8)
            if round % 2 == 1 {
                let offset = Int(generator.next() % UInt64(bytes.count))
                bytes[offset] = replacements[Int(generator.next() % UInt64(replacements.count))]
            }
            if round % 5 == 4 { bytes = Array(bytes[..<Int(generator.next() % UInt64(bytes.count))]) }
            let streaming = Result<Catalog, InputError> { () throws(InputError) in try Catalog(bytes: bytes, path: "p") }
            let plain = Result<Catalog, InputError> { () throws(InputError) in try Catalog(decodingTreeOf: bytes, path: "p") }
            if case .success = streaming { read += 1 }
            #expect(Self.dump(streaming) == Self.dump(plain), "round \(round): \(text(bytes))")
        }
        // Most whole catalogs are read, so the fast path is held to the plain one, not only errors.
        #expect(read >= 80)
    }

    /// Language codes are looked up by their bytes among those read before: codes of every length around
    /// the two words they are packed in (7, 8, 9, 15, 16 and 17 bytes), codes that are equal as strings but
    /// not as bytes (an escape, a composed and a decomposed letter), non-ASCII codes, duplicates, codes out
    /// of order and more codes than are kept must all read as the plain reader reads them.
    @Test func languageCodesAgreeWithThePlainReader() {
        var pool = ["en", "de", "d\\u0065", "fr", "abcdefg", "abcdefgh", "abcdefghi", "abcdefghijklmno",
                    "abcdefghijklmnop", "abcdefghijklmnopq", "caf\u{E9}", "cafe\u{301}", "zh-Hans", "pt-BR", "x", ""]
        pool += (0..<80).map { "l\($0)" }
        var generator = SeededGenerator(seed: 6464)
        var read = 0
        var manyLanguages = 0
        for round in 0..<300 {
            func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
            var entries: [String] = []
            // Every tenth catalog's entries have 40 languages, more than the reader's buffer first holds.
            let sameOrder = round % 10 == 0 ? Array(pool[16..<56])
                : (0..<(2 + pick(6))).map { _ in pool[pick(round % 3 == 0 ? pool.count : 16)] }
            for number in 0..<(1 + pick(8)) {
                // Mostly the same languages in the same order, as Xcode writes them; sometimes others.
                var languages = pick(4) == 0 ? (0..<pick(5)).map { _ in pool[pick(pool.count)] } : sameOrder
                if pick(3) == 0 { languages.sort() }
                let localizations = languages.map { language in
                    "\"\(language)\" : {\n        \"stringUnit\" : {\n          \"state\" : \"translated\",\n          \"value\" : \"v\"\n        }\n      }"
                }
                entries.append("\"k\(number)\" : {\n    \"localizations\" : {\n      " + localizations.joined(separator: ",\n      ") + "\n    }\n  }")
            }
            let bytes = Array(("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n  " + entries.joined(separator: ",\n  ") + "\n  }\n}").utf8)
            let streaming = Result<Catalog, InputError> { () throws(InputError) in try Catalog(bytes: bytes, path: "p") }
            let plain = Result<Catalog, InputError> { () throws(InputError) in try Catalog(decodingTreeOf: bytes, path: "p") }
            if case .success(let catalog) = streaming {
                read += 1
                if catalog.entries.contains(where: { ($0.localizations?.count ?? 0) > 32 }) { manyLanguages += 1 }
            }
            #expect(Self.dump(streaming) == Self.dump(plain), "round \(round): \(text(bytes))")
        }
        #expect(read > 100)
        #expect(manyLanguages >= 20)
    }

    /// A large generated catalog goes through the chunked reader on several threads, and agrees too.
    @Test func aLargeGeneratedCatalogAgreesWithThePlainReader() throws {
        var generator = SeededGenerator(seed: 61)
        let bytes = Array(Self.catalog(&generator, entries: 400, clean: true).utf8)
        #expect(bytes.count > CatalogChunkedReader.minimumBytes)
        let streaming = Result<Catalog, InputError> { () throws(InputError) in try Catalog(bytes: bytes, path: "p") }
        let plain = Result<Catalog, InputError> { () throws(InputError) in try Catalog(decodingTreeOf: bytes, path: "p") }
        #expect(Self.dump(streaming) == Self.dump(plain))
        #expect((try? streaming.get()) != nil, "\(Self.dump(streaming).prefix(300))")
    }

    /// A catalog file large enough to be mapped is loaded as its bytes read into memory are: the same model
    /// with every location, and the snapshot of the file; one that does not parse gives the same error.
    @Test func aMappedCatalogFileLoadsAsItsBytesRead() throws {
        var generator = SeededGenerator(seed: 67)
        let bytes = Array(Self.catalog(&generator, entries: 400, clean: true).utf8)
        #expect(bytes.count >= MappedFile.minimumMappedSize)
        let folder = try makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/Localizable.xcstrings"
        for candidate in [bytes, Array(bytes.dropLast(40))] {
            #expect(FileManager.default.createFile(atPath: path, contents: Data(candidate)))
            let loaded = Result<Catalog, InputError> { () throws(InputError) in try Catalog.load(path: path) }
            let read = Result<Catalog, InputError> { () throws(InputError) in try Catalog(bytes: candidate, path: path) }
            #expect(Self.dump(loaded) == Self.dump(read))
            if case .success(let catalog) = loaded {
                #expect(catalog.snapshot?.identity == FileIdentity.ofRegularFile(path: path))
            }
        }
        #expect(throws: InputError.self) { try Catalog.load(path: path) }
    }

    /// The substitutions of a catalog Xcode writes are read straight from the bytes, not as trees: the
    /// streaming parser's content reader gives them with their locations.
    @Test func substitutionsAreReadWithEveryLocation() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%#@count@" : {
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "%#@count@"
                      },
                      "substitutions" : {
                        "count" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "%arg day"
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = try Catalog(bytes: Array(text.utf8), path: "p")
        let localization = try #require(catalog.entries.first?.localizations?.first)
        let substitution = try #require(localization.content.substitutions?.first)
        #expect(substitution.name == "count")
        #expect(substitution.location == SourceLocation(file: "p", line: 12, column: 13))
        #expect(substitution.argumentNumber == 1)
        #expect(substitution.formatSpecifier == "lld")
        let variations = try #require(substitution.variations)
        #expect(variations.location == SourceLocation(file: "p", line: 15, column: 15))
        let one = try #require(variations.plural?["one"])
        #expect(one.location == SourceLocation(file: "p", line: 17, column: 19))
        #expect(one.content.stringUnit?.value == "%arg day")
        #expect(one.content.stringUnit?.valueLocation == SourceLocation(file: "p", line: 20, column: 33))
        #expect(one.content.stringUnit?.state == .translated)
        #expect(Self.dump(.success(catalog)) == Self.dump(Result { () throws(InputError) in
            try Catalog(decodingTreeOf: Array(text.utf8), path: "p")
        }))
    }
}
