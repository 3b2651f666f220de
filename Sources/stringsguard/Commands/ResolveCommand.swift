import Diagnostics
import Resolution

/// `stringsguard resolve`: one key's final string, as the widget shows it.
struct ResolveCommand: Command {
    struct Options: CommandOptions {
        var resolution = ResolutionOptions()
        var format = "text"
        var positionals: [String] = []

        static var options: [CommandOption<Options>] {
            ResolutionOptions.options.map { $0.nested(in: \.resolution) } + [
                .choice("--format", "FORMAT", "Output format (default: text).", among: ["text", "json"], \.format),
            ]
        }
    }

    let name = "resolve"
    let summary = "Show a key's final string exactly as the widget displays it for a languageCode."
    let usage = "--catalog FILE [--language-code CODE] [--system-locale CODE] [--device DEVICE] [--arg VALUE]… [--format text|json] KEY"
    let discussion = """
        Chooses the language as Apple's bundles do (aliases, likely subtags, parent locales, Apple's own
        chains, then the development language), the plural case by CLDR 46 rules on the number as displayed
        (with Apple's zero rule), the device case or `other`, fills substitutions and format specifiers.
        A key the catalog lacks resolves to the key itself, and is reported on standard error.
        """
    let examples = [
        #"stringsguard resolve --catalog Widget/Localizable.xcstrings --language-code pt-PT --arg 1 "%lld minutes""#,
        #"stringsguard resolve --catalog Widget/Localizable.xcstrings --language-code "" --system-locale ar --format json Paused"#,
    ]

    func run(_ options: Options) throws -> ExitStatus {
        guard options.positionals.count == 1, let key = options.positionals.first else {
            throw UsageError(message: "give exactly one KEY (quote it)", command: name)
        }
        let resolution = options.resolution
        let resolved = try resolution.resolver(command: name).resolve(
            ResolveRequest(
                key: key, languageCode: resolution.languageCode ?? "", systemLocale: resolution.systemLocale,
                device: try resolution.deviceClass(), arguments: resolution.arguments))
        if !resolved.keyFound {
            Terminal.error("warning: the catalog has no key \"\(PrintableText.escaped(key))\"; the key itself is shown")
        }
        if options.format != "json", let note = resolved.fallbackNote { Terminal.error(PrintableText.escaped(note)) }
        Terminal.writeLine(options.format == "json" ? resolved.renderJSON() : resolved.value)
        return .clean
    }
}
