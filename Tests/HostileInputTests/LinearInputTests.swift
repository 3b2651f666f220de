import _StringsGuardTestSupport
import Foundation
import Testing

/// Issue 13, item 6: inputs that took quadratic time finish, with the exact result. Before the fix, an
/// XLIFF of 200,000 `<file>` elements took over 30 s (each indexed against the catalog anew), 200,000
/// attributes on one element over 30 s inside libxml2, a member chain of 20,000 members 22 s (100,000
/// never finished), 100,000 bare `#` 3 to 5 s. The sizes here are the issue's where a debug build runs
/// them in about a second, a tenth of them otherwise; the figures at full size are in README's
/// Reliability section (no timing is asserted: a hang is what the runner's time limit catches).
@Suite struct LinearInputTests {
    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff xmlns=\"urn:oasis:names:tc:xliff:document:1.2\" version=\"1.2\">\n"

    @Test func anXLIFFOfTwentyThousandFileElementsImportsEachOnce() throws {
        let count = 20_000
        let workspace = try HostileWorkspace()
        let keys = (0..<count).map { "k\($0)" }
        try workspace.write("App.xcstrings", Fixtures.catalog(keys.map { ($0, []) }))
        var xliff = Self.header
        for key in keys {
            xliff += "<file original=\"App.xcstrings\" source-language=\"en\" target-language=\"fr\" datatype=\"plaintext\">"
                + "<body><trans-unit id=\"\(key)\"><source>\(key)</source><target state=\"translated\">t \(key)</target>"
                + "</trans-unit></body></file>\n"
        }
        try workspace.write("many.xliff", xliff + "</xliff>\n")
        let output = try workspace.run(["import", "--catalog", "App.xcstrings", "many.xliff"])
        #expect(!output.hung)
        #expect(output.standardError == "")
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == count + 1)
        #expect(lines.last == "\(count) changed, 0 unchanged, 0 rejected, 0 unknown, 0 not to translate")
        #expect(lines.first == "many.xliff:3:101: note: App.xcstrings: fr k0: (none) -> \"t k0\" [translated]")
        let catalog = try workspace.text("App.xcstrings")
        #expect(catalog.components(separatedBy: "\"fr\" : {").count - 1 == count)
    }

    @Test func twoHundredThousandAttributesOnOneElementAreRefusedBeforeParsing() throws {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        let attributes = (0..<200_000).map { " a\($0)=\"x\"" }.joined()
        try workspace.write("attributes.xliff", Self.header + "<file original=\"App.xcstrings\"\(attributes)><body/></file></xliff>\n")
        let before = try workspace.snapshot()
        let output = try workspace.run(["import", "--catalog", "App.xcstrings", "attributes.xliff"])
        #expect(!output.hung)
        #expect(output.standardError == "attributes.xliff:3:1: error: element <file> has more than 1000 attributes; not parsed\n")
        #expect(output.status == 2)
        #expect(output.standardOutput == "")
        #expect(try workspace.snapshot() == before)
    }

    @Test func aThousandAttributesAreStillRead() throws {
        // The control for the refusal above: at the limit, the file is XLIFF like any other.
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        let attributes = (3..<1_000).map { " a\($0)=\"x\"" }.joined()
        try workspace.write(
            "attributes.xliff",
            Self.header + "<file original=\"App.xcstrings\" target-language=\"fr\" source-language=\"en\"\(attributes)><body/></file></xliff>\n")
        let output = try workspace.run(["import", "--catalog", "App.xcstrings", "attributes.xliff"])
        #expect(output.standardError == "")
        #expect(output.standardOutput == "0 changed, 0 unchanged, 0 rejected, 0 unknown, 0 not to translate\n")
        #expect(output.status == 0)
    }

    /// The widget's source: `body` after `prefix`, so the scanner must get through the prefix to find the key.
    static func checkWidgetSource(after prefix: String) throws -> CommandRunner.Output {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        try workspace.write("Widget.xcstrings", Fixtures.widgetCatalog)
        try workspace.write("Sources/Widget.swift", "import SwiftUI\n" + prefix + "\n" + Fixtures.widgetSource.dropFirst("import SwiftUI\n".count))
        let before = try workspace.snapshot()
        let output = try workspace.run(
            ["check", "--app", "App.xcstrings", "--widget", "Widget.xcstrings", "--widget-sources", "Sources", "--format", "xcode"])
        #expect(try workspace.snapshot() == before)
        return output
    }

    /// As Xcode gets it, after the workspace's absolute path.
    static let missingKey = "Sources/Widget.swift:3:49: error: \"Greeting\" is shown by widget but missing from the widget target, which has no Localizable.xcstrings catalog; the widget shows the key itself, untranslated, in every language [widget-missing-key]\n"

    @Test(arguments: [20_000, 100_000])
    func aMemberChainIsScannedToItsEnd(members: Int) throws {
        let output = try Self.checkWidgetSource(after: "let chain = a" + String(repeating: ".a", count: members))
        #expect(!output.hung)
        #expect(output.standardError == "")
        #expect(output.standardOutput.hasSuffix("/" + Self.missingKey))
        #expect(output.standardOutput.filter(\.isNewline).count == 1)
        #expect(output.status == 1)
    }

    @Test func aModifierChainWithClosuresIsScannedToItsEnd() throws {
        let chain = "let chain = Text(\"k\")" + String(repeating: "\n.padding { Text(\"k\") }", count: 20_000)
        let output = try Self.checkWidgetSource(after: chain)
        #expect(!output.hung)
        #expect(output.standardError == "")
        #expect(output.status == 1)
        // The 20,001 uses of "k" come first; the widget's own key is still found after them.
        #expect(output.standardOutput.hasSuffix(Self.missingKey.replacingOccurrences(of: ":3:49:", with: ":20003:49:")))
    }

    @Test func aHundredThousandBareHashesAreLexedOnce() throws {
        let output = try Self.checkWidgetSource(after: String(repeating: "#", count: 100_000))
        #expect(!output.hung)
        #expect(output.standardError == "")
        #expect(output.standardOutput.hasSuffix("/" + Self.missingKey))
        #expect(output.standardOutput.filter(\.isNewline).count == 1)
        #expect(output.status == 1)
    }
}
