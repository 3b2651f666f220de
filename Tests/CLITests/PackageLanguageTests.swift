import _StringsGuardTestSupport
import Foundation
import Testing

/// Core Foundation looks up every bundle but the main one in the localization the main bundle resolved to,
/// and an extension's main bundle follows its app's: a package's catalog shows only in the languages the
/// app ships. A real app kept its texts in a package's catalogs in 25 languages while the app itself
/// shipped 16, and the run reported thousands of missing translations and broken formats in the other
/// nine, which no user can see.
@Suite struct PackageLanguageTests {
    /// The package-bundle fixture (an app and its widget in German, reading a package's catalog), the
    /// package's catalog also in Japanese: Velocity, which the widget shows, lacks both languages, and the
    /// Japanese Altitude reads a value the source never passes.
    static func prepared() throws -> String {
        let folder = try CheckCacheTests.copiedFixture("Tests/CLITests/Fixtures/PackageBundle")
        try CheckCacheTests.write("""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Altitude" : {
                  "localizations" : {
                    "de" : { "stringUnit" : { "state" : "translated", "value" : "Höhe" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "%@ の高度" } }
                  }
                },
                "Velocity" : {
                }
              },
              "version" : "1.0"
            }
            """, to: folder + "/Packages/OrbitKit/Sources/OrbitKit/Resources/Localizable.xcstrings")
        return folder
    }

    static func findings(in folder: String) throws -> [String] {
        let output = try CommandRunner.run(["check", "--format", "json"], in: folder)
        let root = try #require(try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
        return try #require(root["findings"] as? [[String: Any]]).map { finding in
            "\(finding["rule"] as? String ?? "") \(finding["key"] as? String ?? "-") \(finding["language"] as? String ?? "-")"
        }
    }

    @Test func aPackageLanguageTheAppDoesNotShipIsNoGap() throws {
        let found = try Self.findings(in: Self.prepared())
        #expect(found.contains("widget-missing-translation Velocity de"), "\(found)")
        #expect(!found.contains { $0.hasSuffix(" ja") }, "\(found)")
    }

    /// An app whose Info.plist sets `CFBundleAllowMixedLocalizations` lets each bundle choose from the
    /// user's languages: the package's Japanese then shows, gaps and all.
    @Test func withMixedLocalizationsThePackageShowsItsOwnLanguages() throws {
        let folder = try Self.prepared()
        let settings = "PRODUCT_BUNDLE_IDENTIFIER = com.example.Orbit;\n"
        var text = try String(contentsOfFile: folder + "/Orbit.xcodeproj/project.pbxproj", encoding: .utf8)
        #expect(text.components(separatedBy: settings).count == 3)
        text = text.replacingOccurrences(
            of: settings, with: settings + "\t\t\t\tINFOPLIST_KEY_CFBundleAllowMixedLocalizations = YES;\n")
        try CheckCacheTests.write(text, to: folder + "/Orbit.xcodeproj/project.pbxproj")
        let found = try Self.findings(in: folder)
        #expect(found.contains("widget-missing-translation Velocity de"), "\(found)")
        #expect(found.contains("missing-translation Velocity ja"), "\(found)")
        #expect(found.contains("format-mismatch Altitude ja"), "\(found)")
    }

    /// `CFBundleLocalizations` adds languages to the main bundle's own folders: an app that lists Japanese
    /// runs in Japanese, so the package's Japanese shows, gaps and all.
    @Test func languagesTheInfoPlistListsAreShipped() throws {
        let folder = try Self.prepared()
        try CheckCacheTests.write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleLocalizations</key>
            \t<array><string>de</string><string>ja</string></array>
            </dict>
            </plist>
            """, to: folder + "/App/Info.plist")
        let settings = "PRODUCT_BUNDLE_IDENTIFIER = com.example.Orbit;\n"
        var text = try String(contentsOfFile: folder + "/Orbit.xcodeproj/project.pbxproj", encoding: .utf8)
        text = text.replacingOccurrences(of: settings, with: settings + "\t\t\t\tINFOPLIST_FILE = App/Info.plist;\n")
        try CheckCacheTests.write(text, to: folder + "/Orbit.xcodeproj/project.pbxproj")
        let found = try Self.findings(in: folder)
        #expect(found.contains("missing-translation Velocity ja"), "\(found)")
        #expect(found.contains("format-mismatch Altitude ja"), "\(found)")
    }
}
