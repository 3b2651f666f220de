/// Small valid inputs for every reader, so that each case's only fault is the one it plants.
enum Fixtures {
    /// A compact (not Xcode-formatted) catalog: key → language → translation.
    static func catalog(_ strings: [(key: String, translations: [(String, String)])]) -> String {
        let entries = strings.map { entry in
            let localizations = entry.translations.map { language, value in
                "\"\(language)\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"\(value)\"}}"
            }.joined(separator: ",")
            let body = entry.translations.isEmpty ? "{}" : "{\"localizations\":{\(localizations)}}"
            return "\"\(entry.key)\":\(body)"
        }.joined(separator: ",")
        return "{\"sourceLanguage\":\"en\",\"strings\":{\(entries)},\"version\":\"1.0\"}"
    }

    /// The app's catalog: "Greeting" in German.
    static let appCatalog = catalog([("Greeting", [("de", "Hallo")])])
    /// The widget's: "Greeting" with no translation yet, so `sync` has something to copy.
    static let widgetCatalog = catalog([("Greeting", [])])

    /// A French translation of "Greeting" for the catalog named `catalogName`.
    static func xliff(for catalogName: String, language: String = "fr", target: String = "Bonjour") -> String {
        xliff(for: catalogName, language: language, units: [("Greeting", target)])
    }

    /// Translations of the given keys (each its own source text) for the catalog named `catalogName`.
    static func xliff(for catalogName: String, language: String, units: [(key: String, target: String)]) -> String {
        let body = units.map { unit in
            """
                  <trans-unit id="\(unit.key)" xml:space="preserve">
                    <source>\(unit.key)</source>
                    <target state="translated">\(unit.target)</target>
                  </trans-unit>

            """
        }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="\(catalogName)" source-language="en" target-language="\(language)" datatype="plaintext">
                <body>
            \(body)    </body>
              </file>
            </xliff>

            """
    }

    static func configuration(app: String, widget: String) -> String {
        """
        { "targets": [
            { "name": "App", "role": "app", "catalogs": ["\(app)"] },
            { "name": "Widget", "role": "widget", "catalogs": ["\(widget)"] } ] }

        """
    }

    static let baseline = "{ \"findings\": [] }\n"
    static let widgetSource = "import SwiftUI\nstruct Label: View { var body: some View { Text(\"Greeting\") } }\n"

    /// A project with one WidgetKit extension whose Info.plist is `Info.plist` beside the project.
    static let projectFile = """
        { objects = {
        C1 = {isa = XCConfigurationList; buildConfigurations = (K1); };
        K1 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = Info.plist; }; };
        TKit = {isa = PBXNativeTarget; name = Kit; buildConfigurationList = C1; productType = "com.apple.product-type.extensionkit-extension"; };
        G0 = {isa = PBXGroup; children = (); };
        P1 = {isa = PBXProject; mainGroup = G0; targets = (TKit); };
        }; rootObject = P1; }

        """

    static let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>EXAppExtensionAttributes</key><dict>
        <key>EXExtensionPointIdentifier</key><string>com.apple.widgetkit-extension</string></dict></dict></plist>

        """

    static let workspace = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:App.xcodeproj"></FileRef>
        </Workspace>

        """

    /// `text` followed by `count` bytes of whitespace (or a comment where whitespace would not do): still
    /// valid, only too big.
    static func padded(_ text: String, to count: Int, comment: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, count - text.utf8.count))
        return comment ? text + "//" + padding + "\n" : text + padding
    }
}
