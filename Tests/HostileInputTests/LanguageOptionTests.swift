import Foundation
import Testing

/// Issue 13, item 8, for the command line: every option that takes a language is checked before any
/// file is read, with one line and exit 2. Before, `plural --language 12` said `invalid language tag
/// "12": …`, `import --language ../x` was refused once per `<file>` at its position, `sync --from --to
/// --language 12` ignored it, and resolve and preview reported the tag only after reading the catalog.
@Suite struct LanguageOptionTests {
    static let dotReason = #"contains "."; only letters, digits, '-' and '_' are allowed"#
    static let slashReason = #"contains "/"; only letters, digits, '-' and '_' are allowed"#
    static let twelveReason = #"the language subtag "12" must be letters"#
    /// A terminal's title command: it must reach the terminal escaped.
    static let titleCommand = "de\u{1B}]0;pwned\u{7}"
    static let escapedTitleCommand = #"de\u{1B}]0;pwned\u{7}"#

    static func workspace() throws -> HostileWorkspace {
        let workspace = try HostileWorkspace()
        try workspace.write("App.xcstrings", Fixtures.appCatalog)
        try workspace.write("Widget.xcstrings", Fixtures.widgetCatalog)
        try workspace.write("fr.xliff", Fixtures.xliff(for: "Widget.xcstrings"))
        return workspace
    }

    static let refusals: [(arguments: [String], message: String)] = [
        (["resolve", "--catalog", "App.xcstrings", "--language-code", "12", "Greeting"], "--language-code '12' is not a language tag (\(twelveReason))"),
        (["resolve", "--catalog", "App.xcstrings", "--language-code", "../x", "Greeting"], "--language-code '../x' is not a language tag (\(dotReason))"),
        (["resolve", "--catalog", "App.xcstrings", "--language-code", titleCommand, "Greeting"],
         #"--language-code '\#(escapedTitleCommand)' is not a language tag (contains "\u{1B}"; only letters, digits, '-' and '_' are allowed)"#),
        (["resolve", "--catalog", "App.xcstrings", "--language-code", "", "--system-locale", "de/x", "Greeting"],
         #"--system-locale 'de/x' is not a language tag or a POSIX locale name (contains "/")"#),
        (["resolve", "--catalog", "App.xcstrings", "--system-locale", "de_DE.UTF-8/../x", "Greeting"],
         #"--system-locale 'de_DE.UTF-8/../x' is not a language tag or a POSIX locale name (contains "/")"#),
        (["resolve", "--catalog", "App.xcstrings", "--system-locale", titleCommand, "Greeting"],
         #"--system-locale '\#(escapedTitleCommand)' is not a language tag or a POSIX locale name (contains "\u{1B}")"#),
        (["preview", "--catalog", "App.xcstrings", "--language-code", "a/b"], "--language-code 'a/b' is not a language tag (\(slashReason))"),
        (["preview", "--catalog", "App.xcstrings", "--language-code", "de", "--system-locale", "12"],
         "--system-locale '12' is not a language tag or a POSIX locale name (\(twelveReason))"),
        (["plural", "--language", "12", "1"], "--language '12' is not a language tag (\(twelveReason))"),
        (["plural", "--language", "a/b", "1"], "--language 'a/b' is not a language tag (\(slashReason))"),
        (["gaps", "--app", "App.xcstrings", "--widget", "Widget.xcstrings", "--language", "../x", "--output-dir", "todo"],
         "--language '../x' is not a language tag (\(dotReason))"),
        (["gaps", "--app", "App.xcstrings", "--widget", "Widget.xcstrings", "--language", titleCommand],
         #"--language '\#(escapedTitleCommand)' is not a language tag (contains "\u{1B}"; only letters, digits, '-' and '_' are allowed)"#),
        (["export", "--app", "App.xcstrings", "--widget", "Widget.xcstrings", "--language", "../x"], "--language '../x' is not a language tag (\(dotReason))"),
        (["export", "--catalog", "App.xcstrings", "--language", "../x", "--output", "x.xliff"], "--language '../x' is not a language tag (\(dotReason))"),
        (["import", "--language", "../x", "fr.xliff"], "--language '../x' is not a language tag (\(dotReason))"),
        (["import", "--catalog", "Widget.xcstrings", "--language", "12", "fr.xliff"], "--language '12' is not a language tag (\(twelveReason))"),
        (["sync", "--from", "App.xcstrings", "--to", "Widget.xcstrings", "--language", "12"], "--language '12' is not a language tag (\(twelveReason))"),
        (["check", "--app", "App.xcstrings", "--widget", "Widget.xcstrings", "--language", "de/x"], "--language 'de/x' is not a language tag (\(slashReason))"),
    ]

    @Test(arguments: refusals)
    func aLanguageOptionThatIsNoTagIsOneLineAndWritesNothing(_ arguments: [String], _ message: String) throws {
        let workspace = try Self.workspace()
        let before = try workspace.snapshot()
        let output = try workspace.run(arguments)
        #expect(output.standardError == "error: \(message)\n")
        #expect(output.standardOutput == "")
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
    }

    /// What the resolver reads as a system locale stays accepted: POSIX names with a codeset or a
    /// modifier, and `C`, which names no language (the development language is shown).
    @Test(arguments: [("de_DE.UTF-8", "Hallo"), ("de-DE", "Hallo"), ("sr_RS@latin", "Greeting"), ("C", "Greeting"), ("POSIX.UTF-8", "Greeting")])
    func aSystemLocaleTheResolverReadsIsAccepted(_ locale: String, _ shown: String) throws {
        let workspace = try Self.workspace()
        let output = try workspace.run(["resolve", "--catalog", "App.xcstrings", "--language-code", "", "--system-locale", locale, "Greeting"])
        #expect(output.standardOutput == shown + "\n")
        #expect(output.status == 0, "\(output.standardError)")
    }

    /// A catalog may hold any localization name; `gaps --output-dir` makes file names of them, so one that
    /// is no tag is refused before anything is written, instead of writing `todo/../../evil.txt`.
    @Test func aCatalogLanguageThatIsAPathNamesNoFile() throws {
        let workspace = try Self.workspace()
        try workspace.write("App.xcstrings", Fixtures.catalog([("Greeting", [("../../evil", "Hallo")])]))
        let before = try workspace.snapshot()
        let output = try workspace.run(["gaps", "--app", "App.xcstrings", "--widget", "Widget.xcstrings", "--output-dir", "todo"])
        let lines = output.standardError.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.first == "todo: error: the language '../../evil' is not a language tag (\(Self.dotReason)), so it names no file here")
        #expect(lines.filter { $0.contains("error") }.count == 1, "\(output.standardError)")
        #expect(output.status == 2)
        #expect(try workspace.snapshot() == before)
        #expect(!FileManager.default.fileExists(atPath: workspace.folder + "/../evil.txt"))
    }

    /// A usage error quotes what was typed: escaped too.
    @Test func aUsageErrorQuotingAControlCharacterIsEscaped() throws {
        let workspace = try Self.workspace()
        let output = try workspace.run(["resolve", "--format", Self.titleCommandForFormat, "Greeting"])
        #expect(output.standardError == #"error: unknown format 'x\u{1B}]0;pwned\u{7}' for --format; expected one of: text, json"# + "\nSee 'stringsguard help resolve'.\n")
        #expect(output.status == 2)
    }

    static let titleCommandForFormat = "x\u{1B}]0;pwned\u{7}"
}
