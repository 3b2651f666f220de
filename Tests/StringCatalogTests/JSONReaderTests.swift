import JSON
import Diagnostics
import Testing
@testable import StringCatalog

@Suite struct JSONReaderTests {
    @Test func keepsMemberOrderAndPositionsOfKeysAndValues() throws {
        let text = "{\n  \"zeta\" : 1,\n  \"alpha\" : [\n    true,\n    null\n  ],\n  \"한국어\" : \"값\"\n}"
        let root = try JSONReader.parse(Array(text.utf8), path: "a.json")
        let members = try #require(root.members)
        #expect(members.map(\.key) == ["zeta", "alpha", "한국어"])
        #expect(root.position == JSONPosition(line: 1, column: 1))
        #expect(members[0].keyPosition == JSONPosition(line: 2, column: 3))
        #expect(members[0].value.position == JSONPosition(line: 2, column: 12))
        #expect(members[1].value.position == JSONPosition(line: 3, column: 13))
        let elements = try #require(members[1].value.elements)
        #expect(elements.map(\.position) == [JSONPosition(line: 4, column: 5), JSONPosition(line: 5, column: 5)])
        #expect(elements[0].bool == true)
        // Columns count UTF-8 bytes: "한국어" is 9 bytes, so the value starts at 3 + 11 + 3 = 17.
        #expect(members[2].value.position == JSONPosition(line: 7, column: 17))
        #expect(members[2].value.string == "값")
        #expect(members[2].value.position.location(in: "a.json") == SourceLocation(file: "a.json", line: 7, column: 17))
    }

    @Test func countsColumnsThroughLongIndentationTabsAndCRLF() throws {
        let source = "{\r\n" + String(repeating: " ", count: 20) + "\"a\" :\t\t1,\n" + String(repeating: " ", count: 17)
            + "\"b\" : 2" + String(repeating: " ", count: 9) + "}"
        let root = try JSONReader.parse(Array(source.utf8), path: "w")
        let members = try #require(root.members)
        #expect(members.map(\.keyPosition) == [JSONPosition(line: 2, column: 21), JSONPosition(line: 3, column: 18)])
        #expect(members.map(\.value.position) == [JSONPosition(line: 2, column: 28), JSONPosition(line: 3, column: 24)])
        let error = try #require(jsonError(String(repeating: " ", count: 30) + "\n" + String(repeating: " ", count: 11) + "x"))
        #expect(error.location?.line == 2)
        #expect(error.location?.column == 12)
    }

    /// Runs of spaces of every length up to five words, ending at every byte of a word, then a value:
    /// the run's end is found inside a word, and the last bytes of the file are read one at a time.
    @Test(arguments: 0...40) func findsTheEndOfEveryRunOfSpaces(length: Int) throws {
        let spaces = String(repeating: " ", count: length)
        let array = try JSONReader.parse(Array(("[" + spaces + "1" + spaces + "]").utf8), path: "s")
        #expect(array.elements?.first?.position == JSONPosition(line: 1, column: length + 2))
        let object = try JSONReader.parse(
            Array(("{\n" + spaces + "\"k\":" + spaces + "\"v\"" + spaces + "}").utf8), path: "s")
        let member = try #require(object.members?.first)
        #expect(member.keyPosition == JSONPosition(line: 2, column: length + 1))
        #expect(member.value.position == JSONPosition(line: 2, column: 2 * length + 5))
        #expect(member.value.string == "v")
        let number = try JSONReader.parse(Array((spaces + "7" + spaces).utf8), path: "s")
        #expect(number.position == JSONPosition(line: 1, column: length + 1))
        let error = try #require(jsonError("[" + spaces + "x"))
        #expect(error.location?.column == length + 2)
    }

    @Test func numbersKeepTheirTextAndWriteBackExactly() throws {
        let root = try JSONReader.parse(Array("[1.50, -0, 2E+10, 1e-3, 123456789012345678901234567890]".utf8), path: "n")
        #expect(root.elements?.compactMap(\.numberText) == ["1.50", "-0", "2E+10", "1e-3", "123456789012345678901234567890"])
        let written = text(JSONWriter.xcodeFormatted(root))
        #expect(written == "[\n  1.50,\n  -0,\n  2E+10,\n  1e-3,\n  123456789012345678901234567890\n]")
    }

