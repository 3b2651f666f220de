import Bidi
import Diagnostics

/// `stringsguard visual`: how a string is displayed, by the Unicode Bidirectional Algorithm.
struct VisualCommand: Command {
    let name = "visual"
    let summary = "Show how a string is displayed under the Unicode Bidirectional Algorithm (UAX #9)."
    let usage = "[--direction ltr|rtl|auto] [--format text|json] TEXT"
    let discussion = """
        text prints the characters in display order, left to right, with mirrored brackets. json prints the
        paragraph level, one embedding level per code point of TEXT (null for those rule X9 removes), and
        the logical indices of the remaining code points in display order, as BidiCharacterTest.txt has them.
        TEXT may use \\u{2066}-style escapes for invisible characters.
        """
    let examples = [
        #"stringsguard visual --direction rtl "الجلسة 12:05 – 12:30""#,
        #"stringsguard visual --format json "abc \u{2067}אבג\u{2069}""#,
    ]
    let options: [OptionSpec] = [
        .value("--direction", "DIR", "Paragraph direction: ltr, rtl or auto (default: auto, rules P2–P3)."),
        .value("--format", "FORMAT", "text (default) or json."),
    ]

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard arguments.positionals.count == 1 else {
            throw UsageError(message: "give exactly one TEXT (quote it)", command: name)
        }
        let directionName = arguments.value("--direction") ?? "auto"
        guard let direction = BidiDirection(rawValue: directionName) else {
            throw UsageError(message: "unknown direction '\(directionName)' (expected ltr, rtl or auto)", command: name)
        }
        let text = try unescaped(arguments.positionals[0])
        let paragraph = BidiParagraph(text, direction: direction)
        switch arguments.value("--format") ?? "text" {
        case "text":
            Terminal.writeLine(paragraph.visualString())
        case "json":
            let json = JSONText.object([
                ("paragraphLevel", .int(Int(paragraph.paragraphLevel))),
                ("levels", .array(paragraph.levels.map { $0.map { .int(Int($0)) } ?? .null })),
                ("order", .array(paragraph.visualOrder().map { .int($0) })),
            ])
            Terminal.writeLine(json.rendered())
        case let other:
            throw UsageError(message: "unknown format '\(other)' (expected text or json)", command: name)
        }
        return .clean
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
