#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Diagnostics
import Foundation
import Resolution
import StringCatalog

/// The options `resolve` and `preview` share.
enum ResolutionOptions {
    static let specs: [OptionSpec] = [
        .value("--catalog", "FILE", "The widget's (or app's) .xcstrings catalog."),
        .value("--language-code", "CODE", "The languageCode the app passes; empty or absent: the system locale."),
        .value("--system-locale", "CODE", "The system locale (default: LC_ALL, LC_MESSAGES or LANG)."),
        .value("--device", "DEVICE", "iphone (default), ipad, ipod, mac, applewatch, appletv or applevision."),
        .repeated("--arg", "VALUE", "A format argument, in order (repeatable): --arg 3 --arg Anna."),
    ]

    static func resolver(_ arguments: ParsedArguments, command: String) throws -> Resolver {
        guard let path = arguments.value("--catalog") else {
            throw UsageError(message: "--catalog FILE is required", command: command)
        }
        return Resolver(catalog: try Catalog.load(path: path))
    }

    static func device(_ arguments: ParsedArguments) throws -> DeviceClass {
        try arguments.value("--device").map { name throws(InputError) in try DeviceClass(parsing: name) } ?? .iphone
    }
}

/// `stringsguard resolve`: one key's final string, as the widget shows it.
struct ResolveCommand: Command {
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
    var options: [OptionSpec] { ResolutionOptions.specs + [.value("--format", "FORMAT", "text (default) or json.")] }

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        guard arguments.positionals.count == 1, let key = arguments.positionals.first else {
            throw UsageError(message: "give exactly one KEY (quote it)", command: name)
        }
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "json" else {
            throw UsageError(message: "unknown format '\(format)' (expected text or json)", command: name)
        }
        let resolver = try ResolutionOptions.resolver(arguments, command: name)
        let resolved = try resolver.resolve(
            ResolveRequest(
                key: key, languageCode: arguments.value("--language-code") ?? "",
                systemLocale: arguments.value("--system-locale"), device: try ResolutionOptions.device(arguments),
                arguments: arguments.all("--arg")))
        if !resolved.keyFound {
            Terminal.error("warning: the catalog has no key \"\(key)\"; the key itself is shown")
        }
        Terminal.writeLine(format == "json" ? resolved.renderJSON() : resolved.value)
        return .clean
    }
}

/// `stringsguard preview`: every key of a catalog as a widget in that language shows it.
struct PreviewCommand: Command {
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
    var options: [OptionSpec] {
        ResolutionOptions.specs + [
            .value("--format", "FORMAT", "text (default) or json."),
            .value("--width", "N", "Fit lines to N columns (default: the terminal's; 0: never cut)."),
        ]
    }

    func run(_ arguments: ParsedArguments) throws -> ExitStatus {
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "json" else {
            throw UsageError(message: "unknown format '\(format)' (expected text or json)", command: name)
        }
        var width = Self.terminalWidth()
        if let given = arguments.value("--width") {
            guard let number = Int(given), number >= 0 else {
                throw UsageError(message: "--width takes a number of columns, not '\(given)'", command: name)
            }
            width = number == 0 ? nil : number
        }
        if let extra = arguments.positionals.first {
            throw UsageError(message: "unexpected argument '\(extra)'", command: name)
        }
        guard let languageCode = arguments.value("--language-code") else {
            throw UsageError(message: "--language-code CODE is required", command: name)
        }
        let resolver = try ResolutionOptions.resolver(arguments, command: name)
        let preview = try resolver.preview(
            PreviewRequest(
                languageCode: languageCode, systemLocale: arguments.value("--system-locale"),
                device: try ResolutionOptions.device(arguments), arguments: arguments.all("--arg")))
        Terminal.writeLine(format == "json" ? preview.renderJSON() : preview.renderText(width: width))
        return .clean
    }
}

extension PreviewCommand {
    /// The terminal's columns when standard output is one; nil for a pipe or file, which get whole lines.
    static func terminalWidth() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
    }
}
