import Foundation
import Testing

/// Issue 13, item 8: values are checked at the door. Before the fix `check --language 12` reported that
/// the widget "has no 12 translations", a configuration's `languages` took anything, an XLIFF
/// `target-language` of `../../etc/passwd` was refused on one import path only, and an invalid
/// `sourceLanguage` was accepted by some commands and refused by others in other words.
@Suite struct DoorValueTests {
    static let notATag = #"is not a language tag (the language subtag "12" must be letters)"#

    @Test(arguments: [
        ["check", "--app", "App.xcstrings", "--widget", "Widget.xcstrings", "--language", "12"],
        ["gaps", "--app", "App.xcstrings", "--widget", "Widget.xcstrings", "--language", "12"],
        ["report", "--app", "App.xcstrings", "--widget", "Widget.xcstrings", "--language", "12", "--html", "r.html"],
    ])
    func aLanguageOptionThatIsNoTagIsRefused(_ arguments: [String]) throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        try workspace.write("Widget.xcstrings", Fixtures.widgetCatalog)
        let before = try workspace.snapshot()
        let output = try workspace.run(arguments)
        #expect(output.standardError == "error: --language '12' \(Self.notATag)\n")
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(try workspace.snapshot() == before)
    }

    @Test func aConfigurationLanguageThatIsNoTagIsRefusedAtItsPosition() throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        try workspace.write(".stringsguard.json", """
            { "targets": [ { "name": "App", "role": "app", "catalogs": ["App.xcstrings"] } ],
              "languages": ["de", "12"] }

            """)
        let before = try workspace.snapshot()
        let output = try workspace.run(["check"])
        #expect(output.standardError == ".stringsguard.json:2:23: error: 'languages[1]': '12' \(Self.notATag)\n")
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    static let pathLanguage = #"target-language '../../etc/passwd' is not a language tag (contains "."; only letters, digits, '-' and '_' are allowed); give --language L"#

    @Test(arguments: [["import", "--catalog", "App.xcstrings", "fr.xliff"], ["import", "fr.xliff"], ["import", "--dry-run", "fr.xliff"]])
    func anXLIFFTargetLanguageThatIsAPathIsRefusedOnEveryImportPath(_ arguments: [String]) throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.widgetCatalog)
        try workspace.write("fr.xliff", Fixtures.xliff(for: "App.xcstrings", language: "../../etc/passwd"))
        let before = try workspace.snapshot()
        let output = try workspace.run(arguments)
        #expect(output.standardError == "fr.xliff:3:3: error: \(Self.pathLanguage)\n")
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    @Test func anXclocTargetLocaleThatIsAPathIsRefused() throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.widgetCatalog)
        let xliff = Fixtures.xliff(for: "App.xcstrings").replacingOccurrences(of: " target-language=\"fr\"", with: "")
        try workspace.write("fr.xcloc/Localized Contents/fr.xliff", xliff)
        try workspace.write("fr.xcloc/contents.json", #"{ "developmentRegion" : "en", "targetLocale" : "../x", "toolInfo" : { "toolName" : "t", "toolVersion" : "1" }, "version" : "1.0" }"#)
        let before = try workspace.snapshot()
        let output = try workspace.run(["import", "fr.xcloc"])
        #expect(output.standardError == #"fr.xcloc/Localized Contents/fr.xliff:3:3: error: target-language '../x' is not a language tag (contains "."; only letters, digits, '-' and '_' are allowed); give --language L"# + "\n")
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    /// Every command that reads the catalog, each giving the same line.
    static let readers: [[String]] = [
        ["format", "Bad.xcstrings"],
        ["format", "--check", "Bad.xcstrings"],
        ["check", "--app", "Bad.xcstrings", "--widget", "Widget.xcstrings"],
        ["check", "--app", "App.xcstrings", "--widget", "Bad.xcstrings"],
        ["gaps", "--app", "Bad.xcstrings", "--widget", "Widget.xcstrings"],
        ["report", "--app", "Bad.xcstrings", "--widget", "Widget.xcstrings", "--html", "r.html"],
        ["export", "--catalog", "Bad.xcstrings", "--language", "fr"],
        ["import", "--catalog", "Bad.xcstrings", "fr.xliff"],
        ["sync", "--from", "Bad.xcstrings", "--to", "Widget.xcstrings"],
        ["sync", "--from", "App.xcstrings", "--to", "Bad.xcstrings"],
        ["resolve", "--catalog", "Bad.xcstrings", "Greeting"],
        ["preview", "--catalog", "Bad.xcstrings", "--language-code", "de"],
    ]

    @Test(arguments: ["12", "../etc", ""])
    func anInvalidSourceLanguageGetsTheSameAnswerFromEveryCommand(_ sourceLanguage: String) throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        try workspace.write("Widget.xcstrings", Fixtures.widgetCatalog)
        try workspace.write("fr.xliff", Fixtures.xliff(for: "Bad.xcstrings"))
        try workspace.write("Bad.xcstrings", Fixtures.appCatalog.replacingOccurrences(of: "\"sourceLanguage\":\"en\"", with: "\"sourceLanguage\":\"\(sourceLanguage)\""))
        let reason = sourceLanguage.isEmpty ? "the tag is empty"
            : sourceLanguage == "12" ? #"the language subtag "12" must be letters"#
            : #"contains "."; only letters, digits, '-' and '_' are allowed"#
        let expected = "Bad.xcstrings:1:19: error: sourceLanguage '\(sourceLanguage)' is not a language tag (\(reason))\n"
        let before = try workspace.snapshot()
        for arguments in Self.readers {
            let output = try workspace.run(arguments)
            #expect(output.standardError == expected, "\(arguments.joined(separator: " "))")
            #expect(output.status == 2, "\(arguments.joined(separator: " "))")
        }
        #expect(try workspace.snapshot() == before)
    }
}
