import _StringsGuardTestSupport
import Diagnostics
import Resolution
import StringCatalog

/// The fixtures folder, found from this file's path (no SwiftPM resources).
let fixturesFolder: String = {
    let thisFile = "\(#filePath)"
    guard let slash = thisFile.lastIndex(of: "/") else { return "Fixtures" }
    return String(thisFile[..<slash]) + "/Fixtures"
}()

/// The widget catalog every resolution test reads (Xcode-formatted, sourceLanguage en).
func widgetCatalog() throws -> Catalog {
    try Catalog.load(path: fixturesFolder + "/Widget.xcstrings")
}

/// Resolves `key` in the widget catalog with an empty environment, so the machine's locale never leaks in.
func resolve(
    _ key: String, language: String = "", systemLocale: String? = nil, environment: [String: String] = [:],
    device: DeviceClass = .iphone, arguments: [String] = []
) throws -> ResolvedString {
    try Resolver(catalog: widgetCatalog()).resolve(ResolveRequest(
        key: key, languageCode: language, systemLocale: systemLocale, environment: environment, device: device,
        arguments: arguments))
}

