import Foundation
import Testing
@testable import FormatSpecifiers
import _StringsGuardTestSupport

/// The byte parser against the scalar parser it replaced: for every text, the same segments (texts, ranges,
/// offsets, every specifier's parts), the same signature, or the same error (message and offset), with and
/// without `%arg` and with and without literals.
@Suite struct ByteParserDifferentialTests {
    enum Outcome: Equatable {
        case parsed([FormatSegment], FormatSignature)
        case failed(FormatStringError)
    }

    static func legacy(_ text: String, allowsSubstitutionArgument: Bool, keepsLiterals: Bool) -> Outcome {
        var parser = LegacyFormatStringParser(
            text: text, allowsSubstitutionArgument: allowsSubstitutionArgument, keepsLiterals: keepsLiterals)
        do throws(FormatStringError) {
            let segments = try parser.parse()
            return .parsed(segments, try legacySignature(segments: segments))
        } catch {
            return .failed(error)
        }
    }

    static func current(_ text: String, allowsSubstitutionArgument: Bool, keepsLiterals: Bool) -> Outcome {
        do throws(FormatStringError) {
            let format = keepsLiterals
                ? try FormatString(parsing: text, allowsSubstitutionArgument: allowsSubstitutionArgument)
                : try FormatString(parsingArgumentsOf: text, allowsSubstitutionArgument: allowsSubstitutionArgument)
            return .parsed(format.segments, format.signature)
        } catch {
            return .failed(error)
        }
    }

    /// Compares both parsers on `text` in all four modes; returns how many of them parsed.
    @discardableResult
    static func compare(_ text: String) -> Int {
        var parsed = 0
        for allowsSubstitutionArgument in [false, true] {
            for keepsLiterals in [true, false] {
                let expected = legacy(text, allowsSubstitutionArgument: allowsSubstitutionArgument, keepsLiterals: keepsLiterals)
                let actual = current(text, allowsSubstitutionArgument: allowsSubstitutionArgument, keepsLiterals: keepsLiterals)
                #expect(actual == expected, "\(text.debugDescription) %arg: \(allowsSubstitutionArgument), literals: \(keepsLiterals)")
                if case .parsed = actual { parsed += 1 }
            }
        }
        return parsed
    }

    static let written = [
        "", "plain", "%@", "%1$@", "%lld", "%#x", "%.*f", "%%", "100%%", "%%%@%%", "%1$@ %2$lld %3$#x %4$.*5$f",
        "%*.*f", "%*1$.*2$f", "%1$*2$.*3$f", "%-+ #0'10.3Lf", "%hhd %hd %ld %lld %qd %jd %zd %td", "%Lg", "%lc %ls",
        "%C %S %p %a %A %e %E %g %G %D %U %O %o %u %i", "%n", "%5%", "%", "abc%", "%l", "%ll", "%1$", "%0$@",
        "%1001$@", "%1000$@", "%9999999d", "%.9999999d", "%1$@ %@", "%@ %1$@", "%*1$d %@", "%1$d %1$x", "%1$d %1$@",
        "%1$@ %1$d", "%*d %.*d %d", "%1$*1$d", "%#@name@", "%2$#@name@ %1$@", "%#@@", "%#@na me@", "%#@na%me@",
        "%#@name", "%#@näme@", "%#@na\u{00A0}me@", "%#@na\u{3000}me@", "%#@🙂@", "%arg", "%argument", "%ar", "%1$arg",
        "%é", "%🙂", "% ", "%\n", "%\t", "%\u{0}", "%\u{7F}", "%\u{00A0}", "%\u{2003}", "%hL", "%Ld", "%hf", "%llf",
        "%lf", "%ls", "%hs", "%hc", "%l@", "%lp", "%qC", "é%@é", "🙂 %1$@ 🙂 %2$@ é", "日本語%d本", "ü%%ü%%ü",
        "%@\u{301}", "e\u{301}%d", "%'d", "%0-5d", "%+.2f%%", "%1$#@a@ %2$#@b@", "%#@a@ %#@b@ %@", "%.f", "%.d",
        "%10.d", "%1$.f", "%*", "%.*", "%*1$", "%1$*", "%1$*2$", "%1$*2$d", "%*0$d", "%.*1001$d",
    ]

    @Test func writtenSpecifiersMatchTheScalarParser() {
        for text in Self.written {
            Self.compare(text)
            // Around non-ASCII text too, so offsets in scalars and byte ranges part ways.
            Self.compare("é🙂 " + text + " ü日")
            Self.compare(text + text)
        }
    }

    @Test func generatedTextsMatchTheScalarParser() {
        let pieces = FormatFuzzTests.pieces + [
            "\u{00A0}", "\u{3000}", "#@", "@", "arg", "lld", "$", "e\u{301}", "日本", "\n", "*", ".", "1000", "1001",
        ]
        var generator = SeededGenerator(seed: 1_616)
        var parsed = 0
        for _ in 0..<30_000 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            parsed += Self.compare(text)
        }
        // Both kinds of outcome are exercised.
        #expect(parsed > 10_000)
        #expect(parsed < 100_000)
    }

    /// Every string value of the repository's catalogs and the format fuzz corpus: texts as real apps write them.
    @Test func realTextsMatchTheScalarParser() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        var texts: [String] = []
        func collect(_ value: Any) {
            if let string = value as? String {
                texts.append(string)
            } else if let dictionary = value as? [String: Any] {
                for (key, inner) in dictionary {
                    texts.append(key)
                    collect(inner)
                }
            } else if let array = value as? [Any] {
                array.forEach(collect)
            }
        }
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        var catalogs = 0
        while let url = files?.nextObject() as? URL {
            if url.path.contains("/.build/") { continue }
            if url.pathExtension == "xcstrings", let data = try? Data(contentsOf: url),
                let json = try? JSONSerialization.jsonObject(with: data)
            {
                catalogs += 1
                collect(json)
            } else if url.path.contains("FuzzRegressionTests/Inputs/format/"), let data = try? Data(contentsOf: url) {
                texts.append(String(decoding: data, as: UTF8.self))
            }
        }
        #expect(catalogs > 10)
        var withPercent = 0
        for text in texts {
            if text.contains("%") { withPercent += 1 }
            Self.compare(text)
        }
        #expect(withPercent > 100)
    }
}
