import Diagnostics
import Reporting

/// A report like a real run produces: two files, all three severities, a Korean widget gap,
/// an Arabic timer string, and messages full of characters every format must escape.
enum Fixtures {
    static let base = "/work/FocusTimer"
    static let widgetCatalog = "/work/FocusTimer/FocusTimerWidgets/Localizable.xcstrings"
    static let widgetSource = "/work/FocusTimer/FocusTimerWidgets/TimerWidget.swift"

    static let missingKey = Finding(
        rule: "widget-missing-key", severity: .error,
        location: SourceLocation(file: widgetSource, line: 12, column: 5),
        message: "\"timer.remaining %@\" is used by the widget but missing from its catalog",
        key: "timer.remaining %@", targets: ["FocusTimerWidgets"],
        fix: "copy the key from the app's catalog")
    static let missingTranslation = Finding(
        rule: "widget-missing-translation", severity: .warning,
        location: SourceLocation(file: widgetCatalog, line: 40, column: 9),
        message: "no Korean translation for \"Pause\"", key: "Pause", language: "ko", targets: ["FocusTimerWidgets"])
    static let rightToLeft = Finding(
        rule: "rtl-timer-digits", severity: .note,
        location: SourceLocation(file: widgetCatalog, line: 88, column: 17),
        message: "timer digits reorder in Arabic: wrap them in U+2066…U+2069", key: "متبقي %@", language: "ar",
        targets: ["FocusTimerWidgets"], fix: "\u{2066}%@\u{2069}",
        // "متبقي 25:00": the visual order puts the Arabic word on the right, digits kept left to right.
        rendering: RightToLeftRendering(logical: "متبقي 25:00", displayed: "25:00 يقبتم"))
    static let secondNote = Finding(
        rule: "unused-key", severity: .note,
        location: SourceLocation(file: widgetCatalog, line: 3, column: 5),
        message: "key | \"old*_title\" <b> & 100% unused, see #12 @team", key: "old*_title")

    static let rules = [
        RuleDescriptor(id: "widget-missing-key", category: .widget, defaultSeverity: .error,
                       summary: "The widget uses a key its own catalog lacks.", rationale: "The widget shows the key.",
                       howToFix: "Add the key."),
        RuleDescriptor(id: "widget-missing-translation", category: .widget, defaultSeverity: .warning,
                       summary: "A widget string has no translation for a language the app ships.",
                       rationale: "The widget speaks the development language.", howToFix: "Translate it."),
        RuleDescriptor(id: "rtl-timer-digits", category: .rightToLeft, defaultSeverity: .note,
                       summary: "Timer digits would reorder in a right-to-left language.",
                       rationale: "A range reads backwards.", howToFix: "Isolate the digits."),
        RuleDescriptor(id: "plural-forms", category: .plurals, defaultSeverity: .error,
                       summary: "A plural lacks a form the language needs.", rationale: "The wrong form shows.",
                       howToFix: "Add the form."),
    ]

    static let coverage = [
        CoverageRow(target: "FocusTimerWidgets", language: "ko", total: 10, translated: 7, needsReview: 1, new: 1, missing: 1),
        CoverageRow(target: "FocusTimerWidgets", language: "ar", total: 10, translated: 10, needsReview: 0, new: 0, missing: 0),
        CoverageRow(target: "FocusTimer", language: "ar", total: 3, translated: 1, needsReview: 0, new: 0, missing: 2),
    ]

    static func input(findings: [Finding]? = nil) -> ReportInput {
        var input = ReportInput(
            toolName: "stringsguard", toolVersion: "0.3.0",
            findings: findings ?? [secondNote, missingTranslation, rightToLeft, missingKey],
            coverage: coverage, rules: rules, ruleHelpBase: "https://example.com/rules")
        // The languages LocaleMatching calls right to left; the reporter only renders what it is told.
        input.rightToLeftLanguages = ["ar", "he", "he-IL", "az-Arab"]
        return input
    }
}