    @Test func decodesEveryEscape() throws {
        let source = #"["\"\\\/\b\f\n\r\t", "\u00e9\u0041\u4E2D", "\ud83d\ude00", "a\u0000b"]"#
        let root = try JSONReader.parse(Array(source.utf8), path: "e")
        #expect(root.elements?.compactMap(\.string) == ["\"\\/\u{8}\u{C}\n\r\t", "éA中", "😀", "a\u{0}b"])
    }

    @Test func readsNonASCIIStringsWithoutEscapes() throws {
        let source = "[\"مرحبا بالعالم\", \"안녕하세요\", \"😀 emoji\", \"mixed é and \\n escape\"]"
        let root = try JSONReader.parse(Array(source.utf8), path: "u")
        #expect(root.elements?.compactMap(\.string) == ["مرحبا بالعالم", "안녕하세요", "😀 emoji", "mixed é and \n escape"])
    }

    @Test func acceptsNestingUpToTheLimit() throws {
        let depth = JSONReader.maximumDepth
        let source = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var node = try JSONReader.parse(Array(source.utf8), path: "deep")
        var levels = 1
        while let first = node.elements?.first {
            node = first
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func errorsRenderAsPathLineColumn() throws {
        let error = try #require(jsonError("{\n  \"a\" : 1,\n}", path: "Sub/Localizable.xcstrings"))
        #expect(error.description == "Sub/Localizable.xcstrings:2:10: error: trailing comma after the last member of an object")
    }

    struct BadInput: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { name }

        init(_ name: String, _ text: String, _ line: Int, _ column: Int, _ message: String) {
            self.init(name, Array(text.utf8), line, column, message)
        }

        init(_ name: String, _ bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
            self.name = name
            self.bytes = bytes
            self.line = line
            self.column = column
            self.message = message
        }
    }

    static let badInputs: [BadInput] = [
        BadInput("truncated object", "{\n  \"a\" : {\n    \"b\" : 1", 3, 12, "unexpected end of file, expected ',' or '}'"),
        BadInput("truncated after a key", "{\n  \"a\"", 2, 6, "unexpected end of file, expected ':'"),
        BadInput("truncated inside a string", "{\n  \"a\" : \"abc", 2, 13, "unexpected end of file inside a string"),
        BadInput("truncated array", "[1,\n 2", 2, 3, "unexpected end of file, expected ',' or ']'"),
        BadInput("truncated literal", "[tru", 1, 5, "unexpected end of file, expected 'true'"),
        BadInput("trailing comma in an object", "{\n  \"a\" : 1,\n}", 2, 10, "trailing comma after the last member of an object"),
        BadInput("trailing comma in an array", "[1, 2, ]", 1, 6, "trailing comma after the last element of an array"),
        BadInput("trailing comma in an array across lines", "[\n  1,\n  2,\n]", 3, 4, "trailing comma after the last element of an array"),
        BadInput("duplicate key", "{\n  \"a\" : 1,\n  \"a\" : 2\n}", 3, 3, "duplicate key \"a\" in object (first at line 2, column 3)"),
        BadInput("keys differing only in normalization", "{\"caf\u{E9}\" : 1, \"cafe\u{301}\" : 2}", 1, 15, "differs from the key at line 1, column 2 only in Unicode normalization"),
        BadInput("duplicate nested key", "{\"x\" : {\"k\" : 1, \"j\" : 2, \"k\" : 3}}", 1, 27, "duplicate key \"k\""),
        BadInput("invalid UTF-8 byte", [UInt8]("{\"a\" : \"x".utf8) + [0xFF] + Array("y\"}".utf8), 1, 10, "invalid UTF-8"),
        BadInput("overlong UTF-8", [UInt8]("[\"ab".utf8) + [0xC0, 0xAF] + Array("\"]".utf8), 1, 5, "invalid UTF-8"),
        BadInput("UTF-8 surrogate", [UInt8]("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8), 1, 3, "invalid UTF-8"),
        BadInput("cut UTF-8 sequence", [UInt8]("[\"\n\"".utf8) + [0xE2, 0x82], 1, 3, "unescaped control character U+000A (line feed)"),
        BadInput("cut UTF-8 sequence at the end", [UInt8]("[\"".utf8) + [0xE2, 0x82], 1, 3, "invalid UTF-8"),
        BadInput("invalid UTF-8 outside a string", [UInt8]("[1, ".utf8) + [0xFE], 1, 5, "invalid UTF-8 byte 0xFE"),
        BadInput("UTF-8 byte-order mark", [0xEF, 0xBB, 0xBF] + Array("{}".utf8), 1, 1, "byte-order mark"),
        BadInput("UTF-16 byte-order mark", [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], 1, 1, "UTF-16 byte-order mark"),
        BadInput("too deep", String(repeating: "[", count: 65) + String(repeating: "]", count: 65), 1, 65, "nesting is deeper than 64 levels"),
        BadInput("too deep objects", String(repeating: "{\"a\":", count: 65) + "1" + String(repeating: "}", count: 65), 1, 321, "nesting is deeper than 64 levels"),
        BadInput("empty file", "", 1, 1, "file is empty"),
        BadInput("only white space", "\n\n  ", 3, 3, "file is empty (only white space)"),
        BadInput("bad escape", "[\"a\\q\"]", 1, 4, "invalid escape sequence: backslash followed by 'q'"),
        BadInput("bad unicode escape", "[\"\\u12G4\"]", 1, 3, "invalid \\u escape: expected four hex digits"),
        BadInput("lone high surrogate", "[\"x\\uD800y\"]", 1, 4, "unpaired UTF-16 high surrogate"),
        BadInput("lone low surrogate", "[\"\\uDC00\"]", 1, 3, "unpaired UTF-16 low surrogate"),
        BadInput("tab in a string", "[\"a\tb\"]", 1, 4, "unescaped control character U+0009 (tab) in a string"),
        BadInput("newline in a string", "{\n  \"a\" : \"one\ntwo\"\n}", 2, 13, "unescaped control character U+000A (line feed)"),
        BadInput("garbage after the value", "{}\n x", 2, 2, "unexpected 'x' after the end of the JSON value"),
        BadInput("second value", "{} {}", 1, 4, "unexpected '{' after the end of the JSON value"),
        BadInput("missing colon", "{\"a\" 1}", 1, 6, "unexpected '1', expected ':' after the key"),
        BadInput("missing comma", "{\"a\" : 1 \"b\" : 2}", 1, 10, "expected ',' or '}'"),
        BadInput("unquoted key", "{a : 1}", 1, 2, "unexpected 'a', expected '\"' starting a key"),
        BadInput("single quotes", "['a']", 1, 2, "unexpected ''', expected a value"),
        BadInput("leading zero", "[01]", 1, 2, "leading zeros are not allowed"),
        BadInput("bare minus", "[-]", 1, 2, "expected a digit after '-'"),
        BadInput("fraction without digits", "[1.]", 1, 2, "expected a digit after '.'"),
        BadInput("exponent without digits", "[1e+]", 1, 2, "expected a digit in the exponent"),
        BadInput("plus sign", "[+1]", 1, 2, "unexpected '+', expected a value"),
        BadInput("misspelt literal", "{\"한\" : tru }", 1, 10, "invalid literal, expected 'true'"),
        BadInput("column counts bytes after non-ASCII", "{\"한국\" : 1,,}", 1, 15, "expected '\"' starting a key"),
    ]

    @Test(arguments: badInputs)
    func rejectsBadInputAtTheExactPosition(_ input: BadInput) throws {
        let error = try #require(jsonError(input.bytes, path: "bad.json"))
        #expect(error.location == SourceLocation(file: "bad.json", line: input.line, column: input.column))
        #expect(error.message.contains(input.message), "message was: \(error.message)")
        #expect(error.description.hasPrefix("bad.json:\(input.line):\(input.column): error: "))
    }

    @Test func findsDuplicatesInLargeObjectsToo() throws {
        // Past 64 members the reader switches from comparing keys to a set; both must catch duplicates.
        var lines = (0..<100).map { "  \"key\($0)\" : \($0)," }
        lines.append("  \"key42\" : 0")
        let error = try #require(jsonError("{\n" + lines.joined(separator: "\n") + "\n}"))
        #expect(error.location == SourceLocation(file: "input.json", line: 102, column: 3))
        #expect(error.message == "duplicate key \"key42\" in object (first at line 44, column 3)")
    }

    @Test func keysWithTheSameFingerprintButDifferentMiddlesAreNotDuplicates() throws {
        // Same length, same first and last eight bytes: equal fingerprints, so the strings are compared.
        let source = #"{"abcdefgh-X-12345678" : 1, "abcdefgh-Y-12345678" : 2, "short" : 3, "shorT" : 4}"#
        let root = try JSONReader.parse(Array(source.utf8), path: "f")
        #expect(root.members?.map(\.key) == ["abcdefgh-X-12345678", "abcdefgh-Y-12345678", "short", "shorT"])
    }

    @Test(arguments: [
        (#"{"abcdefgh-X-12345678" : 1, "abcdefgh-X-12345678" : 2}"#, 29, "duplicate key"),
        (#"{"ab" : 1, "a\u0062" : 2}"#, 12, "duplicate key \"ab\""),
        (#"{"a\u0062" : 1, "ab" : 2}"#, 17, "duplicate key \"ab\""),
        ("{\"\u{212A}elvin\" : 1, \"Kelvin\" : 2}", 18, "only in Unicode normalization"),
        ("{\"Kelvin\" : 1, \"\u{212A}elvin\" : 2}", 16, "only in Unicode normalization"),
    ])
    func findsDuplicatesWhateverTheirSpelling(source: String, column: Int, message: String) throws {
        let error = try #require(jsonError(source))
        #expect(error.location?.column == column)
        #expect(error.message.contains(message), "message was: \(error.message)")
    }

    @Test func readsFilesAndNamesMissingOnes() throws {
        let root = try JSONReader.parse(contentsOf: fixturePath("complete.xcstrings"))
        #expect(root["sourceLanguage"]?.string == "en")
        let missing = fixturePath("does-not-exist.json")
        #expect(throws: InputError.self) { try JSONReader.parse(contentsOf: missing) }
        do {
            _ = try JSONReader.parse(contentsOf: missing)
        } catch {
            #expect(error.path == missing)
            #expect(error.description.hasPrefix("\(missing): error: cannot open file"))
        }
    }
}

@Suite struct JSONTypedAccessTests {
    @Test func typedAccessorsReturnValuesOrPointAtTheWrongOne() throws {
        let source = "{\n  \"rules\" : [\"a\"],\n  \"strict\" : true,\n  \"limit\" : 3,\n  \"ratio\" : 0.5,\n  \"name\" : 7\n}"
        let root = try JSONReader.parse(Array(source.utf8), path: ".stringsguard.json")
        let file = ".stringsguard.json"
        #expect(try root.expectObject("root", file: file).count == 5)
        #expect(try root["rules"]?.expectArray("rules", file: file).first?.expectString("rules", file: file) == "a")
        #expect(try root["strict"]?.expectBool("strict", file: file) == true)
        #expect(try root["limit"]?.expectInteger("limit", file: file) == 3)
        #expect(try root["ratio"]?.expectNumber("ratio", file: file) == 0.5)
        do {
            _ = try root["name"]?.expectString("name", file: file)
            Issue.record("a number was accepted as a string")
        } catch {
            #expect(error.description == ".stringsguard.json:6:12: error: \"name\" must be a string, found a number")
        }
        #expect(throws: InputError.self) { try root["ratio"]?.expectInteger("ratio", file: file) }
        #expect(throws: InputError.self) { try root["rules"]?.expectObject("rules", file: file) }
    }
}
