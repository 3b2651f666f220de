import Foundation
import Testing

/// Issue 13, item 7: one line per error and per finding, safe to print. Before the fix a key holding a
/// newline gave two lines, one holding `ESC ] 0 ; … BEL` reached the terminal raw, libxml2's `Bytes: …`
/// started a line of its own, a pbxproj `children` of the wrong type or an object ID given twice surfaced
/// later as "cannot open file", and `export --output FILE` said "NSCocoaErrorDomain error 512".
@Suite struct PrintableErrorTests {
    /// ESC ] 0 ; … BEL sets the terminal's title: a key holding it must reach the terminal as text.
    static let titleCommand = "x\u{1B}]0;pwned\u{07}y"

    static func hasRawControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value) }
    }

    @Test func keysWithANewlineOrATerminalCommandAreEscapedInEveryFormat() throws {
        let workspace = try HostileWorkspace()
        // Escaped in the JSON: the keys hold a real newline and a real ESC and BEL.
        try workspace.write("App.xcstrings", """
            {"sourceLanguage":"en","strings":{"a\\nb":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}},\
            "x\\u001b]0;pwned\\u0007y":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}},\
            "ok":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}}},"version":"1.0"}
            """)
        try workspace.write("Widget.xcstrings", """
            {"sourceLanguage":"en","strings":{"a\\nb":{},"x\\u001b]0;pwned\\u0007y":{},\
            "ok":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}}},"version":"1.0"}
            """)
        let before = try workspace.snapshot()
        let base = ["check", "--app", "App.xcstrings", "--widget", "Widget.xcstrings"]
        let xcode = try workspace.run(base + ["--format", "xcode"])
        // Xcode gets absolute paths; the workspace's folder is taken off to compare.
        #expect(xcode.standardOutput.replacingOccurrences(of: workspace.folder + "/", with: "") == """
            Widget.xcstrings:1:35: error: "a\\nb" has no de translation in the widget's catalog; widget falls back to en there while the app is in de [widget-missing-translation]
            Widget.xcstrings:1:45: error: "x\\u{1B}]0;pwned\\u{7}y" has no de translation in the widget's catalog; widget falls back to en there while the app is in de [widget-missing-translation]

            """)
        #expect(xcode.status == 1)
        for format in ["text", "xcode", "github"] {
            let output = try workspace.run(base + ["--format", format])
            #expect(!Self.hasRawControlCharacters(output.standardOutput + output.standardError), "\(format)")
            #expect(output.standardOutput.contains(#""x\u{1B}]0;pwned\u{7}y""#), "\(format)")
        }
        #expect(try workspace.snapshot() == before)
    }

    @Test func anErrorThatQuotesTheInputIsOneEscapedLine() throws {
        let workspace = try HostileWorkspace()
        try workspace.write(".stringsguard.json", "{\"a\\u001b]0;x\\u0007\\nb\": 1}\n")
        let before = try workspace.snapshot()
        let output = try workspace.run(["check"])
        #expect(output.standardError == "\(".stringsguard.json"):1:2: error: unknown field 'a\\u{1B}]0;x\\u{7}\\nb' (expected targets, languages, rules, baseline, localizationRoutines, ignore or helpURL)\n")
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    @Test func libxml2sSecondLineIsFoldedIntoTheFirst() throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.widgetCatalog)
        try workspace.write("bad.xliff", Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2"><file original="App.xcstrings" target-language="fr"><body><trans-unit id="Greeting"><target>
            """.utf8) + [0xFF, 0xFE] + Array("</target></trans-unit></body></file></xliff>\n".utf8))
        let before = try workspace.snapshot()
        let output = try workspace.run(["import", "--catalog", "App.xcstrings", "bad.xliff"])
        #expect(output.standardError == "bad.xliff:2:114: error: malformed XML: Input is not proper UTF-8, indicate encoding !; Bytes: 0xFF 0xFE 0x3C 0x2F\n")
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    static func projectWith(_ objects: String) -> String {
        """
        { objects = {
        T1 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (R1); };
        R1 = {isa = PBXResourcesBuildPhase; files = (); };
        \(objects)
        P1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
        }; rootObject = P1; }

        """
    }

    @Test(arguments: [
        ("G0 = {isa = PBXGroup; children = \"App\"; };", "App.xcodeproj/project.pbxproj:4:34: error: 'children' of G0 must be a list, found a string"),
        ("G0 = {isa = PBXGroup; children = (F1, (F2)); };", "App.xcodeproj/project.pbxproj:4:39: error: 'children' of G0 must list strings, found a list"),
        ("G0 = {isa = PBXGroup; children = (); };\nG0 = {isa = PBXGroup; children = (F1); };",
         "App.xcodeproj/project.pbxproj:5:6: error: object ID G0 is defined twice (first on line 4)"),
        ("G0 = {isa = PBXGroup; children = (); };\nF1 = \"a file\";", "App.xcodeproj/project.pbxproj:5:6: error: object F1 must be a dictionary, found a string"),
    ])
    func aProjectObjectOfTheWrongShapeIsReportedWhereItIs(_ objects: String, _ expected: String) throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcodeproj/project.pbxproj", Self.projectWith(objects))
        let before = try workspace.snapshot()
        for command in [["targets"], ["check"]] {
            let output = try workspace.run(command)
            #expect(output.standardError == expected + "\n", "\(command)")
            #expect(output.status == 2)
        }
        #expect(try workspace.snapshot() == before)
    }

    @Test(arguments: ["out", "out/sub"])
    func exportIntoAFileSaysSo(_ destination: String) throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        try workspace.write(".stringsguard.json", Fixtures.configuration(app: "App.xcstrings", widget: "App.xcstrings"))
        try workspace.write("out", "a file\n")
        let before = try workspace.snapshot()
        let output = try workspace.run(["export", "--language", "fr", "--output", destination])
        #expect(output.standardError == "out: error: is a regular file, not a folder; cannot create \(destination)/fr.xcloc in it\n")
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    @Test func anImportedTranslationWithALineBreakIsOneLineOfOutput() throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.widgetCatalog)
        try workspace.write("fr.xliff", Fixtures.xliff(for: "App.xcstrings", target: "Bon&#10;jour&#9;!"))
        let output = try workspace.run(["import", "--catalog", "App.xcstrings", "--dry-run", "fr.xliff"])
        #expect(output.standardOutput == """
            fr.xliff:5:7: note: App.xcstrings: fr Greeting: (none) -> "Bon\\njour\\t!" [translated]
            1 changed, 0 unchanged, 0 rejected, 0 unknown, 0 not to translate

            """)
        #expect(output.status == 0)
    }
}
