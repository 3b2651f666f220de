#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import Foundation
import Resolution
import SafeFiles

/// `stringsguard preview`: every key of a catalog as a widget in that language shows it.
struct PreviewCommand: Command {
    struct Options: CommandOptions {
        var resolution = ResolutionOptions()
        var format = "text"
        var width: Int?
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            ResolutionOptions.options.map { $0.nested(in: \.resolution) } + [
                .choice("--format", "FORMAT", "Output format (default: text).", among: ["text", "json"], \.format),
                .number("--width", "N", "Fit lines to N columns (default: the terminal's; 0: never cut).", \.width),
            ]
        }
    }

    let name = "preview"
    let summary = "Show every key of a catalog as it displays for a languageCode, marking fallbacks."
    let usage = "--catalog FILE --language-code CODE [--system-locale CODE] [--device DEVICE] [--arg VALUE]… [--format text|json] [--width N]"
    let discussion = """
        The reviewer's and translator's view of what a widget in that language shows: each key, the
        language it is served in, a mark when that is a fallback, and the text. Without --arg, format
        specifiers are shown as written. One line per key; on a terminal every line fits its width, long
        keys and values cut with …; --format json gives everything whole.
        """
    let examples = ["stringsguard preview --catalog Widget/Localizable.xcstrings --language-code zh-HK"]
    func run(_ options: Options) throws -> ExitStatus {
        var width = Self.terminalWidth()
        if let given = options.width { width = given == 0 ? nil : given }
        if let extra = options.positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)'", command: name)
        }
        let resolution = options.resolution
        guard let languageCode = resolution.languageCode else {
            throw UsageError(message: "--language-code CODE is required", command: name)
        }
        let preview = try resolution.resolver(command: name).preview(
            PreviewRequest(
                languageCode: languageCode, systemLocale: resolution.systemLocale, device: try resolution.deviceClass(),
                arguments: resolution.arguments))
        Terminal.writeLine(options.format == "json" ? preview.renderJSON() : preview.renderText(width: width))
        return .clean
    }
}

extension PreviewCommand {
    /// The terminal's columns when standard output is one; nil for a pipe or file, which get whole lines.
    static func terminalWidth() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessEnvironment.value(of: "COLUMNS").flatMap(Int.init) ?? 80
    }
}
