import Diagnostics
import ProjectConfiguration
import Resolution
import StringCatalog

/// The options `resolve` and `preview` share: which catalog, for which language code, device and arguments.
struct ResolutionOptions: Sendable {
    var catalog: String?
    var languageCode: String?
    var systemLocale: String?
    var device: String?
    var arguments: [String] = []

    static let options: [CommandOption<ResolutionOptions>] = [
        .value("--catalog", "FILE", "The widget's (or app's) .xcstrings catalog.", \.catalog),
        .value("--language-code", "CODE", "The languageCode the app passes; empty or absent: the system locale.", \.languageCode),
        .value("--system-locale", "CODE", "The system locale (default: LC_ALL, LC_MESSAGES or LANG).", \.systemLocale),
        .value("--device", "DEVICE", "iphone (default), ipad, ipod, mac, applewatch, appletv or applevision.", \.device),
        .repeated("--arg", "VALUE", "A format argument, in order (repeatable): --arg 3 --arg Anna.", \.arguments),
    ]

    /// The resolver for `--catalog`, once the language options are known to be a language tag (empty
    /// for the system locale) and a locale name: checked before the catalog is read, so a wrong tag is
    /// the one line reported, and no control character or path separator goes any further.
    func resolver(command: String) throws -> Resolver {
        guard let catalog else { throw UsageError(message: "--catalog FILE is required", command: command) }
        if let languageCode, !languageCode.isEmpty { try LanguageCodeCheck.validated([languageCode], option: "--language-code") }
        if let systemLocale { try LanguageCodeCheck.validatedSystemLocale(systemLocale) }
        return Resolver(catalog: try Catalog.load(path: catalog))
    }

    func deviceClass() throws -> DeviceClass {
        try device.map { name throws(InputError) in try DeviceClass(parsing: name) } ?? .iphone
    }
}
