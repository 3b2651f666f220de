import Diagnostics
import Testing

@testable import Reporting

/// The reports write bytes with shortcuts for the common case (ASCII indentation, text without control
/// characters, lines read once); each shortcut must give what the general way gives, on the text that
/// makes them differ if anything does.
@Suite struct ByteRenderingTests {
    static let trickyLines = [
        "", "   ", "\t\t", "plain", "  \"key\" : \"value\",", "\t\"é\" : \"ü\"\r", "\u{00A0}nbsp\u{00A0}",
        "  \u{3000}ideographic space\u{3000}  ", "\u{2028}", " \u{85}next line\u{85} ", "e\u{301}\u{301}  ",
        "  \u{301}combining first", "😀 ok 😀", " \u{1C}separator\u{1F} ", "\u{FEFF}bom", "\u{1F}", "x",
    ]

    @Test func trimmingASCIIIndentationByBytesAgreesWithUnicode() {
        for line in Self.trickyLines {
            #expect(String(SourceLines.trimmedPart(of: line)) == SourceLines.trimmedByScalars(line), "\(Array(line.unicodeScalars))")
        }
    }

    @Test func utf16ColumnsCountedOnBytesAgreeWithDecodingThePrefix() {
        for line in Self.trickyLines + ["시작 \"키\"", "a😀b😀c", "\u{10FFFF}z"] {
            let bytes = Array(line.utf8)
            for column in 0...(bytes.count + 3) {
                // The conversion as the strings themselves count it.
                let offset = max(0, column - 1)
                let expected: Int
                if offset > bytes.count {
                    expected = line.utf16.count + 1 + (offset - bytes.count)
                } else {
                    var prefix = offset
                    while prefix > 0, prefix < bytes.count, bytes[prefix] & 0xC0 == 0x80 { prefix -= 1 }
                    expected = String(decoding: bytes[..<prefix], as: UTF8.self).utf16.count + 1
                }
                #expect(SourceLines.utf16Column(ofByteColumn: column, in: line) == expected, "\(line) column \(column)")
            }
        }
    }

    @Test func printableTextWrittenAsBytesIsTheEscapedText() {
        for text in Self.trickyLines + ["a\nb", "\u{1B}]0;title\u{7}", "\u{7F}", "\u{9F}", "°C", "€", "…", "\\n"] {
            var out = ReportBytes()
            out.appendPrintable(text)
            #expect(out.string == PrintableText.escaped(text), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func decimalsAsStringWritesThem() {
        for number in [0, 1, 9, 10, 42, 99_999, -1, -10, Int.max, Int.min] {
            var out = ReportBytes()
            out.append(decimal: number)
            #expect(out.string == String(number))
        }
    }

    @Test func fingerprintFieldsAddedOneByOneHashAsAList() {
        var hash = FNV1a()
        hash.add("missing-translation")
        hash.add(Substring("Localizable.xcstrings"))
        hash.add("")
        #expect(hash.hex == FNV1a.hex(["missing-translation", "Localizable.xcstrings", ""]))
        #expect(FNV1a().hex == FNV1a.hex([]))
    }
}
