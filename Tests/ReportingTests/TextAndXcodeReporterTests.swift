import Diagnostics
import Reporting
import Testing

@Suite struct TextReporterTests {
    @Test func groupsByFileWithFixOnNextLineAndSummary() {
        let output = TextReporter(baseDirectory: Fixtures.base).render(Fixtures.input())
        #expect(output == """
            FocusTimerWidgets/Localizable.xcstrings
              3:5: note: key | "old*_title" <b> & 100% unused, see #12 @team [unused-key]
              40:9: warning: no Korean translation for "Pause" [widget-missing-translation]
              88:17: note: timer digits reorder in Arabic: wrap them in U+2066…U+2069 [rtl-timer-digits]
                fix: \u{2066}%@\u{2069}

            FocusTimerWidgets/TimerWidget.swift
              12:5: error: "timer.remaining %@" is used by the widget but missing from its catalog [widget-missing-key]
                fix: copy the key from the app's catalog

            1 error, 1 warning, 2 notes in 2 files

            """)
    }

    @Test(arguments: [
        ([Severity.error, .error, .warning, .note, .note, .note], 2, "2 errors, 1 warning, 3 notes in 2 files"),
        ([Severity.warning], 1, "0 errors, 1 warning, 0 notes in 1 file"),
        ([Severity.error, .warning, .warning], 3, "1 error, 2 warnings, 0 notes in 3 files"),
    ])
    func summaryGrammar(severities: [Severity], files: Int, expected: String) {
        let findings = severities.enumerated().map { index, severity in
            Finding(rule: "r", severity: severity, location: SourceLocation(file: "f\(index % files).swift", line: 1, column: 1),
                    message: "m")
        }
        let output = TextReporter().render(Fixtures.input(findings: findings))
        #expect(output.split(separator: "\n").last.map(String.init) == expected)
        #expect(FindingCounts(findings).summaryLine == expected)
    }

    /// Files are counted once each, in report order (by file) and out of it.
    @Test(arguments: [
        (["a.swift", "a.swift", "b.swift", "c.swift", "c.swift"], 3),
        (["b.swift", "a.swift", "b.swift"], 2),
        (["a.swift", "b.swift", "a.swift", "b.swift"], 2),
        (["Sources/A.swift", "Sources/A.swift"], 1),
    ])
    func filesAreCountedOnce(files: [String], count: Int) {
        let findings = files.map { Finding(rule: "r", severity: .warning, location: SourceLocation(file: $0, line: 1, column: 1), message: "m") }
        #expect(FindingCounts(findings).files == count)
    }

    @Test func noFindingsSaysSo() {
        #expect(TextReporter().render(Fixtures.input(findings: [])) == "No findings.\n")
    }

    @Test func colorsOnlyWhenAsked() {
        let plain = TextReporter(useColor: false).render(Fixtures.input())
        let colored = TextReporter(useColor: true).render(Fixtures.input())
        #expect(!plain.contains("\u{1B}["))
        #expect(colored.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        #expect(colored.contains("\u{1B}[1;36mnote:\u{1B}[0m"))
        // Removing the escape sequences gives back the plain text exactly.
        var stripped = colored
        for code in ["\u{1B}[1;31m", "\u{1B}[1;33m", "\u{1B}[1;36m", "\u{1B}[1m", "\u{1B}[2m", "\u{1B}[0m"] {
            stripped = stripped.split(separator: code, omittingEmptySubsequences: false).joined()
        }
        #expect(stripped == plain)
    }

    @Test func multiLineMessageStaysOnOneLineWithItsBreaksEscaped() {
        let finding = Finding(rule: "r", severity: .error, location: SourceLocation(file: "a.swift", line: 2, column: 3),
                              message: "first\nsecond\r\nthird")
        let output = TextReporter().render(Fixtures.input(findings: [finding]))
        #expect(output.contains("  2:3: error: first\\nsecond\\r\\nthird [r]\n"))
    }

    @Test func aTerminalCommandInAKeyIsEscapedNotPrinted() {
        // ESC ] 0 ; … BEL sets a terminal's title; a key holding it must reach the terminal as text.
        let key = "x\u{1B}]0;pwned\u{07}y"
        let finding = Finding(rule: "r", severity: .error, location: SourceLocation(file: "a\nb.xcstrings", line: 1, column: 1),
                              message: "\"\(key)\" is missing", key: key, fix: "Translate \"\(key)\".")
        let text = TextReporter().render(Fixtures.input(findings: [finding]))
        let xcode = XcodeReporter(baseDirectory: "/p").render(Fixtures.input(findings: [finding]))
        #expect(text == "a\\nb.xcstrings\n  1:1: error: \"x\\u{1B}]0;pwned\\u{7}y\" is missing [r]\n    fix: Translate \"x\\u{1B}]0;pwned\\u{7}y\".\n\n1 error, 0 warnings, 0 notes in 1 file\n")
        #expect(xcode == "/p/a\\nb.xcstrings:1:1: error: \"x\\u{1B}]0;pwned\\u{7}y\" is missing [r]\n")
        #expect(!(text + xcode).unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// Every newline character Swift knows is escaped; text that merely shares their lead bytes (é, –, …)
    /// is kept.
    @Test func everyKindOfNewlineIsEscapedAndNothingElseChanges() {
        let finding = Finding(rule: "r", severity: .error, location: SourceLocation(file: "a.swift", line: 2, column: 3),
                              message: "a\u{0B}b\u{0C}c\u{85}d\u{2028}e\u{2029}f é – … \u{2026}")
        let output = TextReporter().render(Fixtures.input(findings: [finding]))
        #expect(output.contains("  2:3: error: a\\u{B}b\\u{C}c\\u{85}d\\u{2028}e\\u{2029}f é – … … [r]\n"))
        let plain = Finding(rule: "r", severity: .error, location: SourceLocation(file: "a.swift", line: 2, column: 3),
                            message: "\"Résumé\" – 5 … ok")
        #expect(TextReporter().render(Fixtures.input(findings: [plain])).contains("  2:3: error: \"Résumé\" – 5 … ok [r]\n"))
    }
}

@Suite struct XcodeReporterTests {
    @Test func printsExactlyTheCompilerLines() {
        let output = XcodeReporter().render(Fixtures.input())
        #expect(output == """
            /work/FocusTimer/FocusTimerWidgets/Localizable.xcstrings:3:5: note: key | "old*_title" <b> & 100% unused, see #12 @team [unused-key]
            /work/FocusTimer/FocusTimerWidgets/Localizable.xcstrings:40:9: warning: no Korean translation for "Pause" [widget-missing-translation]
            /work/FocusTimer/FocusTimerWidgets/Localizable.xcstrings:88:17: note: timer digits reorder in Arabic: wrap them in U+2066…U+2069 [rtl-timer-digits]
            /work/FocusTimer/FocusTimerWidgets/TimerWidget.swift:12:5: error: "timer.remaining %@" is used by the widget but missing from its catalog [widget-missing-key]

            """)
    }

    @Test func everyLineHasTheShapeXcodeParses() {
        for line in XcodeReporter().render(Fixtures.input()).split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
            #expect(parts.count == 5)
            #expect(Int(parts[1]) != nil && Int(parts[2]) != nil)
            #expect([" error", " warning", " note"].contains(String(parts[3])))
            #expect(line.hasSuffix("]"))
        }
    }

    @Test func emptyWhenNothingFound() {
        #expect(XcodeReporter().render(Fixtures.input(findings: [])) == "")
    }
}

@Suite struct ReportFormatTests {
    @Test func everyNameSelectsItsReporter() throws {
        #expect(try ReportFormat.named("text").reporter() is TextReporter)
        #expect(try ReportFormat.named("xcode").reporter() is XcodeReporter)
        #expect(try ReportFormat.named("json").reporter() is JSONReporter)
        #expect(try ReportFormat.named("sarif").reporter() is SARIFReporter)
        #expect(try ReportFormat.named("junit").reporter() is JUnitReporter)
        #expect(try ReportFormat.named("github").reporter() is GitHubActionsReporter)
        #expect(try ReportFormat.named("markdown").reporter() is MarkdownReporter)
        #expect(try ReportFormat.named("html").reporter() is HTMLReporter)
        #expect(try ReportFormat.named("gitlab").reporter() is GitLabCodeQualityReporter)
        #expect(try ReportFormat.named("checkstyle").reporter() is CheckstyleReporter)
    }

    @Test func optionsReachTheReporter() {
        let options = ReportOptions(useColor: true, baseDirectory: Fixtures.base, markdownFindingLimit: 1)
        let text = ReportFormat.text.reporter(options: options).render(Fixtures.input())
        #expect(text.contains("\u{1B}[") && text.contains("\u{1B}[1mFocusTimerWidgets/TimerWidget.swift"))
        let markdown = ReportFormat.markdown.reporter(options: options).render(Fixtures.input())
        #expect(markdown.contains("…and 3 more findings."))
    }

    @Test func unknownNameIsAnInputErrorListingTheNames() {
        #expect(throws: InputError("unknown report format 'yaml'; expected one of: text, checkstyle, github, gitlab, html, json, junit, markdown, sarif, xcode")) {
            try ReportFormat.named("yaml")
        }
    }
}
