import JSON
import Bidi
import Diagnostics
import Foundation

/// `stringsguard visual`: how a string is displayed, by the Unicode Bidirectional Algorithm.
struct VisualCommand: Command {
    struct Options: CommandOptions {
        var direction = "auto"
        var format = "text"
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            [
                .choice("--direction", "DIR", "Paragraph direction (default: auto, rules P2–P3).", among: BidiDirection.allCases.map(\.rawValue), \.direction),
                .choice("--format", "FORMAT", "Output format (default: text).", among: ["text", "json"], \.format),
            ]
        }
    }

    let name = "visual"
    let summary = "Show how a string is displayed under the Unicode Bidirectional Algorithm (UAX #9)."
    let usage = "[--direction ltr|rtl|auto] [--format text|json] TEXT|-"
    let discussion = """
        text prints the characters in display order, left to right, with mirrored brackets (rule L4);
        invisible controls other than those rule X9 removes (isolates, marks) are kept, as they are
        displayed (with zero width). json prints the paragraph level, one embedding level per code point of
        TEXT (null for those rule X9 removes), and the logical indices of the remaining code points in
        display order, as BidiCharacterTest.txt has them. A line break or other paragraph separator starts
        a new paragraph (rule P1), resolved on its own (its own direction with auto) and shown on its own
        line; json also lists the paragraphs (start, length, level) and gives their orders one after
        the other. TEXT may use \\u{2066}-style escapes for invisible characters; '-' reads TEXT from
        standard input (for long text); put '--' before a TEXT that starts with '-'.
        """
    let examples = [
        #"stringsguard visual --direction rtl "الجلسة 12:05 – 12:30""#,
        #"stringsguard visual --format json "abc \u{2067}אבג\u{2069}""#,
        #"stringsguard visual --direction rtl - < messages.txt"#,
    ]
    func run(_ options: Options) throws -> ExitStatus {
        guard options.positionals.count == 1 else {
            throw UsageError(message: "give exactly one TEXT (quote it)", command: name)
        }
        let direction = BidiDirection(rawValue: options.direction) ?? .auto
        let text = try unescaped(argumentText(options.positionals[0]))
        let bidiText = BidiText(text, direction: direction)
        switch options.format {
        case "text":
            Terminal.writeLine(bidiText.visualLines().joined(separator: "\n"))
        case "json":
            let paragraphs = zip(bidiText.paragraphStarts, bidiText.paragraphs).map { start, paragraph in
                JSONText.object([
                    ("start", .int(start)), ("length", .int(paragraph.scalars.count)),
                    ("paragraphLevel", .int(Int(paragraph.paragraphLevel))),
                ])
            }
            let json = JSONText.object([
                ("paragraphLevel", .int(Int(bidiText.paragraphs[0].paragraphLevel))),
                ("levels", .array(bidiText.levels.map { $0.map { .int(Int($0)) } ?? .null })),
                ("order", .array(bidiText.visualOrder().map { .int($0) })),
                ("paragraphs", .array(paragraphs)),
            ])
            Terminal.writeLine(json.rendered())
        default:
            break
        }
        return .clean
    }

    /// The TEXT argument, or standard input for `-` (its bytes as UTF-8, invalid sequences as U+FFFD).
    func argumentText(_ argument: String) -> String {
        guard argument == "-" else { return argument }
        let data = FileHandle.standardInput.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self)
    }

    /// Replaces `\u{XXXX}` escapes, so that invisible controls can be typed on a command line.
    func unescaped(_ text: String) throws -> String {
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "\\u{") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: "}"),
                let value = UInt32(rest[start.upperBound..<end], radix: 16), let scalar = Unicode.Scalar(value)
            else {
                throw UsageError(message: "malformed escape in TEXT (write \\u{2066})", command: name)
            }
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
