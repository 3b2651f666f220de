import Diagnostics
import Foundation
import SafeXML
import Testing

@testable import StringsTables

private let path = "de.lproj/Localizable.strings"

private func parse(_ text: String) throws -> (entries: [StringsFileEntry], notes: [LegacyTableNote]) {
    try StringsFileParser.parse(fileBytes: Array(text.utf8), path: path)
}

private func parseError(_ bytes: [UInt8]) -> String? {
    do {
        _ = try StringsFileParser.parse(fileBytes: bytes, path: path)
        return nil
    } catch {
        return error.description
    }
}

private func parseError(_ text: String) -> String? { parseError(Array(text.utf8)) }

@Suite struct StringsFileParserTests {
    init() { SafeXMLTreeReader.install() }

    @Test func everyEscapeReadsAsTheSystemReadsIt() throws {
        let (entries, notes) = try parse(#"""
            "controls" = "n\n t\t r\r a\a b\b f\f v\v";
            "quotes" = "double\" single\' backslash\\ other\x";
            "unicode" = "\U00e9\U20AC \UD83C\UDF0A short\U41 zero\U";
            "octal" = "\101\102 \335 \200 \377 \0";
            "lowercase" = "\u00e9";
            "continued" = "one\
            two";
            "accented" = "\é";
            """#)
        let values = Dictionary(uniqueKeysWithValues: entries.map { ($0.key, $0.value) })
        #expect(values["controls"] == "n\n t\t r\r a\u{07} b\u{08} f\u{0C} v\u{0B}")
        #expect(values["quotes"] == "double\" single' backslash\\ otherx")
        #expect(values["unicode"] == "é€ 🌊 shortA zero\u{0}")
        // Octal escapes name NeXTSTEP characters: 0o335 is é there, 0o200 a no-break space, 0o377 undefined.
        #expect(values["octal"] == "AB é \u{A0} \u{FFFD} \u{0}")
        #expect(values["lowercase"] == "u00e9")
        #expect(values["continued"] == "one\ntwo")
        #expect(values["accented"] == "é")
        #expect(notes.map(\.description) == [
            "\(path):5:16: note: \\u is not an escape in a strings file: the system shows the letter u and the "
                + "digits after it; write \\U (capital U) for a character code",
        ])
    }

    @Test func halfASurrogatePairShowsAsAReplacementCharacter() throws {
        let (entries, notes) = try parse(#""lone" = "a\UD83Cb \UDF0A";"#)
        #expect(entries.first?.value == "a\u{FFFD}b \u{FFFD}")
        #expect(notes.map(\.location.column) == [12, 20])
        #expect(notes.first?.message.hasPrefix("\\UD83C is half of a surrogate pair") == true)
    }

    @Test func theCommentBeforeAnEntryIsItsComment() throws {
        let (entries, _) = try parse("""
            /*
              Localizable.strings
              Set off by a blank line: nobody's comment.
            */

            "no comment" = "1";
            /* Block comment */
            "block" = "2";
            // Line one
            // line two
            "lines" = "3"; // trailing, on the entry's own line

            /* Far away */

            "far" = "4";
            /* No comment provided by engineer. */
            "placeholder" = "5";
            /* first */ /* nearest */ "same line" = "6";
            "next after trailing" = "7";
            """)
        let comments = entries.map(\.comment)
        #expect(entries.map(\.key) == ["no comment", "block", "lines", "far", "placeholder", "same line", "next after trailing"])
        #expect(comments == [nil, "Block comment", "Line one\nline two", nil, nil, "nearest", nil])
    }

    @Test func aTrailingCommentIsTheEntrysOwnWhenItHasNone() throws {
        let (entries, _) = try parse("""
            "a" = "1"; // about a
            "b" = "2";
            """)
        #expect(entries.map(\.comment) == ["about a", nil])
    }

    @Test func unquotedStringsShorthandsBracesAndSingleQuotes() throws {
        let (entries, _) = try parse("""
            {
                WidgetKind = TideWidget;
                path = a/b:c.d-e_$1;
                "Harbor";
                'single' = 'It\\'s "fine"';
            }
            """)
        #expect(entries.map(\.key) == ["WidgetKind", "path", "Harbor", "single"])
        #expect(entries.map(\.value) == ["TideWidget", "a/b:c.d-e_$1", "Harbor", #"It's "fine""#])
        // The shorthand's value is its key, so it is located at the key.
        #expect(entries[2].valueLocation == location(path, 4, 5))
    }

    @Test func aKeyGivenTwiceKeepsItsLastValueAndSaysSo() throws {
        let (entries, notes) = try parse("""
            "Offline" = "Offline";
            "Online" = "Online";
            "Offline" = "Keine Verbindung";
            """)
        #expect(entries.map(\.key) == ["Offline", "Online"])
        #expect(entries[0].value == "Keine Verbindung")
        #expect(entries[0].keyLocation == location(path, 3, 1))
        #expect(notes.map(\.description) == [
            "\(path):3:1: note: \"Offline\" is given twice in this file (first on line 1); the system keeps this last value",
        ])
    }

    @Test func positionsCountUTF8BytesOfTheLine() throws {
        let (entries, _) = try parse("\"Offline\" = \"Brak połączenia\"; \"Harbor\" = \"Port\";\r\n\"é\" = \"ü\";\r\"last\" = \"x\";")
        #expect(entries.map(\.keyLocation) == [location(path, 1, 1), location(path, 1, 34), location(path, 2, 1), location(path, 3, 1)])
        #expect(entries.map(\.valueLocation) == [location(path, 1, 13), location(path, 1, 45), location(path, 2, 8), location(path, 3, 10)])
    }

    @Test func everyEncodingReadsTheSameEntriesAtTheSamePlaces() throws {
        let text = "/* Tide */\n\"Next tide\" = \"المد التالي\"; \"Waves\" = \"🌊 %@\";\n"
        let utf16 = Array(text.utf16)
        let littleEndian = utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let bigEndian = utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        let encodings: [(String, [UInt8])] = [
            ("UTF-8", Array(text.utf8)),
            ("UTF-8 with BOM", [0xEF, 0xBB, 0xBF] + Array(text.utf8)),
            ("UTF-16LE with BOM", [0xFF, 0xFE] + littleEndian),
            ("UTF-16LE", littleEndian),
            ("UTF-16BE with BOM", [0xFE, 0xFF] + bigEndian),
            ("UTF-16BE", bigEndian),
        ]
        for (name, bytes) in encodings {
            let (entries, _) = try StringsFileParser.parse(fileBytes: bytes, path: path)
            #expect(entries.map(\.key) == ["Next tide", "Waves"], "\(name)")
            #expect(entries.map(\.value) == ["المد التالي", "🌊 %@"], "\(name)")
            #expect(entries.map(\.comment) == ["Tide", nil], "\(name)")
            #expect(entries.map(\.keyLocation) == [location(path, 2, 1), location(path, 2, 40)], "\(name)")
            #expect(entries.map(\.valueLocation) == [location(path, 2, 15), location(path, 2, 50)], "\(name)")
        }
    }

    @Test func aPropertyListSavedAsXMLReadsWithPositions() throws {
        let (entries, _) = try parse("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>Next tide</key>
            \t<string>Nächste Tide</string>
            </dict>
            </plist>
            """)
        #expect(entries == [StringsFileEntry(
            key: "Next tide", value: "Nächste Tide", comment: nil, keyLocation: location(path, 4, 2),
            valueLocation: location(path, 5, 2))])
        let utf16 = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<plist><dict><key>k</key><string>v</string></dict></plist>"
        let utf16Entries = try StringsFileParser.parse(
            fileBytes: [0xFF, 0xFE] + Array(utf16.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, path: path).entries
        #expect(utf16Entries.map { [$0.key, $0.value] } == [["k", "v"]])
        #expect(utf16Entries.first?.keyLocation.line == 2)
        #expect(parseError("<plist><dict><key>a</key><integer>1</integer></dict></plist>")
            == "\(path):1:26: error: the value of \"a\" must be a <string>, found <integer>")
    }

    /// Foundation's property list reader is Core Foundation's, the code that reads strings files on the device.
    @Test(arguments: ["en", "de", "pl"])
    func readsWhatFoundationsOwnReaderReads(language: String) throws {
        let bytes = try #require(FileManager.default.contents(atPath: harborWidgetFile(language, "strings")))
        var format = PropertyListSerialization.PropertyListFormat.openStep
        let foundation = try #require(
            try PropertyListSerialization.propertyList(from: bytes, options: [], format: &format) as? [String: String])
        let ours = try StringsFileParser.parse(fileBytes: [UInt8](bytes), path: path).entries
        #expect(Dictionary(uniqueKeysWithValues: ours.map { ($0.key, $0.value) }) == foundation)
    }

    @Test(arguments: [
        #""controls" = "\n\t\r\a\b\f\v"; "quotes" = "\" \' \\ \x \é";"#,
        "\"continued\" = \"a\\\nb\";",
        #""unicode" = "\U00e9\U20AC \UD83C\UDF0A \U41 \U"; "octal" = "\101\102 \335 \200 \0 \1234"; "u" = "\u00e9";"#,
        "{ WidgetKind = TideWidget; path = a/b:c.d-e_$1; \"Harbor\"; 'single' = 'It\\'s'; }",
        "/* a */ \"k\" = \"1\"; // b\n\"k\" = \"2\";\r\n\"é\"=\"ü\"\u{2028};",
        // Reading stops, without an error, where a key cannot begin: the entries after are never read.
        "\"a\" = \"b\";;\n\"c\" = \"d\";",
        "\"a\" = \"b\";\n« \"c\" = \"d\";",
    ])
    func theSyntaxReadsAsFoundationReadsIt(text: String) throws {
        var format = PropertyListSerialization.PropertyListFormat.openStep
        let foundation = try #require(
            try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: &format) as? [String: String])
        let ours = try parse(text).entries
        #expect(Dictionary(uniqueKeysWithValues: ours.map { ($0.key, $0.value) }) == foundation)
    }

    @Test func anEmptyFileHasNoEntries() throws {
        #expect(try parse("").entries.isEmpty)
        #expect(try parse("  // only a comment\n").entries.isEmpty)
        #expect(try parse("{ }").entries.isEmpty)
    }

    @Test func malformedTextIsOneLineAtTheOffendingByte() {
        let cases: [(String, String)] = [
            ("\"One\" = \"Eins\";\n\"Two\" = \"Zwei\"\n\"Three\" = \"Drei\";",
             "2:15: error: expected ';' after the value of \"Two\", found '\"'"),
            ("\"One\" = \"Eins\"", "1:15: error: expected ';' after the value of \"One\", found the end of the file"),
            // A message is one line, whatever the key holds.
            ("\"two\nlines\\t\" = \"x\"", "2:15: error: expected ';' after the value of \"two\\nlines\\t\", found the end of the file"),
            ("\"One\" = \"Eins\";\n\"Two\" = \"Zwei;", "2:9: error: unterminated string: the closing \" is missing"),
            ("\"One\" = 'Eins;", "1:9: error: unterminated string: the closing ' is missing"),
            ("\"One\" = \"Eins\";\n/* never closed\n\"Two\" = \"Zwei\";", "2:1: error: unterminated comment: the closing */ is missing"),
            ("\"One\" \"Eins\";", "1:7: error: expected '=' after the key \"One\", found '\"'"),
            ("\"One\"", "1:6: error: the file ends after the key \"One\": expected '=' and a value, then ';'"),
            ("\"One\" = ", "1:9: error: the file ends after '=': the value of \"One\" is missing"),
            ("\"One\" = (\"a\");", "1:9: error: the value of \"One\" must be a string, not an array"),
            ("\"One\" = ;", "1:9: error: expected the value of \"One\" (a quoted string), found ';'"),
            ("= \"Eins\";", "1:1: error: expected a key (a quoted string), found '='"),
            ("; \"a\" = \"b\";", "1:1: error: expected a key (a quoted string), found ';'"),
            // Inside braces the system wants the closing brace there, and refuses the file.
            ("{ \"a\" = \"b\";; \"c\" = \"d\"; }", "1:13: error: expected a key (a quoted string), found ';'"),
            ("{ \"a\" = \"b\";", "1:1: error: '{' is never closed: the file ends first"),
            ("{ \"a\" = \"b\"; } \"c\" = \"d\";", "1:16: error: unexpected '\"' after the closing '}'"),
        ]
        for (text, expected) in cases {
            #expect(parseError(text) == "\(path):\(expected)", "\(text)")
        }
    }

    @Test func aStrayCharacterEndsTheTableAndSaysHowMuchIsLost() throws {
        let (entries, notes) = try parse("\"One\" = \"Eins\";;\n\"Two\" = \"Zwei\";\n// later\n\"Three\" = \"Drei\";\n")
        #expect(entries.map(\.key) == ["One"])
        #expect(notes.map(\.description) == [
            "\(path):1:16: note: the system stops reading this file at ';', which cannot begin a key: the 2 entries after it "
                + "are never read, and neither the build nor the app says so; delete it",
        ])
        // At the end of the file nothing is lost yet; the note still says what the character will do.
        let last = try parse("\"One\" = \"Eins\";;\n")
        #expect(last.entries.map(\.key) == ["One"])
        #expect(last.notes.map(\.message) == [
            "the system stops reading this file at ';', which cannot begin a key: no entry follows yet, "
                + "but one added below it would never be read; delete it",
        ])
    }

    @Test func textInNoEncodingItCanReadIsOneLine() {
        // Latin-1 "é" is not UTF-8.
        #expect(parseError(Array("\"a\" = \"b\";\n\"caf".utf8) + [0xE9] + Array("\" = \"x\";".utf8))
            == "\(path):2:5: error: the file is neither UTF-8 nor UTF-16: byte 0xE9 is not valid UTF-8; save it as UTF-8")
        let oddLength: [UInt8] = [0xFF, 0xFE] + Array("\"a\"".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x3B]
        #expect(parseError(oddLength)
            == "\(path):1:4: error: UTF-16 text with an odd number of bytes: the file ends in half a character")
        let unpaired: [UInt8] = [0xFE, 0xFF, 0x00, 0x22, 0xD8, 0x3C, 0x00, 0x22]
        #expect(parseError(unpaired) == "\(path):1:2: error: invalid UTF-16: unpaired surrogate 0xD83C")
    }

    /// A string's plain text is passed over eight bytes at a time: whatever ends it or needs doing (its
    /// quote, an escape, a line break) is found at every place in a word, after ASCII or other text.
    @Test(arguments: ["", "é", "日本"]) func whatEndsAPlainRunIsFoundAtEveryPlace(lead: String) throws {
        for length in 0..<20 {
            let plain = lead + String(repeating: "a", count: length)
            let (entries, _) = try parse("\"k\" = \"\(plain)\";\n\"l\" = '\(plain)\"';\n\"m\" = \"\(plain)\\n\(plain)\";\n\"n\" = \"\(plain)\n\(plain)\";\n\"o\" = \"\(plain)\r\nx\";\n")
            #expect(entries.map(\.key) == ["k", "l", "m", "n", "o"])
            #expect(entries.map(\.value) == [plain, plain + "\"", plain + "\n" + plain, plain + "\n" + plain, plain + "\r\nx"])
            #expect(entries.map(\.valueLocation.line) == [1, 2, 3, 4, 6], "length \(length)")
        }
    }
}
