import Foundation
import Testing
@testable import SourceScanning

/// `FormatPiece.parse` reads UTF-8 bytes; the scalar-by-scalar parser it replaced is kept here as the
/// oracle: both must split every text into the same pieces.
@Suite struct FormatPieceParsingTests {
    @Test func writtenFormatsSplitAsTheScalarParserSplitsThem() {
        let formats = [
            "", "%", "%%", "%%%", "100%", "%@", "%1$@", "%2$lld of %1$@", "%lld%% done", "%lld% done", "Hello %@ %lld",
            "%hhd %hd %ld %qd %Ld %zd %td %jd", "%-5.2f", "%+'08.3lf", "%#x %#o", "%*d %.*f %*.*f", "%1$*2$d",
            "%0$@", "%$@", "%12$", "%.f", "%5", "%l", "%ll", "%lll", "%hhh", "%k", "% d", "%'d",
            "Ünïcödé %@ 日本語 %lld 🇰🇷", "%@é", "é%", "%é", "%1$é", "\u{0}%@\u{0}", "%%@", "%%%@", "%@%", "%@%%",
            "a%b%c", "%1$@ %1$@", "%99999999999999999999$@", "%#@count@", "%#@n@ and %#@m@", "\n%@\t",
        ]
        for format in formats {
            #expect(FormatPiece.parse(format) == ScalarFormatParser.parse(format), "\(format.debugDescription)")
        }
    }

    @Test func generatedFormatsSplitAsTheScalarParserSplitsThem() {
        var generator = SplitMix(seed: 0x5eed_f0f0)
        let alphabet: [String] = [
            "%", "%", "%", "$", "1", "2", "0", "9", ".", "*", "-", "+", " ", "#", "'", "h", "l", "q", "L", "z", "t", "j",
            "@", "d", "D", "i", "u", "U", "x", "X", "o", "O", "f", "F", "e", "E", "g", "G", "c", "C", "s", "S", "p", "a",
            "A", "k", "é", "日", "🇰🇷", "\u{301}", "\n",
        ]
        for _ in 0..<20_000 {
            let length = Int(generator.next() % 12)
            let format = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            #expect(FormatPiece.parse(format) == ScalarFormatParser.parse(format), "\(format.debugDescription)")
        }
    }
}

private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The parser `FormatPiece.parse` had before it read bytes, unchanged: the differential test's oracle.
private enum ScalarFormatParser {
    static func parse(_ format: String) -> [FormatPiece] {
        let scalars = Array(format.unicodeScalars)
        var pieces: [FormatPiece] = []
        var text = String.UnicodeScalarView()
        var index = 0
        func flush() {
            if !text.isEmpty {
                pieces.append(.text(String(text)))
                text = String.UnicodeScalarView()
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            guard scalar == "%" else {
                text.append(scalar)
                index += 1
                continue
            }
            if index + 1 < scalars.count, scalars[index + 1] == "%" {
                text.append("%")
                index += 2
                continue
            }
            if let (specifier, end) = parseSpecifier(scalars, from: index) {
                flush()
                pieces.append(.specifier(specifier))
                index = end
            } else {
                text.append(scalar)
                index += 1
            }
        }
        flush()
        return pieces
    }

    private static func parseSpecifier(_ scalars: [Unicode.Scalar], from start: Int) -> (String, Int)? {
        var index = start + 1
        func digits() -> String {
            var result = ""
            while index < scalars.count, ("0"..."9").contains(scalars[index]) {
                result.unicodeScalars.append(scalars[index])
                index += 1
            }
            return result
        }
        var body = ""
        let leading = digits()
        if index < scalars.count, scalars[index] == "$", !leading.isEmpty {
            index += 1
        } else {
            index = start + 1
        }
        while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) {
            body.unicodeScalars.append(scalars[index])
            index += 1
        }
        if index < scalars.count, scalars[index] == "*" {
            body += "*"
            index += 1
        } else {
            body += digits()
        }
        if index < scalars.count, scalars[index] == "." {
            body += "."
            index += 1
            if index < scalars.count, scalars[index] == "*" {
                body += "*"
                index += 1
            } else {
                body += digits()
            }
        }
        for length in ["hh", "ll", "h", "l", "q", "L", "z", "t", "j"] {
            let lengthScalars = Array(length.unicodeScalars)
            if index + lengthScalars.count <= scalars.count,
                Array(scalars[index..<(index + lengthScalars.count)]) == lengthScalars
            {
                body += length
                index += lengthScalars.count
                break
            }
        }
        guard index < scalars.count, "@dDiuUxXoOfFeEgGcCsSpaA".unicodeScalars.contains(scalars[index]) else {
            return nil
        }
        body.unicodeScalars.append(scalars[index])
        return ("%" + body, index + 1)
    }
}
