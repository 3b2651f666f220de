import Diagnostics
import LocaleMatching
import SourceScanning

/// A timer view in the widget that inherits the right-to-left layout: SwiftUI mirrors it in Arabic and
/// Hebrew, so `5:23` can read `23:5`, although the bidi algorithm would keep the digits in order.
public struct RightToLeftTimerLayout: Rule {
    public static let id = "rtl-timer-layout"

    public init() {}

    static let pin = ".environment(\\.layoutDirection, .leftToRight)"

    public var descriptor: RuleDescriptor {
        RuleDescriptor(
            id: Self.id, defaultSeverity: .warning,
            summary: "A timer view in the widget (`Text(timerInterval:)`, `Text(date, style: .timer)`, a digit `HStack`) not pinned left to right.",
            rationale: """
                Widgets have shown countdowns mirrored in Arabic and Hebrew: the timer's view inherits the \
                right-to-left layout direction. Reported only when the app ships a right-to-left language.
                """,
            howToFix: "Pin the timer's view: `\(Self.pin)`, on the view or an enclosing one in the same expression.",
            triggeringExamples: [
                RuleExample(
                    "A countdown on the lock screen",
                    appCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"متوقف مؤقتًا"}}}}},"version":"1.0"}"#,
                    widgetSource: """
                        struct LockScreen: View { let range: ClosedRange<Date>
                            var body: some View { HStack { 1️⃣Text(timerInterval: range, countsDown: true).monospacedDigit() } } }
                        """)
            ],
            cleanExamples: [
                RuleExample(
                    "Pinned on the view, or on an enclosing stack",
                    appCatalog: #"{"sourceLanguage":"en","strings":{"Paused":{"localizations":{"ar":{"stringUnit":{"state":"translated","value":"متوقف مؤقتًا"}}}}},"version":"1.0"}"#,
                    widgetSource: """
                        struct LockScreen: View { let range: ClosedRange<Date>; let end: Date
                            var body: some View {
                                VStack {
                                    Text(timerInterval: range, countsDown: true).environment(\\.layoutDirection, .leftToRight)
                                    HStack { Text(end, style: .timer) }.environment(\\.layoutDirection, .leftToRight)
                                }
                            }
                        }
                        """)
            ])
    }

    public func check(_ project: Project, into output: inout RuleOutput) {
        guard project.shipsRightToLeftLanguage else { return }
        let languages = project.shippedLanguages.filter(LocaleMatcher.isRightToLeft)
        for widget in project.widgets {
            for view in widget.scan?.timerViews ?? [] where !view.isPinnedLeftToRight {
                output.findings.append(
                    descriptor.finding(
                        at: view.location,
                        "this timer view is not pinned left to right: in \(languages.joined(separator: ", ")) it inherits "
                            + "the right-to-left layout and the countdown can show mirrored",
                        target: widget.name, fix: "Add \(Self.pin) to the timer's view."))
            }
        }
    }
}
